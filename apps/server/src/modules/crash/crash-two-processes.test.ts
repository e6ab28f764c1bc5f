import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { apiClient, createTestDatabase, freshIp, fund, testConfig } from '../../testing/index';
import { knownChain, prepareCrash, roundTransactions } from './crash.test-support';
import type { CrashTransition } from './crash-driver';
import { crashIds } from './crash-settings';

/**
 * Two apps on one database, as two server processes: both run the round loop, one drives. The
 * chain is FAIRNESS.md's seed with a salt whose six games all crash between 1.10 and 1.35, so the
 * test waits seconds, not minutes; the driver is killed mid-run and the other process carries on.
 */
type App = Awaited<ReturnType<typeof buildApp>>;
let database: DatabaseHandle;
const db = () => database.db;
let apps: App[] = [];
const transitions: CrashTransition[] = [];
let merchantId: number;

async function crashedCount(): Promise<number> {
  const row = await db()
    .selectFrom('crash_game')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('state', '=', 'crashed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  merchantId = (await db().selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow()).id;
  const members = await db().selectFrom('member').select(['id', 'username']).where('username', 'in', ['player01', 'member02']).execute();
  await prepareCrash(
    db(),
    merchantId,
    members.map((m) => m.id),
  );
  for (const m of members) await fund(db(), m.username, 100_000n);
  await knownChain(db(), merchantId, 'two-drivers-5925', 6);
  const config = testConfig({ crashTickMs: 20, crashBettingMs: 1_500, crashPauseMs: 100 });
  apps = [await buildApp(config, { database }), await buildApp(config, { database })];
  for (const app of apps) {
    await app.ready();
    app.crash.driver.onTransition((t) => transitions.push(t));
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

describe('crash across two processes', () => {
  it('crashes every game exactly once with one driver, hands over when the driver dies, and settles bets placed on either', async () => {
    const [a, b] = apps as [App, App];
    const apiA = apiClient(a, { merchant: 'FORTUNA' });
    const apiB = apiClient(b, { merchant: 'FORTUNA' });
    const login = async (username: string, password: string) =>
      (await apiA.encrypted('POST', '/wps/session/login', { type: 'username', username, password }, { 'x-forwarded-for': freshIp() })).body
        .value.token as string;
    const player = { authorization: `Bearer ${await login('player01', 'Player123')}` };
    const member = { authorization: `Bearer ${await login('member02', 'Member123')}` };
    // A visit starts the rounds.
    expect((await apiB.get('/wps/crash/state')).status).toBe(200);

    // Bets through both processes on the first game taking bets, a cash-out through the other one.
    const betting = await until('a game taking bets', async () => {
      const state = (await apiA.get('/wps/crash/state')).body.value;
      return state.game?.state === 'betting' ? state.game : undefined;
    });
    const bet1 = await apiA.post('/wps/crash/bet', { requestId: 'two-proc-a1', amount: '10.00' }, player);
    expect(bet1.status, JSON.stringify(bet1.body)).toBe(200);
    const bet2 = await apiB.post('/wps/crash/bet', { requestId: 'two-proc-b1', amount: '20.00', autoCashout: '1.05' }, member);
    expect(bet2.status, JSON.stringify(bet2.body)).toBe(200);
    await until('the game to run', async () => (await apiB.get('/wps/crash/state')).body.value.game?.state === 'running');
    const out = await apiB.post('/wps/crash/cashout', { requestId: 'two-proc-a2' }, player);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.value.status).toBe('cashed_out');
    await until(
      'the game to crash',
      async () =>
        (await db().selectFrom('crash_game').select('state').where('id', '=', BigInt(betting.gameId)).executeTakeFirst())?.state ===
        'crashed',
    );
    // Its auto cash-out at 1.05 came first. Read from the game itself: a cash-out call now would
    // ask about the next game, which a loaded machine may already have opened.
    const late = await db()
      .selectFrom('crash_bet')
      .innerJoin('member', 'member.id', 'crash_bet.member_id')
      .select(['crash_bet.status', 'crash_bet.cashout'])
      .where('crash_bet.game_id', '=', BigInt(betting.gameId))
      .where('member.username', '=', 'member02')
      .executeTakeFirstOrThrow();
    expect(late).toEqual({ status: 'cashed_out', cashout: 105 }); // hundredths

    await until('three games crashed', async () => (await crashedCount()) >= 3);
    // The driver dies without giving up its lease; the other process takes over when it runs out.
    const lease = await db()
      .selectFrom('crash_driver')
      .select('lease_owner')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const dying = apps.find((app) => app.crash.driver.owner === lease.lease_owner) as App;
    const survivor = apps.find((app) => app !== dying) as App;
    await dying.crash.driver.kill();
    await until('six games crashed', async () => (await crashedCount()) >= 6, 90_000);

    const games = await db().selectFrom('crash_game').selectAll().where('merchant_id', '=', merchantId).orderBy('id').execute();
    const crashedGames = games.filter((g) => g.state === 'crashed');
    expect(crashedGames.map((g) => g.game_index).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const game of crashedGames) {
      const moves = transitions.filter((t) => t.gameId === game.id);
      expect(moves.filter((t) => t.to === 'crashed')).toHaveLength(1);
      expect(moves.filter((t) => t.to === 'running')).toHaveLength(1);
      expect(moves.filter((t) => t.to === 'betting')).toHaveLength(1);
      expect(moves.find((t) => t.to === 'crashed')?.owner).toBe(game.crashed_by);
    }
    // One driver moves a game from start to end; only the game the death interrupted may have two.
    const handedOver = crashedGames.filter((g) => new Set(transitions.filter((t) => t.gameId === g.id).map((t) => t.owner)).size > 1);
    expect(handedOver.length).toBeLessThanOrEqual(1);
    // Games started after the death were moved by the survivor alone.
    const last = crashedGames.at(-1);
    expect(last?.crashed_by).toBe(survivor.crash.driver.owner);
    expect(last?.created_by).toBe(survivor.crash.driver.owner);

    // Each bet debited once and credited once.
    const ids = await db().selectFrom('member').select(['id', 'username']).where('username', 'in', ['player01', 'member02']).execute();
    for (const m of ids) {
      const rows = await roundTransactions(db(), crashIds.round(betting.gameId, m.id));
      expect(rows.filter((r) => r.kind === 'debit')).toHaveLength(1);
      expect(rows.filter((r) => r.kind === 'credit')).toHaveLength(1);
    }
    const memberRows = await roundTransactions(db(), crashIds.round(betting.gameId, ids.find((m) => m.username === 'member02')!.id));
    expect(memberRows.find((r) => r.kind === 'credit')?.amount).toBe(2100n);
  }, 180_000);
});
