import { MODULE_IDS } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, operatorToken, type TestApp } from '../../testing/index';
import { normalizeCidr } from './region-range';

let t: TestApp;
let owner: string;
let content: string;

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true, countryHeader: 'cf-ipcountry' } });
  owner = await operatorToken(t.database.db, 'site_owner', 'owner');
  content = await operatorToken(t.database.db, 'site_content', 'content');
}, 60_000);
afterAll(async () => t?.close());

type Reply = { status: number; body: { success: boolean; value: any; message: string } };

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}, token = owner): Promise<Reply> {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      authorization: token,
      'x-forwarded-for': freshIp(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function player(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': freshIp(), ...headers } });
  return { status: res.statusCode, body: res.json() };
}

async function auditRows(action: string) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('outcome', '=', 'ok')
    .orderBy('id', 'desc')
    .execute();
}

describe('GET /ops/site', () => {
  it('shows the whole configuration to a reader; a content operator may read but not write', async () => {
    const site = await call('GET', '/ops/site', undefined, {}, content);
    expect(site.status).toBe(200);
    expect(site.body.value.modules.map((m: { modId: string }) => m.modId)).toContain(MODULE_IDS.register);
    expect(site.body.value.registerRules.find((r: { field: string }) => r.field === 'username')).toMatchObject({ minLength: 6 });
    expect(site.body.value.languages).toContain('my');
    const refused = await call('PUT', '/ops/site/region-restriction', { enabled: false }, {}, content);
    expect(refused.status).toBe(403);
  });
});

describe('maintenance', () => {
  it('closes the player site at once with the message in the visitor language, keeps /ops open, and audits before and after', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const on = await call('PUT', '/ops/site/maintenance', {
      enabled: true,
      message: 'Back soon',
      messages: { zh: '维护中', en: '' },
      until,
    });
    expect(on.status).toBe(200);
    expect(on.body.value).toMatchObject({ enabled: true, message: 'Back soon', messages: { zh: '维护中' } });
    expect((await player('/wps/content/banners')).status).toBe(503);
    expect((await player('/wps/system/status', { language: 'zh' })).body.value).toMatchObject({ status: 1, maintenanceMessage: '维护中' });
    expect((await player('/wps/system/status', { language: 'en' })).body.value).toMatchObject({
      status: 1,
      maintenanceMessage: 'Back soon',
    });
    expect((await call('GET', '/ops/site')).status).toBe(200);
    const [row] = await auditRows('site.maintenance');
    expect(row?.before).toMatchObject({ enabled: false });
    expect(row?.after).toMatchObject({ enabled: true, until });

    const off = await call('PUT', '/ops/site/maintenance', { enabled: false, message: '', until: null });
    expect(off.body.value.enabled).toBe(false);
    expect((await player('/wps/content/banners')).status).toBe(200);
  });

  it('refuses switching on with an end already past, and malformed input, changing nothing', async () => {
    const past = await call('PUT', '/ops/site/maintenance', { enabled: true, message: '', until: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    const bad = await call('PUT', '/ops/site/maintenance', { enabled: 'yes' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });
    expect((await player('/wps/system/status')).body.value.status).toBe(0);
  });
});

describe('region blocks', () => {
  it('stores a range as its network, blocks a visitor in it once restriction is on, and lists it paged', async () => {
    const created = await call('POST', '/ops/site/region-blocks', { kind: 'range', ipRange: '192.0.2.77/24', note: 'test' });
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({ ipRange: '192.0.2.0/24', note: 'test' });
    const v6 = await call('POST', '/ops/site/region-blocks', { kind: 'range', ipRange: '2001:db8::1/32' });
    expect(v6.body.value.ipRange).toBe('2001:db8::/32');
    const country = await call('POST', '/ops/site/region-blocks', { kind: 'country', country: 'kp' });
    expect(country.body.value.country).toBe('KP');
    const duplicate = await call('POST', '/ops/site/region-blocks', { kind: 'range', ipRange: '192.0.2.0/24' });
    expect(duplicate).toMatchObject({ status: 409, body: { value: { reason: 'block_exists' } } });

    expect((await call('PUT', '/ops/site/region-restriction', { enabled: true })).status).toBe(200);
    expect((await player('/wps/system/status', { 'x-forwarded-for': '192.0.2.44' })).body.value.status).toBe(2);
    expect((await player('/wps/system/status', { 'x-forwarded-for': '2001:db8::9' })).body.value.status).toBe(2);
    expect((await player('/wps/system/status', { 'cf-ipcountry': 'KP' })).body.value.status).toBe(2);
    expect((await player('/lgw/games/game_menus', { 'x-forwarded-for': '192.0.2.44' })).status).toBe(403);
    expect((await player('/wps/system/status', { 'x-forwarded-for': '198.51.100.4' })).body.value.status).toBe(0);

    const page = await call('GET', '/ops/site/region-blocks?pageSize=2&sort=id&order=asc');
    expect(page.body.value).toMatchObject({ total: 3, pageNo: 1, pageSize: 2 });
    expect(page.body.value.rows).toHaveLength(2);
    const filtered = await call('GET', '/ops/site/region-blocks?q=KP');
    expect(filtered.body.value.rows.map((r: { country: string }) => r.country)).toEqual(['KP']);

    const removed = await call('DELETE', `/ops/site/region-blocks/${created.body.value.id}`);
    expect(removed.status).toBe(200);
    expect((await player('/wps/system/status', { 'x-forwarded-for': '192.0.2.44' })).body.value.status).toBe(0);
    const [row] = await auditRows('site.region_block.delete');
    expect(row?.before).toMatchObject({ ipRange: '192.0.2.0/24' });
    expect(row?.after).toBeNull();
    await call('DELETE', `/ops/site/region-blocks/${v6.body.value.id}`);
    await call('DELETE', `/ops/site/region-blocks/${country.body.value.id}`);
    await call('PUT', '/ops/site/region-restriction', { enabled: false });
  });

  it('refuses a block that covers the operator’s own address or country, and restriction on while one does, unless acknowledged', async () => {
    const self = await call(
      'POST',
      '/ops/site/region-blocks',
      { kind: 'range', ipRange: '203.0.113.0/24' },
      { 'x-forwarded-for': '203.0.113.5' },
    );
    expect(self).toMatchObject({ status: 409, body: { value: { reason: 'block_covers_caller' } } });
    const mapped = await call(
      'POST',
      '/ops/site/region-blocks',
      { kind: 'range', ipRange: '::ffff:203.0.113.0/120' },
      { 'x-forwarded-for': '203.0.113.5' },
    );
    expect(mapped.body.value.reason).toBe('block_covers_caller');
    const ownCountry = await call('POST', '/ops/site/region-blocks', { kind: 'country', country: 'TH' }, { 'cf-ipcountry': 'TH' });
    expect(ownCountry.body.value.reason).toBe('block_covers_caller');

    const other = await call(
      'POST',
      '/ops/site/region-blocks',
      { kind: 'range', ipRange: '203.0.113.0/24' },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    expect(other.status).toBe(200);
    const on = await call('PUT', '/ops/site/region-restriction', { enabled: true }, { 'x-forwarded-for': '203.0.113.5' });
    expect(on).toMatchObject({ status: 409, body: { value: { reason: 'block_covers_caller' } } });

    // Acknowledged, it goes through and the audit row says so; the operator's own /ops calls keep answering.
    const acknowledged = await call(
      'PUT',
      '/ops/site/region-restriction',
      { enabled: true, acknowledgeCoversCaller: true },
      { 'x-forwarded-for': '203.0.113.5' },
    );
    expect(acknowledged.status).toBe(200);
    const [row] = await auditRows('site.region_restriction');
    expect(row?.after).toEqual({ enabled: true, coversCaller: true });
    expect((await call('GET', '/ops/site', undefined, { 'x-forwarded-for': '203.0.113.5' })).status).toBe(200);
    expect((await player('/wps/system/status', { 'x-forwarded-for': '203.0.113.5' })).body.value.status).toBe(2);
    const ownAcknowledged = await call(
      'POST',
      '/ops/site/region-blocks',
      { kind: 'country', country: 'TH', acknowledgeCoversCaller: true },
      { 'cf-ipcountry': 'TH' },
    );
    expect(ownAcknowledged.status).toBe(200);
    await call('DELETE', `/ops/site/region-blocks/${ownAcknowledged.body.value.id}`);
    await call('PUT', '/ops/site/region-restriction', { enabled: false });
    await call('DELETE', `/ops/site/region-blocks/${other.body.value.id}`);
  });

  it('refuses a malformed range or country as invalid_parameter', async () => {
    for (const body of [
      { kind: 'range', ipRange: '300.1.1.0/24' },
      { kind: 'range', ipRange: '10.0.0.0/33' },
      { kind: 'range', ipRange: '10.0.0.1' },
      { kind: 'country', country: 'KPX' },
      { kind: 'planet', country: 'KP' },
    ]) {
      expect((await call('POST', '/ops/site/region-blocks', body)).body.message, JSON.stringify(body)).toBe('invalid_parameter');
    }
  });

  it('normalizes ranges to their network', () => {
    expect(normalizeCidr('10.1.2.3/8')).toBe('10.0.0.0/8');
    expect(normalizeCidr('::ffff:192.0.2.9/120')).toBe('192.0.2.0/24');
    expect(normalizeCidr('2001:db8:1::5/48')).toBe('2001:db8:1::/48');
  });
});

describe('modules and register rules', () => {
  it('switches a module off and orders it, live on the whitelabel; an unknown module is not_found', async () => {
    const off = await call('PUT', '/ops/site/modules', { modules: [{ modId: MODULE_IDS.freePlay, enabled: false, sort: 7 }] });
    expect(off.status).toBe(200);
    const tree = (await player('/wps/system/whitelabel')).body.value.whitelabel as { modId: string; enabled: string }[];
    expect(tree.find((n) => n.modId === MODULE_IDS.freePlay)?.enabled).toBe('0');
    const [row] = await auditRows('site.modules');
    expect(row?.before).toEqual({ [MODULE_IDS.freePlay]: { enabled: true, sort: expect.any(Number) } });
    expect(row?.after).toEqual({ [MODULE_IDS.freePlay]: { enabled: false, sort: 7 } });
    const unknown = await call('PUT', '/ops/site/modules', { modules: [{ modId: 'NOPE', enabled: false, sort: 0 }] });
    expect(unknown.status).toBe(404);
    await call('PUT', '/ops/site/modules', { modules: [{ modId: MODULE_IDS.freePlay, enabled: true, sort: 2 }] });
  });

  it('changes a field rule live for registration settings; keeps username and password required; refuses max < min', async () => {
    const saved = await call('PUT', '/ops/site/register-rules/email', {
      enabled: true,
      required: true,
      patternId: 'EMAIL',
      minLength: 8,
      maxLength: 80,
    });
    expect(saved.status).toBe(200);
    const fields = (await player('/wps/system/setting/register')).body.value.fields as {
      field: string;
      required: boolean;
      minLength: number;
    }[];
    expect(fields.find((f) => f.field === 'email')).toMatchObject({ required: true, minLength: 8 });
    const disabled = await call('PUT', '/ops/site/register-rules/password', {
      enabled: false,
      required: false,
      patternId: 'ANY',
      minLength: 1,
      maxLength: 20,
    });
    expect(disabled).toMatchObject({ status: 409, body: { value: { reason: 'field_always_required' } } });
    const inverted = await call('PUT', '/ops/site/register-rules/email', {
      enabled: true,
      required: false,
      patternId: 'EMAIL',
      minLength: 9,
      maxLength: 8,
    });
    expect(inverted.body.message).toBe('invalid_parameter');
    const unknownField = await call('PUT', '/ops/site/register-rules/shoeSize', {
      enabled: true,
      required: false,
      patternId: 'ANY',
      minLength: 1,
      maxLength: 8,
    });
    expect(unknownField.body.message).toBe('invalid_parameter');
    await call('PUT', '/ops/site/register-rules/email', {
      enabled: true,
      required: false,
      patternId: 'EMAIL',
      minLength: 6,
      maxLength: 60,
    });
  });
});

describe('customer service, domains, languages, brand', () => {
  it('adds, edits and removes a customer-service entry, https only', async () => {
    const created = await call('POST', '/ops/site/customer-services', {
      title: 'Night desk',
      type: 'TELEGRAM',
      url: 'https://t.me/night_desk',
      sort: 9,
      enabled: true,
    });
    expect(created.status).toBe(200);
    const services = (await player('/wps/system/whitelabel')).body.value.customerService as { title: string }[];
    expect(services.map((s) => s.title)).toContain('Night desk');
    const unsafe = await call('POST', '/ops/site/customer-services', {
      title: 'Bad',
      type: 'LIVECHAT',
      url: 'javascript:alert(1)',
      sort: 0,
      enabled: true,
    });
    expect(unsafe.body.message).toBe('invalid_parameter');
    const same = await call('POST', '/ops/site/customer-services', { ...created.body.value, id: undefined });
    expect(same.body.value.reason).toBe('title_taken');
    const edited = await call('PUT', `/ops/site/customer-services/${created.body.value.id}`, {
      title: 'Night desk',
      type: 'TELEGRAM',
      url: 'https://t.me/night_desk2',
      sort: 9,
      enabled: false,
    });
    expect(edited.body.value.enabled).toBe(false);
    expect((await call('DELETE', `/ops/site/customer-services/${created.body.value.id}`)).status).toBe(200);
    expect((await call('DELETE', `/ops/site/customer-services/${created.body.value.id}`)).status).toBe(404);
  });

  it('adds a mirror domain live on the domain route; a taken domain is a conflict; the caller’s own host stays', async () => {
    const created = await call('POST', '/ops/site/domains', { domain: 'Mirror3.Example', route: '/', isMirror: true });
    expect(created.body.value).toEqual({ domain: 'mirror3.example', route: '/', isMirror: true });
    expect((await player('/wps/system/domainRoute')).body.value.mirrors).toContain('mirror3.example');
    expect((await call('POST', '/ops/site/domains', { domain: 'mirror3.example', route: '/', isMirror: false })).status).toBe(409);
    const own = await call('DELETE', '/ops/site/domains/localhost', undefined, { host: 'localhost' });
    expect(own.body.value.reason).toBe('domain_in_use_by_caller');
    expect((await call('PUT', '/ops/site/domains/mirror3.example', { route: '/agent', isMirror: false })).body.value.route).toBe('/agent');
    const elsewhere = await call('PUT', '/ops/site/domains/mirror3.example', { route: '//evil.example/', isMirror: false });
    expect(elsewhere.body.message).toBe('invalid_parameter');
    expect((await call('DELETE', '/ops/site/domains/mirror3.example')).status).toBe(200);
  });

  it('sets the languages offered, the default among them', async () => {
    const refused = await call('PUT', '/ops/site/languages', { languages: ['en', 'zh'], defaultLanguage: 'my' });
    expect(refused.body.message).toBe('invalid_parameter');
    const saved = await call('PUT', '/ops/site/languages', { languages: ['my', 'en', 'zh'], defaultLanguage: 'my' });
    expect(saved.status).toBe(200);
    expect((await player('/wps/system/whitelabel')).body.value.merchant.languages).toEqual(['my', 'en', 'zh']);
  });

  it('saves the brand with social links, live on the whitelabel; refuses a colour that is not #rrggbb', async () => {
    const brand = {
      name: 'Fortuna',
      logoUrl: '/demo/logo.svg',
      primaryColour: '#AA3300',
      accentColour: null,
      licence: 'Licensed <b>by</b> the board',
      copyright: '',
      socialLinks: [{ type: 'TELEGRAM', url: 'https://t.me/fortuna_news' }],
    };
    const saved = await call('PUT', '/ops/site/brand', brand);
    expect(saved.status).toBe(200);
    expect(saved.body.value).toMatchObject({ primaryColour: '#aa3300', socialLinks: [{ type: 'TELEGRAM' }] });
    const whitelabel = (await player('/wps/system/whitelabel')).body.value;
    expect(whitelabel.merchant).toMatchObject({ primaryColour: '#aa3300', licence: 'Licensed <b>by</b> the board' });
    expect(whitelabel.resources.map((r: { type: string }) => r.type)).toEqual(expect.arrayContaining(['TELEGRAM', 'ANDROID']));
    expect(whitelabel.resources.map((r: { type: string }) => r.type)).not.toContain('YOUTUBE');
    expect((await call('PUT', '/ops/site/brand', { ...brand, primaryColour: 'red' })).body.message).toBe('invalid_parameter');
    const [row] = await auditRows('site.brand');
    expect((row?.before as { socialLinks?: unknown[] } | undefined)?.socialLinks?.length).toBeGreaterThan(1);
  });
});
