import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { createTestDatabase } from '../../testing/index';
import type { AuthContext } from '../auth/auth.service';
import { testWallet } from '../lottery/lottery.test-support';
import {
  betTransactions,
  feedFixture,
  feedSend,
  makeSportsbookMembers,
  type SportsbookProcess,
  sportsbookProcess,
  sportsbookSite,
} from './sportsbook.test-support';
import { sportsbookIds } from './sportsbook-settings';

/**
 * In-play bets: a bet on a match in play waits `pending` through the delay (5 s by default) and is
 * then accepted at the price of that moment if its acceptance allows and the market is still open,
 * else rejected and its stake refunded exactly once — by the driver, or by the member's own read.
 */
let database: DatabaseHandle;
const db = () => database.db;
let site: SiteContext;
let members: AuthContext[];
let now = new Date();
const clock = () => now;
let p: SportsbookProcess;
let live: { matchId: bigint; ref: string };
const balance = (m: AuthContext) => memberBalance(db(), m.member.id, MEMBER_ACCOUNT.main);
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const bet = (m: AuthContext, requestId: string, acceptance: 'any' | 'better' | 'none', selectionKey = 'ah:0:home', oddsMilli = 1950) =>
  p.service.placeBet(site, m, {
    requestId,
    kind: 'single',
    stake: 10_000n,
    acceptance,
    legs: [{ matchId: String(live.matchId), selectionKey, oddsMilli }],
  });

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await sportsbookSite(db());
  members = await makeSportsbookMembers(db(), site.merchant.id, 'sbplay', 3);
  p = sportsbookProcess(db(), testWallet(db()), { clock, owner: 'inplay-a' });
  live = await feedFixture(p, site.merchant.id, {
    prices: { 'ah:0:home': 1950, 'ah:0:away': 1900, 'ou:2.5:over': 1800, 'ou:2.5:under': 2000 },
    live: true,
    startsAt: new Date(Date.now() - 600_000),
  });
});
afterAll(async () => database?.close());

