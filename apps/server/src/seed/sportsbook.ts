import crypto from 'node:crypto';
import type { Sport } from '@fortuna/sportsbook';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createSportsbookRepository } from '../modules/sportsbook/sportsbook.repository';
import type { MatchRow, Names, SimulationSpec } from '../modules/sportsbook/sportsbook.tables';
import { createSportsbookFeed } from '../modules/sportsbook/sportsbook-feed';
import { createSportsbookHub } from '../modules/sportsbook/sportsbook-hub';
import {
  DEFAULT_SPORTSBOOK_SETTINGS,
  DEFAULT_SPORTSBOOK_TIMING,
  SPORT_GAMES,
  SPORTSBOOK_VENDOR,
} from '../modules/sportsbook/sportsbook-settings';
import { createSportsbookSimulation } from '../modules/sportsbook/sportsbook-simulator';
import { gameIconPath } from './catalog-games';

/** Where the game popup opens the book: the portal's own pages (no launch CDN). */
export const SPORTSBOOK_LAUNCH_URL = '/sports';

const GAME_NAMES: Record<Sport, Names> = {
  football: { en: 'Fortuna Sports', zh: 'Fortuna 体育', my: 'Fortuna အားကစား' },
  esports: { en: 'Fortuna Esports', zh: 'Fortuna 电竞', my: 'Fortuna အီးစပို့' },
  cockfight: { en: 'Fortuna Cockfight', zh: 'Fortuna 斗鸡', my: 'Fortuna ကြက်တိုက်' },
};

/**
 * The in-house sportsbook's vendor: FSB "Fortuna Sportsbook" in the SPORTS, ESPORTS and COCKFIGHT
 * categories, one catalogue game each (`sports`, `esports`, `cockfight`), and its provider
 * credential (the book calls the wallet protocol with it in-process, like BGS). Adds only what is
 * missing.
 */
