import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, lastCode, type TestApp } from '../../testing/index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
});

/** Asks for a registration code for a new number in `language` and answers the SMS written. */
async function smsIn(mobileNo: string, headers: Record<string, string>): Promise<string> {
  const sent = await api.post(
    '/wps/verification/sms/register',
    { mobileNo, countryDialingCode: '95' },
    { 'x-forwarded-for': freshIp(), ...headers },
  );
  expect(sent.status).toBe(200);
  const recipient = `+95${mobileNo}`;
  const code = await lastCode(t.database.db, recipient);
  const row = await t.database.db
    .selectFrom('message_outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(row.body).toContain(code);
  return row.body;
}

describe('verification messages', () => {
  it('are written in the language of the request, else the merchant’s default (MY)', async () => {
    const zh = await smsIn('9500000101', { language: 'zh' });
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
    expect(zh).not.toContain('verification code');
    expect(await smsIn('9500000102', { language: 'en' })).toContain('Your verification code is');
    // No Language header: the demo merchant's default language, Burmese.
    expect(await smsIn('9500000103', {})).toMatch(/[\u1000-\u109f]/);
    // A language without texts of its own falls back to English.
    expect(await smsIn('9500000104', { language: 'th' })).toContain('Your verification code is');
  });
});
