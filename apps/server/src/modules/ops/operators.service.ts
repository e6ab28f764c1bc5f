import {
  type AuditEntry,
  type auditQuerySchema,
  type createOperatorRequestSchema,
  formatMinor,
  type OperatorRow,
  type OpsSecurity,
  parseMinor,
  type updateOperatorRequestSchema,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { optionalBusinessDays } from '../agent-reports/business-days';
import { hashPassword } from '../auth/password';
import { recordAudit } from './audit';
import { OPERATOR_IDLE_MINUTES } from './operator-auth.service';
import { operatorOf } from './ops-guard';

const DEFAULT_APPROVAL_MINOR = 100_000n;

function operatorRow(row: {
  id: number;
  username: string;
  role: string;
  status: string;
  totp_enabled_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
  created_at: Date;
}): OperatorRow {
  return {
    id: row.id,
    username: row.username,
    role: row.role as OperatorRow['role'],
    status: row.status as OperatorRow['status'],
    totpEnabled: row.totp_enabled_at !== null,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    lastLoginIp: row.last_login_ip,
    createdAt: row.created_at.toISOString(),
  };
}

/** The merchant's operators, its back-office security, and the audit log's viewer (owner and auditor screens). */
export function createOperatorsService(db: Kysely<Database>) {
  const columns = ['id', 'username', 'role', 'status', 'totp_enabled_at', 'last_login_at', 'last_login_ip', 'created_at'] as const;

  async function load(merchantId: number, id: number, trx: Kysely<Database> = db) {
    const row = await trx
      .selectFrom('operator')
      .select(columns)
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('operator_not_found');
    return row;
  }

  return {
    async list(merchant: MerchantRow): Promise<OperatorRow[]> {
      const rows = await db.selectFrom('operator').select(columns).where('merchant_id', '=', merchant.id).orderBy('username').execute();
      return rows.map(operatorRow);
    },

    async create(request: FastifyRequest, input: z.output<typeof createOperatorRequestSchema>): Promise<OperatorRow> {
      const merchant = request.site.merchant;
      const passwordHash = await hashPassword(input.password);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('operator')
          .values({
            merchant_id: merchant.id,
            username: input.username,
            password_hash: passwordHash,
            role: input.role,
            created_by: operatorOf(request).operatorId,
          })
          .onConflict((oc) => oc.columns(['merchant_id', 'username']).doNothing())
          .returning(columns)
          .executeTakeFirst();
        if (!row) throw new AppError('operator_exists');
        const created = operatorRow(row);
        await recordAudit(trx, request, { action: 'operator.create', targetType: 'operator', targetId: row.id, after: created });
        return created;
      });
    },

    /**
     * Changes an operator's role or status, clears its two-factor, or sets its password. An owner
     * cannot lock itself out, and the merchant always keeps an active owner.
     */
    async update(request: FastifyRequest, id: number, input: z.output<typeof updateOperatorRequestSchema>): Promise<OperatorRow> {
      const merchant = request.site.merchant;
      const self = operatorOf(request);
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      return db.transaction().execute(async (trx) => {
        const before = await load(merchant.id, id, trx);
        const role = input.role ?? before.role;
        const status = input.status ?? before.status;
        if (id === self.operatorId && (role !== before.role || status !== 'active'))
          throw new AppError('conflict', { reason: 'own_account' });
        if (before.role === 'owner' && (role !== 'owner' || status !== 'active')) {
          const owners = await trx
            .selectFrom('operator')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('merchant_id', '=', merchant.id)
            .where('role', '=', 'owner')
            .where('status', '=', 'active')
            .executeTakeFirstOrThrow();
          if (owners.n <= 1) throw new AppError('conflict', { reason: 'last_owner' });
        }
        const after = await trx
          .updateTable('operator')
          .set({
            role,
            status,
            ...(input.resetTotp ? { totp_secret: null, totp_enabled_at: null, totp_last_step: null } : {}),
            ...(passwordHash ? { password_hash: passwordHash } : {}),
          })
          .where('id', '=', id)
          .returning(columns)
          .executeTakeFirstOrThrow();
        // A new role, a disabled account, a cleared two-factor or a new password end its sessions.
        if (role !== before.role || status !== before.status || input.resetTotp || passwordHash) {
          await trx
            .updateTable('operator_session')
            .set({ revoked_at: sql`now()` })
            .where('operator_id', '=', id)
            .where('revoked_at', 'is', null)
            .execute();
        }
        await recordAudit(trx, request, {
          action: 'operator.update',
          targetType: 'operator',
          targetId: id,
          before: operatorRow(before),
          after: { ...operatorRow(after), ...(passwordHash ? { passwordChanged: true } : {}) },
        });
        return operatorRow(after);
      });
    },

    async security(merchant: MerchantRow): Promise<OpsSecurity> {
      const row = await db.selectFrom('ops_setting').selectAll().where('merchant_id', '=', merchant.id).executeTakeFirst();
      return {
        ipAllowList: row?.ip_allow_list ?? [],
        idleMinutes: row?.idle_minutes ?? OPERATOR_IDLE_MINUTES,
        adjustmentApprovalAmount: formatMinor(BigInt(row?.adjustment_approval_minor ?? DEFAULT_APPROVAL_MINOR), merchant.currency_decimals),
      };
    },

    /** Saves the back-office security. An allow-list that leaves out the caller's own address is refused (it would lock the caller out). */
    async saveSecurity(request: FastifyRequest, input: OpsSecurity, callerAllowed: boolean): Promise<OpsSecurity> {
      const merchant = request.site.merchant;
      if (!callerAllowed) throw new AppError('conflict', { reason: 'own_address_not_allowed' });
      const before = await this.security(merchant);
      const approval = parseMinor(input.adjustmentApprovalAmount, merchant.currency_decimals);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('ops_setting')
          .values({
            merchant_id: merchant.id,
            ip_allow_list: input.ipAllowList,
            idle_minutes: input.idleMinutes,
            adjustment_approval_minor: approval,
          })
          .onConflict((oc) =>
            oc.column('merchant_id').doUpdateSet({
              ip_allow_list: input.ipAllowList,
              idle_minutes: input.idleMinutes,
              adjustment_approval_minor: approval,
              updated_at: sql`now()`,
            }),
          )
          .execute();
        await recordAudit(trx, request, {
          action: 'security.update',
          targetType: 'ops_setting',
          targetId: merchant.id,
          before,
          after: input,
        });
      });
      return this.security(merchant);
    },

    /** `GET /ops/audit`: newest first, filtered by operator, action (prefix), target, and business days. */
    async audit(merchant: MerchantRow, query: z.output<typeof auditQuerySchema>) {
      const range = optionalBusinessDays(query.from, query.to, merchant.time_zone);
      let base = db.selectFrom('audit_log').where('merchant_id', '=', merchant.id);
      if (query.operator) base = base.where('operator_username', '=', query.operator);
      if (query.action) base = base.where('action', 'like', `${query.action.replace(/[\\%_]/g, '\\$&')}%`);
      if (query.targetType) base = base.where('target_type', '=', query.targetType);
      if (query.targetId) base = base.where('target_id', '=', query.targetId);
      if (range.start) base = base.where('created_at', '>=', range.start);
      if (range.end) base = base.where('created_at', '<', range.end);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', query.order)
          .orderBy('id', query.order)
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      const entries: AuditEntry[] = rows.map((row) => ({
        id: Number(row.id),
        operator: row.operator_username,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        before: row.before ?? null,
        after: row.after ?? null,
        outcome: row.outcome,
        ip: row.ip,
        createdAt: row.created_at.toISOString(),
      }));
      return { rows: entries, total: total.n, pageNo: query.pageNo, pageSize: query.pageSize };
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
