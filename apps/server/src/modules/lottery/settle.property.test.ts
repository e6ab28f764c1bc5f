import { drawResult, settleBet } from '@fortuna/bgs';
import { createLotteryScheduler, drawDueIssues, placeSlip, settleIssue, txnIds } from '@fortuna/bgs/engine';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase, fund } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';
import { memberId, onlyGame, openSessions, testWallet } from './lottery.test-support';

let database: DatabaseHandle;
const db = () => database.db;
let game: { id: number; game_id: number; code: string };
const PLAYERS = ['player01', 'member02', 'member03', 'member04'];
const ids: number[] = [];
let clock = new Date('2026-11-22T10:00:30Z');
const tick = () => clock;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
  for (const name of PLAYERS) ids.push(await memberId(db(), name));
  await openSessions(db(), ids, game.game_id);
  for (const name of PLAYERS) await fund(db(), name, 100_000_000n);
});
afterAll(async () => database?.close());

type Bet = { betType: string; selection: unknown; unitStake: bigint };

const position = fc.integer({ min: 1, max: 5 });
const bsoe = fc.uniqueArray(fc.constantFrom('big', 'small', 'odd', 'even'), { minLength: 1, maxLength: 2 });
const betArb: fc.Arbitrary<Bet> = fc
  .tuple(
    fc.oneof(
      fc
        .record({ position, digits: fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 4 }) })
        .map((selection) => ({ betType: 'ssc.position_digit', selection })),
      fc.record({ position, picks: bsoe }).map((selection) => ({ betType: 'ssc.bsoe_position', selection })),
      fc.record({ picks: bsoe }).map((selection) => ({ betType: 'ssc.bsoe_total', selection })),
      fc
        .record({ picks: fc.uniqueArray(fc.constantFrom('dragon', 'tiger', 'tie'), { minLength: 1, maxLength: 2 }) })
        .map((selection) => ({ betType: 'ssc.dragon_tiger', selection })),
    ),
    fc.constantFrom(100n, 200n, 1000n),
  )
  .map(([bet, unitStake]) => ({ ...bet, unitStake }));
const slipArb = fc.record({ player: fc.nat(PLAYERS.length - 1), bets: fc.array(betArb, { minLength: 1, maxLength: 3 }) });

/** The next open issue (earlier ones settled by a scheduler tick). */
async function nextIssue() {
  clock = new Date(clock.getTime() + 60_000);
  await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick }).tick();
  const row = await db()
    .selectFrom('lottery_issue')
    .selectAll()
    .where('lottery_game_id', '=', game.id)
    .where('status', '=', 'open')
    .where('closes_at', '>', clock)
    .orderBy('draws_at')
    .executeTakeFirstOrThrow();
  return { ...row, id: BigInt(row.id) };
}

describe('settlement by batch credits (property)', () => {
  it('credits every member the sum of its judged payouts exactly once, whatever the batches and wherever a crash falls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(slipArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.option(fc.integer({ min: 1, max: PLAYERS.length }), { nil: undefined }),
        async (slips, batch, crashAt) => {
          const issue = await nextIssue();
          const result = drawResult('ssc', issue.server_seed, game.code, issue.numero);
          const expected = new Map<number, bigint>();
          for (const slip of slips) {
            const member = ids[slip.player] as number;
            await placeSlip(db(), testWallet(db()), {
              merchantId: 1,
              memberId: member,
              lotteryGameId: game.id,
              issueId: issue.id,
              bets: slip.bets,
              ownSeries: 1900,
              playSeries: 1900,
              now: clock,
            });
            // Judged here on its own by the pure maths, not by the engine's judgement table.
            const payout = slip.bets.reduce(
              (sum, bet) => sum + settleBet({ gameType: 'ssc', ...bet, mode: 'prize_group', series: 1900 }, result).payout,
              0n,
            );
            expected.set(member, (expected.get(member) ?? 0n) + payout);
          }
          clock = new Date(new Date(issue.draws_at).getTime() + 1000);
          await drawDueIssues(db(), clock);

          let credits = 0;
          const run = settleIssue(db(), testWallet(db()), issue.id, {
            batch,
            afterCredit: () => {
              credits++;
              if (credits === crashAt) throw new Error('crash');
            },
          });
          if (crashAt !== undefined && crashAt <= expected.size) {
            await expect(run).rejects.toThrow('crash');
            expect((await settleIssue(db(), testWallet(db()), issue.id, { batch })).settled).toBe(true);
          } else expect((await run).settled).toBe(true);

          for (const [member, payout] of expected) {
            const txnId = txnIds.settle(issue.id, member);
            const answered = await db().selectFrom('provider_transaction').select('amount').where('txn_id', '=', txnId).execute();
            expect(answered.map((t) => BigInt(t.amount))).toEqual([payout]);
            // What reached the member's account for this credit: once, exactly its payouts (nothing for none).
            const { rows } = await sql<{ posts: string; amount: string | null }>`
              SELECT count(DISTINCT t.id)::text AS posts, sum(e.amount)::text AS amount
                FROM ledger_transaction t
                JOIN ledger_entry e ON e.transaction_id = t.id
                JOIN ledger_account a ON a.id = e.account_id AND a.owner = 'member' AND a.member_id = ${member}
               WHERE t.idempotency_key LIKE ${`provider:%:${txnId}`}`.execute(db());
            expect(rows[0]).toEqual({ posts: payout > 0n ? '1' : '0', amount: payout > 0n ? String(payout) : null });
            const bets = await db()
              .selectFrom('lottery_bet')
              .select(['status', 'payout'])
              .where('issue_id', '=', issue.id)
              .where('member_id', '=', member)
              .execute();
            expect(bets.every((b) => b.status === 'won' || b.status === 'lost')).toBe(true);
            expect(bets.reduce((sum, b) => sum + BigInt(b.payout), 0n)).toBe(payout);
          }
        },
      ),
      { numRuns: 12 },
    );
    await expectWholeLedgerBalanced(db());
  });
});
