import { parseSelectionKey, payout, settleSelection, simulateFootball } from '@fortuna/sportsbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { createDemoSportsbookSchedule, DEMO_SPORTSBOOK_LEAGUES, demoSportsbookMatches, seedDemoSportsbook } from '../../seed/sportsbook';
import { createTestDatabase } from '../../testing/index';
import type { AuthContext } from '../auth/auth.service';
import { testWallet } from '../lottery/lottery.test-support';
import { createSportsbookRepository } from './sportsbook.repository';
import type { MatchRow, SimulationSpec } from './sportsbook.tables';
import { makeSportsbookMembers, type SportsbookProcess, sportsbookProcess, sportsbookSite } from './sportsbook.test-support';

/**
 * The demo book: the seed's leagues and simulated fixtures, played by the driver in (test) real
 * time from their seeds — a football match goes live, its minute, score and prices move, its
 * first half is settled at half-time and the match at full time; a cockfight is fought and settled;
 * a member's in-play bet is accepted after the delay and paid on the simulated result.
 */
let database: DatabaseHandle;
const db = () => database.db;
let site: SiteContext;
let member: AuthContext;
const T0 = new Date();
let now = T0;
const clock = () => now;
let p: SportsbookProcess;
const at = (minutes: number) => {
  now = new Date(T0.getTime() + minutes * 60_000);
};
const byRef = (ref: string) =>
  p.repo.db
    .selectFrom('sportsbook_match')
    .selectAll()
    .where('merchant_id', '=', site.merchant.id)
    .where('feed_ref', '=', ref)
    .executeTakeFirstOrThrow() as Promise<MatchRow>;

/** Every fixture of a merchant (no bets on them yet). */
async function removeFixtures(merchantId: number) {
  const book = createSportsbookRepository(db()).db;
  const matches = book.selectFrom('sportsbook_match').select('id').where('merchant_id', '=', merchantId);
  const markets = book.selectFrom('sportsbook_market').select('id').where('match_id', 'in', matches);
  await book.deleteFrom('sportsbook_selection').where('market_id', 'in', markets).execute();
  await book.deleteFrom('sportsbook_market').where('match_id', 'in', matches).execute();
  await book.deleteFrom('sportsbook_match').where('merchant_id', '=', merchantId).execute();
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await sportsbookSite(db());
  [member] = (await makeSportsbookMembers(db(), site.merchant.id, 'sbsim', 1)) as [AuthContext];
  // The seeded database has the demo's fixtures from its own seed time: start them again from T0.
  await removeFixtures(site.merchant.id);
  await seedDemoSportsbook(db(), site.merchant.id, T0);
  // Seeding again adds nothing.
  await seedDemoSportsbook(db(), site.merchant.id, T0);
  p = sportsbookProcess(db(), testWallet(db()), { clock, owner: 'sim-driver' });
});
afterAll(async () => database?.close());