export async function seedSportsbookVendor(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db
    .insertInto('vendor')
    .values({ code: SPORTSBOOK_VENDOR, name: 'Fortuna Sportsbook', sort: 20, free_play: false, is_new: true })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  for (const sport of ['football', 'esports', 'cockfight'] as const) {
    const { gameCode, category } = SPORT_GAMES[sport];
    await db
      .insertInto('category_vendor')
      .values({ category_code: category, vendor_code: SPORTSBOOK_VENDOR, sort: 0 })
      .onConflict((oc) => oc.columns(['category_code', 'vendor_code']).doNothing())
      .execute();
    await db
      .insertInto('game')
      .values({
        vendor_code: SPORTSBOOK_VENDOR,
        category_code: category,
        classify: category === 'COCKFIGHT' ? 'COCKFIGHT' : null,
        game_code: gameCode,
        names: JSON.stringify(GAME_NAMES[sport]),
        icon_path: gameIconPath(category, SPORTSBOOK_VENDOR, gameCode),
        is_hot: true,
        sort: 0,
        created_at: new Date(),
      })
      .onConflict((oc) => oc.columns(['vendor_code', 'game_code']).doNothing())
      .execute();
  }
  await db
    .insertInto('provider_credential')
    .values({
      key_id: `sportsbook-fsb-${crypto.randomBytes(6).toString('hex')}`,
      merchant_id: merchantId,
      vendor_code: SPORTSBOOK_VENDOR,
      secret: crypto.randomBytes(32).toString('hex'),
      launch_url: SPORTSBOOK_LAUNCH_URL,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
    .execute();
}

type DemoLeague = { sport: Sport; code: string; names: Names; hot?: boolean; title?: string };
type DemoMatch = {
  league: string;
  ref: string;
  home: Names;
  away: Names;
  /** Minutes from the seed's `now` to kick-off (negative: already playing). */
  startsIn: number;
  hot?: boolean;
  sim: Partial<SimulationSpec>;
  bestOf?: 1 | 3 | 5;
  fightNumber?: number;
};

const n = (en: string, zh: string, my: string): Names => ({ en, zh, my });

/** The demo's leagues: made-up names, no real league, team or game brand. */
export const DEMO_SPORTSBOOK_LEAGUES: readonly DemoLeague[] = [
  { sport: 'football', code: 'fpl', names: n('Fortuna Premier League', 'Fortuna 超级联赛', 'Fortuna ပရီးမီးယားလိဂ်'), hot: true },
  { sport: 'football', code: 'gcc', names: n('Golden Coast Cup', '金色海岸杯', 'ရွှေကမ်းခြေဖလား') },
  { sport: 'esports', code: 'moba-masters', names: n('Arena Masters', '竞技场大师赛', 'အရီးနား မာစတာ'), hot: true, title: 'moba' },
  { sport: 'esports', code: 'tactical-cup', names: n('Tactical Cup', '战术杯', 'နည်းဗျူဟာဖလား'), title: 'fps' },
  { sport: 'cockfight', code: 'golden-spur', names: n('Golden Spur Arena', '金距斗鸡场', 'ရွှေခြေသည်း ကွင်း'), hot: true },
];

const TEAMS: readonly Names[] = [
  n('Harbour City', '港城', 'ဆိပ်ကမ်းမြို့'),
  n('Riverside Rovers', '河畔流浪者', 'မြစ်ကမ်း ရိုဗာ'),
  n('Mountain Lions', '山狮', 'တောင်ခြင်္သေ့'),
  n('Jade United', '翡翠联', 'ကျောက်စိမ်း ယူနိုက်တက်'),
  n('Golden Eagles', '金鹰', 'ရွှေလင်းယုန်'),
  n('Monsoon FC', '季风', 'မုတ်သုံ FC'),
  n('Lotus Athletic', '莲花竞技', 'ကြာ အက်သလက်တစ်'),
  n('Thunder Bay', '雷湾', 'မိုးကြိုး ပင်လယ်အော်'),
];
const SQUADS: readonly Names[] = [
  n('Nova Five', '新星五人组', 'နိုဗာ ငါး'),
  n('Iron Wolves', '铁狼', 'သံဝံပုလွေ'),
  n('Skyforge', '天炉', 'ကောင်းကင်ဖို'),
  n('Crimson Tide', '赤潮', 'နီရဲလှိုင်း'),
];
const COCKS = { meron: n('Meron', '龙方', 'မီရွန်'), wala: n('Wala', '凤方', 'ဝါလာ') };

/** The demo's fixtures around `now`: one of each sport in play, more later today, tomorrow and in three days; a fight every five minutes. */
export function demoSportsbookMatches(): DemoMatch[] {
  const matches: DemoMatch[] = [];
  const football: [string, number, number, number][] = [
    ['fpl', -25, 1.7, 1.0],
    ['fpl', 120, 1.4, 1.3],
    ['fpl', 24 * 60 + 60, 1.9, 0.9],
    ['gcc', -60, 1.2, 1.2],
    ['gcc', 180, 1.6, 1.1],
    ['gcc', 3 * 24 * 60, 1.3, 1.5],
  ];
  for (const [i, [league, startsIn, home, away]] of football.entries()) {
    matches.push({
      league,
      ref: `demo-fb-${i + 1}`,
      home: TEAMS[(2 * i) % TEAMS.length] as Names,
      away: TEAMS[(2 * i + 1) % TEAMS.length] as Names,
      startsIn,
      hot: i === 0 || i === 1,
      sim: { football: { home, away } },
    });
  }
  const esports: [string, number, 1 | 3 | 5, number][] = [
    ['moba-masters', -15, 3, 0.6],
    ['moba-masters', 240, 5, 0.5],
    ['tactical-cup', 90, 3, 0.45],
    ['tactical-cup', 24 * 60 + 120, 1, 0.55],
  ];
  for (const [i, [league, startsIn, bestOf, p]] of esports.entries()) {
    matches.push({
      league,
      ref: `demo-es-${i + 1}`,
      home: SQUADS[i % SQUADS.length] as Names,
      away: SQUADS[(i + 1) % SQUADS.length] as Names,
      startsIn,
      bestOf,
      hot: i === 0,
      sim: { esports: { mapWinProbability: p } },
    });
  }
  for (let i = 0; i < 12; i++) {
    matches.push({
      league: 'golden-spur',
      ref: `demo-cf-${i + 1}`,
      home: COCKS.meron,
      away: COCKS.wala,
      startsIn: 1 + 5 * i,
      fightNumber: i + 1,
      hot: i === 0,
      sim: {},
    });
  }
  return matches;
}

/** The seed's view of the book: the repository, the feed that prices a new fixture, the simulation's models. */
function demoBook(appDb: Kysely<Database>) {
  const repo = createSportsbookRepository(appDb);
  return {
    repo,
    feed: createSportsbookFeed({ repo, hub: createSportsbookHub() }),
    simulation: createSportsbookSimulation(DEFAULT_SPORTSBOOK_TIMING),
  };
}

/** Adds one simulated fixture (nothing when its feed ref exists), priced before kick-off. */
async function addDemoFixture(book: ReturnType<typeof demoBook>, merchantId: number, leagueId: number, demo: DemoMatch, startsAt: Date) {
  const spec = DEMO_SPORTSBOOK_LEAGUES.find((l) => l.code === demo.league) as DemoLeague;
  const sim = book.simulation.defaultSpec(spec.sport, `demo:${merchantId}:${demo.ref}`, demo.sim);
  await book.repo.db.transaction().execute(async (trx) => {
    const match = (await trx
      .insertInto('sportsbook_match')
      .values({
        merchant_id: merchantId,
        league_id: leagueId,
        sport: spec.sport,
        feed_ref: demo.ref,
        home_names: JSON.stringify(demo.home),
        away_names: JSON.stringify(demo.away),
        starts_at: startsAt,
        hot: demo.hot ?? false,
        detail: JSON.stringify(
          spec.sport === 'esports'
            ? { title: spec.title, bestOf: demo.bestOf ?? 3 }
            : spec.sport === 'cockfight'
              ? { fightNumber: demo.fightNumber ?? 1 }
              : {},
        ),
        sim: JSON.stringify(sim),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'feed_ref']).doNothing())
      .returningAll()
      .executeTakeFirst()) as MatchRow | undefined;
    if (match) await book.feed.setPrices(trx, match, book.simulation.prices(match, { phase: 'before' }));
  });
}

/** The league ids of the demo's league codes on a merchant. */
async function demoLeagueIds(book: ReturnType<typeof demoBook>, merchantId: number): Promise<Map<string, number>> {
  const leagues = await book.repo.leagues(merchantId);
  const ids = new Map<string, number>();
  for (const spec of DEMO_SPORTSBOOK_LEAGUES) {
    const league = leagues.find((l) => l.code === spec.code && l.sport === spec.sport);
    if (league) ids.set(spec.code, league.id);
  }
  return ids;
}

/**
 * The demo merchant's book: its leagues and simulated fixtures around `now`, priced before
 * kick-off (a match already under way is brought to where it stands by the driver's first pass),
 * and its rolling fixtures switched on (`demo_fixtures`: the book's loop keeps adding matches and
 * fights ahead, createDemoSportsbookSchedule). Adds only what is missing.
 */
export async function seedDemoSportsbook(appDb: Kysely<Database>, merchantId: number, now = new Date()): Promise<void> {
  const book = demoBook(appDb);
  const db = book.repo.db;
  for (const [sort, league] of DEMO_SPORTSBOOK_LEAGUES.entries()) {
    await db
      .insertInto('sportsbook_league')
      .values({
        merchant_id: merchantId,
        sport: league.sport,
        code: league.code,
        names: JSON.stringify(league.names),
        sort,
        hot: league.hot ?? false,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'sport', 'code']).doNothing())
      .execute();
  }
  await db
    .insertInto('sportsbook_settings')
    .values({ merchant_id: merchantId, ...DEMO_SETTINGS, demo_fixtures: true })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  const leagues = await demoLeagueIds(book, merchantId);
  for (const demo of demoSportsbookMatches()) {
    const leagueId = leagues.get(demo.league);
    if (leagueId) await addDemoFixture(book, merchantId, leagueId, demo, new Date(now.getTime() + demo.startsIn * 60_000));
  }
}

