import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { MemberRow, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { createTestDatabase } from '../../testing/index';
import type { AuthContext } from '../auth/auth.service';
import { createPointsService } from './points.service';
import { accrueMember } from './points-accrual';
import { decideIn } from './points-redemptions';
import { creditedDeposit, pointsMember, TEST_PAYMENT_PASSWORD } from './points-test-support';

/**
 * Points are conserved (issue 21, Done when): after any sequence of earnings (credited deposits
 * accrued), redemptions, approvals, rejections, cancels and conversions, the points issued (every
 * earning post) equal the points members hold plus the points spent (redemptions in process or
 * approved, conversions, read from the mall's tables); the issuer, to which spent points return,
 * stands at minus the points held; no member's points go below zero; each redemption's net
 * points in the ledger agree with its state; each good's redeemed units agree with its
 * redemptions in process or approved.
 */
let database: DatabaseHandle;
let merchant: MerchantRow;
const db = () => database.db;

type Op =
  | { kind: 'earn'; member: number; amount: number }
  | { kind: 'redeem'; member: number; goods: number; quantity: number }
  | { kind: 'decide'; pick: number; status: 'approved' | 'rejected' | 'cancelled' }
  | { kind: 'convert'; member: number; hundreds: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), member: fc.nat(2), amount: fc.integer({ min: 1_000, max: 400_000 }) }),
  fc.record({ kind: fc.constant('redeem' as const), member: fc.nat(2), goods: fc.nat(1), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('decide' as const),
    pick: fc.nat(20),
    status: fc.constantFrom('approved' as const, 'rejected' as const, 'cancelled' as const),
  }),
  fc.record({ kind: fc.constant('convert' as const), member: fc.nat(2), hundreds: fc.integer({ min: 1, max: 3 }) }),
);

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  merchant = await db().selectFrom('merchant').selectAll().orderBy('id').executeTakeFirstOrThrow();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function checkBooks(): Promise<void> {
  const { rows } = await sql<{ issuer: string; issued: string; held: string; redeemed: string; converted: string; negative: string }>`
    SELECT (SELECT coalesce(sum(e.amount), 0) FROM ledger_entry e
              JOIN ledger_transaction t ON t.id = e.transaction_id
              JOIN ledger_account a ON a.id = e.account_id
             WHERE a.owner = 'member' AND a.merchant_id = ${merchant.id} AND a.kind = 'points'
               AND t.kind IN ('points_earn', 'points_adjust'))::text AS issued,
           coalesce((SELECT balance FROM ledger_account WHERE owner = 'house' AND merchant_id = ${merchant.id} AND kind = 'points_issuer'), 0)::text AS issuer,
           (SELECT coalesce(sum(balance), 0) FROM ledger_account WHERE owner = 'member' AND merchant_id = ${merchant.id} AND kind = 'points')::text AS held,
           (SELECT coalesce(sum(points), 0) FROM points_redemption WHERE merchant_id = ${merchant.id} AND status IN ('in_process', 'approved'))::text AS redeemed,
           (SELECT coalesce(sum(points), 0) FROM points_conversion WHERE merchant_id = ${merchant.id})::text AS converted,
           (SELECT count(*) FROM ledger_account WHERE owner = 'member' AND kind = 'points' AND balance < 0)::text AS negative`.execute(
    db(),
  );
  const b = rows[0];
  expect(b).toBeDefined();
  if (!b) return;
  // Issued (every earning) = held + spent (redemptions in process or approved, conversions), spent
  // read from the mall's own tables; and the issuer, which takes spent points back, owes what is held.
  expect(BigInt(b.issued)).toBe(BigInt(b.held) + BigInt(b.redeemed) + BigInt(b.converted));
  expect(-BigInt(b.issuer)).toBe(BigInt(b.held));
  expect(b.negative).toBe('0');
  const { rows: disagree } = await sql<{ id: number }>`
    SELECT r.id FROM points_redemption r
      LEFT JOIN LATERAL (
        SELECT coalesce(sum(e.amount), 0) AS net FROM ledger_transaction t
          JOIN ledger_entry e ON e.transaction_id = t.id
          JOIN ledger_account a ON a.id = e.account_id AND a.owner = 'member' AND a.kind = 'points'
         WHERE t.reference = 'redemption:' || r.id
      ) l ON true
     WHERE r.merchant_id = ${merchant.id}
       AND l.net <> CASE WHEN r.status IN ('in_process', 'approved') THEN -r.points ELSE 0 END`.execute(db());
  expect(disagree).toEqual([]);
  const { rows: stock } = await sql<{ id: number }>`
    SELECT g.id FROM points_goods g
     WHERE g.merchant_id = ${merchant.id}
       AND g.redeemed <> (SELECT coalesce(sum(quantity), 0) FROM points_redemption r WHERE r.goods_id = g.id AND r.status IN ('in_process', 'approved'))`.execute(
    db(),
  );
  expect(stock).toEqual([]);
}

describe('points conservation', () => {
  it('holds after random earn / redeem / approve / reject / cancel / convert sequences', async () => {
    const service = createPointsService({ db: db() });
    const site = { merchant, language: 'en' } as SiteContext;
    const goods = await db()
      .selectFrom('points_goods')
      .selectAll()
      .where('code', 'in', ['LIFE_FOOD_VOUCHER', 'LIFE_MOVIE_TICKET'])
      .orderBy('code')
      .execute();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        run++;
        const members: { id: number; ctx: AuthContext }[] = [];
        for (let i = 0; i < 3; i++) {
          const m = await pointsMember(db(), `prop${run}x${i}`);
          const row = (await db().selectFrom('member').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow()) as MemberRow;
          members.push({
            id: m.id,
            ctx: { member: row, token: m.token, side: 'member', loginType: 'username', isAgent: false, isTrial: false },
          });
        }
        const redemptions: number[] = [];
        let n = 0;
        for (const op of ops) {
          n++;
          try {
            if (op.kind === 'earn') {
              const m = members[op.member];
              if (!m) continue;
              await creditedDeposit(db(), m.id, BigInt(op.amount));
              await accrueMember(db(), m.id);
            } else if (op.kind === 'redeem') {
              const m = members[op.member];
              const g = goods[op.goods];
              if (!m || !g) continue;
              const r = await service.redeem(site, m.ctx, {
                goodsId: g.id,
                quantity: op.quantity,
                paymentPassword: TEST_PAYMENT_PASSWORD,
                requestId: `prop-${run}-${n}-redeem`,
              });
              redemptions.push(r.redemption.id);
            } else if (op.kind === 'decide') {
              const id = redemptions[op.pick % Math.max(1, redemptions.length)];
              if (id === undefined) continue;
              await db()
                .transaction()
                .execute((trx) => decideIn(trx, merchant, id, { status: op.status, reply: null, by: 'property' }));
            } else {
              const m = members[op.member];
              if (!m) continue;
              await service.convert(site, m.ctx, {
                points: String(op.hundreds * 100),
                paymentPassword: TEST_PAYMENT_PASSWORD,
                requestId: `prop-${run}-${n}-convert`,
              });
            }
          } catch (error) {
            // Refusals are part of the game; anything else is a failure.
            if (!(error instanceof AppError)) throw error;
            expect([
              'points_insufficient',
              'points_goods_out_of_stock',
              'points_goods_limit_reached',
              'points_redemption_not_pending',
              'points_convert_below_minimum',
            ]).toContain(error.code);
          }
        }
        await checkBooks();
      }),
      { numRuns: 25 },
    );
  }, 600_000);
});
