import type { BonusSource, GameCategory } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';

/** What to pay, once per member and `key`. */
export type GrantInput = {
  merchant: Pick<MerchantRow, 'id' | 'currency_code'>;
  memberId: number;
  /** The promotion paying it (its budget is charged), or null for another source. */
  promotionId: number | null;
  source: BonusSource;
  /** The grant's identity for this member, e.g. `promo:12:2026-11-27`: a second grant with it pays nothing. */
  key: string;
  /** The member's request id of a claim: a replay answers the bonus it paid. */
  requestId?: string | null;
  takenBy: 'claim' | 'auto' | 'operator';
  amount: bigint;
  /** Names of the bonus per language, for bonus details. */
  title: Record<string, string>;
  /** Valid bets required before a withdrawal (0 or absent: none), in one category or all. */
  turnover?: { required: bigint; category: GameCategory | null } | null;
  /** The deposit a deposit bonus was computed from. */
  depositBase?: bigint;
  memo: string;
};

export type GrantResult = {
  bonusId: number;
  amount: bigint;
  turnoverRequired: bigint;
  /** The main wallet after the grant (now, for a replay). */
  balance: bigint;
  /** True when the grant had been made before (by this request, or by its key). */
  replayed: boolean;
};

type BonusRow = { id: number; amount: string | bigint; turnover_required: string | bigint };

async function mainBalance(trx: Kysely<Database>, accountId: number): Promise<bigint> {
  const { rows } = await sql<{ balance: string }>`SELECT balance::text AS balance FROM ledger_account WHERE id = ${accountId}`.execute(trx);
  return BigInt(rows[0]?.balance ?? '0');
}

/**
 * Pays a bonus into the member's main wallet from the merchant's promotions account, in the
 * caller's transaction, exactly once per member and key, across processes: the `bonus` row is
 * inserted first under its unique (member, key), so a concurrent grant waits for the first and
 * then finds it; only the inserter charges the promotion's budget (refused when it would pass
 * it: `promotion_budget_exhausted`) and posts to the ledger (idempotency key `bonus:<member>:<key>`).
 * The caller writes the member's message after its commit (the PROMOTION_ISSUED system message).
 */
export async function grantBonus(trx: Kysely<Database>, input: GrantInput): Promise<GrantResult> {
  if (input.amount <= 0n) throw new Error('a bonus is positive');
  const main = await memberAccountId(trx, input.merchant.id, input.memberId, MEMBER_ACCOUNT.main, input.merchant.currency_code);
  const replay = (row: BonusRow) =>
    mainBalance(trx, main).then((balance) => ({
      bonusId: row.id,
      amount: BigInt(row.amount),
      turnoverRequired: BigInt(row.turnover_required),
      balance,
      replayed: true,
    }));
  if (input.requestId) {
    const earlier = await trx
      .selectFrom('bonus')
      .select(['id', 'amount', 'turnover_required'])
      .where('member_id', '=', input.memberId)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
    if (earlier) return replay(earlier);
  }
  const required = input.turnover && input.turnover.required > 0n ? input.turnover.required : 0n;
  const inserted = await trx
    .insertInto('bonus')
    .values({
      merchant_id: input.merchant.id,
      member_id: input.memberId,
      promotion_id: input.promotionId,
      source: input.source,
      grant_key: input.key,
      request_id: input.requestId ?? null,
      taken_by: input.takenBy,
      title: JSON.stringify(input.title),
      amount: input.amount,
      deposit_base: input.depositBase ?? 0n,
      requirement: required > 0n ? 'open' : 'none',
      turnover_required: required,
      turnover_category: required > 0n ? (input.turnover?.category ?? null) : null,
      turnover_since: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.columns(['member_id', 'grant_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const earlier = await trx
      .selectFrom('bonus')
      .select(['id', 'amount', 'turnover_required'])
      .where('member_id', '=', input.memberId)
      .where('grant_key', '=', input.key)
      .executeTakeFirstOrThrow();
    return replay(earlier);
  }
  if (input.promotionId !== null) {
    const charged = await sql<{ id: number }>`
      UPDATE promotion SET spent = spent + ${input.amount}::bigint
       WHERE id = ${input.promotionId} AND (budget IS NULL OR spent + ${input.amount}::bigint <= budget)
      RETURNING id`.execute(trx);
    if (charged.rows.length === 0) throw new AppError('promotion_budget_exhausted');
  }
  const house = await houseAccountId(trx, input.merchant.id, HOUSE_ACCOUNT.promotions, input.merchant.currency_code);
  const posted = await post(trx, {
    merchantId: input.merchant.id,
    idempotencyKey: `bonus:${input.memberId}:${input.key}`,
    kind: 'bonus',
    reference: `bonus:${inserted.id}`,
    memo: input.memo,
    entries: [
      { accountId: house, amount: -input.amount },
      { accountId: main, amount: input.amount },
    ],
  });
  await trx.updateTable('bonus').set({ ledger_transaction_id: posted.transactionId }).where('id', '=', inserted.id).execute();
  const after = posted.entries.find((e) => e.accountId === main)?.balanceAfter ?? (await mainBalance(trx, main));
  return { bonusId: inserted.id, amount: input.amount, turnoverRequired: required, balance: after, replayed: false };
}
