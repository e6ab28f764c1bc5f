import { type OpsPermission, roleAllows } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { redact, storable } from './audit';
import type { OperatorAuthService, OperatorContext } from './operator-auth.service';

/**
 * What an /ops route needs, declared where it is registered (`config: { ops: { permission } }`):
 * - a permission of OPS_PERMISSIONS, which the operator's role must hold;
 * - `self`: any logged-in operator, for its own session, even before two-factor is set up;
 * - `public`: no session (the login).
 * A route without it is refused to everyone (fail closed; ops-authorization.test.ts names it).
 * `action` names the route's writes in the audit log (default: method and path).
 */
export type OpsRouteConfig = { permission: OpsPermission | 'self' | 'public'; action?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    ops?: OpsRouteConfig;
  }
  interface FastifyRequest {
    /** The operator calling an /ops route (set by the guard). */
    operator?: OperatorContext;
    /** True once the call wrote its own audit row (audit.ts). */
    opsAudited?: boolean;
    /** The error code an /ops call failed with, for its audit row. */
    opsError?: string;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isOps(request: FastifyRequest): boolean {
  return request.url.startsWith('/ops/');
}

/** Whether an address is in an allow-list of addresses and CIDR ranges (an empty list allows any). */
export function ipAllowed(ip: string, allowList: readonly string[]): boolean {
  if (allowList.length === 0) return true;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  return allowList.some((entry) => {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.process(entry), -1];
      const normalized =
        range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress() ? (range as ipaddr.IPv6).toIPv4Address() : range;
      if (normalized.kind() !== address.kind()) return false;
      if (bits < 0) return normalized.toString() === address.toString();
      return address.match(normalized, bits);
    } catch {
      return false;
    }
  });
}

/** The calling operator of a guarded route (the guard has run). */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new AppError('not_logged_in');
  return request.operator;
}

/**
 * The back office's guard and audit trail, for every /ops route of every area (registered on the
 * API context before the areas):
 * - preHandler: the route's declared permission, the session (idle timeout, 8-hour cap), the
 *   merchant's address allow-list, two-factor done, the role's permission; else 401/403.
 * - every write (any method but GET/HEAD/OPTIONS) leaves an audit row: the route's own, written in
 *   its transaction with before and after (audit.ts), or, when it wrote none or failed, one here
 *   with the redacted request and the outcome (the refused and the failed are audited too).
 */
export function registerOpsGuard(app: FastifyInstance, deps: { db: Kysely<Database>; operators: OperatorAuthService }): void {
  const { db, operators } = deps;

  app.addHook('preHandler', async (request) => {
    if (!isOps(request)) return;
    const config = request.routeOptions.config.ops;
    if (!config) throw new AppError('forbidden', { reason: 'route_without_permission' });
    if (config.permission === 'public') return;
    const operator = await operators.authenticate(request.headers.authorization, request.site.merchant);
    request.operator = operator;
    if (!ipAllowed(request.site.visitor.ip, operator.ipAllowList)) throw new AppError('ops_ip_not_allowed');
    if (config.permission === 'self') return;
    if (!operator.totpVerified) throw new AppError('totp_setup_required');
    if (!roleAllows(operator.role, config.permission)) throw new AppError('forbidden');
  });

  app.addHook('onError', async (request, _reply, error) => {
    if (!isOps(request)) return;
    request.opsError = error instanceof AppError ? error.code : 'system_error';
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!isOps(request) || READ_METHODS.has(request.method)) return;
    const failed = reply.statusCode >= 400;
    if (request.opsAudited && !failed) return;
    const config = request.routeOptions.config?.ops;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const body = request.body as Record<string, unknown> | undefined;
    const username = request.operator?.username ?? (typeof body?.username === 'string' ? storable(body.username, 64) : null);
    try {
      await db
        .insertInto('audit_log')
        .values({
          merchant_id: request.site.merchant.id,
          operator_id: request.operator?.operatorId ?? null,
          operator_username: username,
          action: config?.action ?? `${request.method} ${request.routeOptions.url ?? storable(request.url, 200)}`,
          target_type: null,
          target_id: typeof params.id === 'string' || typeof params.id === 'number' ? storable(String(params.id), 80) : null,
          before: null,
          after: body === undefined || body === null ? null : JSON.stringify(redact(body)),
          outcome: failed ? (request.opsError ?? `http_${reply.statusCode}`) : 'ok',
          ip: request.site.visitor.ip,
          user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
        })
        .execute();
    } catch (error) {
      request.log.error({ err: error }, 'audit row not written');
    }
  });
}
