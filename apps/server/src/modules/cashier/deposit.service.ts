import { type createDepositRequestSchema, type Deposit, type DepositChannel, formatMinor, type GatewayCallback } from '@fortuna/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { Database, DepositTable, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import type { MemberEvents } from '../../realtime/member-events';
import type { AuthContext } from '../auth/auth.service';
import type { ResponsibleGaming } from '../responsible-gaming/responsible-gaming.service';
import { presentChannel, presentDeposit } from './cashier.presenter';
import { type PaymentGateway, verifyCallback } from './payment-gateway';

type Deps = {
  db: Kysely<Database>;
  events: MemberEvents;
  gateways: Map<string, PaymentGateway>;
  /** The responsible-gaming guard: a request above the deposit limits or during an exclusion is refused up front. */
  responsibleGaming: Pick<ResponsibleGaming, 'checkDeposit'>;
};

/** Told after a deposit credit committed, with the member credited. */
export type CreditedListener = (merchant: MerchantRow, memberId: number) => Promise<unknown>;

/**
 * Deposits (spec §2 member centre "deposit"): channels per merchant with bounds; a manual bank
 * transfer waits for an operator; a gateway order is settled by its signed callback. Either way
 * the credit is one ledger post keyed by the deposit, so a repeated confirmation or callback
 * moves nothing twice.
 */
