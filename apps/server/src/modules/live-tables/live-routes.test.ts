import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';

/** The HTTP calls as the pages make them: a real login, the seeded tables, the driver stepped by hand. */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { 'x-forwarded-for': freshIp() },
  );
  auth = { authorization: `Bearer ${login.body.value.token}` };
  await fund(t.database.db, 'player01', 100_000n);
});
afterAll(async () => t?.close());

describe('live table calls', () => {
  it('lists tables to guests, shows a table, takes a member’s bet and refuses bad input with codes', async () => {
    const list = await api.get('/wps/relay/GLS2_roomList?gameCode=baccarat', { language: 'zh' });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.value.map((t: { name: string; variant: string }) => [t.name, t.variant])).toEqual([
      ['百家乐 1', 'standard'],
      ['百家乐 2 · 免佣', 'no-commission'],
    ]);
    expect((await api.get('/wps/relay/GLS2_roomList?gameCode=NOT%20A%20CODE')).status).toBe(400);
    await t.app.liveTables.driver.tick();
    const tableId = list.body.value[0].tableId as number;
    const state = await api.get(`/wps/live/tables/${tableId}`, auth);
    expect(state.status, JSON.stringify(state.body)).toBe(200);
    expect(state.body.value).toMatchObject({ round: { phase: 'betting' }, myRound: null, lastBet: null, previousShoe: null });
    const roundId = state.body.value.round.roundId as string;
    const bet = await api.post(
      `/wps/live/tables/${tableId}/bets`,
      { requestId: 'route-live-1', roundId, spots: { banker: '20.00' } },
      auth,
    );
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect(bet.body.value).toMatchObject({ roundId, myRound: { spots: { banker: '20.00' }, total: '20.00', payout: null } });
    expect((await api.get(`/wps/live/tables/${tableId}`, auth)).body.value.myRound.total).toBe('20.00');

    const post = (body: object, headers: Record<string, string> = auth) => api.post(`/wps/live/tables/${tableId}/bets`, body, headers);
    expect((await post({ requestId: 'route-live-2', roundId, spots: { banker: '20.00' } }, {})).status).toBe(401);
    expect(await post({ requestId: 'route-live-3', roundId, spots: { dragon: '20.00' } })).toMatchObject({
      status: 400,
      body: { message: 'live_spot_invalid' },
    });
    expect(await post({ requestId: 'route-live-4', roundId: '1', spots: {} })).toMatchObject({ status: 400 });
    expect(await post({ requestId: 'route-live-5', roundId, spots: { banker: '-1' } })).toMatchObject({ status: 400 });
    expect(await api.get('/wps/live/tables/999999')).toMatchObject({ status: 404, body: { message: 'live_table_not_found' } });
    expect((await api.get(`/wps/live/tables/${tableId}/history?limit=5`)).status).toBe(200);
    expect((await api.get(`/wps/live/tables/${tableId}/history?limit=0`)).status).toBe(400);
  });
});
