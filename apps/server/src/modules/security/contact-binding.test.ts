import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, buildTestApp, freshIp, lastCode, type TestApp } from '../../testing/index';
import { totpCode } from '../ops/totp';

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

const tokenOf = async (username: string, password: string) => {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value.token as string;
};
const member = (username: string) =>
  t.database.db
    .selectFrom('member')
    .select(['country_dialing_code', 'mobile_num', 'email'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

describe('binding a mobile or email with a code', () => {
  it('binds a new mobile with the code sent to it and the login password, and tells the old number', async () => {
    const token = await tokenOf('subagent01', 'Agent1234');
    const auth = { authorization: token, 'x-forwarded-for': freshIp() };
    const number = { countryDialingCode: '+95', mobileNum: '9420 000 101' };
    const sent = await api.post('/wps/security/contact/code', { channel: 'mobile', ...number }, auth);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value.expiredMinutes).toBeGreaterThan(0);
    const code = await lastCode(t.database.db, '+959420000101');

    const bind = (body: Record<string, unknown>) =>
      api.encrypted('PUT', '/wps/security/contact', { channel: 'mobile', ...number, ...body }, auth);
    expect((await bind({ code, password: 'wrong-password' })).body.message).toBe('old_password_incorrect');
    expect((await bind({ code: code === '000000' ? '111111' : '000000', password: 'Agent1234' })).body.message).toBe(
      'verification_code_invalid',
    );
    const bound = await bind({ code, password: 'Agent1234' });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.value.mobile).toBe('+95 •••• 0101');
    expect(await member('subagent01')).toMatchObject({ country_dialing_code: '95', mobile_num: '9420000101' });
    expect((await api.get('/wps/security', { authorization: token })).body.value.mobile).toBe('+95 •••• 0101');
    // The code is spent.
    expect((await bind({ code, password: 'Agent1234' })).body.message).toBe('verification_code_invalid');
    // The replaced number was told, without the new one in full.
    const notice = await t.database.db
      .selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', '+959420000004')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.body).toContain('•••• 0101');
    expect(notice.body).not.toContain('9420000101');
  });

  it('binds an email and refuses a code sent for another address or to another member', async () => {
    const token = await tokenOf('member03', 'Member123');
    const auth = { authorization: token, 'x-forwarded-for': freshIp() };
    expect((await api.post('/wps/security/contact/code', { channel: 'email', email: 'ruby.one@example.com' }, auth)).status).toBe(200);
    const first = await lastCode(t.database.db, 'ruby.one@example.com');
    expect((await api.post('/wps/security/contact/code', { channel: 'email', email: 'ruby.two@example.com' }, auth)).status).toBe(200);

    // The code of ruby.one does not bind ruby.two.
    const other = await api.encrypted(
      'PUT',
      '/wps/security/contact',
      { channel: 'email', email: 'ruby.two@example.com', code: first, password: 'Member123' },
      auth,
    );
    expect(other.body.message).toBe('verification_code_invalid');
    // Nor does it bind ruby.one to another member.
    const stranger = await tokenOf('member04', 'Member123');
    const stolen = await api.encrypted(
      'PUT',
      '/wps/security/contact',
      { channel: 'email', email: 'ruby.one@example.com', code: first, password: 'Member123' },
      { authorization: stranger },
    );
    expect(stolen.body.message).toBe('verification_code_invalid');
    expect((await member('member04')).email).toBeNull();

    const bound = await api.encrypted(
      'PUT',
      '/wps/security/contact',
      { channel: 'email', email: 'Ruby.One@example.com', code: first, password: 'Member123' },
      auth,
    );
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.value).toMatchObject({ email: 'R•••@example.com', mobile: null });
    expect((await member('member03')).email).toBe('Ruby.One@example.com');
  });

  it('refuses a mobile bound to another member, when sending the code and when binding', async () => {
    const token = await tokenOf('member04', 'Member123');
    const auth = { authorization: token, 'x-forwarded-for': freshIp() };
    const taken = { channel: 'mobile', countryDialingCode: '95', mobileNum: '9420000002' }; // player01's
    const asked = await api.post('/wps/security/contact/code', taken, auth);
    expect(asked).toMatchObject({ status: 409, body: { message: 'mobile_already_in_use' } });

    // A number free when the code went out and taken before the binding: refused at the binding.
    const number = { channel: 'mobile', countryDialingCode: '95', mobileNum: '9420000202' };
    expect((await api.post('/wps/security/contact/code', number, auth)).status).toBe(200);
    const code = await lastCode(t.database.db, '+959420000202');
    await t.database.db
      .updateTable('member')
      .set({ country_dialing_code: '95', mobile_num: '9420000202' })
      .where('username', '=', 'member02')
      .execute();
    const bind = await api.encrypted('PUT', '/wps/security/contact', { ...number, code, password: 'Member123' }, auth);
    expect(bind).toMatchObject({ status: 409, body: { message: 'mobile_already_in_use' } });
    expect((await member('member04')).mobile_num).toBeNull();
    await t.database.db.updateTable('member').set({ mobile_num: '9420000003' }).where('username', '=', 'member02').execute();
  });

  it('refuses malformed bodies with 400 and trial accounts with 403', async () => {
    const token = await tokenOf('member04', 'Member123');
    const auth = { authorization: token, 'x-forwarded-for': freshIp() };
    for (const body of [
      { channel: 'mobile', countryDialingCode: '95', mobileNum: '12ab' },
      { channel: 'mobile', countryDialingCode: '95000', mobileNum: '9420000303' },
      { channel: 'email', email: 'not-an-email' },
      { channel: 'fax', email: 'a@b.co' },
      {},
    ]) {
      const reply = await api.post('/wps/security/contact/code', body, auth);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBe('invalid_parameter');
    }
    const missing = await api.encrypted('PUT', '/wps/security/contact', { channel: 'email', email: 'a@b.co', code: '123456' }, auth);
    expect(missing.status).toBe(400);

    const trial = (await api.post('/wps/session/login/freeplay', {}, { 'x-forwarded-for': freshIp() })).body.value.token as string;
    const refused = await api.post(
      '/wps/security/contact/code',
      { channel: 'email', email: 'trial@example.com' },
      { authorization: trial },
    );
    expect(refused).toMatchObject({ status: 403, body: { message: 'in_need_true_account' } });
  });
});