export function createDepositService({ db, events, gateways, responsibleGaming }: Deps) {
  async function channelByCode(merchantId: number, code: string) {
    const channel = await db
      .selectFrom('deposit_channel')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .where('enabled', '=', true)
      .executeTakeFirst();
    if (!channel) throw new AppError('deposit_channel_not_found');
    return channel;
  }

  const creditedListeners: CreditedListener[] = [];
  /**
   * Tells the listeners (automatic promotions, invite friends) after a credit committed, once per
   * deposit; a listener's failure never fails the deposit (the answer waits for them, so a member
   * who reloads sees the bonus).
   */
  async function afterCredit(merchant: MerchantRow, row: Selectable<DepositTable>): Promise<void> {
    for (const listener of creditedListeners) await listener(merchant, row.member_id).catch(() => undefined);
  }

  /** Credits a pending deposit in the caller's transaction; a credited one is left as it is. */
  async function credit(trx: Kysely<Database>, merchant: MerchantRow, depositId: number, operatorId: number | null) {
    const deposit = await sql<
      Selectable<DepositTable>
    >`SELECT * FROM deposit WHERE id = ${depositId} AND merchant_id = ${merchant.id} FOR UPDATE`.execute(trx);
    const row = deposit.rows[0];
    if (!row) throw new AppError('not_found');
    if (row.status === 'CREDITED') return { row, recorded: null };
    if (row.status !== 'PENDING') throw new AppError('already_decided', { status: row.status });
    const house = await houseAccountId(trx, merchant.id, HOUSE_ACCOUNT.cashInClearing, merchant.currency_code);
    const main = await memberAccountId(trx, merchant.id, row.member_id, MEMBER_ACCOUNT.main, merchant.currency_code);
    const amount = BigInt(row.amount);
    const result = await post(trx, {
      merchantId: merchant.id,
      idempotencyKey: `deposit:${row.id}`,
      kind: 'deposit',
      reference: String(row.id),
      entries: [
        { accountId: house, amount: -amount },
        { accountId: main, amount },
      ],
    });
    const updated = await trx
      .updateTable('deposit')
      .set({ status: 'CREDITED', decided_at: sql<Date>`now()`, decided_by: operatorId })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const balance = result.entries.find((e) => e.accountId === main)?.balanceAfter ?? 0n;
    const recorded = await events.record(trx, row.member_id, 'DEPOSIT_CREDITED', {
      depositId: row.id,
      amount: formatMinor(amount, merchant.currency_decimals),
      balance: formatMinor(balance, merchant.currency_decimals),
    });
    return { row: updated, recorded };
  }

  /** Marks a pending deposit failed; a failed one is left as it is. */
  async function fail(trx: Kysely<Database>, merchant: MerchantRow, depositId: number, reason: string, operatorId: number | null) {
    const deposit = await sql<
      Selectable<DepositTable>
    >`SELECT * FROM deposit WHERE id = ${depositId} AND merchant_id = ${merchant.id} FOR UPDATE`.execute(trx);
    const row = deposit.rows[0];
    if (!row) throw new AppError('not_found');
    if (row.status === 'FAILED') return { row, recorded: null };
    if (row.status !== 'PENDING') throw new AppError('already_decided', { status: row.status });
    const updated = await trx
      .updateTable('deposit')
      .set({ status: 'FAILED', fail_reason: reason, decided_at: sql<Date>`now()`, decided_by: operatorId })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const recorded = await events.record(trx, row.member_id, 'DEPOSIT_FAILED', {
      depositId: row.id,
      amount: formatMinor(BigInt(row.amount), merchant.currency_decimals),
      reason,
    });
    return { row: updated, recorded };
  }

  async function present(merchant: MerchantRow, row: Selectable<DepositTable>): Promise<Deposit> {
    const channel = await db
      .selectFrom('deposit_channel')
      .select(['code', 'kind'])
      .where('id', '=', row.channel_id)
      .executeTakeFirstOrThrow();
    return presentDeposit(row, channel, merchant.currency_decimals);
  }

  return {
    /**
     * Calls `listener` after each deposit credit has committed, once per deposit: the automatic
     * promotions (modules/promotions/auto-grants.ts) and invite friends' first-deposit stage.
     */
    onCredited(listener: CreditedListener): void {
      creditedListeners.push(listener);
    },

    /** `GET /wps/cashier/deposit/channels`. */
    async channels(site: SiteContext): Promise<DepositChannel[]> {
      const rows = await db
        .selectFrom('deposit_channel')
        .selectAll()
        .where('merchant_id', '=', site.merchant.id)
        .where('enabled', '=', true)
        .orderBy('sort')
        .execute();
      // A gateway this server does not run (the simulator when it is off) is not offered.
      return rows
        .filter((c) => c.kind !== 'GATEWAY' || gateways.has(c.gateway ?? ''))
        .map((c) => presentChannel(c, site.merchant.currency_decimals));
    },

    /** `POST /wps/cashier/deposit`: a pending deposit (and, for a gateway, its order). Retried request ids answer the same deposit. */
    async create(site: SiteContext, ctx: AuthContext, input: z.output<typeof createDepositRequestSchema>): Promise<Deposit> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const { merchant } = site;
      const channel = await channelByCode(merchant.id, input.channel);
      if (input.amount < BigInt(channel.min_amount) || input.amount > BigInt(channel.max_amount)) {
        throw new AppError('amount_out_of_range', {
          min: formatMinor(BigInt(channel.min_amount), merchant.currency_decimals),
          max: formatMinor(BigInt(channel.max_amount), merchant.currency_decimals),
        });
      }
      const existing = await db
        .selectFrom('deposit')
        .selectAll()
        .where('member_id', '=', ctx.member.id)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (existing) return present(merchant, existing);

      // The limits are checked with the request (not at the operator's confirmation: money a member
      // already sent is credited); the check and the insert share a transaction.
      let row = await db.transaction().execute(async (trx) => {
        await responsibleGaming.checkDeposit(trx, ctx.member.id, input.amount, merchant.currency_decimals);
        return trx
          .insertInto('deposit')
          .values({
            merchant_id: merchant.id,
            member_id: ctx.member.id,
            channel_id: channel.id,
            amount: input.amount,
            request_id: input.requestId,
            payer_reference: input.payerReference || null,
          })
          .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
      });
      if (!row) {
        const raced = await db
          .selectFrom('deposit')
          .selectAll()
          .where('member_id', '=', ctx.member.id)
          .where('request_id', '=', input.requestId)
          .executeTakeFirstOrThrow();
        return present(merchant, raced);
      }
      if (channel.kind === 'GATEWAY') {
        const gateway = gateways.get(channel.gateway ?? '');
        if (!gateway) throw new AppError('deposit_channel_not_found');
        const order = await gateway.createOrder({
          merchantOrderId: String(row.id),
          amount: formatMinor(input.amount, merchant.currency_decimals),
          currency: channel.currency,
        });
        row = await db
          .updateTable('deposit')
          .set({ gateway_order_id: order.orderId, pay_url: order.payUrl })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      return present(merchant, row);
    },

    /** The member's deposits, newest first. */
    async list(site: SiteContext, ctx: AuthContext, pageNo: number, pageSize: number) {
      const rows = await db
        .selectFrom('deposit')
        .innerJoin('deposit_channel', 'deposit_channel.id', 'deposit.channel_id')
        .selectAll('deposit')
        .select(['deposit_channel.code', 'deposit_channel.kind'])
        .where('deposit.member_id', '=', ctx.member.id)
        .orderBy('deposit.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return rows.map((r) => presentDeposit(r, r, site.merchant.currency_decimals));
    },

    /**
     * A gateway's callback: signature and amount checked, then credited or failed once. A
     * duplicate callback answers like the first and moves nothing.
     */
    async callback(merchant: MerchantRow, gatewayCode: string, body: GatewayCallback): Promise<{ depositId: number; status: string }> {
      const deposit = await db
        .selectFrom('deposit')
        .innerJoin('deposit_channel', 'deposit_channel.id', 'deposit.channel_id')
        .select(['deposit.id', 'deposit.amount', 'deposit_channel.gateway_secret', 'deposit_channel.gateway'])
        .where('deposit.merchant_id', '=', merchant.id)
        .where('deposit.gateway_order_id', '=', body.orderId)
        .executeTakeFirst();
      if (!deposit || deposit.gateway !== gatewayCode || !deposit.gateway_secret || !verifyCallback(body, deposit.gateway_secret)) {
        throw new AppError('gateway_signature_invalid');
      }
      if (body.merchantOrderId !== String(deposit.id) || body.amount !== formatMinor(BigInt(deposit.amount), merchant.currency_decimals)) {
        throw new AppError('invalid_parameter', { reason: 'order does not match' });
      }
      const outcome = await db
        .transaction()
        .execute((trx) =>
          body.status === 'PAID' ? credit(trx, merchant, deposit.id, null) : fail(trx, merchant, deposit.id, 'gateway_failed', null),
        );
      if (outcome.recorded) events.publish(outcome.recorded);
      if (outcome.recorded && outcome.row.status === 'CREDITED') await afterCredit(merchant, outcome.row);
      return { depositId: deposit.id, status: outcome.row.status };
    },

    /** Operator: confirm a manual deposit (credits the member). */
    async confirm(merchant: MerchantRow, depositId: number, operatorId: number): Promise<Deposit> {
      const outcome = await db.transaction().execute((trx) => credit(trx, merchant, depositId, operatorId));
      if (outcome.recorded) events.publish(outcome.recorded);
      if (outcome.recorded && outcome.row.status === 'CREDITED') await afterCredit(merchant, outcome.row);
      return present(merchant, outcome.row);
    },

    /** Operator: fail a deposit (the member is told why). */
    async reject(merchant: MerchantRow, depositId: number, reason: string, operatorId: number): Promise<Deposit> {
      const outcome = await db.transaction().execute((trx) => fail(trx, merchant, depositId, reason, operatorId));
      if (outcome.recorded) events.publish(outcome.recorded);
      return present(merchant, outcome.row);
    },

    /** Operator: the deposit queue. */
    async queue(merchant: MerchantRow, status: string | undefined, pageNo: number, pageSize: number) {
      let query = db
        .selectFrom('deposit')
        .innerJoin('deposit_channel', 'deposit_channel.id', 'deposit.channel_id')
        .innerJoin('member', 'member.id', 'deposit.member_id')
        .selectAll('deposit')
        .select(['deposit_channel.code', 'deposit_channel.kind', 'member.username'])
        .where('deposit.merchant_id', '=', merchant.id);
      if (status) query = query.where('deposit.status', '=', status as 'PENDING');
      const rows = await query
        .orderBy('deposit.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return rows.map((r) => ({ ...presentDeposit(r, r, merchant.currency_decimals), username: r.username }));
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
