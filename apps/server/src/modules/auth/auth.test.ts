import { MODULE_IDS } from '@fortuna/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, lastCode, solveCaptcha, type TestApp } from '../../testing/index';
import { hashPassword } from './password';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const login = (body: Record<string, unknown>, ip = freshIp()) =>
  api.encrypted('POST', '/wps/session/login', body, { 'x-forwarded-for': ip });
const byName = (username: string, password: string, extra: Record<string, unknown> = {}) => ({
  type: 'username',
  username,
  password,
  ...extra,
});

async function setModule(modId: string, enabled: boolean) {
  await t.database.db.updateTable('merchant_module').set({ enabled }).where('mod_id', '=', modId).execute();
}

describe('POST /wps/session/login', () => {
  it('logs a member in and the token works raw or as Bearer', async () => {
    const reply = await login(byName('player01', 'Player123'));
    expect(reply.status).toBe(200);
    expect(reply.body.value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      forceChangePassword: false,
      isAgent: false,
      isTrial: false,
    });
    const token = reply.body.value.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.selectFrom('member_session').select('token_hash').execute();
    expect(stored.some((s) => Buffer.from(s.token_hash).toString('base64url') === token)).toBe(false);
    for (const authorization of [token, `Bearer ${token}`]) {
      const info = await api.get('/wps/member/info', { authorization });
      expect(info.body.value).toMatchObject({
        account: 'player01',
        nickname: 'Lucky Star',
        balance: '0.00',
        currencySymbol: 'Ks',
        isAgent: false,
      });
      expect(info.body.value.mobileNum).toBe('+95 •••• 0002');
    }
  });

  it('is case-insensitive on the username and says the same for an unknown account and a wrong password', async () => {
    expect((await login(byName('PLAYER01', 'Player123'))).status).toBe(200);
    const wrong = await login(byName('player01', 'nope'));
    const unknown = await login(byName('nobody', 'nope'));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('incorrect_account_or_password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('requires the captcha after three failures, refuses a wrong one, and accepts the right one', async () => {
    const ip = freshIp();
    await t.database.db
      .insertInto('member')
      .values({ merchant_id: 1, username: 'captchaman', nickname: 'C', type: 0, password_hash: await hashPassword('Right123') })
      .execute();
    const flags = [];
    for (let i = 0; i < 3; i++) flags.push((await login(byName('captchaman', 'Wrong123'), ip)).body.value.captcha);
    expect(flags).toEqual([false, false, true]);
    const missing = await login(byName('captchaman', 'Right123'), ip);
    expect(missing.body).toMatchObject({ message: 'captcha_required', value: { captcha: true } });
    const { captchaId } = await solveCaptcha(api, t.database.db);
    const wrong = await login(byName('captchaman', 'Right123', { captchaId, captcha: 'ZZZZ' }), ip);
    expect(wrong.body.message).toBe('captcha_incorrect');
    const solved = await solveCaptcha(api, t.database.db);
    const reused = await login(byName('captchaman', 'Right123', { captchaId, captcha: 'ZZZZ' }), ip);
    expect(reused.body.message).toBe('captcha_incorrect');
    const ok = await login(byName('captchaman', 'Right123', { ...solved, captcha: solved.captcha.toLowerCase() }), ip);
    expect(ok.status).toBe(200);
    // The account's failures are forgiven; from a new address no captcha is needed.
    expect((await login(byName('captchaman', 'Right123'))).status).toBe(200);
  });

  it('throttles captcha refreshes to one a second per address', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api.get('/wps/captcha', { 'x-forwarded-for': ip })).status);
    expect(statuses).toContain(429);
    const image = (await api.get('/wps/captcha')).body.value.image as string;
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
  });

  it('lets only agents in on the agent side, and no house account on the member side', async () => {
    const member = await login(byName('player01', 'Player123', { side: 'agent' }));
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('non_agent_cannot_login');
    const agent = await login(byName('agent01', 'Agent1234', { side: 'agent' }));
    expect(agent.body.value).toMatchObject({ isAgent: true });
    await t.database.db
      .insertInto('member')
      .values({ merchant_id: 1, username: 'house01', nickname: 'H', type: 9, password_hash: await hashPassword('House123') })
      .execute();
    const house = await login(byName('house01', 'House123'));
    expect(house.body.message).toBe('non_member_cannot_login');
    await t.database.db.updateTable('member').set({ status: 'FROZEN' }).where('username', '=', 'member04').execute();
    expect((await login(byName('member04', 'Member123'))).body.message).toBe('account_frozen');
  });

  it('forces a password change for a default password, reports first login, and never for SMS logins', async () => {
    const reply = await login(byName('newbie01', 'Welcome123'));
    expect(reply.body.value).toMatchObject({ forceChangePassword: true, firstTimeLogin: true });
    expect((await login(byName('newbie01', 'Welcome123'))).body.value.firstTimeLogin).toBe(false);
  });

  it('forces a change when the password expired under the expiry policy', async () => {
    await setModule(MODULE_IDS.passwordExpiry, true);
    await t.database.db.updateTable('merchant').set({ password_expiry_days: 30 }).execute();
    await t.database.db
      .updateTable('member')
      .set({ password_changed_at: sql<Date>`now() - interval '40 days'` })
      .where('username', '=', 'member02')
      .execute();
    try {
      expect((await login(byName('member02', 'Member123'))).body.value).toMatchObject({ passwordExpired: true, forceChangePassword: true });
    } finally {
      await setModule(MODULE_IDS.passwordExpiry, false);
    }
  });

  it('refuses plain, tampered and foreign-key bodies, and malformed or oversized ones, with 4xx', async () => {
    const plain = await api.post('/wps/session/login', byName('player01', 'Player123'));
    expect(plain).toMatchObject({ status: 400, body: { message: 'encryption_required' } });
    const bogus = await api.post('/wps/session/login', { data: 'abc' }, { encryption: 'kzzz.abc' });
    expect(bogus.body.message).toBe('encryption_invalid');
    const key = (await api.get('/wps/system/encryptionKey')).body.value.keyId;
    const garbage = await api.post('/wps/session/login', { data: 'A'.repeat(80) }, { encryption: `${key}.${'B'.repeat(342)}` });
    expect(garbage).toMatchObject({ status: 400, body: { message: 'encryption_invalid' } });
    const malformed = await login({ type: 'username', username: 'player01' });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });
    const noType = await login({ username: 'x', password: 'y' });
    expect(noType.body.message).toBe('invalid_parameter');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('payload_too_large');
  });
});