describe('new recovery codes', () => {
  it('replaces every recovery code, proven by a code or the login password', async () => {
    const now = Date.UTC(2026, 10, 27, 15, 0, 0);
    const token = await tokenOf('agent01', 'Agent1234');
    const auth = { authorization: token };
    const regenerate = (body: Record<string, unknown>) => api.encrypted('POST', '/wps/security/2fa/recovery-codes', body, auth);
    expect((await regenerate({ password: 'Agent1234' })).body).toMatchObject({
      message: 'conflict',
      value: { reason: 'two_factor_disabled' },
    });

    const setup = await api.post('/wps/security/2fa/setup', {}, auth);
    const secret = setup.body.value.secret as string;
    vi.useFakeTimers({ toFake: ['Date'], now });
    const enabled = await api.post('/wps/security/2fa/enable', { code: totpCode(secret, now) }, auth);
    const old = enabled.body.value.recoveryCodes as string[];

    expect((await regenerate({ password: 'nope' })).body.message).toBe('old_password_incorrect');
    expect((await regenerate({})).status).toBe(400);
    const byPassword = await regenerate({ password: 'Agent1234' });
    expect(byPassword.status, JSON.stringify(byPassword.body)).toBe(200);
    const fresh = byPassword.body.value.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await api.get('/wps/security', auth)).body.value).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });

    const login = (twoFactorCode: string) =>
      api.encrypted(
        'POST',
        '/wps/session/login',
        { type: 'username', username: 'agent01', password: 'Agent1234', twoFactorCode },
        { 'x-forwarded-for': freshIp() },
      );
    expect((await login(old[0] as string)).body.message).toBe('totp_incorrect');
    expect((await login(fresh[0] as string)).status).toBe(200);

    // A current authenticator code proves it too.
    vi.useFakeTimers({ toFake: ['Date'], now: now + 30_000 });
    const byCode = await regenerate({ code: totpCode(secret, now + 30_000) });
    expect(byCode.status).toBe(200);
    expect((await login(fresh[1] as string)).body.message).toBe('totp_incorrect');
    expect((await login(byCode.body.value.recoveryCodes[0])).status).toBe(200);
    expect((await api.encrypted('POST', '/wps/security/2fa/disable', { password: 'Agent1234' }, auth)).status).toBe(200);
  });
});
