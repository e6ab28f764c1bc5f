import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, type TestApp } from '../../testing/index';

/**
 * Nobody can learn from the code and reset calls which mobile numbers or emails are members':
 * limits come before any lookup, and members and strangers get the same answers.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
});

// player01's number (seed) and a number nobody has.
const MEMBER = { countryDialingCode: '95', mobileNum: '9420000002' };
const STRANGER = { countryDialingCode: '95', mobileNum: '9777000001' };

const outboxTo = (recipient: string) =>
  t.database.db.selectFrom('message_outbox').selectAll().where('recipient', 'like', `%${recipient}%`).execute();

describe('POST /wps/verification/sms/noLogin', () => {
  it('answers a stranger as it answers a member, and texts only the member', async () => {
    const ip = freshIp();
    const member = await api.post('/wps/verification/sms/noLogin', { ...MEMBER, purpose: 'reset' }, { 'x-forwarded-for': ip });
    const stranger = await api.post('/wps/verification/sms/noLogin', { ...STRANGER, purpose: 'reset' }, { 'x-forwarded-for': ip });
    expect(member.status).toBe(200);
    expect(stranger).toMatchObject({ status: member.status, body: member.body });
    expect(await outboxTo(MEMBER.mobileNum)).toHaveLength(1);
    expect(await outboxTo(STRANGER.mobileNum)).toHaveLength(0);
  });

  it('applies the per-address limit to strangers too', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    // Twenty codes an hour per address (README "Limits"), each to another number.
    for (let i = 0; i < 21; i += 1) {
      const reply = await api.post(
        '/wps/verification/sms/noLogin',
        { countryDialingCode: '95', mobileNum: `97771${String(i).padStart(5, '0')}`, purpose: 'login' },
        { 'x-forwarded-for': ip },
      );
      answers.push(reply.status);
    }
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('answers an in-use number as a free one, and applies the limits first', async () => {
    const ip = freshIp();
    const row = await t.database.db
      .selectFrom('member')
      .select(['country_dialing_code', 'mobile_num'])
      .where('username', '=', 'member02')
      .executeTakeFirstOrThrow();
    const taken = { countryDialingCode: row.country_dialing_code ?? '', mobileNum: row.mobile_num ?? '' };
    expect(taken.mobileNum).not.toBe('');
    const inUse = await api.post('/wps/verification/sms/register', taken, { 'x-forwarded-for': ip });
    const free = await api.post(
      '/wps/verification/sms/register',
      { countryDialingCode: '95', mobileNum: '9777000099' },
      { 'x-forwarded-for': ip },
    );
    expect(inUse.status).toBe(200);
    expect(inUse.body).toEqual(free.body);
    // Within the minute both are refused alike: the limit answers before anything is looked up.
    const again = await api.post('/wps/verification/sms/register', taken, { 'x-forwarded-for': ip });
    expect(again).toMatchObject({ status: 429, body: { message: 'sms_too_many_requests' } });
  });
});

describe('POST /wps/member/password/email', () => {
  it('answers an unknown username or email as a known one, and mails only the member', async () => {
    const ip = freshIp();
    const known = await api.post(
      '/wps/member/password/email',
      { username: 'player01', email: 'player01@fortuna-demo.example' },
      { 'x-forwarded-for': ip },
    );
    const wrongMail = await api.post(
      '/wps/member/password/email',
      { username: 'player01', email: 'someone@else.example' },
      { 'x-forwarded-for': ip },
    );
    const nobody = await api.post(
      '/wps/member/password/email',
      { username: 'nobody9999', email: 'nobody@else.example' },
      { 'x-forwarded-for': ip },
    );
    expect(known.status).toBe(200);
    for (const reply of [wrongMail, nobody]) expect(reply).toMatchObject({ status: known.status, body: known.body });
    expect(await outboxTo('someone@else.example')).toHaveLength(0);
    expect(await outboxTo('nobody@else.example')).toHaveLength(0);
    expect(await outboxTo('player01@fortuna-demo.example')).toHaveLength(1);
  });

  it('limits reset mails per account, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const reply = await api.post(
        '/wps/member/password/email',
        { username: 'member03', email: 'x@y.example' },
        { 'x-forwarded-for': freshIp() },
      );
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