describe('SMS login', () => {
  const mobile = { countryDialingCode: '95', mobileNum: '9420000002' };

  it('sends a code (expiredMinutes), logs in with it once, and refuses reuse', async () => {
    const ip = freshIp();
    const sent = await api.post('/wps/verification/sms/noLogin', mobile, { 'x-forwarded-for': ip });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastCode(t.database.db, '+959420000002');
    const ok = await login({ type: 'sms', ...mobile, verificationCode: code });
    expect(ok.body.value).toMatchObject({ forceChangePassword: false });
    const again = await login({ type: 'sms', ...mobile, verificationCode: code });
    expect(again.body.message).toBe('verification_code_invalid');
  });

  it('answers too many requests within the minute with retry after 5 minutes', async () => {
    const number = { countryDialingCode: '95', mobileNum: '9420000003' };
    expect((await api.post('/wps/verification/sms/noLogin', number)).status).toBe(200);
    const second = await api.post('/wps/verification/sms/noLogin', number);
    expect(second).toMatchObject({ status: 429, body: { message: 'sms_too_many_requests', value: { retryAfterMinutes: 5 } } });
  });

  it('gives one code to several requests at once for one number (two tabs, a double click)', async () => {
    const number = { countryDialingCode: '95', mobileNum: '9420000871' };
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => api.post('/wps/verification/sms/register', number, { 'x-forwarded-for': freshIp() })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429, 429]);
    const codes = await t.database.db.selectFrom('verification_code').select('id').where('recipient', '=', '+959420000871').execute();
    expect(codes).toHaveLength(1);
  });

  it('refuses an expired code, a wrong one, and an unregistered number', async () => {
    const number = { countryDialingCode: '95', mobileNum: '9420000004' };
    await api.post('/wps/verification/sms/noLogin', number);
    const code = await lastCode(t.database.db, '+959420000004');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await login({ type: 'sms', ...number, verificationCode: wrongCode })).body.message).toBe('verification_code_invalid');
    await t.database.db
      .updateTable('verification_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('recipient', '=', '+959420000004')
      .execute();
    expect((await login({ type: 'sms', ...number, verificationCode: code })).body.message).toBe('verification_code_expired');
    const unknown = await api.post('/wps/verification/sms/noLogin', { countryDialingCode: '95', mobileNum: '9999999999' });
    // Answered as a member's number is (no enumeration); nothing is sent (verification/enumeration.test.ts).
    expect(unknown).toMatchObject({ status: 200, body: { value: { expiredMinutes: expect.any(Number) } } });
    const bad = await api.post('/wps/verification/sms/noLogin', { countryDialingCode: 'x', mobileNum: 'abc' });
    expect(bad.body.message).toBe('invalid_parameter');
  });
});

