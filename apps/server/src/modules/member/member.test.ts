import { MODULE_IDS } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, lastCode, solveCaptcha, type TestApp } from '../../testing/index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
});

async function register(fields: Record<string, unknown>, url = '/wps/member/register') {
  const captcha = await solveCaptcha(api, t.database.db);
  return api.encrypted('PUT', url, { ageConfirmed: true, ...captcha, ...fields }, { 'x-forwarded-for': freshIp() });
}
const login = (username: string, password: string) =>
  api.encrypted('POST', '/wps/session/login', { type: 'username', username, password }, { 'x-forwarded-for': freshIp() });
const setModule = (modId: string, enabled: boolean) =>
  t.database.db.updateTable('merchant_module').set({ enabled }).where('mod_id', '=', modId).execute();

async function closure(username: string) {
  return t.database.db
    .selectFrom('member_closure')
    .innerJoin('member as d', 'd.id', 'member_closure.descendant_id')
    .innerJoin('member as a', 'a.id', 'member_closure.ancestor_id')
    .select(['a.username as ancestor', 'member_closure.depth'])
    .where('d.username', '=', username)
    .orderBy('member_closure.depth')
    .execute();
}

describe('PUT /wps/member/register', () => {
  it('registers by username, logs in, and the member is its own closure root', async () => {
    const reply = await register({
      username: 'newplayer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '9500000001',
      countryDialingCode: '95',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.value).toMatchObject({ firstTimeLogin: true, isTrial: false });
    const info = await api.get('/wps/member/info', { authorization: reply.body.value.token });
    expect(info.body.value).toMatchObject({ account: 'newplayer1', balance: '0.00' });
    expect(await closure('newplayer1')).toEqual([{ ancestor: 'newplayer1', depth: 0 }]);
  });

  it('places a member under the agent of its invitation code, at every depth', async () => {
    expect((await api.get('/wps/agent/affiliate?code=fortuna1')).body.value).toEqual({ valid: true, agentNickname: 'Golden Dragon' });
    const bad = await api.get('/wps/agent/affiliate?code=NOPE99');
    expect(bad).toMatchObject({ status: 400, body: { message: 'invitation_code_error' } });
    const reply = await register({
      username: 'teamkid01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '9500000002',
      countryDialingCode: '95',
      affiliateCode: 'FORTUNA2',
    });
    expect(reply.status).toBe(200);
    expect(await closure('teamkid01')).toEqual([
      { ancestor: 'teamkid01', depth: 0 },
      { ancestor: 'subagent01', depth: 1 },
      { ancestor: 'agent01', depth: 2 },
    ]);
    const refused = await register({
      username: 'teamkid02',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '9500000003',
      countryDialingCode: '95',
      affiliateCode: 'player01',
    });
    expect(refused.body.message).toBe('invitation_code_error');
  });

  it.each([
    [{ username: '1abc23' }, 'field_invalid', 'username'],
    [{ username: 'abc' }, 'field_invalid', 'username'],
    [{ password: 'lettersonly', confirmPassword: 'lettersonly' }, 'field_invalid', 'password'],
    [{ confirmPassword: 'Other1234' }, 'inconsistent_twice', undefined],
    [{ mobileNum: '' }, 'field_invalid', 'mobileNum'],
    [{ email: 'not-an-email' }, 'field_invalid', 'email'],
  ])('refuses %o with %s', async (override, code, field) => {
    const reply = await register({
      username: 'validuser9',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '9500000009',
      countryDialingCode: '95',
      ...override,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(code);
    if (field) expect(reply.body.value).toMatchObject({ field, key: expect.stringMatching(/^pattern_/) });
  });

  it('refuses a birthday under 18 when the settings collect birthdays', async () => {
    const db = t.database.db;
    await db.updateTable('register_field_rule').set({ enabled: true }).where('field', '=', 'birthday').execute();
    try {
      const reply = await register({
        username: 'validuser9',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum: '9500000009',
        countryDialingCode: '95',
        birthday: new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10),
      });
      expect(reply).toMatchObject({ status: 400, body: { message: 'under_minimum_age' } });
    } finally {
      await db.updateTable('register_field_rule').set({ enabled: false }).where('field', '=', 'birthday').execute();
    }
  });

  it('explains the template numbers of a failed rule', async () => {
    const reply = await register({
      username: 'abc',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '9500000010',
      countryDialingCode: '95',
    });
    expect(reply.body.value).toEqual({ field: 'username', key: 'pattern_LETTER_FIRST_ALNUM', min: 6, max: 16 });
  });

  it('requires the 18+ confirmation and the human check', async () => {
    const noAge = await api.encrypted('PUT', '/wps/member/register', {
      username: 'ageless01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(noAge.body).toMatchObject({ message: 'invalid_parameter' });
    expect(noAge.body.value.issues[0].path).toBe('ageConfirmed');
    const noCaptcha = await api.encrypted(
      'PUT',
      '/wps/member/register',
      {
        ageConfirmed: true,
        username: 'nocaptcha1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum: '9500000011',
        countryDialingCode: '95',
      },
      { 'x-forwarded-for': freshIp() },
    );
    expect(noCaptcha.body.message).toBe('captcha_required');
  });

  it('refuses a taken username (any case) and a taken mobile number', async () => {
    const taken = await register({
      username: 'PLAYER01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '9500000012',
      countryDialingCode: '95',
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'account_already_in_use' } });
    const mobile = await register({
      username: 'freshname1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '9420000002',
      countryDialingCode: '95',
    });
    expect(mobile).toMatchObject({ status: 409, body: { message: 'mobile_already_in_use' } });
  });

  it('registers by mobile with an SMS code when SMS verification is on, and a code works once', async () => {
    await setModule(MODULE_IDS.registerSmsVerification, true);
    try {
      const number = { countryDialingCode: '95', mobileNum: '9500000020' };
      const sent = await api.post('/wps/verification/sms/register', { mobileNo: number.mobileNum, countryDialingCode: '95' });
      expect(sent.body.value).toEqual({ expiredMinutes: 5 });
      const code = await lastCode(t.database.db, '+959500000020');
      const withoutCode = await register({ ...number, password: 'Secret123', confirmPassword: 'Secret123' }, '/wps/member/register/mobile');
      expect(withoutCode.body.message).toBe('verification_code_invalid');
      const reply = await register(
        { ...number, password: 'Secret123', confirmPassword: 'Secret123', verificationCode: code },
        '/wps/member/register/mobile',
      );
      expect(reply.status).toBe(200);
      const info = await api.get('/wps/member/info', { authorization: reply.body.value.token });
      expect(info.body.value.account).toBe('m9500000020');
      // The code call does not tell an in-use number from a free one (registration refuses it, above).
      const taken = await api.post('/wps/verification/sms/register', number);
      expect(taken.body.message).not.toBe('mobile_already_in_use');
    } finally {
      await setModule(MODULE_IDS.registerSmsVerification, false);
    }
  });

  it('is refused when its registration tab is switched off', async () => {
    await setModule(MODULE_IDS.registerUsername, false);
    try {
      const reply = await register({ username: 'offtab001', password: 'Secret123', confirmPassword: 'Secret123' });
      expect(reply).toMatchObject({ status: 403, body: { message: 'module_disabled' } });
    } finally {
      await setModule(MODULE_IDS.registerUsername, true);
    }
  });
});

describe('passwords', () => {
  it('changes the password, revoking every earlier session', async () => {
    const first = (await login('member02', 'Member123')).body.value.token;
    const second = (await login('member02', 'Member123')).body.value.token;
    const change = (body: Record<string, unknown>) => api.encrypted('POST', '/wps/member/password', body, { authorization: first });
    expect((await change({ oldPassword: 'wrong', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' })).body.message).toBe(
      'old_password_incorrect',
    );
    expect((await change({ oldPassword: 'Member123', newPassword: 'short', confirmNewPassword: 'short' })).body.message).toBe(
      'field_invalid',
    );
    expect((await change({ oldPassword: 'Member123', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh9999' })).body.message).toBe(
      'inconsistent_twice',
    );
    const ok = await change({ oldPassword: 'Member123', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' });
    expect(ok.status).toBe(200);
    for (const old of [first, second])
      expect((await api.get('/wps/member/info', { authorization: old })).body.message).toBe('session_expired');
    expect((await api.get('/wps/member/info', { authorization: ok.body.value.token })).status).toBe(200);
    expect((await login('member02', 'Member123')).status).toBe(401);
    expect((await login('member02', 'Fresh1234')).status).toBe(200);
  });

  it('clears the forced-change flag once a default password is changed', async () => {
    const token = (await login('newbie01', 'Welcome123')).body.value.token;
    await api.encrypted(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Welcome123', newPassword: 'Mine12345', confirmNewPassword: 'Mine12345' },
      { authorization: token },
    );
    expect((await login('newbie01', 'Mine12345')).body.value.forceChangePassword).toBe(false);
  });

  it('mails a single-use, expiring reset link for username and email, and logs in with it', async () => {
    const wrong = await api.post('/wps/member/password/email', { username: 'player01', email: 'other@example.com' });
    // Answered as a match would be (no enumeration), and nothing is mailed.
    expect(wrong).toMatchObject({ status: 200, body: { value: { sent: true } } });
    const form = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=player01&email=PLAYER01%40fortuna-demo.example',
    });
    expect(form.json()).toMatchObject({ success: true, value: { sent: true } });
    const mail = await t.database.db
      .selectFrom('message_outbox')
      .select(['body', 'subject'])
      .where('recipient', '=', 'player01@fortuna-demo.example')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
    const reset = (newPassword: string) =>
      api.encrypted('POST', '/wps/member/password/reset', { token, newPassword, confirmNewPassword: newPassword });
    const ok = await reset('Reset1234');
    expect(ok.body.value).toMatchObject({ forceChangePassword: false });
    expect((await reset('Again1234')).body.message).toBe('reset_link_invalid');
    expect((await login('player01', 'Reset1234')).status).toBe(200);

    await api.post('/wps/member/password/email', { username: 'player01', email: 'player01@fortuna-demo.example' });
    const next = await t.database.db
      .selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', 'player01@fortuna-demo.example')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const expiredToken = /resetToken=([A-Za-z0-9_-]+)/.exec(next.body)?.[1] ?? '';
    await t.database.db
      .updateTable('password_reset')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const expired = await api.encrypted('POST', '/wps/member/password/reset', {
      token: expiredToken,
      newPassword: 'Late12345',
      confirmNewPassword: 'Late12345',
    });
    expect(expired.body.message).toBe('reset_link_invalid');
  });

  it('sets a new password by mobile and SMS code, then logs in', async () => {
    const number = { countryDialingCode: '95', mobileNum: '9420000001' };
    await api.post('/wps/verification/sms/noLogin', { ...number, purpose: 'reset' });
    const code = await lastCode(t.database.db, '+959420000001');
    const reply = await api.encrypted('POST', '/wps/member/password/verification', {
      ...number,
      verificationCode: code,
      newPassword: 'Phone1234',
      confirmNewPassword: 'Phone1234',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.value.isAgent).toBe(true);
    expect((await login('agent01', 'Agent1234')).status).toBe(401);
    expect((await login('agent01', 'Phone1234')).status).toBe(200);
    const reused = await api.encrypted('POST', '/wps/member/password/verification', {
      ...number,
      verificationCode: code,
      newPassword: 'Phone5678',
    });
    expect(reused.body.message).toBe('verification_code_invalid');
  });
});
