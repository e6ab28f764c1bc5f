import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { createTestDatabase } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';
import type { AuthContext } from '../auth/auth.service';
import { testWallet } from '../lottery/lottery.test-support';
import {
  betTransactions,
  feedFixture,
  feedResult,
  feedSend,
  makeSportsbookMembers,
  type SportsbookProcess,
  sportsbookProcess,
  sportsbookSite,
} from './sportsbook.test-support';
import { sportsbookIds } from './sportsbook-settings';

/**
 * Settlement and resettlement through the wallet: a corrected result moves exactly the difference
 * (win or win reversal, one resettle per correction) and correcting it back moves it back; a voided
 * market settles its legs void; a parlay with a void leg pays on the others; a cancelled match
 * refunds its singles.
 */
let database: DatabaseHandle;
const db = () => database.db;
let site: SiteContext;
let members: AuthContext[];
let p: SportsbookProcess;
const balance = (m: AuthContext) => memberBalance(db(), m.member.id, MEMBER_ACCOUNT.main);
const PRICES = {
  'ah:-0.25:home': 1950,
  'ah:-0.25:away': 1900,
  'ou:2.5:over': 1800,
  'ou:2.5:under': 2000,
  '1x2:home': 2400,
  '1x2:draw': 3200,
  '1x2:away': 2900,
};
const settle = (matchId: bigint) => p.settlement.settleMatch(matchId, { limit: 100, concurrency: 4 });
const fullTime = (home: number, away: number) => ({
  sport: 'football' as const,
  fullTime: { home, away },
  firstHalf: { home: 0, away: 0 },
});

/** Voids a market as the trading call does: the market void and the match's settle_rev bumped, in one transaction. */
async function voidMarket(matchId: bigint, marketKey: string) {
  await p.repo.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sportsbook_market')
      .set({ status: 'void' })
      .where('match_id', '=', matchId)
      .where('market_key', '=', marketKey)
      .execute();
    await p.repo.bumpSettle(trx, matchId);
  });
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await sportsbookSite(db());
  members = await makeSportsbookMembers(db(), site.merchant.id, 'sbres', 4);
  p = sportsbookProcess(db(), testWallet(db()));
});
afterAll(async () => database?.close());

