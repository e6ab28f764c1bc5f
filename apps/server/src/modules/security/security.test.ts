import { MODULE_IDS } from '@fortuna/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, buildTestApp, freshIp, lastCode, operatorToken, type TestApp } from '../../testing/index';
import { totpCode } from '../ops/totp';
import { deviceOf } from './user-agent';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const login = (username: string, password: string, extra: Record<string, unknown> = {}, ip = freshIp()) =>
  api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password, ...extra },
    { 'x-forwarded-for': ip, 'user-agent': CHROME_ANDROID },
  );
const tokenOf = async (username: string, password: string, ip?: string) => {
  const reply = await login(username, password, {}, ip);
  expect(reply.status).toBe(200);
  return reply.body.value.token as string;
};

/** Moves the clock the TOTP checks read (only Date: the database keeps its own). */
function setClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: ms });
}

async function enableTwoFactor(token: string, now: number) {
  const setup = await api.post('/wps/security/2fa/setup', {}, { authorization: token });
  expect(setup.status).toBe(200);
  const secret = setup.body.value.secret as string;
  expect(setup.body.value.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  setClock(now);
  const enabled = await api.post('/wps/security/2fa/enable', { code: totpCode(secret, now) }, { authorization: token });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.value.recoveryCodes as string[] };
}

describe('two-factor sign-in', () => {
  it('asks for the TOTP code after the password; a code and a recovery code are each good once', async () => {
    const start = Date.UTC(2026, 10, 27, 12, 0, 0);
    const token = await tokenOf('member02', 'Member123');
    const { secret, recoveryCodes } = await enableTwoFactor(token, start);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The secret is never answered again.
    const overview = await api.get('/wps/security', { authorization: token });
    expect(overview.body.value).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(overview.body.value)).not.toContain(secret);

    const asked = await login('member02', 'Member123');
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ message: 'totp_required', value: { twoFactor: true } });

    // The enabling code's step is spent; the next step's code logs in once.
    setClock(start + 30_000);
    const code = totpCode(secret, start + 30_000);
    expect((await login('member02', 'Member123', { twoFactorCode: code })).status).toBe(200);
    expect((await login('member02', 'Member123', { twoFactorCode: code })).body.message).toBe('totp_incorrect');
    // One step either side of now is accepted (a clock a little off), but not two.
    setClock(start + 90_000);
    expect((await login('member02', 'Member123', { twoFactorCode: totpCode(secret, start + 120_000) })).status).toBe(200);
    setClock(start + 300_000);
    expect((await login('member02', 'Member123', { twoFactorCode: totpCode(secret, start + 390_000) })).body.message).toBe(
      'totp_incorrect',
    );

    const recovery = recoveryCodes[0] as string;
    expect((await login('member02', 'Member123', { twoFactorCode: recovery.toUpperCase() })).status).toBe(200);
    expect((await login('member02', 'Member123', { twoFactorCode: recovery })).body.message).toBe('totp_incorrect');
    expect((await api.get('/wps/security', { authorization: token })).body.value.recoveryCodesLeft).toBe(9);

    // Turning it off needs proof; then the password alone logs in again.
    const wrong = await api.encrypted('POST', '/wps/security/2fa/disable', { password: 'nope' }, { authorization: token });
    expect(wrong.body.message).toBe('old_password_incorrect');
    const off = await api.encrypted('POST', '/wps/security/2fa/disable', { password: 'Member123' }, { authorization: token });
    expect(off.status).toBe(200);
    expect((await login('member02', 'Member123')).status).toBe(200);
  });

  it('asks an SMS login for the two-factor code too, and spends the SMS code only when both are right', async () => {
    const now = Date.UTC(2026, 10, 27, 14, 0, 0);
    const token = await tokenOf('member02', 'Member123');
    const { secret } = await enableTwoFactor(token, now);
    const mobile = { countryDialingCode: '95', mobileNum: '9420000003' };
    const ip = freshIp();
    expect((await api.post('/wps/verification/sms/noLogin', mobile, { 'x-forwarded-for': ip })).status).toBe(200);
    const code = await lastCode(t.database.db, '+959420000003');
    const smsLogin = (extra: Record<string, unknown> = {}) =>
      api.encrypted('POST', '/wps/session/login', { type: 'sms', ...mobile, verificationCode: code, ...extra }, { 'x-forwarded-for': ip });

    const asked = await smsLogin();
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ message: 'totp_required', value: { twoFactor: true } });
    expect((await smsLogin({ twoFactorCode: '000000' })).body.message).toBe('totp_incorrect');
    setClock(now + 30_000);
    const ok = await smsLogin({ twoFactorCode: totpCode(secret, now + 30_000) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // Now the SMS code is spent.
    setClock(now + 60_000);
    expect((await smsLogin({ twoFactorCode: totpCode(secret, now + 60_000) })).body.message).toBe('verification_code_invalid');
    expect((await api.encrypted('POST', '/wps/security/2fa/disable', { password: 'Member123' }, { authorization: token })).status).toBe(
      200,
    );
  });

  it('limits the tries of a code', async () => {
    const now = Date.UTC(2026, 10, 27, 13, 0, 0);
    const token = await tokenOf('member04', 'Member123');
    await enableTwoFactor(token, now);
    const replies = [];
    for (let i = 0; i < 6; i += 1) replies.push(await login('member04', 'Member123', { twoFactorCode: '000000' }));
    expect(replies.slice(0, 4).every((r) => r.body.message === 'totp_incorrect')).toBe(true);
    expect(replies.at(-1)?.status).toBe(429);
  });

  it('refuses a malformed enabling code with 400 and an enable without setup with 409', async () => {
    const token = await tokenOf('member03', 'Member123');
    expect((await api.post('/wps/security/2fa/enable', { code: 'abc' }, { authorization: token })).status).toBe(400);
    expect((await api.post('/wps/security/2fa/enable', { code: '123456' }, { authorization: token })).status).toBe(409);
  });
});