describe('new-address verification', () => {
  it('asks for a code from an address the member never used, when the merchant enables it', async () => {
    await setModule(MODULE_IDS.newIpVerification, true);
    try {
      const ip = '192.0.2.99';
      const refused = await login(byName('player01', 'Player123'), ip);
      expect(refused).toMatchObject({
        status: 401,
        body: { message: 'new_ip_verification_required', value: { ipVerification: ['sms', 'email'] } },
      });
      const sent = await api.post(
        '/wps/verification/newIp',
        { username: 'player01', password: 'Player123', method: 'email' },
        { 'x-forwarded-for': ip },
      );
      expect(sent.status).toBe(200);
      const code = await lastCode(t.database.db, 'player01@fortuna-demo.example');
      expect((await login(byName('player01', 'Player123', { ipVerificationCode: code }), ip)).status).toBe(200);
      expect((await login(byName('player01', 'Player123'), ip)).status).toBe(200);
    } finally {
      await setModule(MODULE_IDS.newIpVerification, false);
    }
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const token = (await login(byName('member03', 'Member123'))).body.value.token;
    expect((await api.delete('/wps/session/logout', { authorization: token })).status).toBe(200);
    const after = await api.get('/wps/member/info', { authorization: token });
    expect(after).toMatchObject({ status: 401, body: { message: 'session_expired' } });
    expect((await api.delete('/wps/session/logout')).body.message).toBe('not_logged_in');
    expect((await api.get('/wps/member/info', { authorization: 'short' })).body.message).toBe('not_logged_in');
  });

  it('free play creates a logged-in trial account that is refused real-account actions', async () => {
    const reply = await api.post('/wps/session/login/freeplay', {}, { 'x-forwarded-for': freshIp() });
    expect(reply.body.value).toMatchObject({ isTrial: true, isAgent: false, forceChangePassword: false });
    const info = await api.get('/wps/member/info', { authorization: reply.body.value.token });
    expect(info.body.value).toMatchObject({ isTrial: true, type: 4, balance: '2000.00' });
    const change = await api.encrypted(
      'POST',
      '/wps/member/password',
      { oldPassword: 'x', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' },
      { authorization: reply.body.value.token },
    );
    expect(change).toMatchObject({ status: 403, body: { message: 'in_need_true_account' } });
  });

  it('free play is refused when its module is off', async () => {
    await setModule(MODULE_IDS.freePlay, false);
    try {
      expect((await api.post('/wps/session/login/freeplay', {})).body.message).toBe('module_disabled');
    } finally {
      await setModule(MODULE_IDS.freePlay, true);
    }
  });
});