describe('in-play bets', () => {
  it('waits through the delay and is accepted at the moved price under "any"', async () => {
    const m = members[0] as AuthContext;
    const before = await balance(m);
    const placed = await bet(m, 'inplay-any-0001', 'any');
    expect(placed).toMatchObject({ status: 'pending', oddsMilli: '1950', acceptAt: new Date(now.getTime() + 5_000).toISOString() });
    expect(await balance(m)).toBe(before - 10_000n);
    const mark = p.events.length;
    await feedSend(p, site.merchant.id, live.ref, { type: 'odds', prices: [{ selectionKey: 'ah:0:home', oddsMilli: 2050 }] });
    // Not yet: the delay is not over.
    await p.driver.tick();
    expect((await p.repo.bet(BigInt(placed.betId)))?.status).toBe('pending');
    later(5_000);
    await p.driver.tick();
    const accepted = await p.service.bet(site, m, BigInt(placed.betId));
    expect(accepted).toMatchObject({ status: 'open', oddsMilli: '2050' });
    expect(accepted.legs[0]?.oddsMilli).toBe(2050);
    expect(await balance(m)).toBe(before - 10_000n);
    // The hub told the lobby and the match's room of the move, and nobody but the member of the bet
    // (the demo's simulated matches, played by the same ticks, move their own prices).
    const moves = p.events
      .slice(mark)
      .filter((e) => e.event === 'sb_odds' && (e.payload as { matchId?: string }).matchId === String(live.matchId));
    expect(moves.map((e) => e.room)).toEqual([`sb:${site.merchant.id}:lobby`, `sb:${site.merchant.id}:match:${live.matchId}`]);
    expect(moves[0]?.payload).toEqual({
      matchId: String(live.matchId),
      prices: [{ marketKey: 'ah:0', selectionKey: 'ah:0:home', oddsMilli: 2050 }],
    });
    expect(p.events.filter((e) => e.event === 'sb_bet').map((e) => e.room)).toEqual([`sb:${site.merchant.id}:member:${m.member.id}`]);
  });

  it('rejects and refunds once under "none" when the price moved, decided by the member’s read', async () => {
    const m = members[1] as AuthContext;
    const before = await balance(m);
    await feedSend(p, site.merchant.id, live.ref, { type: 'odds', prices: [{ selectionKey: 'ah:0:away', oddsMilli: 1900 }] });
    const placed = await bet(m, 'inplay-none-0001', 'none', 'ah:0:away', 1900);
    expect(placed.status).toBe('pending');
    await feedSend(p, site.merchant.id, live.ref, { type: 'odds', prices: [{ selectionKey: 'ah:0:away', oddsMilli: 1850 }] });
    later(5_000);
    const read = await p.service.bets(site, m, { status: 'settled', pageNo: 1, pageSize: 10 });
    expect(read.rows).toEqual([expect.objectContaining({ betId: placed.betId, status: 'rejected', error: 'sportsbook_odds_changed' })]);
    expect(await balance(m)).toBe(before);
    // Decided again by the driver, by another process and by a replay: still one rollback.
    const other = sportsbookProcess(db(), testWallet(db()), { clock, owner: 'inplay-b' });
    await Promise.all([p.driver.drive(site.merchant.id, now), other.acceptance.decide(BigInt(placed.betId))]);
    expect((await bet(m, 'inplay-none-0001', 'none', 'ah:0:away', 1900)).status).toBe('rejected');
    const txns = await betTransactions(db(), sportsbookIds.round(placed.betId));
    expect(txns.map((t) => t.kind)).toEqual(['debit', 'rollback']);
    expect(await balance(m)).toBe(before);
  });

  it('refunds once when two processes decide the same bet at once', async () => {
    const m = members[2] as AuthContext;
    const before = await balance(m);
    const placed = await bet(m, 'inplay-race-0001', 'better', 'ou:2.5:over', 1800);
    await feedSend(p, site.merchant.id, live.ref, { type: 'odds', prices: [{ selectionKey: 'ou:2.5:over', oddsMilli: 1700 }] });
    later(5_000);
    const other = sportsbookProcess(db(), testWallet(db()), { clock, owner: 'inplay-c' });
    await Promise.all([p.acceptance.decide(BigInt(placed.betId)), other.acceptance.decide(BigInt(placed.betId)), p.driver.tick()]);
    expect((await p.repo.bet(BigInt(placed.betId)))?.status).toBe('rejected');
    expect((await betTransactions(db(), sportsbookIds.round(placed.betId))).map((t) => t.kind)).toEqual(['debit', 'rollback']);
    expect(await balance(m)).toBe(before);
  });

  it('rejects a bet whose market was suspended during the delay, and accepts "better" at a better price', async () => {
    const m = members[0] as AuthContext;
    const before = await balance(m);
    const suspended = await bet(m, 'inplay-susp-0001', 'any', 'ou:2.5:under', 2000);
    const better = await bet(m, 'inplay-better-01', 'better', 'ah:0:home', 2050);
    await feedSend(p, site.merchant.id, live.ref, { type: 'suspension', suspended: true, marketKeys: ['ou:2.5'] });
    await feedSend(p, site.merchant.id, live.ref, { type: 'odds', prices: [{ selectionKey: 'ah:0:home', oddsMilli: 2150 }] });
    later(5_000);
    await p.driver.tick();
    expect(await p.repo.bet(BigInt(suspended.betId))).toMatchObject({ status: 'rejected', error: 'sportsbook_market_closed' });
    expect(await p.repo.bet(BigInt(better.betId))).toMatchObject({ status: 'open', odds_milli: 2150n });
    expect(await balance(m)).toBe(before - 10_000n);
  });

  it('is settled once its match has a result', async () => {
    const m = members[0] as AuthContext;
    const before = await balance(m);
    // Two open bets of members[0]: ah:0:home at 2.050 and at 2.150, 100.00 each. Home wins 2–1.
    await feedSend(p, site.merchant.id, live.ref, {
      type: 'result',
      version: 1,
      result: { sport: 'football', fullTime: { home: 2, away: 1 }, firstHalf: { home: 1, away: 0 } },
    });
    await p.driver.tick();
    expect(await balance(m)).toBe(before + 20_500n + 21_500n);
    expect((await p.repo.match(live.matchId))?.settled_rev).toBe(1);
  });
});