describe('new-address verification methods', () => {
  const ops = async (methods: string[]) => {
    const token = await operatorToken(t.database.db);
    const reply = await api.put('/ops/site/new-ip-methods', { methods }, { authorization: token });
    expect(reply.status).toBe(200);
  };

  it('asks for the methods the operator allows and the member can use', async () => {
    const db = t.database.db;
    await db.updateTable('merchant_module').set({ enabled: true }).where('mod_id', '=', MODULE_IDS.newIpVerification).execute();
    await db.updateTable('member').set({ payee_name: 'Aung Kyaw' }).where('username', '=', 'player01').execute();
    const home = '203.0.113.20';

    // Default (never set): SMS and email, as before.
    const first = await login('player01', 'Player123');
    expect(first.body).toMatchObject({ message: 'new_ip_verification_required', value: { ipVerification: ['sms', 'email'] } });

    await ops(['realName']);
    const asked = await login('player01', 'Player123');
    expect(asked.body.value.ipVerification).toEqual(['realName']);
    const wrong = await login('player01', 'Player123', { ipVerificationMethod: 'realName', ipVerificationCode: 'Someone Else' });
    expect(wrong.body.message).toBe('real_name_incorrect');
    const right = await login('player01', 'Player123', { ipVerificationMethod: 'realName', ipVerificationCode: ' aung  kyaw ' });
    expect(right.status).toBe(200);

    // Google: the authenticator's code, only for a member with two-factor; it then stands for the second step too.
    await ops(['google']);
    expect((await login('player01', 'Player123')).status).toBe(200); // no method the member can use: not asked
    const now = Date.UTC(2026, 10, 27, 14, 0, 0);
    const { secret } = await enableTwoFactor(await tokenOf('player01', 'Player123', home), now);
    expect((await login('player01', 'Player123')).body.value.ipVerification).toEqual(['google']);
    setClock(now + 30_000);
    const google = await login('player01', 'Player123', {
      ipVerificationMethod: 'google',
      ipVerificationCode: totpCode(secret, now + 30_000),
    });
    expect(google.status).toBe(200);
    // From a known address only the second step is asked.
    expect((await login('player01', 'Player123', {}, home)).body.message).toBe('totp_required');

    await ops([]);
    expect((await login('player01', 'Player123')).body.message).toBe('totp_required');
    const audit = await db.selectFrom('audit_log').select('action').where('action', '=', 'site.new_ip_methods').execute();
    expect(audit.length).toBeGreaterThanOrEqual(3);
    await db.updateTable('merchant_module').set({ enabled: false }).where('mod_id', '=', MODULE_IDS.newIpVerification).execute();
  });

  it('rejects an unknown method with 400', async () => {
    const token = await operatorToken(t.database.db);
    expect((await api.put('/ops/site/new-ip-methods', { methods: ['carrier-pigeon'] }, { authorization: token })).status).toBe(400);
  });
});

describe('sessions and login history', () => {
  it('lists live sessions, this one marked, and logs the others out', async () => {
    const one = await tokenOf('subagent01', 'Agent1234');
    const two = await tokenOf('subagent01', 'Agent1234');
    const list = await api.get('/wps/security/sessions', { authorization: two });
    expect(list.status).toBe(200);
    expect(list.body.value.length).toBeGreaterThanOrEqual(2);
    expect(list.body.value.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const out = await api.post('/wps/security/sessions/logout-others', {}, { authorization: two });
    expect(out.body.value.revoked).toBeGreaterThanOrEqual(1);
    expect((await api.get('/wps/security', { authorization: one })).body.message).toBe('session_expired');
    expect((await api.get('/wps/security/sessions', { authorization: two })).body.value).toHaveLength(1);
  });

  it('records successful and failed logins with address and device, newest first', async () => {
    const ip = freshIp();
    expect((await login('subagent01', 'wrong-password', {}, ip)).status).toBe(401);
    const token = await tokenOf('subagent01', 'Agent1234', ip);
    const page = await api.get('/wps/security/logins?pageNo=1&pageSize=2', { authorization: token });
    expect(page.body.value.total).toBeGreaterThanOrEqual(2);
    expect(page.body.value.list[0]).toMatchObject({ ip, device: 'Chrome on Android', success: true, country: null });
    expect(page.body.value.list[1]).toMatchObject({ ip, success: false });
    expect((await api.get('/wps/security/logins?pageSize=500', { authorization: token })).status).toBe(400);
  });
});

describe('deviceOf', () => {
  it('names common browsers and systems', () => {
    expect(deviceOf(CHROME_ANDROID)).toBe('Chrome on Android');
    expect(
      deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iOS');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Windows');
    expect(deviceOf(undefined)).toBe('unknown');
  });
});
