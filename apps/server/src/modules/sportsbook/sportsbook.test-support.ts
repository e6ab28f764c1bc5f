import type { LotteryWallet } from '@fortuna/bgs/engine';
import type { FeedMessage, MatchResult } from '@fortuna/sportsbook';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SiteContext } from '../../http/site-context';
import { seedSportsbookVendor } from '../../seed/sportsbook';
import { fund } from '../../testing/index';
import type { AuthContext } from '../auth/auth.service';
import { openSessions } from '../lottery/lottery.test-support';
import type { InHouseWallet } from '../lottery/lottery-wallet';
import { createSportsbookRepository } from './sportsbook.repository';
import { createSportsbookService } from './sportsbook.service';
import { createSportsbookAcceptance } from './sportsbook-accept';
import { createSportsbookDriver } from './sportsbook-driver';
import { createSportsbookFeed } from './sportsbook-feed';
import { createSportsbookHub } from './sportsbook-hub';
import { DEFAULT_SPORTSBOOK_TIMING, SPORTSBOOK_VENDOR, type SportsbookTiming } from './sportsbook-settings';
import { createSportsbookSettlement } from './sportsbook-settle';
import { createSportsbookSimulation } from './sportsbook-simulator';
import { createSportsbookViews } from './sportsbook-views';

/** The demo merchant as a call's site (its vendor FSB seeded). */
export async function sportsbookSite(db: Kysely<Database>): Promise<SiteContext> {
  const merchant = await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  await seedSportsbookVendor(db, merchant.id);
  return { merchant, language: 'en', device: 'web' } as unknown as SiteContext;
}

/** Members made for a test or the bench (they never log in), funded, with a provider session of each FSB game. */
export async function makeSportsbookMembers(db: Kysely<Database>, merchantId: number, prefix: string, count: number, funds = 1_000_000n) {
  const games = await db.selectFrom('game').select('id').where('vendor_code', '=', SPORTSBOOK_VENDOR).execute();
  const members: AuthContext[] = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}${String(i).padStart(4, '0')}`;
    const row = await db
      .insertInto('member')
      .values({ merchant_id: merchantId, username, nickname: username, type: 0, password_hash: 'x' })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
    if (funds > 0n) await fund(db, username, funds);
    members.push({ member: row } as unknown as AuthContext);
  }
  for (const game of games)
    await openSessions(
      db,
      members.map((m) => m.member.id),
      game.id,
    );
  return members;
}

/** The book over one database, as one process, with the test's clock and wallet. */
export function sportsbookProcess(
  db: Kysely<Database>,
  wallet: LotteryWallet & Pick<InHouseWallet, 'resettle'>,
  options: { owner?: string; clock?: () => Date; timing?: Partial<SportsbookTiming>; onError?: (e: unknown) => void } = {},
) {
  const clock = options.clock ?? (() => new Date());
  const onError = options.onError ?? ((e: unknown) => console.error(e));
  const timing = { ...DEFAULT_SPORTSBOOK_TIMING, ...options.timing };
  const repo = createSportsbookRepository(db);
  const hub = createSportsbookHub();
  const events: { room: string; event: string; payload: unknown }[] = [];
  hub.setEmitter((room, event, payload) => events.push({ room, event, payload }));
  const views = createSportsbookViews(repo);
  const feed = createSportsbookFeed({ repo, hub, clock });
  const simulation = createSportsbookSimulation(timing);
  const settlement = createSportsbookSettlement({ repo, wallet, clock, onError });
  const acceptance = createSportsbookAcceptance({ repo, wallet, clock, onError });
  const driver = createSportsbookDriver({
    repo,
    feed,
    simulation,
    acceptance,
    settlement,
    timing,
    clock,
    onError,
    ...(options.owner ? { owner: options.owner } : {}),
  });
  const service = createSportsbookService({
    repo,
    wallet,
    sessions: { ensure: async () => {} },
    hub,
    views,
    acceptance,
    settlement,
    clock,
  });
  return { repo, feed, simulation, settlement, acceptance, driver, service, events, timing };
}

export type SportsbookProcess = ReturnType<typeof sportsbookProcess>;

let fixtures = 0;

/**
 * A fixture announced through the feed with prices (selection key → odds in thousandths), and
 * made live when asked. Answers its match id and feed ref.
 */
export async function feedFixture(
  p: SportsbookProcess,
  merchantId: number,
  input: {
    sport?: 'football' | 'esports' | 'cockfight';
    prices: Record<string, number>;
    live?: boolean;
    startsAt?: Date;
    at?: Date;
  },
): Promise<{ matchId: bigint; ref: string }> {
  fixtures += 1;
  const ref = `t-${Date.now().toString(36)}-${fixtures}`;
  const at = (input.at ?? new Date()).toISOString();
  const sport = input.sport ?? 'football';
  const base = {
    fixtureId: ref,
    league: { id: `test-${sport}`, name: `Test ${sport}` },
    home: { id: `${ref}-h`, name: `Home ${fixtures}` },
    away: { id: `${ref}-a`, name: `Away ${fixtures}` },
    startTime: (input.startsAt ?? new Date(Date.now() + 3_600_000)).toISOString(),
  };
  const fixture: FeedMessage =
    sport === 'esports'
      ? { type: 'fixture', at, fixture: { sport, ...base, title: 'moba', bestOf: 3 } }
      : sport === 'cockfight'
        ? { type: 'fixture', at, fixture: { sport, ...base, fightNumber: fixtures } }
        : { type: 'fixture', at, fixture: { sport, ...base } };
  const made = await p.feed.apply(merchantId, fixture);
  await p.feed.apply(merchantId, {
    type: 'odds',
    fixtureId: ref,
    at,
    prices: Object.entries(input.prices).map(([selectionKey, oddsMilli]) => ({ selectionKey, oddsMilli })),
  });
  if (input.live) await p.feed.apply(merchantId, { type: 'status', fixtureId: ref, at, status: 'live' });
  return { matchId: made?.matchId as bigint, ref };
}

/** Sends a feed message about a fixture, stamped now. */
export function feedSend(p: SportsbookProcess, merchantId: number, ref: string, message: Record<string, unknown>) {
  return p.feed.apply(merchantId, { fixtureId: ref, at: new Date().toISOString(), ...message } as FeedMessage);
}

/** Enters a result (version `version`) through the feed. */
export function feedResult(p: SportsbookProcess, merchantId: number, ref: string, result: MatchResult, version: number) {
  return feedSend(p, merchantId, ref, { type: 'result', version, result });
}

/** Provider wallet transactions of a bet's round, by kind. */
export function betTransactions(db: Kysely<Database>, roundId: string) {
  return db.selectFrom('provider_transaction').select(['kind', 'amount', 'txn_id']).where('round_id', '=', roundId).orderBy('id').execute();
}