/** The demo's settings row: the book's defaults (sportsbook-settings.ts). */
const DEMO_SETTINGS = {
  min_stake: DEFAULT_SPORTSBOOK_SETTINGS.minStake,
  max_stake: DEFAULT_SPORTSBOOK_SETTINGS.maxStake,
  in_play_delay_ms: DEFAULT_SPORTSBOOK_SETTINGS.inPlayDelayMs,
};

/** The rolling fixtures of each demo sport: a grid of start times, how far ahead it is kept filled. */
const ROLLING: readonly { prefix: string; leagues: readonly string[]; everyMinutes: number; aheadMinutes: number; oneAtATime?: boolean }[] =
  [
    { prefix: 'fb', leagues: ['fpl', 'gcc'], everyMinutes: 90, aheadMinutes: 24 * 60 },
    { prefix: 'es', leagues: ['moba-masters', 'tactical-cup'], everyMinutes: 180, aheadMinutes: 24 * 60 },
    // One arena, one fight at a time: the grid starts a full interval after the latest fight (the seed's own included).
    { prefix: 'cf', leagues: ['golden-spur'], everyMinutes: 5, aheadMinutes: 60, oneAtATime: true },
  ];

/** The rolling fixture of grid slot `slot` (its start is `slot × every` minutes after the epoch); a fight has its number. */
function rollingFixture(prefix: string, league: string, slot: number, fightNumber: number): DemoMatch {
  const ref = `demo-${prefix}-r${slot}`;
  if (prefix === 'fb')
    return {
      league,
      ref,
      home: TEAMS[slot % TEAMS.length] as Names,
      away: TEAMS[(slot + 3) % TEAMS.length] as Names,
      startsIn: 0,
      hot: slot % 4 === 0,
      sim: { football: { home: 1.1 + (slot % 5) * 0.15, away: 0.9 + (slot % 3) * 0.2 } },
    };
  if (prefix === 'es')
    return {
      league,
      ref,
      home: SQUADS[slot % SQUADS.length] as Names,
      away: SQUADS[(slot + 1) % SQUADS.length] as Names,
      startsIn: 0,
      bestOf: ([3, 5, 3, 1] as const)[slot % 4],
      sim: { esports: { mapWinProbability: 0.4 + (slot % 5) * 0.05 } },
    };
  return { league, ref, home: COCKS.meron, away: COCKS.wala, startsIn: 0, fightNumber, sim: {} };
}

