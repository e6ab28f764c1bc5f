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
  feedResult,
  feedSend,
  makeSportsbookMembers,
  type SportsbookProcess,
  sportsbookProcess,
  sportsbookSite,
} from './sportsbook.test-support';
import { sportsbookIds } from './sportsbook-settings';

/**
 * Placing bets through the service against a real database and the provider wallet: a single on
 * an Asian handicap and a 3-leg parlay, a replay, and every refusal (limits, closed and suspended
 * markets, changed prices under each acceptance, legs on one match, a short balance).
 */
let database: DatabaseHandle;
const db = () => database.db;
let site: SiteContext;
let members: AuthContext[];
let p: SportsbookProcess;
let a: { matchId: bigint; ref: string };
let b: { matchId: bigint; ref: string };
let c: { matchId: bigint; ref: string };
let esports: { matchId: bigint; ref: string };

const PRICES = {
  '1x2:home': 2100,
  '1x2:draw': 3300,
  '1x2:away': 3500,
  'ah:-0.25:home': 1950,
  'ah:-0.25:away': 1900,
  'ou:2.5:over': 1850,
  'ou:2.5:under': 1950,
};
const balance = (m: AuthContext) => memberBalance(db(), m.member.id, MEMBER_ACCOUNT.main);
const leg = (match: { matchId: bigint }, selectionKey: string, oddsMilli: number) => ({
  matchId: String(match.matchId),
  selectionKey,
  oddsMilli,
});
let n = 0;
const single = (
  m: AuthContext,
  match: { matchId: bigint },
  selectionKey: string,
  oddsMilli: number,
  extra: { stake?: bigint; acceptance?: 'any' | 'better' | 'none'; requestId?: string } = {},
) =>
  p.service.placeBet(site, m, {
    requestId: extra.requestId ?? `bets-single-${++n}`,
    kind: 'single',
    stake: extra.stake ?? 10_000n,
    acceptance: extra.acceptance ?? 'none',
    legs: [leg(match, selectionKey, oddsMilli)],
  });

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await sportsbookSite(db());
  members = await makeSportsbookMembers(db(), site.merchant.id, 'sbbet', 3, 1_000_000n);
  await makeSportsbookMembers(db(), site.merchant.id, 'sbpoor', 1, 0n);
  p = sportsbookProcess(db(), testWallet(db()));
  a = await feedFixture(p, site.merchant.id, { prices: PRICES });
  b = await feedFixture(p, site.merchant.id, { prices: PRICES });
  c = await feedFixture(p, site.merchant.id, { prices: PRICES });
  esports = await feedFixture(p, site.merchant.id, { sport: 'esports', prices: { 'mw:home': 1800, 'mw:away': 2000 } });
});
afterAll(async () => database?.close());

