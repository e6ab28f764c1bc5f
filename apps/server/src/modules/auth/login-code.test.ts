import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, type TestApp } from '../../testing/index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
});

async function sessionOf(username: string, password: string): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value.token as string;
}
const issue = (token: string) => api.post('/wps/session/loginCode', {}, { authorization: token });
const exchange = (code: string) => api.post('/wps/session/loginCode/exchange', { code });

describe('URL login codes', () => {
  it('exchanges a code once for a fresh session of the same member', async () => {
    const token = await sessionOf('member03', 'Member123');
    const issued = await issue(token);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.value).toMatchObject({ code: expect.any(String), expiresInSeconds: 60 });
    const code = issued.body.value.code as string;
    expect(code).not.toBe(token);

    const first = await exchange(code);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const fresh = first.body.value.token as string;
    expect([token, code]).not.toContain(fresh);
    expect((await api.get('/wps/member/info', { authorization: fresh })).body.value.account).toBe('member03');
    // Single use.
    expect(await exchange(code)).toMatchObject({ status: 400, body: { message: 'login_code_invalid' } });
    // Stored hashed: the code itself is nowhere in the table.
    const rows = await t.database.db.selectFrom('login_code').select(sql<string>`encode(code_hash, 'escape')`.as('h')).execute();
    expect(rows.some((r) => r.h.includes(code))).toBe(false);
  });

  it('never takes a session token as a login code', async () => {
    const token = await sessionOf('member03', 'Member123');
    expect(await exchange(token)).toMatchObject({ status: 400, body: { message: 'login_code_invalid' } });
  });

  it('refuses a code after its minute, and after its session logged out', async () => {
    const token = await sessionOf('member03', 'Member123');
    const late = (await issue(token)).body.value.code as string;
    await t.database.db
      .updateTable('login_code')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('used_at', 'is', null)
      .execute();
    expect((await exchange(late)).body.message).toBe('login_code_invalid');

    const orphan = (await issue(token)).body.value.code as string;
    expect((await api.delete('/wps/session/logout', { authorization: token })).status).toBe(200);
    expect((await exchange(orphan)).body.message).toBe('login_code_invalid');
  });

  it('needs a session to issue one, and validates the code', async () => {
    expect((await api.post('/wps/session/loginCode', {})).status).toBe(401);
    expect(await exchange('short')).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });
  });
});