describe('the demo book’s simulator', () => {
  it('seeds leagues and fixtures priced before kick-off', async () => {
    expect((await p.repo.leagues(site.merchant.id)).map((l) => l.code)).toEqual(DEMO_SPORTSBOOK_LEAGUES.map((l) => l.code));
    const matches = await p.repo.db.selectFrom('sportsbook_match').select('feed_ref').where('merchant_id', '=', site.merchant.id).execute();
    expect(matches).toHaveLength(demoSportsbookMatches().length);
    const later = await byRef('demo-fb-2');
    const board = await p.service.match(site, later.id);
    expect(board.status).toBe('scheduled');
    expect(board.markets.map((m) => m.marketKey)).toEqual(expect.arrayContaining(['1x2', 'oe', 'cs', 'fh_1x2']));
    for (const market of board.markets) for (const s of market.selections) expect(s.oddsMilli).toBeGreaterThan(1000);
    const cockfight = await p.service.match(site, (await byRef('demo-cf-1')).id);
    expect(cockfight.markets[0]?.selections.map((s) => [s.selectionKey, s.oddsMilli])).toEqual([
      ['cf:meron', 1900],
      ['cf:wala', 1900],
      ['cf:draw', 9520],
    ]);
  });

  it('plays a football match minute by minute, settles its first half at half-time and the match at full time', async () => {
    const ref = 'demo-fb-1';
    const seeded = await byRef(ref);
    const before = (await p.service.match(site, seeded.id)).markets.find((m) => m.marketKey === '1x2')?.selections;
    at(0);
    await p.driver.tick();
    const live = await byRef(ref);
    expect(live).toMatchObject({ status: 'live', minute: 25, period: 'first_half' });
    const moved = (await p.service.match(site, live.id)).markets.find((m) => m.marketKey === '1x2')?.selections;
    expect(moved).not.toEqual(before);
    expect((await p.service.matches(site, { sport: 'football', tab: 'inplay', limit: 50 })).map((m) => m.matchId)).toContain(
      String(live.id),
    );

    // An in-play bet on a total at the price now, accepted after the delay.
    const over = (await p.service.match(site, live.id)).markets
      .filter((m) => m.marketKey.startsWith('ou:') && m.status === 'open')
      .flatMap((m) => m.selections)
      .find((s) => s.offered);
    const start = await memberBalance(db(), member.member.id, MEMBER_ACCOUNT.main);
    const bet = await p.service.placeBet(site, member, {
      requestId: 'sim-inplay-0001',
      kind: 'single',
      stake: 10_000n,
      acceptance: 'any',
      legs: [{ matchId: String(live.id), selectionKey: over?.selectionKey as string, oddsMilli: over?.oddsMilli as number }],
    });
    expect(bet.status).toBe('pending');
    now = new Date(now.getTime() + 5_000);
    await p.driver.tick();
    const accepted = (await p.repo.bet(BigInt(bet.betId)))!;
    expect(accepted.status).toBe('open');

    at(22);
    await p.driver.tick();
    expect(await byRef(ref)).toMatchObject({ status: 'live', minute: 45, period: 'half_time', result_version: 1 });
    const timeline = simulateFootball(
      (seeded.sim as SimulationSpec).seed,
      (seeded.sim as SimulationSpec).football as { home: number; away: number },
    );
    expect((await byRef(ref)).result).toEqual({ sport: 'football', firstHalf: timeline.firstHalf });

    at(40);
    await p.driver.tick();
    expect(await byRef(ref)).toMatchObject({ status: 'live', period: 'second_half', minute: 60 });
    at(71);
    await p.driver.tick();
    const done = await byRef(ref);
    expect(done).toMatchObject({ status: 'finished', result_version: 2, score: timeline.fullTime });
    expect(done.result).toEqual(timeline.result);
    expect(done.settled_rev).toBe(done.settle_rev);
    const legOdds = Number((await p.repo.legs(BigInt(bet.betId)))[0]?.odds_milli);
    const outcome = settleSelection(parseSelectionKey(over?.selectionKey as string), timeline.result);
    const back = payout(10_000n, legOdds, outcome);
    expect(await memberBalance(db(), member.member.id, MEMBER_ACCOUNT.main)).toBe(start - 10_000n + back);
  });

  it('fights a cockfight after its betting closes and settles it', async () => {
    at(71);
    const fight = await byRef('demo-cf-1');
    expect(fight).toMatchObject({ status: 'finished', result_version: 1 });
    expect(['meron', 'wala', 'draw']).toContain((fight.result as { outcome: string }).outcome);
    // The results list the fights fought, the latest first.
    const results = await p.service.results(site, { sport: 'cockfight', limit: 3 });
    expect(results.map((r) => r.detail.fightNumber)).toEqual([12, 11, 10]);
    expect(results.every((r) => r.status === 'finished' && r.result)).toBe(true);
    // The fight starting 56 minutes after T0 was fought; the last one (56 min) too, none is left to play.
    const unplayed = await p.repo.db
      .selectFrom('sportsbook_match')
      .select('feed_ref')
      .where('sport', '=', 'cockfight')
      .where('status', '<>', 'finished')
      .execute();
    expect(unplayed).toEqual([]);
  });

  it('keeps a demo merchant’s book filled on a fixed grid, once across processes, and never for a merchant without the demo switch', async () => {
    const rolling = () =>
      p.repo.db
        .selectFrom('sportsbook_match')
        .select(['feed_ref', 'sport', 'starts_at', 'status'])
        .where('merchant_id', '=', site.merchant.id)
        .where('feed_ref', 'like', 'demo-%-r%')
        .orderBy('starts_at')
        .execute();
    // Seconds after a minute on every grid (football's 90, esports' 180, a fight's 5): the grid's slot
    // of that very minute has started already and must not be added (it once was, on such a clock).
    const grid = 180 * 60_000;
    const when = new Date(Math.ceil((T0.getTime() + 2 * 60 * 60_000) / grid) * grid + 21_460);
    await Promise.all([
      createDemoSportsbookSchedule(db()).extend(site.merchant.id, when),
      createDemoSportsbookSchedule(db()).extend(site.merchant.id, when),
    ]);
    const added = await rolling();
    const of = (sport: string) => added.filter((m) => m.sport === sport);
    // Football every 90 minutes and esports every 3 hours for a day; a fight every 5 minutes for an hour.
    expect(of('football')).toHaveLength(16);
    expect(of('esports')).toHaveLength(8);
    expect(of('cockfight')).toHaveLength(12);
    // One arena: the fights go on from the seed's last one (fight 12), one every 5 minutes.
    const fights = await p.repo.db
      .selectFrom('sportsbook_match')
      .select(['starts_at', 'detail'])
      .where('merchant_id', '=', site.merchant.id)
      .where('feed_ref', 'like', 'demo-cf-r%')
      .orderBy('starts_at')
      .execute();
    expect(fights.map((f) => (f.detail as { fightNumber: number }).fightNumber)).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    for (const [i, f] of fights.entries())
      if (i > 0) expect(f.starts_at.getTime() - (fights[i - 1]?.starts_at.getTime() ?? 0)).toBe(5 * 60_000);
    for (const m of added) {
      expect(m.status).toBe('scheduled');
      expect(m.starts_at.getTime()).toBeGreaterThanOrEqual(when.getTime());
    }
    const board = await p.service.match(site, (await byRef(of('cockfight')[0]?.feed_ref as string)).id);
    expect(board.markets[0]?.selections.map((s) => s.selectionKey)).toEqual(['cf:meron', 'cf:wala', 'cf:draw']);
    // A minute later one more fight is due on the grid; the same minute again looks at nothing.
    const schedule = createDemoSportsbookSchedule(db());
    await schedule.extend(site.merchant.id, new Date(when.getTime() + 5 * 60_000));
    const extended = await rolling();
    expect(extended.filter((m) => m.sport === 'cockfight').length).toBe(13);
    // Off: nothing is added.
    await p.repo.db.updateTable('sportsbook_settings').set({ demo_fixtures: false }).where('merchant_id', '=', site.merchant.id).execute();
    await createDemoSportsbookSchedule(db()).extend(site.merchant.id, new Date(when.getTime() + 60 * 60_000));
    expect((await rolling()).length).toBe(extended.length);
  });
});
