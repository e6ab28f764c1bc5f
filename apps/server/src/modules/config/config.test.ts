import {
  countryCodeSchema,
  decryptCsPath,
  domainRouteSchema,
  envelopeSchema,
  MODULE_IDS,
  registerSettingsSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@fortuna/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing/index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true, countryHeader: 'cf-ipcountry' } });
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as { success: boolean; value: any; message: string }, headers: res.headers };
}

async function merchantId(): Promise<number> {
  const row = await t.database.db.selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /wps/system/whitelabel', () => {
  it('returns the whole permission/config response of the demo operator', async () => {
    const { status, body } = await get('/wps/system/whitelabel', { 'x-forwarded-for': '198.51.100.7' });
    expect(status).toBe(200);
    const value = envelopeSchema(whitelabelSchema).parse(body).value;
    expect(value).not.toBeNull();
    if (!value) return;
    expect(value.merchant.code).toBe('FORTUNA');
    expect(value.merchant.currency.code).toBe('MMK');
    expect(value.location.ip).toBe('198.51.100.7');
    expect(value.imageCDNs).toEqual(['/cdn']);
    expect(value.maintenance).toBe(false);
    const register = value.whitelabel.find((n) => n.modId === MODULE_IDS.register);
    expect(register?.enabled).toBe('1');
    expect(register?.childrenNodes.map((c) => c.modId)).toContain(MODULE_IDS.registerMobile);
    expect(value.register.fields.find((f) => f.field === 'username')).toMatchObject({ patternId: 'LETTER_FIRST_ALNUM', minLength: 6 });
    expect(value.resources.map((r) => r.type)).toContain('ANDROID');
    expect(value.domainRoute.mirrors.length).toBeGreaterThan(0);
  });

  it('delivers customer-service paths encrypted, the last 8 characters being the key', async () => {
    const { body } = await get('/wps/system/whitelabel');
    const services = body.value.customerService as { type: string; path: string; title: string }[];
    expect(services.map((s) => s.type)).toEqual(expect.arrayContaining(['LIVECHAT', 'TELEGRAM']));
    for (const service of services) {
      expect(service.path).not.toMatch(/^https?:/);
      expect(await decryptCsPath(service.path)).toMatch(/^https:\/\//);
    }
  });

  it('sees a configuration change at once (config_version bump)', async () => {
    const id = await merchantId();
    await t.database.db
      .updateTable('merchant_module')
      .set({ enabled: false })
      .where('merchant_id', '=', id)
      .where('mod_id', '=', MODULE_IDS.manualRebate)
      .execute();
    const { body } = await get('/wps/system/whitelabel');
    expect(body.value.whitelabel.find((n: { modId: string }) => n.modId === MODULE_IDS.manualRebate).enabled).toBe('0');
    await t.database.db
      .updateTable('merchant_module')
      .set({ enabled: true })
      .where('merchant_id', '=', id)
      .where('mod_id', '=', MODULE_IDS.manualRebate)
      .execute();
    const again = await get('/wps/system/whitelabel');
    expect(again.body.value.whitelabel.find((n: { modId: string }) => n.modId === MODULE_IDS.manualRebate).enabled).toBe('1');
  });

  it('answers an unknown merchant with merchant_not_found (400) and a malformed one with invalid_parameter', async () => {
    const unknown = await get('/wps/system/whitelabel', { merchant: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, message: 'merchant_not_found' });
    const malformed = await get('/wps/system/whitelabel', { merchant: "x'; drop table merchant;--" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('invalid_parameter');
  });

  it('accepts the original client headers (uppercase language code, Bearer token)', async () => {
    const { status, body } = await get('/wps/system/whitelabel', {
      merchant: 'FORTUNA',
      language: 'CN',
      device: 'web',
      authorization: 'Bearer abc',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
  });
});

describe('GET /wps/system/setting/register', () => {
  it('lists every field rule with its pattern', async () => {
    const { status, body } = await get('/wps/system/setting/register');
    expect(status).toBe(200);
    const value = envelopeSchema(registerSettingsSchema).parse(body).value;
    const password = value?.fields.find((f) => f.field === 'password');
    expect(password).toMatchObject({ enabled: true, required: true, patternId: 'LETTERS_AND_DIGITS' });
    expect(password?.acceptedPattern).toContain('(?=.*');
  });
});

describe('GET /wps/system/status', () => {
  it('is 0 normally, with the visitor ip', async () => {
    const { body, headers } = await get('/wps/system/status', { 'x-forwarded-for': '203.0.113.9' });
    expect(envelopeSchema(systemStatusSchema).parse(body).value).toMatchObject({ status: 0, ip: '203.0.113.9' });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('is 1 in maintenance, and other calls answer 503 system_maintenance while /wps/system keeps answering', async () => {
    const id = await merchantId();
    await t.database.db.updateTable('merchant').set({ maintenance: true, maintenance_message: 'Upgrade' }).where('id', '=', id).execute();
    try {
      const { body } = await get('/wps/system/status');
      expect(body.value).toMatchObject({ status: 1, maintenanceMessage: 'Upgrade' });
      const banners = await get('/wps/content/banners');
      expect(banners.status).toBe(503);
      expect(banners.body.message).toBe('system_maintenance');
      expect((await get('/wps/system/whitelabel')).body.value.maintenance).toBe(true);
    } finally {
      await t.database.db.updateTable('merchant').set({ maintenance: false }).where('id', '=', id).execute();
    }
  });

  it('is 2 for a visitor in a blocked range or country, only while region restriction is on', async () => {
    const id = await merchantId();
    await t.database.db
      .insertInto('region_block')
      .values([
        { merchant_id: id, ip_range: '192.0.2.0/24', country: null, note: 'test range' },
        { merchant_id: id, ip_range: null, country: 'KP', note: 'test country' },
      ])
      .execute();
    try {
      expect((await get('/wps/system/status', { 'x-forwarded-for': '192.0.2.44' })).body.value.status).toBe(0);
      await t.database.db.updateTable('merchant').set({ region_restriction: true }).where('id', '=', id).execute();
      expect((await get('/wps/system/status', { 'x-forwarded-for': '192.0.2.44' })).body.value).toMatchObject({
        status: 2,
        ip: '192.0.2.44',
      });
      expect((await get('/wps/system/status', { 'x-forwarded-for': '198.51.100.1', 'cf-ipcountry': 'kp' })).body.value).toMatchObject({
        status: 2,
        country: 'KP',
      });
      expect((await get('/wps/system/status', { 'x-forwarded-for': '198.51.100.1', 'cf-ipcountry': 'MM' })).body.value.status).toBe(0);
      const blocked = await get('/lgw/games/game_menus', { 'x-forwarded-for': '192.0.2.44' });
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toBe('access_restricted');
      expect((await get('/wps/system/status', { 'x-forwarded-for': '::ffff:192.0.2.44' })).body.value.status).toBe(2);
    } finally {
      await t.database.db.updateTable('merchant').set({ region_restriction: false }).where('id', '=', id).execute();
      await t.database.db.deleteFrom('region_block').where('merchant_id', '=', id).execute();
    }
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('routes a host to its merchant and landing route', async () => {
    const agent = await get('/wps/system/domainRoute', { host: 'agent.localhost' });
    expect(envelopeSchema(domainRouteSchema).parse(agent.body).value).toMatchObject({
      merchantCode: 'FORTUNA',
      route: '/agent',
      domain: 'agent.localhost',
    });
    const other = await get('/wps/system/domainRoute', { host: 'unknown.example' });
    expect(other.body.value).toMatchObject({ merchantCode: 'FORTUNA', route: '/' });
  });
});

describe('GET /wps/system/countryCodes', () => {
  it('lists dialing codes, the operator market first', async () => {
    const { body } = await get('/wps/system/countryCodes');
    const value = envelopeSchema(z.array(countryCodeSchema)).parse(body).value ?? [];
    expect(value[0]).toEqual({ countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' });
    expect(value.length).toBeGreaterThan(20);
  });
});

describe('the database', () => {
  it('keeps register rules sane (max ≥ min) by constraint', async () => {
    const id = await merchantId();
    await expect(
      sql`UPDATE register_field_rule SET min_length = 10, max_length = 5 WHERE merchant_id = ${id} AND field = 'username'`.execute(
        t.database.db,
      ),
    ).rejects.toThrow();
  });
});
