import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { apiClient, createTestDatabase, freshIp, fund, testConfig } from '../../testing/index';
import { liveTransactions } from './live.test-support';
import type { LiveTransition } from './live-driver';
import { liveIds } from './live-settings';

/**
 * Two apps on one database, as two server processes: both run the round loop, one drives. Members
 * bet through both; every round is opened, dealt and settled once; the driver is killed and the
 * other process carries on; each member round is debited and credited once.
 */
type App = Awaited<ReturnType<typeof buildApp>>;
let database: DatabaseHandle;
const db = () => database.db;
let apps: App[] = [];
const transitions: LiveTransition[] = [];

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const live = () =>
  db().withTables<{ live_round: { id: bigint; table_id: number; phase: string; settled_by: string | null; created_by: string } }>();

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  for (const name of ['player01', 'member02']) await fund(db(), name, 1_000_000n);
  // One table plays, so the test watches one loop.
  await db()
    .withTables<{ live_house_table: { code: string; enabled: boolean } }>()
    .updateTable('live_house_table')
    .set({ enabled: false })
    .where('code', '<>', 'dragon-tiger-1')
    .execute();
  const config = testConfig({ liveTickMs: 20, liveBettingMs: 1_500, liveResultMs: 100 });
  apps = [await buildApp(config, { database }), await buildApp(config, { database })];
  for (const app of apps) {
    await app.ready();
    app.liveTables.driver.onTransition((t) => transitions.push(t));
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

describe('live tables across two processes', () => {
  it('moves every round once with one driver, hands over when it dies, and settles bets placed on either', async () => {
    const [a, b] = apps as [App, App];
    const apiA = apiClient(a, { merchant: 'FORTUNA' });
    const apiB = apiClient(b, { merchant: 'FORTUNA' });
    const login = async (username: string, password: string) =>
      (await apiA.encrypted('POST', '/wps/session/login', { type: 'username', username, password }, { 'x-forwarded-for': freshIp() })).body
        .value.token as string;
    const player = { authorization: `Bearer ${await login('player01', 'Player123')}` };
    const member = { authorization: `Bearer ${await login('member02', 'Member123')}` };
    const list = await apiB.get('/wps/relay/GLS2_roomList');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const tableId = list.body.value[0].tableId as number;
    expect(list.body.value.map((t: { gameCode: string }) => t.gameCode)).toEqual(['dragon-tiger']);

    const round = await until('a round taking bets', async () => {
      const state = (await apiA.get(`/wps/live/tables/${tableId}`)).body.value;
      return state.round?.phase === 'betting' && Date.parse(state.round.bettingEndsAt) - Date.now() > 700 ? state.round : undefined;
    });
    const betA = await apiA.post(
      `/wps/live/tables/${tableId}/bets`,
      { requestId: 'two-proc-a1', roundId: round.roundId, spots: { dragon: '10.00' } },
      player,
    );
    expect(betA.status, JSON.stringify(betA.body)).toBe(200);
    const betB = await apiB.post(
      `/wps/live/tables/${tableId}/bets`,
      { requestId: 'two-proc-b1', roundId: round.roundId, spots: { tiger: '20.00', tie: '10.00' } },
      member,
    );
    expect(betB.status, JSON.stringify(betB.body)).toBe(200);
    // A replay through the other process answers the same.
    const replay = await apiB.post(
      `/wps/live/tables/${tableId}/bets`,
      { requestId: 'two-proc-a1', roundId: round.roundId, spots: { dragon: '10.00' } },
      player,
    );
    expect(replay.body.value).toEqual(betA.body.value);
    const bad = await apiA.post(`/wps/live/tables/${tableId}/bets`, { requestId: 'bad', roundId: round.roundId, spots: {} }, player);
    expect(bad.status).toBe(400);

    const settledCount = async () =>
      Number(
        (
          await live()
            .selectFrom('live_round')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('phase', '=', 'settled')
            .executeTakeFirstOrThrow()
        ).n,
      );
    await until('three rounds settled', async () => (await settledCount()) >= 3);
    const lease = await db()
      .withTables<{ live_driver: { merchant_id: number; lease_owner: string | null } }>()
      .selectFrom('live_driver')
      .select('lease_owner')
      .executeTakeFirstOrThrow();
    const dying = apps.find((app) => app.liveTables.driver.owner === lease.lease_owner) as App;
    const survivor = apps.find((app) => app !== dying) as App;
    await dying.liveTables.driver.kill();
    await until('six rounds settled', async () => (await settledCount()) >= 6, 90_000);

    const rounds = await live().selectFrom('live_round').selectAll().where('phase', '=', 'settled').orderBy('id').execute();
    for (const r of rounds) {
      const moves = transitions.filter((t) => t.roundId === r.id);
      for (const to of ['betting', 'dealing', 'settled'] as const) expect(moves.filter((t) => t.to === to)).toHaveLength(1);
    }
    expect(rounds.at(-1)?.settled_by).toBe(survivor.liveTables.driver.owner);
    expect(rounds.at(-1)?.created_by).toBe(survivor.liveTables.driver.owner);

    const ids = await db().selectFrom('member').select(['id', 'username']).where('username', 'in', ['player01', 'member02']).execute();
    for (const m of ids) {
      const rows = await liveTransactions(db(), liveIds.round(round.roundId, m.id));
      expect(rows.filter((r) => r.kind === 'debit')).toHaveLength(1);
      expect(rows.filter((r) => r.kind === 'credit')).toHaveLength(1);
    }
    const history = await apiA.get(`/wps/live/tables/${tableId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.value.rounds.length).toBeGreaterThanOrEqual(6);
  }, 180_000);
});
