import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, type TestApp } from '../../testing/index';
import { hashToken } from '../auth/token';
import { totpCode } from './totp';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app, { merchant: 'FORTUNA' });
});
afterAll(async () => {
  await t.close();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let made = 0;
/** A new operator (of `role`) with two-factor set up on SECRET, the demo's password, and a username of its own. */
async function enrolledOperator(role = 'owner', totp = true): Promise<string> {
  made += 1;
  const username = `op_${role.slice(0, 8)}_${made}`;
  const template = await t.database.db
    .selectFrom('operator')
    .select(['merchant_id', 'password_hash'])
    .where('username', '=', 'operator01')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('operator')
    .values({ ...template, username, role, ...(totp ? { totp_secret: SECRET, totp_enabled_at: new Date() } : {}) })
    .execute();
  return username;
}
/** Logs in through the API with the password and the current code of a fresh two-factor operator. */
async function operatorToken(role = 'owner'): Promise<string> {
  const username = await enrolledOperator(role);
  const reply = await api.post(
    '/ops/session/login',
    { username, password: 'Operator123', totp: totpCode(SECRET) },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value.token as string;
}
/** Seconds from now to the session's expiry, and from its start to its expiry, as the database sees them. */
async function lifetime(token: string) {
  return t.database.db
    .selectFrom('operator_session')
    .select([
      sql<number>`extract(epoch from expires_at - now())::float8`.as('left'),
      sql<number>`extract(epoch from expires_at - created_at)::float8`.as('total'),
    ])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
}
const setTimes = (token: string, times: { created?: string; expires?: string }) =>
  t.database.db
    .updateTable('operator_session')
    .set({
      ...(times.created ? { created_at: sql`now() - ${times.created}::interval` } : {}),
      ...(times.expires ? { expires_at: sql`now() + ${times.expires}::interval` } : {}),
    })
    .where('token_hash', '=', hashToken(token))
    .execute();
const queue = (token: string) => api.get('/ops/deposits', { authorization: token });

describe('operator sessions', () => {
  it('log out: the token is revoked at once', async () => {
    const token = await operatorToken();
    expect((await queue(token)).status).toBe(200);
    const out = await api.post('/ops/session/logout', {}, { authorization: token });
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    expect(await queue(token)).toMatchObject({ status: 401, body: { message: 'session_expired' } });
  });

  it('last 30 idle minutes, renewed by each call', async () => {
    const token = await operatorToken();
    expect((await lifetime(token)).left).toBeLessThanOrEqual(30 * 60 + 5);
    await setTimes(token, { expires: '1 minute' });
    expect((await queue(token)).status).toBe(200);
    expect((await lifetime(token)).left).toBeGreaterThan(29 * 60);
    await setTimes(token, { expires: '-1 second' });
    expect(await queue(token)).toMatchObject({ status: 401, body: { message: 'session_expired' } });
  });

  it('never outlive 8 hours from the login, however busy', async () => {
    const token = await operatorToken();
    await setTimes(token, { created: '7 hours 50 minutes', expires: '1 minute' });
    expect((await queue(token)).status).toBe(200);
    expect((await lifetime(token)).total).toBeLessThanOrEqual(8 * 3600 + 1);
    await setTimes(token, { created: '8 hours 1 minute', expires: '20 minutes' });
    expect(await queue(token)).toMatchObject({ status: 401, body: { message: 'session_expired' } });
  });
});

describe('two-factor', () => {
  it('an operator without it gets a session that may only set it up; the first code turns it on', async () => {
    const username = await enrolledOperator('finance', false);
    const login = await api.post('/ops/session/login', { username, password: 'Operator123' }, { 'x-forwarded-for': freshIp() });
    expect(login.body.value).toMatchObject({ role: 'finance', totpSetupRequired: true });
    const token = login.body.value.token as string;
    expect(await queue(token)).toMatchObject({ status: 403, body: { message: 'totp_setup_required' } });
    expect((await api.get('/ops/session/me', { authorization: token })).body.value).toMatchObject({
      totpEnabled: false,
      totpVerified: false,
    });
    const setup = await api.post('/ops/session/totp/setup', {}, { authorization: token });
    const secret = setup.body.value.secret as string;
    expect(setup.body.value.otpauthUrl).toContain(`secret=${secret}`);
    // One code for the whole test: a fresh totpCode() after a 30-second step boundary would be a new, unspent code.
    const code = totpCode(secret);
    expect(
      (await api.post('/ops/session/totp/enable', { code: code === '000000' ? '111111' : '000000' }, { authorization: token })).body
        .message,
    ).toBe('totp_incorrect');
    expect((await api.post('/ops/session/totp/enable', { code }, { authorization: token })).status).toBe(200);
    expect((await queue(token)).status).toBe(200);
    expect((await api.get('/ops/session/me', { authorization: token })).body.value).toMatchObject({
      totpEnabled: true,
      totpVerified: true,
      permissions: expect.arrayContaining(['cashier.decide']),
    });
    // The code just used is spent: a login with it is refused, as is a login without a code.
    expect(
      (await api.post('/ops/session/login', { username, password: 'Operator123' }, { 'x-forwarded-for': freshIp() })).body.message,
    ).toBe('totp_required');
    expect(
      (await api.post('/ops/session/login', { username, password: 'Operator123', totp: code }, { 'x-forwarded-for': freshIp() })).body
        .message,
    ).toBe('totp_incorrect');
  });

  it('a code is good once, and a wrong code is refused', async () => {
    const username = await enrolledOperator();
    const wrong = totpCode(SECRET) === '123456' ? '654321' : '123456';
    const ip = freshIp();
    expect(
      (await api.post('/ops/session/login', { username, password: 'Operator123', totp: wrong }, { 'x-forwarded-for': ip })).body.message,
    ).toBe('totp_incorrect');
    const code = totpCode(SECRET);
    expect(
      (await api.post('/ops/session/login', { username, password: 'Operator123', totp: code }, { 'x-forwarded-for': ip })).status,
    ).toBe(200);
    expect(
      (await api.post('/ops/session/login', { username, password: 'Operator123', totp: code }, { 'x-forwarded-for': ip })).body.message,
    ).toBe('totp_incorrect');
  });
});

describe('roles, status and addresses', () => {
  it("a role reaches only its permissions' calls", async () => {
    expect((await queue(await operatorToken('finance'))).status).toBe(200);
    expect(await queue(await operatorToken('content'))).toMatchObject({ status: 403, body: { message: 'forbidden' } });
  });

  it('a disabled operator is out at once, its live sessions too', async () => {
    const token = await operatorToken();
    expect((await queue(token)).status).toBe(200);
    const { operator_id } = await t.database.db
      .selectFrom('operator_session')
      .select('operator_id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('operator').set({ status: 'disabled' }).where('id', '=', operator_id).execute();
    expect(await queue(token)).toMatchObject({ status: 401, body: { message: 'session_expired' } });
  });

  it("calls from outside the merchant's allow-list are refused", async () => {
    const token = await operatorToken();
    const merchant = await t.database.db.selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('ops_setting')
      .values({ merchant_id: merchant.id, ip_allow_list: ['10.20.0.0/16', '192.0.2.7'] })
      .execute();
    try {
      expect(await api.get('/ops/deposits', { authorization: token, 'x-forwarded-for': '198.51.100.1' })).toMatchObject({
        status: 403,
        body: { message: 'ops_ip_not_allowed' },
      });
      expect((await api.get('/ops/deposits', { authorization: token, 'x-forwarded-for': '10.20.3.4' })).status).toBe(200);
      expect((await api.get('/ops/deposits', { authorization: token, 'x-forwarded-for': '192.0.2.7' })).status).toBe(200);
    } finally {
      await t.database.db.deleteFrom('ops_setting').where('merchant_id', '=', merchant.id).execute();
    }
  });
});
