import {
  type BankAccount,
  type bindBankAccountRequestSchema,
  type confirmWithdrawalRequestSchema,
  type createWithdrawalRequestSchema,
  formatMinor,
  type WithdrawalStatus as SharedWithdrawalStatus,
  type setPaymentPasswordRequestSchema,
  type Withdrawal,
} from '@fortuna/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow, WithdrawalTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import type { MemberEvents } from '../../realtime/member-events';
import type { AuthContext } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import type { PasswordAttempts } from '../auth/password-attempts';
import type { ConfigService } from '../config/config.service';
import { applyFieldRules } from '../member/register-rules';
import { blockingRequirement } from '../promotions/turnover';
import { checkVipWithdrawalLimits } from '../vip/withdrawal-limits';
import { presentBankAccount, presentWithdrawal } from './cashier.presenter';
import { createPaymentPasswordCheck } from './payment-password';

type Deps = {
  db: Kysely<Database>;
  events: MemberEvents;
  config: ConfigService;
  /** The one check of a login password, under the login limits (setting the payment password). */
  passwordAttempts: PasswordAttempts;
};
type Proof = { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer };

/**
 * Withdrawals (spec §2 "withdraw", §3/§4 withdrawal confirmation): the amount moves from the main
 * wallet to a pending account at once; an operator pays it out (pending → cash-out clearing) or
 * rejects it (pending → main). After payout the member confirms; an unconfirmed payout counts as
 * received after the merchant's minutes. Every money step is a ledger post keyed by the withdrawal.
 */
