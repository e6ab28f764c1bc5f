import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, type TestApp } from '../../testing/index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
});
afterAll(async () => {
  await t.close();
});

async function mailedLink(host: string, username: string, email: string): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { host, merchant: 'FORTUNA', 'x-forwarded-for': freshIp(), 'content-type': 'application/json' },
    payload: JSON.stringify({ username, email }),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const mail = await t.database.db
    .selectFrom('message_outbox')
    .select('body')
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return /(\S+)\/\?resetToken=/.exec(mail.body)?.[1] ?? '';
}

describe('the password-reset mail links to the merchant’s own domains only', () => {
  it('ignores a Host header that is not one of the merchant’s domains', async () => {
    expect(await mailedLink('evil.example', 'player01', 'player01@fortuna-demo.example')).toBe('https://fortuna-demo.example');
    expect(await mailedLink('evil.example:8443', 'agent01', 'agent01@fortuna-demo.example')).toBe('https://fortuna-demo.example');
  });

  it('keeps the host the member is on when it is one of the merchant’s domains (a mirror)', async () => {
    expect(await mailedLink('fortuna-mirror1.example', 'member02', await emailOf('member02'))).toBe('http://fortuna-mirror1.example');
  });
});

async function emailOf(username: string): Promise<string> {
  const row = await t.database.db.selectFrom('member').select('email').where('username', '=', username).executeTakeFirstOrThrow();
  if (row.email) return row.email;
  await t.database.db
    .updateTable('member')
    .set({ email: `${username}@fortuna-demo.example` })
    .where('username', '=', username)
    .execute();
  return `${username}@fortuna-demo.example`;
}
