import { MODULE_IDS } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, lastCode, solveCaptcha, type TestApp } from '../../testing/index';
import { hashPassword } from './password';

// Every check of a login password counts against one set of limits (issue 15, OWASP ASVS V2.2.1):
// login (member and agent side), the new-address code, the old-password checks, the operator login.

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
/** A fresh member (or agent, type 1) with a known password, so no other test's failures count. */
async function newMember(password: string, type = 0) {
  serial += 1;
  const username = `guess${serial}x${type}`;
  await t.database.db
    .insertInto('member')
    .values({
      merchant_id: 1,
      username,
      nickname: username,
      type,
      password_hash: await hashPassword(password),
      email: `${username}@fortuna-test.example`,
    })
    .execute();
  return username;
}

const at = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (username: string, password: string, ip: string, extra: Record<string, unknown> = {}) =>
  api.encrypted('POST', '/wps/session/login', { type: 'username', username, password, ...extra }, at(ip));

describe('login throttling', () => {
  it('never locks the right password with a solved captcha out: 15 failures from A, then B logs in with the captcha', async () => {
    const user = await newMember('Right1234');
    const a = freshIp();
    for (let i = 0; i < 15; i++) {
      const captcha = i >= 3 ? await solveCaptcha(api, t.database.db) : {};
      const wrong = await login(user, 'Wrong1234', a, captcha);
      expect(wrong.body.message).toBe('incorrect_account_or_password');
    }
    // The account's failures ask every address for the captcha, the right password included.
    const b = freshIp();
    const asked = await login(user, 'Right1234', b);
    expect(asked).toMatchObject({ status: 400, body: { message: 'captcha_required', value: { captcha: true } } });
    const solved = await login(user, 'Right1234', b, await solveCaptcha(api, t.database.db));
    expect(solved.status).toBe(200);
    expect(solved.body.value.token).toEqual(expect.any(String));
  });

  it('holds back the address that keeps failing for one account, not the account', async () => {
    const user = await newMember('Right1234');
    const a = freshIp();
    for (let i = 0; i < 15; i++) await login(user, 'Wrong1234', a, await solveCaptcha(api, t.database.db));
    const held = await login(user, 'Right1234', a, await solveCaptcha(api, t.database.db));
    expect(held).toMatchObject({ status: 429, body: { message: 'login_too_many_attempts' } });
    expect((await login(user, 'Right1234', freshIp(), await solveCaptcha(api, t.database.db))).status).toBe(200);
  });

  it('asks a guesser spread over many addresses for the captcha from the account failures alone', async () => {
    const user = await newMember('Right1234');
    for (let i = 0; i < 3; i++) expect((await login(user, 'Wrong1234', freshIp())).body.message).toBe('incorrect_account_or_password');
    const fourth = await login(user, 'Wrong1234', freshIp());
    expect(fourth.body).toMatchObject({ message: 'captcha_required', value: { captcha: true } });
  });

  it('lets at most captcha_after_failures guesses racing each other through without a captcha', async () => {
    const user = await newMember('Right1234');
    const ip = freshIp();
    const replies = await Promise.all(Array.from({ length: 8 }, () => login(user, 'Wrong1234', ip)));
    const checked = replies.filter((r) => r.body.message === 'incorrect_account_or_password');
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(replies.filter((r) => r.body.message === 'captcha_required').length).toBe(8 - checked.length);
  });

  it('applies the same to the agent login at /agent', async () => {
    const agent = await newMember('Agent9876', 1);
    const a = freshIp();
    for (let i = 0; i < 15; i++)
      await login(agent, 'Wrong1234', a, { side: 'agent', ...(i >= 3 ? await solveCaptcha(api, t.database.db) : {}) });
    const b = freshIp();
    expect((await login(agent, 'Agent9876', b, { side: 'agent' })).body.message).toBe('captcha_required');
    const solved = await login(agent, 'Agent9876', b, { side: 'agent', ...(await solveCaptcha(api, t.database.db)) });
    expect(solved.body.value).toMatchObject({ isAgent: true });
  });
});