export function createWithdrawalService({ db, events, config, passwordAttempts }: Deps) {
  async function lockWithdrawal(trx: Kysely<Database>, merchantId: number, id: number) {
    const found = await sql<
      Selectable<WithdrawalTable>
    >`SELECT * FROM withdrawal WHERE id = ${id} AND merchant_id = ${merchantId} FOR UPDATE`.execute(trx);
    const row = found.rows[0];
    if (!row) throw new AppError('not_found');
    return row;
  }

  async function present(merchant: MerchantRow, row: Selectable<WithdrawalTable>): Promise<Withdrawal> {
    const bank = await db
      .selectFrom('bank_account')
      .select(['bank_name', 'account_number'])
      .where('id', '=', row.bank_account_id)
      .executeTakeFirstOrThrow();
    return presentWithdrawal(row, bank, merchant.currency_decimals);
  }

  const paymentPassword = createPaymentPasswordCheck(db);

  /** Every spend with the payment password checks it here, under its lockout (payment-password.ts). */
  async function checkPaymentPassword(ctx: AuthContext, given: string): Promise<void> {
    await paymentPassword.check(ctx.member, given);
  }

  /** Valid bets since the last withdrawal must reach the merchant's percentage of deposits since then. */
  async function checkTurnover(merchant: MerchantRow, ctx: AuthContext, trx: Kysely<Database>): Promise<void> {
    if (merchant.withdrawal_turnover_percent <= 0) return;
    const row = await sql<{ deposits: bigint; bets: bigint }>`
      WITH since AS (
        SELECT coalesce(max(created_at), '-infinity'::timestamptz) AS at FROM withdrawal WHERE member_id = ${ctx.member.id}
      )
      SELECT coalesce(sum(e.amount) FILTER (WHERE t.kind = 'deposit'), 0) AS deposits,
             coalesce(-sum(e.amount) FILTER (WHERE t.kind = 'bet'), 0) AS bets
      FROM ledger_entry e
      JOIN ledger_transaction t ON t.id = e.transaction_id
      JOIN ledger_account a ON a.id = e.account_id
      WHERE a.owner = 'member' AND a.member_id = ${ctx.member.id} AND a.kind = 'main' AND e.created_at > (SELECT at FROM since)`.execute(
      trx,
    );
    const { deposits = 0n, bets = 0n } = row.rows[0] ?? {};
    const required = (BigInt(deposits) * BigInt(merchant.withdrawal_turnover_percent)) / 100n;
    if (BigInt(bets) < required) {
      throw new AppError('turnover_not_met', {
        required: formatMinor(required, merchant.currency_decimals),
        done: formatMinor(BigInt(bets), merchant.currency_decimals),
      });
    }
  }

  /** A bonus's open turnover requirement holds every withdrawal until it is met, forfeited or waived (promotions/turnover.ts). */
  async function checkBonusTurnover(merchant: MerchantRow, ctx: AuthContext, trx: Kysely<Database>): Promise<void> {
    const blocking = await blockingRequirement(trx, ctx.member.id);
    if (!blocking) return;
    const decimals = merchant.currency_decimals;
    throw new AppError('bonus_turnover_open', {
      bonusId: blocking.bonusId,
      required: formatMinor(blocking.required, decimals),
      done: formatMinor(blocking.done, decimals),
      remaining: formatMinor(blocking.required - blocking.done, decimals),
    });
  }

  return {
    /** `GET /wps/member/bankAccounts`. */
    async bankAccounts(ctx: AuthContext): Promise<BankAccount[]> {
      const rows = await db.selectFrom('bank_account').selectAll().where('member_id', '=', ctx.member.id).orderBy('id').execute();
      return rows.map(presentBankAccount);
    },

    /** `POST /wps/member/bankAccount`: the payee name follows the merchant's payee-name rule (spec §5). */
    async bindBankAccount(site: SiteContext, ctx: AuthContext, input: z.output<typeof bindBankAccountRequestSchema>): Promise<BankAccount> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const rules = (await config.registerSettings(site.merchant)).fields.filter((r) => r.field === 'payeeName');
      try {
        applyFieldRules({ payeeName: input.payeeName }, rules, ['payeeName']);
      } catch {
        throw new AppError(
          'payee_name_invalid',
          rules[0] ? { min: rules[0].minLength, max: rules[0].maxLength, key: `pattern_${rules[0].patternId}` } : null,
        );
      }
      const row = await db
        .insertInto('bank_account')
        .values({ member_id: ctx.member.id, bank_name: input.bankName, account_number: input.accountNumber, payee_name: input.payeeName })
        .onConflict((oc) => oc.columns(['member_id', 'account_number']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('conflict', { reason: 'account already bound' });
      return presentBankAccount(row);
    },

    /** `POST /wps/member/paymentPassword`: set or change, proven by the login password. */
    async setPaymentPassword(
      site: SiteContext,
      ctx: AuthContext,
      input: z.output<typeof setPaymentPasswordRequestSchema>,
    ): Promise<{ set: true }> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      if (input.paymentPassword !== input.confirmPaymentPassword) throw new AppError('inconsistent_twice');
      // The login password proves the member, under the login limits: a stolen session cannot guess it here.
      await passwordAttempts.check({
        merchant: site.merchant,
        ip: site.visitor.ip,
        account: ctx.member.username,
        stored: ctx.member.password_hash,
        password: input.loginPassword,
        captchaId: input.captchaId,
        captcha: input.captcha,
        wrong: 'old_password_incorrect',
      });
      const hash = await hashPassword(input.paymentPassword);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('member').set({ payment_password_hash: hash }).where('id', '=', ctx.member.id).execute();
        await paymentPassword.forgive(trx, ctx.member.id);
      });
      return { set: true };
    },

    checkPaymentPassword,

    /** `POST /wps/cashier/withdrawal`: reserves the amount in the pending account at once. */
    async create(site: SiteContext, ctx: AuthContext, input: z.output<typeof createWithdrawalRequestSchema>): Promise<Withdrawal> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      const { merchant } = site;
      const existing = await db
        .selectFrom('withdrawal')
        .selectAll()
        .where('member_id', '=', ctx.member.id)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (existing) return present(merchant, existing);
      await checkPaymentPassword(ctx, input.paymentPassword);
      if (input.amount < BigInt(merchant.withdrawal_min) || input.amount > BigInt(merchant.withdrawal_max)) {
        throw new AppError('amount_out_of_range', {
          min: formatMinor(BigInt(merchant.withdrawal_min), merchant.currency_decimals),
          max: formatMinor(BigInt(merchant.withdrawal_max), merchant.currency_decimals),
        });
      }
      const bank = await db
        .selectFrom('bank_account')
        .select('id')
        .where('id', '=', input.bankAccountId)
        .where('member_id', '=', ctx.member.id)
        .executeTakeFirst();
      if (!bank) throw new AppError('bank_account_not_found');

      const row = await db.transaction().execute(async (trx) => {
        await checkVipWithdrawalLimits(trx, merchant, ctx.member.id, input.amount, input.requestId, new Date());
        await checkBonusTurnover(merchant, ctx, trx);
        await checkTurnover(merchant, ctx, trx);
        const created = await trx
          .insertInto('withdrawal')
          .values({
            merchant_id: merchant.id,
            member_id: ctx.member.id,
            bank_account_id: bank.id,
            amount: input.amount,
            request_id: input.requestId,
          })
          .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
        // A concurrent retry of the same request committed first: answer with its withdrawal.
        if (!created) {
          return trx
            .selectFrom('withdrawal')
            .selectAll()
            .where('member_id', '=', ctx.member.id)
            .where('request_id', '=', input.requestId)
            .executeTakeFirstOrThrow();
        }
        const main = await memberAccountId(trx, merchant.id, ctx.member.id, MEMBER_ACCOUNT.main, merchant.currency_code);
        const pending = await memberAccountId(trx, merchant.id, ctx.member.id, MEMBER_ACCOUNT.pendingWithdrawal, merchant.currency_code);
        await post(trx, {
          merchantId: merchant.id,
          idempotencyKey: `withdrawal:${created.id}:reserve`,
          kind: 'withdrawal',
          reference: String(created.id),
          entries: [
            { accountId: main, amount: -input.amount },
            { accountId: pending, amount: input.amount },
          ],
        });
        return created;
      });
      return present(merchant, row);
    },

    /** The member's withdrawals, newest first. */
    async list(site: SiteContext, ctx: AuthContext, pageNo: number, pageSize: number): Promise<Withdrawal[]> {
      const rows = await db
        .selectFrom('withdrawal')
        .innerJoin('bank_account', 'bank_account.id', 'withdrawal.bank_account_id')
        .selectAll('withdrawal')
        .select(['bank_account.bank_name', 'bank_account.account_number'])
        .where('withdrawal.member_id', '=', ctx.member.id)
        .orderBy('withdrawal.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return rows.map((r) => presentWithdrawal(r, r, site.merchant.currency_decimals));
    },

    /** Operator: pay out (pending → cash-out clearing) and tell the member. */
    async approve(merchant: MerchantRow, id: number, operatorId: number): Promise<Withdrawal> {
      const { row, recorded } = await db.transaction().execute(async (trx) => {
        const w = await lockWithdrawal(trx, merchant.id, id);
        if (w.status !== 'PENDING') {
          if (w.status === 'REJECTED') throw new AppError('already_decided', { status: w.status });
          return { row: w, recorded: null };
        }
        const pending = await memberAccountId(trx, merchant.id, w.member_id, MEMBER_ACCOUNT.pendingWithdrawal, merchant.currency_code);
        const clearing = await houseAccountId(trx, merchant.id, HOUSE_ACCOUNT.cashOutClearing, merchant.currency_code);
        await post(trx, {
          merchantId: merchant.id,
          idempotencyKey: `withdrawal:${w.id}:payout`,
          kind: 'withdrawal_payout',
          reference: String(w.id),
          entries: [
            { accountId: pending, amount: -BigInt(w.amount) },
            { accountId: clearing, amount: BigInt(w.amount) },
          ],
        });
        const updated = await trx
          .updateTable('withdrawal')
          .set({ status: 'PAID', decided_at: sql<Date>`now()`, decided_by: operatorId, paid_at: sql<Date>`now()` })
          .where('id', '=', w.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const event = await events.record(trx, w.member_id, 'WITHDRAWAL_APPROVED', {
          withdrawalId: w.id,
          amount: formatMinor(BigInt(w.amount), merchant.currency_decimals),
        });
        return { row: updated, recorded: event };
      });
      if (recorded) events.publish(recorded);
      return present(merchant, row);
    },

    /** Operator: reject (pending → main) and tell the member why. */
    async reject(merchant: MerchantRow, id: number, reason: string, operatorId: number): Promise<Withdrawal> {
      const { row, recorded } = await db.transaction().execute(async (trx) => {
        const w = await lockWithdrawal(trx, merchant.id, id);
        if (w.status !== 'PENDING') {
          if (w.status !== 'REJECTED') throw new AppError('already_decided', { status: w.status });
          return { row: w, recorded: null };
        }
        const pending = await memberAccountId(trx, merchant.id, w.member_id, MEMBER_ACCOUNT.pendingWithdrawal, merchant.currency_code);
        const main = await memberAccountId(trx, merchant.id, w.member_id, MEMBER_ACCOUNT.main, merchant.currency_code);
        const result = await post(trx, {
          merchantId: merchant.id,
          idempotencyKey: `withdrawal:${w.id}:return`,
          kind: 'withdrawal_return',
          reference: String(w.id),
          entries: [
            { accountId: pending, amount: -BigInt(w.amount) },
            { accountId: main, amount: BigInt(w.amount) },
          ],
        });
        const updated = await trx
          .updateTable('withdrawal')
          .set({ status: 'REJECTED', reject_reason: reason, decided_at: sql<Date>`now()`, decided_by: operatorId })
          .where('id', '=', w.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const balance = result.entries.find((e) => e.accountId === main)?.balanceAfter ?? 0n;
        const event = await events.record(trx, w.member_id, 'WITHDRAWAL_REJECTED', {
          withdrawalId: w.id,
          amount: formatMinor(BigInt(w.amount), merchant.currency_decimals),
          balance: formatMinor(balance, merchant.currency_decimals),
          reason,
        });
        return { row: updated, recorded: event };
      });
      if (recorded) events.publish(recorded);
      return present(merchant, row);
    },

    /**
     * The member's answer after payout: received in full, partially (how much), or not received
     * (with a proof image). Only a paid, unconfirmed withdrawal can be confirmed; no money moves.
     */
    async confirm(
      site: SiteContext,
      ctx: AuthContext,
      id: number,
      input: z.output<typeof confirmWithdrawalRequestSchema>,
      proof: Proof | null,
    ): Promise<Withdrawal> {
      const { merchant } = site;
      if (input.result === 'NOT_RECEIVED' && !proof) throw new AppError('proof_required');
      const row = await db.transaction().execute(async (trx) => {
        const w = await lockWithdrawal(trx, merchant.id, id);
        if (w.member_id !== ctx.member.id) throw new AppError('not_found');
        if (w.status !== 'PAID') throw new AppError('already_decided', { status: w.status });
        let received: bigint = BigInt(w.amount);
        if (input.result === 'PARTIAL') {
          if (input.receivedAmount >= BigInt(w.amount))
            throw new AppError('amount_out_of_range', { max: formatMinor(BigInt(w.amount) - 1n, merchant.currency_decimals) });
          received = input.receivedAmount;
        }
        if (input.result === 'NOT_RECEIVED') received = 0n;
        const upload = proof
          ? await trx
              .insertInto('upload')
              .values({ member_id: ctx.member.id, purpose: 'withdrawal_proof', content_type: proof.contentType, bytes: proof.bytes })
              .returning('id')
              .executeTakeFirstOrThrow()
          : null;
        return trx
          .updateTable('withdrawal')
          .set({ status: input.result, received_amount: received, proof_upload_id: upload?.id ?? null, confirmed_at: sql<Date>`now()` })
          .where('id', '=', w.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return present(merchant, row);
    },

    /** Job: payouts unconfirmed for the merchant's minutes count as received in full (never refunded). */
    async autoConfirm(): Promise<number> {
      const result = await sql`
        UPDATE withdrawal w SET status = 'AUTO_RECEIVED', received_amount = w.amount, confirmed_at = now()
        FROM merchant m
        WHERE m.id = w.merchant_id AND w.status = 'PAID'
          AND w.paid_at <= now() - make_interval(mins => m.withdrawal_auto_confirm_minutes)`.execute(db);
      return Number(result.numAffectedRows ?? 0n);
    },

    /** Operator: the withdrawal queue. */
    async queue(merchant: MerchantRow, status: string | undefined, pageNo: number, pageSize: number) {
      let query = db
        .selectFrom('withdrawal')
        .innerJoin('bank_account', 'bank_account.id', 'withdrawal.bank_account_id')
        .innerJoin('member', 'member.id', 'withdrawal.member_id')
        .selectAll('withdrawal')
        .select(['bank_account.bank_name', 'bank_account.account_number', 'bank_account.payee_name', 'member.username'])
        .where('withdrawal.merchant_id', '=', merchant.id);
      if (status) query = query.where('withdrawal.status', '=', status as SharedWithdrawalStatus);
      const rows = await query
        .orderBy('withdrawal.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return rows.map((r) => ({ ...presentWithdrawal(r, r, merchant.currency_decimals), username: r.username, payeeName: r.payee_name }));
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
