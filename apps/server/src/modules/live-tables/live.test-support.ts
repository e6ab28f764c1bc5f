import type { LotteryWallet } from '@fortuna/bgs/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SiteContext } from '../../http/site-context';
import { fund } from '../../testing/index';
import type { AuthContext } from '../auth/auth.service';
import { openSessions } from '../lottery/lottery.test-support';
import { createLiveService } from './live.service';
import { createLiveDriver } from './live-driver';
import { createLiveHub } from './live-hub';
import { DEFAULT_LIVE_TIMING, type LiveTiming } from './live-settings';
import { createLiveRepository } from './live-tables.repository';
import { createLiveViews } from './live-views';

/** Members made for a test or the bench (no password: they never log in), funded, with a provider session of each live game. */
export async function makeLiveMembers(
  db: Kysely<Database>,
  merchantId: number,
  prefix: string,
  count: number,
  funds = 1_000_000n,
  gameCodes?: string[],
) {
  let query = db.selectFrom('game').select('id').where('vendor_code', '=', 'BGS').where('category_code', '=', 'LIVE');
  if (gameCodes) query = query.where('game_code', 'in', gameCodes);
  const games = await query.execute();
  const members: AuthContext[] = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}${String(i).padStart(4, '0')}`;
    const row = await db
      .insertInto('member')
      .values({ merchant_id: merchantId, username, nickname: username, type: 0, password_hash: 'x' })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
    await fund(db, username, funds);
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

/** The demo merchant as a call's site. */
export async function liveSite(db: Kysely<Database>): Promise<SiteContext> {
  const merchant = await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  return { merchant, language: 'en', device: 'web' } as unknown as SiteContext;
}

/** A service and a driver over one database, as one process, with the test's clock and wallet. */
export function liveProcess(
  db: Kysely<Database>,
  wallet: LotteryWallet,
  options: { owner?: string; clock?: () => Date; timing?: Partial<LiveTiming>; onError?: (e: unknown) => void } = {},
) {
  const repo = createLiveRepository(db);
  const hub = createLiveHub();
  const views = createLiveViews(repo);
  const timing = { ...DEFAULT_LIVE_TIMING, ...options.timing };
  const events: { room: string; event: string; payload: unknown }[] = [];
  hub.setEmitter((room, event, payload) => events.push({ room, event, payload }));
  const driver = createLiveDriver({
    repo,
    wallet,
    hub,
    views,
    timing,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.owner ? { owner: options.owner } : {}),
    onError: options.onError ?? ((e) => console.error(e)),
  });
  const service = createLiveService({
    repo,
    wallet,
    sessions: { ensure: async () => {} },
    hub,
    views,
    timing,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return { repo, driver, service, events, timing };
}

/** Provider wallet transactions of a member round, by kind. */
export function liveTransactions(db: Kysely<Database>, roundId: string) {
  return db.selectFrom('provider_transaction').select(['kind', 'amount', 'txn_id']).where('round_id', '=', roundId).execute();
}
