import type { BonusSource } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT } from '../../ledger/accounts';
import { type PostRequest, postMany } from '../../ledger/post';

/** One member's bonus in a batch: once per member and `key`, like {@link grantBonus}'s. */
export type BatchGrant = { memberId: number; key: string; amount: bigint; turnoverRequired: bigint; memo: string };

/** What the batch shares: the merchant, the source (never a promotion: no budget is charged), who took it, its title. */
export type BatchGrantCommon = {
  merchant: Pick<MerchantRow, 'id' | 'currency_code'>;
  source: Exclude<BonusSource, 'promotion'>;
  takenBy: 'auto' | 'operator';
  title: Record<string, string>;
};

/** Each member's bonus id, and whether it had been granted before (then nothing moved for it). */
export type BatchGrantResult = Map<number, { bonusId: number; replayed: boolean }>;

/** Member main accounts of a batch, created set-based for members who have none yet. */
async function mainAccounts(
  trx: Kysely<Database>,
  merchant: BatchGrantCommon['merchant'],
  memberIds: number[],
): Promise<Map<number, number>> {
  const ids = JSON.stringify(memberIds);
  const find = () =>
    sql<{ member_id: number; id: number }>`
      SELECT member_id, id FROM ledger_account
       WHERE owner = 'member' AND kind = ${MEMBER_ACCOUNT.main}
         AND member_id IN (SELECT value::int FROM jsonb_array_elements_text(${ids}::jsonb))`.execute(trx);
  let found = (await find()).rows;
  if (found.length < memberIds.length) {
    await sql`
      INSERT INTO ledger_account (merchant_id, owner, member_id, kind, currency)
      SELECT ${merchant.id}, 'member', value::int, ${MEMBER_ACCOUNT.main}, ${merchant.currency_code}
        FROM jsonb_array_elements_text(${ids}::jsonb)
      ON CONFLICT (member_id, kind) WHERE owner = 'member' DO NOTHING`.execute(trx);
    found = (await find()).rows;
  }
  return new Map(found.map((r) => [r.member_id, r.id]));
}

/**
 * The bonus book's batch (bonus-book.ts {@link grantBonus} for many members at once, e.g. the daily
 * rebate run), in the caller's transaction: a (member, key) granted before pays nothing and answers
 * with its bonus; the others get their bonus ids, are posted `promotions house account → member
 * main` in one {@link postMany} call (ledger kind `bonus`, idempotency key `bonus:<member>:<key>`,
 * the same as a single grant's, so the ledger's unique key is what makes each paid once even against
 * a concurrent single grant), and their `bonus` rows are written in one statement with their ledger
 * transactions. Any refused post throws, so the caller's transaction rolls back whole. Each member
 * at most once per batch; never a promotion's bonus (no budget is charged).
 */
export async function grantBonuses(
  trx: Kysely<Database>,
  common: BatchGrantCommon,
  grants: readonly BatchGrant[],
  post: typeof postMany = postMany,
): Promise<BatchGrantResult> {
  const result: BatchGrantResult = new Map();
  if (grants.length === 0) return result;
  for (const g of grants) if (g.amount <= 0n) throw new Error('a bonus is positive');
  const pairs = JSON.stringify(grants.map((g) => ({ member_id: g.memberId, grant_key: g.key })));
  const earlier = await sql<{ id: number; member_id: number }>`
    SELECT b.id, b.member_id FROM bonus b
      JOIN jsonb_to_recordset(${pairs}::jsonb) AS g(member_id int, grant_key text) ON b.member_id = g.member_id AND b.grant_key = g.grant_key`.execute(
    trx,
  );
  for (const r of earlier.rows) result.set(r.member_id, { bonusId: r.id, replayed: true });
  const payees = grants.filter((g) => !result.has(g.memberId));
  if (payees.length === 0) return result;

  // The new bonuses' ids first, so each post names its bonus and each row its post: no second write of the rows.
  const ids = await sql<{
    id: number;
  }>`SELECT nextval(pg_get_serial_sequence('bonus', 'id'))::int AS id FROM generate_series(1, ${payees.length})`.execute(trx);
  const house = await houseAccountId(trx, common.merchant.id, HOUSE_ACCOUNT.promotions, common.merchant.currency_code);
  const accounts = await mainAccounts(
    trx,
    common.merchant,
    payees.map((g) => g.memberId),
  );
  const requests: PostRequest[] = payees.map((g, i) => {
    const main = accounts.get(g.memberId);
    if (main === undefined) throw new Error(`no main account for member ${g.memberId}`);
    return {
      merchantId: common.merchant.id,
      idempotencyKey: `bonus:${g.memberId}:${g.key}`,
      kind: 'bonus',
      reference: `bonus:${ids.rows[i]?.id}`,
      memo: g.memo,
      entries: [
        { accountId: house, amount: -g.amount },
        { accountId: main, amount: g.amount },
      ],
    };
  });
  // A grant of the same key made meanwhile by another transaction holds its post's key under another
  // bonus: that post answers idempotency_conflict, and this whole batch rolls back. Never paid twice.
  const outcomes = await post(trx, requests);
  const rows = payees.map((g, i) => {
    const outcome = outcomes[i];
    if (!outcome?.ok) throw outcome?.error ?? new Error('ledger post produced no outcome');
    const bonusId = ids.rows[i]?.id as number;
    result.set(g.memberId, { bonusId, replayed: false });
    return {
      id: bonusId,
      member_id: g.memberId,
      grant_key: g.key,
      amount: String(g.amount),
      required: String(g.turnoverRequired),
      tx: String(outcome.result.transactionId),
    };
  });
  await sql`
    INSERT INTO bonus (id, merchant_id, member_id, promotion_id, source, grant_key, request_id, taken_by, title, amount,
                       ledger_transaction_id, requirement, turnover_required, turnover_category, turnover_since)
    SELECT g.id, ${common.merchant.id}, g.member_id, NULL, ${common.source}, g.grant_key, NULL, ${common.takenBy},
           ${JSON.stringify(common.title)}::jsonb, g.amount, g.tx, CASE WHEN g.required > 0 THEN 'open' ELSE 'none' END,
           greatest(g.required, 0), NULL, now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           AS g(id int, member_id int, grant_key text, amount bigint, required bigint, tx bigint)`.execute(trx);
  return result;
}
