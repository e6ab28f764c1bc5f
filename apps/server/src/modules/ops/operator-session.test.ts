import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, type TestApp } from '../../testing/index';
import { hashToken } from '../auth/token';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app, { merchant: 'FORTUNA' });
});
afterAll(async () => {
  await t.close();
});

async function operatorToken(): Promise<string> {
  const reply = await api.post('/ops/session/login', { username: 'operator01', password: 'Operator123' }, { 'x-forwarded-for': freshIp() });
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