describe('placing bets', () => {
  it('takes a single on an Asian handicap with one debit, and a replay answers the same bet and debits nothing', async () => {
    const m = members[0] as AuthContext;
    const before = await balance(m);
    const bet = await single(m, a, 'ah:-0.25:home', 1950, { requestId: 'bets-ah-single-1' });
    expect(bet).toMatchObject({ kind: 'single', stake: '100.00', oddsMilli: '1950', status: 'open', payout: null });
    expect(bet.legs).toEqual([
      expect.objectContaining({
        legNo: 1,
        matchId: String(a.matchId),
        marketKey: 'ah:-0.25',
        selectionKey: 'ah:-0.25:home',
        oddsMilli: 1950,
      }),
    ]);
    expect(await balance(m)).toBe(before - 10_000n);
    const replay = await single(m, a, 'ah:-0.25:home', 1950, { requestId: 'bets-ah-single-1' });
    expect(replay.betId).toBe(bet.betId);
    expect(await balance(m)).toBe(before - 10_000n);
    expect((await betTransactions(db(), sportsbookIds.round(bet.betId))).map((t) => [t.kind, t.amount, t.txn_id])).toEqual([
      ['debit', 10_000n, sportsbookIds.debit(bet.betId)],
    ]);

    // The full time is 1–1: home −0.25 loses half.
    await feedResult(p, site.merchant.id, a.ref, { sport: 'football', fullTime: { home: 1, away: 1 }, firstHalf: { home: 0, away: 1 } }, 1);
    expect(await p.settlement.settleMatch(a.matchId, { limit: 100, concurrency: 2 })).toBe(true);
    const settled = await p.service.bet(site, m, BigInt(bet.betId));
    expect(settled).toMatchObject({ status: 'settled', outcome: 'half_loss', payout: '50.00' });
    expect(await balance(m)).toBe(before - 5_000n);
  });

  it('takes a 3-leg parlay at the product of its prices (rounded down to a thousandth)', async () => {
    const m = members[1] as AuthContext;
    const before = await balance(m);
    const bet = await p.service.placeBet(site, m, {
      requestId: 'bets-parlay-3-legs',
      kind: 'parlay',
      stake: 5_000n,
      acceptance: 'none',
      legs: [leg(b, '1x2:home', 2100), leg(c, 'ou:2.5:over', 1850), leg(esports, 'mw:away', 2000)],
    });
    // 2.100 × 1.850 × 2.000 = 7.770
    expect(bet).toMatchObject({ kind: 'parlay', status: 'open', oddsMilli: '7770', stake: '50.00' });
    expect(bet.legs.map((l) => l.selectionKey)).toEqual(['1x2:home', 'ou:2.5:over', 'mw:away']);
    expect(await balance(m)).toBe(before - 5_000n);
    const list = await p.service.bets(site, m, { status: 'open', pageNo: 1, pageSize: 10 });
    expect(list.rows.map((r) => r.betId)).toContain(bet.betId);
  });

  it('refuses stakes outside the site’s and the market’s limits', async () => {
    const m = members[2] as AuthContext;
    await expect(single(m, b, '1x2:draw', 3300, { stake: 50n })).rejects.toMatchObject({
      code: 'sportsbook_stake_limit',
      details: { min: '1.00', max: '10000.00' },
    });
    await expect(single(m, b, '1x2:draw', 3300, { stake: 1_000_001n })).rejects.toMatchObject({ code: 'sportsbook_stake_limit' });
    await p.repo.db
      .updateTable('sportsbook_market')
      .set({ max_stake: 20_000n })
      .where('match_id', '=', b.matchId)
      .where('market_key', '=', '1x2')
      .execute();
    await expect(single(m, b, '1x2:draw', 3300, { stake: 20_001n })).rejects.toMatchObject({
      code: 'sportsbook_stake_limit',
      details: { min: '1.00', max: '200.00' },
    });
    expect((await single(m, b, '1x2:draw', 3300, { stake: 20_000n })).status).toBe('open');
  });

  it('refuses a suspended market, a settled one and a finished match', async () => {
    const m = members[2] as AuthContext;
    await feedSend(p, site.merchant.id, c.ref, { type: 'suspension', suspended: true, marketKeys: ['ou:2.5'] });
    await expect(single(m, c, 'ou:2.5:under', 1950)).rejects.toMatchObject({
      code: 'sportsbook_market_closed',
      details: { matchId: String(c.matchId), selectionKey: 'ou:2.5:under' },
    });
    await feedSend(p, site.merchant.id, c.ref, { type: 'suspension', suspended: false });
    expect((await single(m, c, 'ou:2.5:under', 1950)).status).toBe('open');
    // Match a has its result: its markets are settled.
    await expect(single(m, a, '1x2:home', 2100)).rejects.toMatchObject({ code: 'sportsbook_market_closed' });
    // A price taken off the board.
    await feedSend(p, site.merchant.id, c.ref, { type: 'odds', prices: [{ selectionKey: '1x2:away', oddsMilli: null }] });
    await expect(single(m, c, '1x2:away', 3500)).rejects.toMatchObject({ code: 'sportsbook_market_closed' });
  });

  it('takes a changed price only as the acceptance allows', async () => {
    const m = members[2] as AuthContext;
    await feedSend(p, site.merchant.id, b.ref, { type: 'odds', prices: [{ selectionKey: 'ah:-0.25:home', oddsMilli: 1900 }] });
    await expect(single(m, b, 'ah:-0.25:home', 1950, { acceptance: 'none' })).rejects.toMatchObject({
      code: 'sportsbook_odds_changed',
      details: { selectionKey: 'ah:-0.25:home', oddsMilli: 1900 },
    });
    await expect(single(m, b, 'ah:-0.25:home', 1950, { acceptance: 'better' })).rejects.toMatchObject({ code: 'sportsbook_odds_changed' });
    expect(await single(m, b, 'ah:-0.25:home', 1850, { acceptance: 'better' })).toMatchObject({ oddsMilli: '1900', status: 'open' });
    expect(await single(m, b, 'ah:-0.25:home', 2500, { acceptance: 'any' })).toMatchObject({ oddsMilli: '1900', status: 'open' });
    expect(await single(m, b, 'ah:-0.25:home', 1900, { acceptance: 'none' })).toMatchObject({ oddsMilli: '1900', status: 'open' });
  });

  it('refuses parlays against the rules and selections the match does not offer', async () => {
    const m = members[2] as AuthContext;
    const parlay = (legs: ReturnType<typeof leg>[]) =>
      p.service.placeBet(site, m, { requestId: `bets-bad-${++n}`, kind: 'parlay', stake: 1_000n, acceptance: 'any', legs });
    await expect(parlay([leg(b, '1x2:home', 2100), leg(b, 'ou:2.5:over', 1850)])).rejects.toMatchObject({
      code: 'sportsbook_parlay_same_match',
      details: { matchId: String(b.matchId) },
    });
    await expect(parlay([leg(b, '1x2:home', 2100)])).rejects.toMatchObject({
      code: 'sportsbook_parlay_legs',
      details: { min: 2, max: 10 },
    });
    await expect(single(m, b, 'zz:home', 2000)).rejects.toMatchObject({ code: 'sportsbook_selection_invalid' });
    await expect(single(m, b, 'cs:2-1', 9000)).rejects.toMatchObject({ code: 'sportsbook_selection_invalid' });
    await expect(single(m, esports, '1x2:home', 2000)).rejects.toMatchObject({ code: 'sportsbook_selection_invalid' });
    await expect(single(m, { matchId: 999_999n }, '1x2:home', 2000)).rejects.toMatchObject({ code: 'sportsbook_match_not_found' });
  });

  it('refuses a stake the member cannot cover, moving nothing', async () => {
    const poor = (await db()
      .selectFrom('member')
      .selectAll()
      .where('username', '=', 'sbpoor0000')
      .executeTakeFirstOrThrow()) as AuthContext['member'];
    const ctx = { member: poor } as AuthContext;
    await expect(single(ctx, b, '1x2:away', 3500, { requestId: 'bets-poor-1' })).rejects.toMatchObject({ code: 'insufficient_balance' });
    const bet = await p.repo.betByRequest(poor.id, 'bets-poor-1');
    expect(bet).toMatchObject({ status: 'rejected', error: 'insufficient_balance' });
    expect(await betTransactions(db(), sportsbookIds.round(bet?.id as bigint))).toEqual([]);
  });
});