/**
 * Keeps a demo merchant's book filled (`sportsbook_settings.demo_fixtures`): football every 90
 * minutes and esports every 3 hours for the next day, a fight every 5 minutes for the next hour
 * (after the arena's latest fight, numbered on from it), on a fixed grid of start times, so every
 * process adds the same fixtures (one per feed ref) and a restart after a pause starts from now. The book's loop calls `extend` each pass; it looks at most
 * once a minute per merchant.
 */
export function createDemoSportsbookSchedule(appDb: Kysely<Database>) {
  const book = demoBook(appDb);
  const lookedAt = new Map<number, number>();
  /** The latest-starting fixture of some demo leagues (the arena's last fight). */
  const latestFixture = (leagues: Map<string, number>, codes: readonly string[], merchantId: number) => {
    const ids = codes.map((code) => leagues.get(code)).filter((id): id is number => id !== undefined);
    if (ids.length === 0) return Promise.resolve(undefined);
    return book.repo.db
      .selectFrom('sportsbook_match')
      .select(['starts_at', 'detail'])
      .where('merchant_id', '=', merchantId)
      .where('league_id', 'in', ids)
      .orderBy('starts_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  };
  return {
    async extend(merchantId: number, now: Date): Promise<void> {
      const minute = Math.floor(now.getTime() / 60_000);
      if (lookedAt.get(merchantId) === minute) return;
      lookedAt.set(merchantId, minute);
      const settings = await book.repo.db
        .selectFrom('sportsbook_settings')
        .select('demo_fixtures')
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      if (!settings?.demo_fixtures) return;
      const leagues = await demoLeagueIds(book, merchantId);
      for (const rolling of ROLLING) {
        const latest = rolling.oneAtATime ? await latestFixture(leagues, rolling.leagues, merchantId) : undefined;
        // After the latest fight, a full interval on; its number goes on from the latest fight's.
        const after = latest ? Math.ceil((latest.starts_at.getTime() / 60_000 + rolling.everyMinutes) / rolling.everyMinutes) : 0;
        // The grid's slots that start in [now, now + ahead): none in the past, even by seconds.
        const everyMs = rolling.everyMinutes * 60_000;
        const first = Math.max(Math.ceil(now.getTime() / everyMs), after);
        const last = Math.ceil((now.getTime() + rolling.aheadMinutes * 60_000) / everyMs) - 1;
        let fightNumber = Number((latest?.detail as { fightNumber?: number } | undefined)?.fightNumber ?? 0);
        for (let slot = first; slot <= last; slot++) {
          const league = rolling.leagues[slot % rolling.leagues.length] as string;
          const leagueId = leagues.get(league);
          if (!leagueId) continue;
          fightNumber += 1;
          await addDemoFixture(
            book,
            merchantId,
            leagueId,
            rollingFixture(rolling.prefix, league, slot, fightNumber),
            new Date(slot * rolling.everyMinutes * 60_000),
          );
        }
      }
    },
  };
}