describe('the new-address code', () => {
  it('counts its password checks with the logins: captcha after three failures, and the limits of the address', async () => {
    await t.database.db.updateTable('merchant_module').set({ enabled: true }).where('mod_id', '=', MODULE_IDS.newIpVerification).execute();
    try {
      const user = await newMember('Right1234');
      const ip = freshIp();
      const send = (password: string, extra: Record<string, unknown> = {}) =>
        api.post('/wps/verification/newIp', { username: user, password, method: 'email', ...extra }, at(ip));
      const flags = [];
      for (let i = 0; i < 3; i++) flags.push((await send('Wrong1234')).body.value?.captcha);
      expect(flags).toEqual([false, false, true]);
      expect((await send('Wrong1234')).body.message).toBe('captcha_required');
      // The login from anywhere now needs the captcha too: the guesses were against the same account.
      expect((await login(user, 'Right1234', freshIp())).body.message).toBe('captcha_required');
      const sent = await send('Right1234', await solveCaptcha(api, t.database.db));
      expect(sent.status).toBe(200);
      expect(await lastCode(t.database.db, `${user}@fortuna-test.example`)).toMatch(/^\d{6}$/);
    } finally {
      await t.database.db
        .updateTable('merchant_module')
        .set({ enabled: false })
        .where('mod_id', '=', MODULE_IDS.newIpVerification)
        .execute();
    }
  });

  it('answers nothing about passwords while new-address verification is off', async () => {
    const user = await newMember('Right1234');
    const reply = await api.post('/wps/verification/newIp', { username: user, password: 'Right1234', method: 'email' }, at(freshIp()));
    expect(reply).toMatchObject({ status: 403, body: { message: 'module_disabled' } });
  });
});

describe('old-password checks of a logged-in member', () => {
  async function session(user: string, password: string) {
    return (await login(user, password, freshIp())).body.value.token as string;
  }

  it('POST /wps/member/password counts wrong old passwords against the login limits', async () => {
    const user = await newMember('Right1234');
    const token = await session(user, 'Right1234');
    const ip = freshIp();
    const change = (oldPassword: string, extra: Record<string, unknown> = {}) =>
      api.encrypted(
        'POST',
        '/wps/member/password',
        { oldPassword, newPassword: 'Newpass123', confirmNewPassword: 'Newpass123', ...extra },
        { authorization: token, ...at(ip) },
      );
    const flags = [];
    for (let i = 0; i < 3; i++) flags.push((await change('Wrong1234')).body);
    expect(flags.map((b) => [b.message, b.value.captcha])).toEqual([
      ['old_password_incorrect', false],
      ['old_password_incorrect', false],
      ['old_password_incorrect', true],
    ]);
    expect((await change('Wrong1234')).body.message).toBe('captcha_required');
    expect((await login(user, 'Right1234', freshIp())).body.message).toBe('captcha_required');
    const changed = await change('Right1234', await solveCaptcha(api, t.database.db));
    expect(changed.status).toBe(200);
  });

  it('POST /wps/member/paymentPassword counts wrong login passwords against the login limits', async () => {
    const user = await newMember('Right1234');
    const token = await session(user, 'Right1234');
    const ip = freshIp();
    const set = (loginPassword: string, extra: Record<string, unknown> = {}) =>
      api.encrypted(
        'POST',
        '/wps/member/paymentPassword',
        { loginPassword, paymentPassword: '135246', confirmPaymentPassword: '135246', ...extra },
        { authorization: token, ...at(ip) },
      );
    for (let i = 0; i < 3; i++) expect((await set('Wrong1234')).body.message).toBe('old_password_incorrect');
    expect((await set('Wrong1234')).body.message).toBe('captcha_required');
    expect((await login(user, 'Right1234', freshIp())).body.message).toBe('captcha_required');
    expect((await set('Right1234', await solveCaptcha(api, t.database.db))).status).toBe(200);
  });
});

describe('operator login', () => {
  it('asks for the captcha after failures and never locks the right password with a solved captcha out', async () => {
    const a = freshIp();
    const opsLogin = (password: string, ip: string, extra: Record<string, unknown> = {}) =>
      api.post('/ops/session/login', { username: 'operator01', password, ...extra }, at(ip));
    for (let i = 0; i < 3; i++) expect((await opsLogin('Wrong1234', a)).body.message).toBe('operator_login_failed');
    expect((await opsLogin('Wrong1234', a)).body).toMatchObject({ message: 'captcha_required', value: { captcha: true } });
    for (let i = 0; i < 12; i++) await opsLogin('Wrong1234', a, await solveCaptcha(api, t.database.db));
    const b = freshIp();
    expect((await opsLogin('Operator123', b)).body.message).toBe('captcha_required');
    const solved = await opsLogin('Operator123', b, await solveCaptcha(api, t.database.db));
    expect(solved.status).toBe(200);
    expect(solved.body.value.role).toEqual(expect.any(String));
  });
});
