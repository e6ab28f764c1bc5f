import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What an operator's write changed: the action (`member.freeze`), its target, and the target before and after. */
export type AuditChange = {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
};

/** Field names whose values never reach the audit log (passwords, secrets, codes, tokens). */
const SECRET_FIELD = /password|secret|totp|captcha|token|code$/i;

/** A text PostgreSQL stores: no NUL, no lone surrogate halves. */
export function storable(text: string, max = 2000): string {
  const clean = text.replaceAll('\u0000', '').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** A copy of a request body or a row fit for the audit log: secrets replaced, long texts cut, depth bounded. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return storable(value);
  if (typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  if (depth > 6) return '…';
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[storable(key, 100)] = SECRET_FIELD.test(key) ? '***' : redact(item, depth + 1);
  return out;
}

function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(redact(value));
}

/**
 * Writes the audit row of an operator's write, in the caller's transaction (`db` may be one), so
 * the row and the change commit or vanish together. Marks the request audited: the guard's
 * fallback row (ops-guard.ts) is then written only if the call still fails.
 */
export async function recordAudit(db: Kysely<Database>, request: FastifyRequest, change: AuditChange): Promise<void> {
  const operator = request.operator;
  await db
    .insertInto('audit_log')
    .values({
      merchant_id: request.site.merchant.id,
      operator_id: operator?.operatorId ?? null,
      operator_username: operator?.username ?? null,
      action: change.action,
      target_type: change.targetType ?? null,
      target_id: change.targetId === undefined ? null : String(change.targetId),
      before: json(change.before),
      after: json(change.after),
      outcome: 'ok',
      ip: request.site.visitor.ip,
      user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
    })
    .execute();
  request.opsAudited = true;
}
