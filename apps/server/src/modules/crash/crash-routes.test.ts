import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';

/** The HTTP calls as the page makes them: a real login, the catalogue's Crash, the driver stepped by hand. */
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

describe('crash calls', () => {
  it('shows the state to guests, takes a bet through the catalogue game, lists the member history', async () => {
    const guest = await api.get('/wps/crash/state');
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    expect(guest.body.value.limits).toEqual({ minBet: '1.00', maxBet: '10000.00', maxWin: '1000000.00' });
    await t.app.crash.driver.tick();
    const state = await api.get('/wps/crash/state', auth);
    expect(state.body.value.game.state).toBe('betting');
    expect(state.body.value.chain.terminalHash).toMatch(/^[0-9a-f]{64}$/);
    const bet = await api.post('/wps/crash/bet', { requestId: 'route-test-1', amount: '10.00', autoCashout: '2.50' }, auth);
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect(bet.body.value).toMatchObject({ amount: '10.00', autoCashout: '2.50', status: 'active', player: 'pl****01' });
    const history = await api.get('/wps/crash/history?pageNo=1&pageSize=10', auth);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.value.total).toBe(1);
    expect((await api.get('/wps/crash/history')).status).toBe(401);
    const bad = await api.post('/wps/crash/bet', { requestId: 'route-test-2', amount: '10.00', autoCashout: '1.00' }, auth);
    expect(bad.status).toBe(400);
  });
});
