import {
  type adjustmentsQuerySchema,
  type BalanceAdjustment,
  type balanceAdjustmentRequestSchema,
  formatMinor,
  parseMinor,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { BalanceAdjustmentTable, Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';

/** The house account on the other side of every manual adjustment (it may go negative, as every house account). */
export const ADJUSTMENT_HOUSE_ACCOUNT = 'manual_adjustments';
/** The threshold when the merchant never saved its back-office security (ops_setting): 1000.00. */
export const DEFAULT_APPROVAL_MINOR = 100_000n;

type Row = Selectable<BalanceAdjustmentTable> & { username: string };
type Input = z.output<typeof balanceAdjustmentRequestSchema>;

function present(row: Row, decimals: number): BalanceAdjustment {
  return {
    id: row.id,
    memberId: row.member_id,
    username: row.username,
    direction: row.direction,
    amount: formatMinor(BigInt(row.amount), decimals),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by_username,
    decidedBy: row.decided_by_username,
    rejectReason: row.reject_reason,
    balanceAfter: row.balance_after === null ? null : formatMinor(BigInt(row.balance_after), decimals),
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/**
 * Manual balance adjustments of a member's main wallet (`members.adjust` requests, `members.approve`
 * decides). An amount at or below the merchant's threshold (`ops_setting.adjustment_approval_minor`)
 * posts at once; above it the request waits for a second operator, who may not be the requester.
 * Every post is one ledger transaction between the member's main wallet and the house's
 * `manual_adjustments` account, keyed `adjustment:<id>`, in the same database transaction as the
 * request's row and its audit row. The client's `requestId` (unique per merchant) makes a retry
 * answer the first result; the same id with another body is `idempotency_conflict`. A debit never
 * takes the wallet below zero (the ledger refuses it: `insufficient_balance`, nothing written).
 */
export function createAdjustmentsService(db: Kysely<Database>) {
  async function threshold(trx: Kysely<Database>, merchantId: number): Promise<bigint> {
    const row = await trx
      .selectFrom('ops_setting')
      .select('adjustment_approval_minor')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row ? BigInt(row.adjustment_approval_minor) : DEFAULT_APPROVAL_MINOR;
  }

  async function load(trx: Kysely<Database>, merchantId: number, id: number, lock: boolean): Promise<Row | undefined> {
    let query = trx
      .selectFrom('balance_adjustment as b')
      .innerJoin('member as m', 'm.id', 'b.member_id')
      .selectAll('b')
      .select('m.username')
      .where('b.merchant_id', '=', merchantId)
      .where('b.id', '=', id);
    if (lock) query = query.forUpdate('b');
    return query.executeTakeFirst();
  }

  /** Posts an adjustment's money and marks it posted, inside `trx`; answers the updated row. */
  async function postAdjustment(trx: Kysely<Database>, merchant: MerchantRow, row: Row, decider: { id: number; username: string } | null) {
    const house = await houseAccountId(trx, merchant.id, ADJUSTMENT_HOUSE_ACCOUNT, merchant.currency_code);
    const main = await memberAccountId(trx, merchant.id, row.member_id, MEMBER_ACCOUNT.main, merchant.currency_code);
    const amount = BigInt(row.amount);
    const signed = row.direction === 'credit' ? amount : -amount;
    const result = await post(trx, {
      merchantId: merchant.id,
      idempotencyKey: `adjustment:${row.id}`,
      kind: 'adjustment',
      reference: String(row.id),
      memo: row.reason.slice(0, 200),
      entries: [
        { accountId: main, amount: signed },
        { accountId: house, amount: -signed },
      ],
    });
    const balanceAfter = result.entries.find((e) => e.accountId === main)?.balanceAfter ?? 0n;
    const updated = await trx
      .updateTable('balance_adjustment')
      .set({
        status: 'posted',
        ledger_transaction_id: result.transactionId,
        balance_after: balanceAfter,
        ...(decider ? { decided_by: decider.id, decided_by_username: decider.username, decided_at: sql<Date>`now()` } : {}),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...updated, username: row.username };
  }

  return {
    async request(request: FastifyRequest, memberId: number, input: Input): Promise<BalanceAdjustment> {
      const merchant = request.site.merchant;
      const operator = operatorOf(request);
      let amount: bigint;
      try {
        amount = parseMinor(input.amount, merchant.currency_decimals);
      } catch {
        throw new AppError('invalid_parameter', {
          issues: [{ path: 'amount', code: 'too_many_decimals', message: 'more places than the currency has' }],
        });
      }
      const same = (row: Row) =>
        row.member_id === memberId && row.direction === input.direction && BigInt(row.amount) === amount && row.reason === input.reason;

      const replayed = await db
        .selectFrom('balance_adjustment as b')
        .innerJoin('member as m', 'm.id', 'b.member_id')
        .selectAll('b')
        .select('m.username')
        .where('b.merchant_id', '=', merchant.id)
        .where('b.request_id', '=', input.requestId)
        .executeTakeFirst();
      if (replayed) {
        if (!same(replayed)) throw new AppError('idempotency_conflict');
        return present(replayed, merchant.currency_decimals);
      }

      const outcome = await db.transaction().execute(async (trx) => {
        const member = await trx
          .selectFrom('member')
          .select(['id', 'username'])
          .where('merchant_id', '=', merchant.id)
          .where('id', '=', memberId)
          .executeTakeFirst();
        if (!member) throw new AppError('member_not_found');
        const needsApproval = amount > (await threshold(trx, merchant.id));
        // A concurrent first try with the same id waits here on the unique index, then finds nothing inserted.
        const inserted = await trx
          .insertInto('balance_adjustment')
          .values({
            merchant_id: merchant.id,
            member_id: memberId,
            direction: input.direction,
            amount,
            reason: input.reason,
            request_id: input.requestId,
            status: 'pending',
            requested_by: operator.operatorId,
            requested_by_username: operator.username,
          })
          .onConflict((oc) => oc.constraint('balance_adjustment_request_uq').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!inserted) return { replay: true as const };
        let row: Row = { ...inserted, username: member.username };
        if (needsApproval) {
          // Refused early when the wallet cannot cover it now; the approval checks again.
          if (input.direction === 'debit') {
            const balance = await trx
              .selectFrom('ledger_account')
              .select('balance')
              .where('owner', '=', 'member')
              .where('member_id', '=', memberId)
              .where('kind', '=', MEMBER_ACCOUNT.main)
              .executeTakeFirst();
            if (BigInt(balance?.balance ?? 0n) < amount) throw new AppError('insufficient_balance');
          }
        } else row = await postAdjustment(trx, merchant, row, null);
        await recordAudit(trx, request, {
          action: 'member.adjust',
          targetType: 'member',
          targetId: memberId,
          before: null,
          after: present(row, merchant.currency_decimals),
        });
        return { replay: false as const, row };
      });
      if (outcome.replay) return this.request(request, memberId, input);
      return present(outcome.row, merchant.currency_decimals);
    },

    /** A second operator approves a pending adjustment: its money posts with the status change, in one transaction. */
    async approve(request: FastifyRequest, id: number): Promise<BalanceAdjustment> {
      const merchant = request.site.merchant;
      const operator = operatorOf(request);
      const row = await db.transaction().execute(async (trx) => {
        const before = await load(trx, merchant.id, id, true);
        if (!before) throw new AppError('adjustment_not_found');
        if (before.status !== 'pending') throw new AppError('already_decided', { status: before.status });
        if (before.requested_by === operator.operatorId) throw new AppError('adjustment_own_request');
        const after = await postAdjustment(trx, merchant, before, { id: operator.operatorId, username: operator.username });
        await recordAudit(trx, request, {
          action: 'member.adjust_approve',
          targetType: 'balance_adjustment',
          targetId: id,
          before: present(before, merchant.currency_decimals),
          after: present(after, merchant.currency_decimals),
        });
        return after;
      });
      return present(row, merchant.currency_decimals);
    },

    async reject(request: FastifyRequest, id: number, reason: string): Promise<BalanceAdjustment> {
      const merchant = request.site.merchant;
      const operator = operatorOf(request);
      const row = await db.transaction().execute(async (trx) => {
        const before = await load(trx, merchant.id, id, true);
        if (!before) throw new AppError('adjustment_not_found');
        if (before.status !== 'pending') throw new AppError('already_decided', { status: before.status });
        const updated = await trx
          .updateTable('balance_adjustment')
          .set({
            status: 'rejected',
            reject_reason: reason,
            decided_by: operator.operatorId,
            decided_by_username: operator.username,
            decided_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = { ...updated, username: before.username };
        await recordAudit(trx, request, {
          action: 'member.adjust_reject',
          targetType: 'balance_adjustment',
          targetId: id,
          before: present(before, merchant.currency_decimals),
          after: present(after, merchant.currency_decimals),
        });
        return after;
      });
      return present(row, merchant.currency_decimals);
    },

    /** `GET /ops/adjustments`: newest first, by status and member. */
    async list(merchant: MerchantRow, query: z.output<typeof adjustmentsQuerySchema>) {
      let base = db.selectFrom('balance_adjustment as b').where('b.merchant_id', '=', merchant.id);
      if (query.status) base = base.where('b.status', '=', query.status);
      if (query.memberId) base = base.where('b.member_id', '=', query.memberId);
      const [rows, total] = await Promise.all([
        base
          .innerJoin('member as m', 'm.id', 'b.member_id')
          .selectAll('b')
          .select('m.username')
          .orderBy('b.id', query.order)
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => present(r, merchant.currency_decimals)),
        total: total.n,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
