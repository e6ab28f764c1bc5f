import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, solveCaptcha, type TestApp } from '../../testing/index';

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
async function register(fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  serial += 1;
  const captcha = await solveCaptcha(api, t.database.db);
  return api.encrypted(
    'PUT',
    '/wps/member/register',
    {
      ageConfirmed: true,
      ...captcha,
      username: `fields${String(serial).padStart(4, '0')}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: `95100${String(serial).padStart(5, '0')}`,
      countryDialingCode: '95',
      ...fields,
    },
    { 'x-forwarded-for': freshIp(), ...headers },
  );
}

const storedRow = (username: string) => t.database.db.selectFrom('member').selectAll().where('username', '=', username).executeTakeFirst();

describe('registration takes only the fields its settings enable', () => {
  // The demo's register settings switch all of these off (seed/data/site.ts).
  it.each([
    ['facebook', 'someone.fb'],
    ['wechat', 'wechat123'],
    ['line', 'line1234'],
    ['qqNum', '1234567'],
    ['whatsapp', '95912345678'],
    ['idNumber', 'ID123456'],
    ['payeeName', 'Some Payee'],
    ['paymentPassword', '123456'],
    ['recommenderId', 'REC1234'],
    ['birthday', '1990-01-01'],
  ])('refuses %s when it is switched off, and stores nothing', async (field, value) => {
    const reply = await register({ [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, message: 'field_not_enabled', value: { field } });
  });

  it('takes a field once the settings enable it', async () => {
    // A trigger bumps the merchant's config version, so the cached settings are read again.
    const db = t.database.db;
    await db.updateTable('register_field_rule').set({ enabled: true }).where('field', '=', 'facebook').execute();
    try {
      const reply = await register({ username: 'facebook01', facebook: 'fb.person' });
      expect(reply.status).toBe(200);
      expect((await storedRow('facebook01'))?.facebook).toBe('fb.person');
    } finally {
      await db.updateTable('register_field_rule').set({ enabled: false }).where('field', '=', 'facebook').execute();
    }
  });

  it('ignores empty values of fields that are switched off', async () => {
    const reply = await register({ username: 'emptyextra1', facebook: '', wechat: '  ' });
    expect(reply.status).toBe(200);
    expect((await storedRow('emptyextra1'))?.facebook).toBeNull();
  });

  it('keeps the invitation code of a link even when the form hides it', async () => {
    const reply = await register({ username: 'linkkid01', affiliateCode: 'FORTUNA1' });
    expect(reply.status).toBe(200);
  });

  it('records the domain only when it is the request host or one of the merchant domains', async () => {
    const own = await register({ username: 'domainok01', domain: 'fortuna-mirror1.example' });
    expect(own.status).toBe(200);
    expect((await storedRow('domainok01'))?.register_domain).toBe('fortuna-mirror1.example');
    const foreign = await register({ username: 'domainbad1', domain: 'evil.example' });
    expect(foreign).toMatchObject({ status: 400, body: { message: 'domain_check_failed' } });
    expect(await storedRow('domainbad1')).toBeUndefined();
  });
});
