import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, SIMULATOR_IN_PRODUCTION } from '../../config';
import { apiClient, buildTestApp, freshIp, type TestApp } from '../../testing/index';

// Issue 15 item 8: the payment simulator credits a deposit nobody paid, so it is a demo gateway:
// mounted only when the operator turns it on, never in production, and only the member who made
// the order may "pay" it.
let on: TestApp;
let off: TestApp;

async function login(app: TestApp, username: string, password: string): Promise<string> {
  const reply = await apiClient(app.app).encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token as string;
}

beforeAll(async () => {
  on = await buildTestApp({ config: { paymentSimulator: true } });
  off = await buildTestApp({ config: { paymentSimulator: false } });
});
afterAll(async () => {
  await on?.close();
  await off?.close();
});

describe('the payment simulator', () => {
  it('pays an order only with the session of the member who made it', async () => {
    const api = apiClient(on.app);
    const owner = { authorization: await login(on, 'member02', 'Member123') };
    const other = { authorization: await login(on, 'player01', 'Player123') };
    const balance = async () => (await api.get('/wps/v2/wallets/balance', owner)).body.value.balance as string;
    const channels = await api.get('/wps/cashier/deposit/channels', owner);
    expect(channels.body.value.find((c: { code: string }) => c.code === 'FORTUNA_PAY')?.test).toBe(true);
    const created = (await api.post('/wps/cashier/deposit', { channel: 'FORTUNA_PAY', amount: '700', requestId: 'sim-pay-0001' }, owner))
      .body.value;
    const before = await balance();

    const anonymous = await api.post(created.payUrl, { outcome: 'PAID' });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, 'not_logged_in']);
    const form = await on.app.inject({
      method: 'POST',
      url: created.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=PAID',
    });
    expect(form.statusCode).toBe(401);
    const stranger = await api.post(created.payUrl, { outcome: 'PAID' }, other);
    expect([stranger.status, stranger.body.message]).toEqual([404, 'not_found']);
    expect(await balance()).toBe(before);

    const paid = await api.post(created.payUrl, { outcome: 'PAID' }, owner);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(Number(await balance()) - Number(before)).toBe(700);
  });

  it('is not mounted, nor offered, unless the operator turns it on', async () => {
    const api = apiClient(off.app);
    const owner = { authorization: await login(off, 'member02', 'Member123') };
    const channels = await api.get('/wps/cashier/deposit/channels', owner);
    expect(channels.status).toBe(200);
    expect(channels.body.value.map((c: { code: string }) => c.code)).not.toContain('FORTUNA_PAY');
    const refused = await api.post('/wps/cashier/deposit', { channel: 'FORTUNA_PAY', amount: '700', requestId: 'sim-pay-0002' }, owner);
    expect([refused.status, refused.body.message]).toEqual([404, 'deposit_channel_not_found']);
    expect(
      (await off.app.inject({ method: 'POST', url: '/wps/cashier/simulator/SIM-0123456789ABCDEF', payload: { outcome: 'PAID' } }))
        .statusCode,
    ).toBe(404);
    expect((await off.app.inject('/wps/cashier/simulator/SIM-0123456789ABCDEF')).statusCode).toBe(404);
  });

  it('is off by default and refused in production', () => {
    expect(loadConfig({}).paymentSimulator).toBe(false);
    expect(loadConfig({ PAYMENT_SIMULATOR: 'true' }).paymentSimulator).toBe(true);
    expect(() => loadConfig({ PAYMENT_SIMULATOR: 'true', NODE_ENV: 'production' })).toThrow(SIMULATOR_IN_PRODUCTION);
    expect(loadConfig({ NODE_ENV: 'production' }).paymentSimulator).toBe(false);
  });
});
