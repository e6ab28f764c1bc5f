import { MODULE_IDS } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, type TestApp } from '../../testing/index';

/** newbie01's password is still the one its agent gave (seed), so the forced change applies to it. */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string) =>
  api.encrypted('POST', '/wps/session/login', { type: 'username', username, password }, { 'x-forwarded-for': freshIp() });
const setPaymentPassword = (token: string, loginPassword: string) =>
  api.encrypted(
    'POST',
    '/wps/member/paymentPassword',
    { loginPassword, paymentPassword: '135790', confirmPaymentPassword: '135790' },
    { authorization: token },
  );
const setModule = (modId: string, enabled: boolean) =>
  t.database.db.updateTable('merchant_module').set({ enabled }).where('mod_id', '=', modId).execute();

describe('the forced password change is enforced by the server', () => {
  it('refuses every call but the change, logout and member info until the password is changed', async () => {
    const first = await login('newbie01', 'Welcome123');
    expect(first.body.value.forceChangePassword).toBe(true);
    const token = first.body.value.token as string;

    const refused = await setPaymentPassword(token, 'Welcome123');
    expect(refused).toMatchObject({ status: 403, body: { success: false, message: 'password_change_required' } });
    const stored = await t.database.db
      .selectFrom('member')
      .select('payment_password_hash')
      .where('username', '=', 'newbie01')
      .executeTakeFirstOrThrow();
    expect(stored.payment_password_hash).toBeNull();
    for (const path of ['/wps/member/accountRecord', '/wps/member/bankAccounts', '/wps/agent/contracts/consolidated'])
      expect((await api.get(path, { authorization: token })).body.message, path).toBe('password_change_required');

    // What the change screen needs keeps answering.
    expect((await api.get('/wps/member/info', { authorization: token })).status).toBe(200);

    const changed = await api.encrypted(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Welcome123', newPassword: 'Chosen123', confirmNewPassword: 'Chosen123' },
      { authorization: token },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fresh = changed.body.value.token as string;
    expect((await setPaymentPassword(fresh, 'Chosen123')).status).toBe(200);
  });

  it('lets a member who must change log out', async () => {
    await t.database.db.updateTable('member').set({ password_is_default: true }).where('username', '=', 'newbie01').execute();
    const token = (await login('newbie01', 'Chosen123')).body.value.token as string;
    expect((await api.delete('/wps/session/logout', { authorization: token })).status).toBe(200);
    expect((await api.get('/wps/member/info', { authorization: token })).body.message).toBe('session_expired');
  });

  it('does not gate anything when the forced change module is off', async () => {
    await setModule(MODULE_IDS.forcedPasswordChange, false);
    try {
      const token = (await login('newbie01', 'Chosen123')).body.value.token as string;
      expect((await api.get('/wps/member/bankAccounts', { authorization: token })).status).toBe(200);
    } finally {
      await setModule(MODULE_IDS.forcedPasswordChange, true);
    }
  });
});
