import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { HOUSE_ACCOUNT, houseAccountId } from '../../ledger/accounts';
import { createTestDatabase } from '../../testing/index';
import { grantBonus } from './bonus-book';

/**
 * The promotions' money invariant (issue 19, Done when): under arbitrary concurrent claims by many
 * members with random amounts (and repeated grant keys), a promotion never pays past its budget,
 * and three records agree: the sum of its `bonus` rows = its `spent` ≤ its budget = minus the
 * promotions account's postings for its bonuses; each member's main wallet received exactly its
 * own bonuses; a (member, key) is paid at most once. Refusals are `promotion_budget_exhausted` only.
 */
let database: DatabaseHandle;
let merchant: MerchantRow;
let members: number[];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const db = database.db;
  merchant = await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  await sql`
    INSERT INTO member (merchant_id, username, nickname, type, password_hash)
    SELECT ${merchant.id}, 'budget_' || i, 'budget_' || i, 0, 'x' FROM generate_series(1, 12) AS i`.execute(db);
  members = (await db.selectFrom('member').select('id').where('username', 'like', 'budget_%').orderBy('id').execute()).map((m) => m.id);
}, 120_000);
afterAll(async () => database?.close());

type Claim = { member: number; key: number; amount: number };
const claimArb: fc.Arbitrary<Claim> = fc.record({
  member: fc.nat(11),
  key: fc.nat(3),
  amount: fc.integer({ min: 1, max: 50_000 }),
});

let run = 0;
describe('promotion budgets under concurrent claims', () => {
  it('never pay past the budget, and the bonus rows, spent and the ledger agree', async () => {
    const db = database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 300_000 }),
        fc.array(claimArb, { minLength: 1, maxLength: 40 }),
        async (budget, claims) => {
          run += 1;
          const promotion = await db
            .insertInto('promotion')
            .values({
              merchant_id: merchant.id,
              code: `BUDGET_PROP_${run}`,
              category: 'OTHER',
              tags: JSON.stringify([]),
              starts_at: new Date(0),
              audience: JSON.stringify({ kind: 'everyone' }),
              take_mode: 'claim',
              reward_kind: 'newbie',
              rule: JSON.stringify({ amount: '1', withinDays: 1 }),
              budget: BigInt(budget),
              texts: JSON.stringify({ en: { title: 'p', summary: '', html: '' } }),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const outcomes = await Promise.allSettled(
            claims.map((c) =>
              db.transaction().execute((trx) =>
                grantBonus(trx, {
                  merchant,
                  memberId: members[c.member] as number,
                  promotionId: promotion.id,
                  source: 'promotion',
                  key: `promo:${promotion.id}:k${c.key}`,
                  takenBy: 'claim',
                  amount: BigInt(c.amount),
                  title: { en: 'p' },
                  memo: 'property',
                }),
              ),
            ),
          );
          for (const o of outcomes) {
            if (o.status === 'rejected') expect(o.reason instanceof AppError && o.reason.code === 'promotion_budget_exhausted').toBe(true);
          }
          const bonuses = await db
            .selectFrom('bonus')
            .select(['id', 'member_id', 'grant_key', 'amount'])
            .where('promotion_id', '=', promotion.id)
            .execute();
          const total = bonuses.reduce((sum, b) => sum + BigInt(b.amount), 0n);
          const { spent } = await db.selectFrom('promotion').select('spent').where('id', '=', promotion.id).executeTakeFirstOrThrow();
          expect(BigInt(spent)).toBe(total);
          expect(total <= BigInt(budget)).toBe(true);
          expect(new Set(bonuses.map((b) => `${b.member_id}/${b.grant_key}`)).size).toBe(bonuses.length);
          const house = await houseAccountId(db, merchant.id, HOUSE_ACCOUNT.promotions, merchant.currency_code);
          const refs = bonuses.map((b) => `bonus:${b.id}`);
          const postings =
            refs.length === 0
              ? []
              : await db
                  .selectFrom('ledger_entry as e')
                  .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
                  .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
                  .select(['e.account_id', 'a.member_id', 'e.amount'])
                  .where('t.reference', 'in', refs)
                  .where('t.kind', '=', 'bonus')
                  .execute();
          const houseSum = postings.filter((p) => p.account_id === house).reduce((sum, p) => sum + BigInt(p.amount), 0n);
          expect(-houseSum).toBe(total);
          for (const member of new Set(bonuses.map((b) => b.member_id))) {
            const own = bonuses.filter((b) => b.member_id === member).reduce((sum, b) => sum + BigInt(b.amount), 0n);
            const received = postings
              .filter((p) => p.account_id !== house && p.member_id === member)
              .reduce((s, p) => s + BigInt(p.amount), 0n);
            expect(received).toBe(own);
          }
          // What a refused claim would have paid did not fit: every refusal saw a budget too small for it.
          const refused = claims.filter((_, i) => outcomes[i]?.status === 'rejected');
          for (const c of refused) expect(total + BigInt(c.amount) > BigInt(budget)).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  }, 600_000);
});