describe('resettlement', () => {
  it('moves exactly the difference when a result is corrected, and back when it is corrected back', async () => {
    const m = members[0] as AuthContext;
    const match = await feedFixture(p, site.merchant.id, { prices: PRICES });
    const start = await balance(m);
    const bet = await p.service.placeBet(site, m, {
      requestId: 'resettle-ah-0001',
      kind: 'single',
      stake: 10_000n,
      acceptance: 'none',
      legs: [{ matchId: String(match.matchId), selectionKey: 'ah:-0.25:home', oddsMilli: 1950 }],
    });
    // 1–1: home −0.25 half loses, 50.00 back.
    await feedResult(p, site.merchant.id, match.ref, fullTime(1, 1), 1);
    await settle(match.matchId);
    expect(await balance(m)).toBe(start - 10_000n + 5_000n);
    // A repeat of the same version changes nothing.
    await feedResult(p, site.merchant.id, match.ref, fullTime(2, 0), 1);
    await settle(match.matchId);
    expect(await balance(m)).toBe(start - 5_000n);

    // Corrected to 2–0: a full win, 195.00; exactly 145.00 more moves.
    const beforeCorrection = await balance(m);
    await feedResult(p, site.merchant.id, match.ref, fullTime(2, 0), 2);
    await settle(match.matchId);
    expect(await balance(m)).toBe(beforeCorrection + 14_500n);
    expect(await p.service.bet(site, m, BigInt(bet.betId))).toMatchObject({ status: 'settled', outcome: 'win', payout: '195.00' });

    // Corrected back to 1–1: the 145.00 moves back.
    await feedResult(p, site.merchant.id, match.ref, fullTime(1, 1), 3);
    await settle(match.matchId);
    expect(await balance(m)).toBe(beforeCorrection);
    // Settling again (another pass, another process) moves nothing.
    await settle(match.matchId);
    await sportsbookProcess(db(), testWallet(db())).settlement.settleBet(BigInt(bet.betId));
    expect(await balance(m)).toBe(beforeCorrection);

    const txns = await betTransactions(db(), sportsbookIds.round(bet.betId));
    expect(txns.map((t) => [t.kind, t.txn_id, t.amount])).toEqual([
      ['debit', sportsbookIds.debit(bet.betId), 10_000n],
      ['credit', sportsbookIds.settle(bet.betId), 5_000n],
      ['resettle', sportsbookIds.resettle(bet.betId, 1), 19_500n],
      ['resettle', sportsbookIds.resettle(bet.betId, 2), 5_000n],
    ]);
    const round = await db()
      .selectFrom('game_round')
      .select(['status', 'total_win'])
      .where('round_id', '=', sportsbookIds.round(bet.betId))
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'settled', total_win: 5_000n });
    await expectWholeLedgerBalanced(db());
  });

  it('settles a voided market’s legs void: a single gets its stake back, a parlay pays on its other legs', async () => {
    const m = members[1] as AuthContext;
    const x = await feedFixture(p, site.merchant.id, { prices: PRICES });
    const y = await feedFixture(p, site.merchant.id, { prices: PRICES });
    const start = await balance(m);
    const single = await p.service.placeBet(site, m, {
      requestId: 'void-single-0001',
      kind: 'single',
      stake: 10_000n,
      acceptance: 'none',
      legs: [{ matchId: String(x.matchId), selectionKey: 'ou:2.5:over', oddsMilli: 1800 }],
    });
    const parlay = await p.service.placeBet(site, m, {
      requestId: 'void-parlay-0001',
      kind: 'parlay',
      stake: 10_000n,
      acceptance: 'none',
      legs: [
        { matchId: String(x.matchId), selectionKey: 'ou:2.5:over', oddsMilli: 1800 },
        { matchId: String(y.matchId), selectionKey: '1x2:home', oddsMilli: 2400 },
      ],
    });
    expect(parlay.oddsMilli).toBe('4320');
    await voidMarket(x.matchId, 'ou:2.5');
    await settle(x.matchId);
    expect(await p.service.bet(site, m, BigInt(single.betId))).toMatchObject({ status: 'void', outcome: 'void', payout: '100.00' });
    expect(await balance(m)).toBe(start - 10_000n);
    // The parlay waits for its other leg; home wins y: 100.00 × 1.000 × 2.400.
    expect((await p.repo.bet(BigInt(parlay.betId)))?.status).toBe('open');
    await feedResult(p, site.merchant.id, y.ref, fullTime(3, 1), 1);
    await settle(y.matchId);
    const paid = await p.service.bet(site, m, BigInt(parlay.betId));
    expect(paid).toMatchObject({ status: 'settled', outcome: 'win', payout: '240.00' });
    expect(paid.legs.map((l) => l.outcome)).toEqual(['void', 'win']);
    expect(await balance(m)).toBe(start + 24_000n - 10_000n);
    // A result on x later changes nothing: its market stays void.
    await feedResult(p, site.merchant.id, x.ref, fullTime(4, 0), 1);
    await settle(x.matchId);
    expect(await balance(m)).toBe(start + 14_000n);
  });

  it('loses a parlay as soon as a leg loses, and a correction of that leg pays it once the rest is known', async () => {
    const m = members[2] as AuthContext;
    const x = await feedFixture(p, site.merchant.id, { prices: PRICES });
    const y = await feedFixture(p, site.merchant.id, { prices: PRICES });
    const start = await balance(m);
    const parlay = await p.service.placeBet(site, m, {
      requestId: 'lost-parlay-0001',
      kind: 'parlay',
      stake: 10_000n,
      acceptance: 'none',
      legs: [
        { matchId: String(x.matchId), selectionKey: '1x2:away', oddsMilli: 2900 },
        { matchId: String(y.matchId), selectionKey: '1x2:draw', oddsMilli: 3200 },
      ],
    });
    await feedResult(p, site.merchant.id, x.ref, fullTime(1, 0), 1);
    await settle(x.matchId);
    expect(await p.service.bet(site, m, BigInt(parlay.betId))).toMatchObject({ status: 'settled', outcome: 'lose', payout: '0.00' });
    // x corrected to an away win: the parlay is open again in substance, nothing moves until y is known.
    await feedResult(p, site.merchant.id, x.ref, fullTime(0, 1), 2);
    await settle(x.matchId);
    expect(await balance(m)).toBe(start - 10_000n);
    await feedResult(p, site.merchant.id, y.ref, fullTime(2, 2), 1);
    await settle(y.matchId);
    // 100.00 × 2.900 × 3.200 = 928.00, moved by one resettle.
    expect(await balance(m)).toBe(start - 10_000n + 92_800n);
    expect((await betTransactions(db(), sportsbookIds.round(parlay.betId))).map((t) => t.kind)).toEqual(['debit', 'credit', 'resettle']);
  });

  it('refunds the singles of a cancelled match', async () => {
    const m = members[3] as AuthContext;
    const x = await feedFixture(p, site.merchant.id, { prices: PRICES });
    const start = await balance(m);
    await p.service.placeBet(site, m, {
      requestId: 'cancel-single-01',
      kind: 'single',
      stake: 7_500n,
      acceptance: 'none',
      legs: [{ matchId: String(x.matchId), selectionKey: 'ah:-0.25:away', oddsMilli: 1900 }],
    });
    await feedSend(p, site.merchant.id, x.ref, { type: 'status', status: 'cancelled' });
    await p.driver.drive(site.merchant.id, new Date());
    expect(await balance(m)).toBe(start);
    const markets = await sql<{ status: string }>`SELECT DISTINCT status FROM sportsbook_market WHERE match_id = ${x.matchId}`.execute(
      db(),
    );
    expect(markets.rows).toEqual([{ status: 'void' }]);
    expect((await p.repo.match(x.matchId))?.settled_rev).toBe(1);
  });
});
