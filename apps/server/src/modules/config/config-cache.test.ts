import type { PGlite } from '@electric-sql/pglite';
import { decryptCsPath } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema';
import { ok } from '../../http/envelope';
import {
  buildTestApp,
  freshIp,
  httpClient,
  operatorToken,
  type ServerProcess,
  startServerProcess,
  type TestApp,
} from '../../testing/index';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { createCatalogService } from '../catalog/catalog.service';
import { createConfigRepository } from './config.repository';
import { createConfigService } from './config.service';
import { CONFIG_LISTENER_NAME, CONFIG_TTL_MS, createConfigChanges } from './config-changes';

/**
 * The configuration kept in memory (config-cache.ts, config-changes.ts, the catalogue snapshot):
 * answered without a read, current on the next call after a change in this process, current in
 * another process once the change's notification arrives, and healed by the TTL when a
 * notification is lost. Runs on PGlite and on PostgreSQL; the two-process case needs DATABASE_URL.
 */
const ROUTES = ['/wps/system/whitelabel', '/wps/system/setting/register', '/wps/system/status', '/lgw/games/game_menus'];
/** Any of the tables the cached answers are made from. */
const CONFIG_TABLE =
  /"?\b(merchant|merchant_domain|merchant_module|register_field_rule|customer_service|resource|region_block|catalog_version|game|vendor|game_category|category_vendor|game_classify)\b"?/;
const WAIT_MS = 20_000;

let t: TestApp;
const db = (): Kysely<Database> => t.database.db;

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { merchant: 'FORTUNA', language: 'en', ...headers } });
  return { status: res.statusCode, text: res.body, body: res.json() as { success: boolean; value: any; message: string } };
}

async function opsCall(method: 'PUT' | 'PATCH', url: string, token: string, payload: object) {
  const res = await t.app.inject({ method, url, headers: { authorization: token, 'x-forwarded-for': freshIp() }, payload });
  expect(res.statusCode, res.body).toBe(200);
}

/** The SQL of every query touching a configuration table that the database's clients sent while `work` ran. */
async function configReads(work: () => Promise<unknown>): Promise<string[]> {
  const target = (t.database.pglite ?? pg.Client.prototype) as PGlite;
  const spy = vi.spyOn(target, 'query');
  try {
    await work();
    return spy.mock.calls.map(([text]) => String(text)).filter((text) => CONFIG_TABLE.test(text));
  } finally {
    spy.mockRestore();
  }
}

/** Polls until `check` holds (another process hears a change a moment after its commit). */
async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function merchantId(): Promise<number> {
  return (await db().selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow()).id;
}

describe('answers from memory', () => {
  it('serves the whitelabel, register settings, status and menus without a read of the configuration', async () => {
    for (const url of ROUTES) expect((await get(url)).status).toBe(200);
    const reads = await configReads(async () => {
      for (let i = 0; i < 3; i++) for (const url of ROUTES) expect((await get(url)).status).toBe(200);
    });
    expect(reads).toEqual([]);
    // The spy sees reads: a call that does not answer from memory reads its merchant.
    expect(await configReads(() => get('/wps/content/banners'))).not.toEqual([]);
  });

  it('answers exactly what the presenters make (the whitelabel, register settings and menus are sent as ready JSON)', async () => {
    const reply = await get('/wps/system/whitelabel', { 'x-forwarded-for': '198.51.100.7' });
    const merchant = await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    const fresh = createConfigService(createConfigRepository(db()), 'FORTUNA');
    const visitor = { ip: '198.51.100.7', country: null, host: reply.body.value.domainRoute.domain as string };
    const expected = JSON.stringify(ok(await fresh.whitelabel(merchant, visitor)));
    // Customer-service paths are encrypted with a fresh key each time the configuration is built.
    const unkeyed = (text: string) => text.replace(/"path":"[^"]*"/g, '"path":"…"');
    expect(unkeyed(reply.text)).toBe(unkeyed(expected));
    const paths = (text: string) => (JSON.parse(text).value.customerService as { path: string }[]).map((s) => decryptCsPath(s.path));
    expect(await Promise.all(paths(reply.text))).toEqual(await Promise.all(paths(expected)));
    expect((await get('/wps/system/setting/register')).text).toBe(JSON.stringify(ok(await fresh.registerSettings(merchant))));
    const catalog = createCatalogService(createCatalogRepository(db()));
    for (const language of ['en', 'zh', 'my']) {
      expect((await get('/lgw/games/game_menus', { language })).text).toBe(JSON.stringify(ok(await catalog.menus(language as 'en'))));
    }
  });

  it('tests region blocks in memory, as the database would', async () => {
    const id = await merchantId();
    await db()
      .insertInto('region_block')
      .values([
        { merchant_id: id, ip_range: '192.0.2.0/24', country: null, note: 'cache test' },
        { merchant_id: id, ip_range: '2001:db8::/32', country: null, note: 'cache test' },
        { merchant_id: id, ip_range: null, country: 'KP', note: 'cache test' },
      ])
      .execute();
    await db().updateTable('merchant').set({ region_restriction: true }).where('id', '=', id).execute();
    try {
      const status = async (ip: string, country?: string) =>
        (await get('/wps/system/status', { 'x-forwarded-for': ip, ...(country ? { 'cf-ipcountry': country } : {}) })).body.value.status;
      expect(await status('192.0.2.44')).toBe(2);
      const reads = await configReads(async () => {
        expect(await status('192.0.2.45')).toBe(2);
        expect(await status('::ffff:192.0.2.46')).toBe(2);
        expect(await status('2001:db8:1::5')).toBe(2);
        expect(await status('192.0.3.1')).toBe(0);
        expect(await status('2001:db9::1')).toBe(0);
      });
      expect(reads).toEqual([]);
    } finally {
      await db().updateTable('merchant').set({ region_restriction: false }).where('id', '=', id).execute();
      await db().deleteFrom('region_block').where('note', '=', 'cache test').execute();
    }
  });
});

describe('a change in this process', () => {
  it('is seen by the next request: maintenance, a module and a catalogue category through the back office', async () => {
    const token = await operatorToken(db());
    expect((await get('/wps/system/status')).body.value.status).toBe(0);
    await opsCall('PUT', '/ops/site/maintenance', token, { enabled: true, message: 'Cache test', until: null });
    expect((await get('/wps/system/status')).body.value).toMatchObject({ status: 1, maintenanceMessage: 'Cache test' });
    expect((await get('/wps/system/whitelabel')).body.value.maintenance).toBe(true);
    await opsCall('PUT', '/ops/site/maintenance', token, { enabled: false, message: '', until: null });
    expect((await get('/wps/system/status')).body.value.status).toBe(0);

    const menus = (await get('/lgw/games/game_menus')).body.value as { gameCategory: string }[];
    const category = menus[0]?.gameCategory as string;
    await opsCall('PATCH', `/ops/catalogue/categories/${category}`, token, { enabled: false });
    try {
      const without = (await get('/lgw/games/game_menus')).body.value as { gameCategory: string }[];
      expect(without.map((m) => m.gameCategory)).not.toContain(category);
    } finally {
      await opsCall('PATCH', `/ops/catalogue/categories/${category}`, token, { enabled: true });
    }
    expect(((await get('/lgw/games/game_menus')).body.value as { gameCategory: string }[]).map((m) => m.gameCategory)).toContain(category);
  });

  it('is seen by the next request when made in SQL by hand (the database announces it, not the code path)', async () => {
    const id = await merchantId();
    const field = (await get('/wps/system/setting/register')).body.value.fields.find((f: { field: string }) => f.field === 'email');
    await db()
      .updateTable('register_field_rule')
      .set({ required: !field.required })
      .where('merchant_id', '=', id)
      .where('field', '=', 'email')
      .execute();
    try {
      const after = (await get('/wps/system/setting/register')).body.value.fields.find((f: { field: string }) => f.field === 'email');
      expect(after.required).toBe(!field.required);
    } finally {
      await db()
        .updateTable('register_field_rule')
        .set({ required: field.required })
        .where('merchant_id', '=', id)
        .where('field', '=', 'email')
        .execute();
    }
  });
});

describe('a lost notification', () => {
  it('is healed by the TTL: the copy in memory is read again once it is older than CONFIG_TTL_MS', async () => {
    let now = Date.now();
    const changes = createConfigChanges(t.database, { now: () => now });
    await changes.start();
    const config = createConfigService(createConfigRepository(db()), 'FORTUNA', changes);
    const catalog = createCatalogService(createCatalogRepository(db()), changes);
    const id = await merchantId();
    const name = async () => (await config.resolveMerchant('FORTUNA', 'localhost', { fromMemory: true })).name;
    const categories = async () => (await catalog.menus('en')).map((m) => m.gameCategory);
    const before = await name();
    const [category] = await categories();
    // The change is made with the announcing triggers off: its notification is lost.
    await sql`ALTER TABLE merchant DISABLE TRIGGER merchant_notify_trg`.execute(db());
    await sql`ALTER TABLE catalog_version DISABLE TRIGGER catalog_version_notify_trg`.execute(db());
    try {
      await db().updateTable('merchant').set({ name: 'Renamed by hand' }).where('id', '=', id).execute();
      await db()
        .updateTable('game_category')
        .set({ enabled: false })
        .where('code', '=', category as string)
        .execute();
    } finally {
      await sql`ALTER TABLE merchant ENABLE TRIGGER merchant_notify_trg`.execute(db());
      await sql`ALTER TABLE catalog_version ENABLE TRIGGER catalog_version_notify_trg`.execute(db());
    }
    try {
      expect(await name()).toBe(before);
      expect(await categories()).toContain(category);
      now += CONFIG_TTL_MS;
      expect(await name()).toBe('Renamed by hand');
      expect(await categories()).not.toContain(category);
    } finally {
      await db().updateTable('merchant').set({ name: before }).where('id', '=', id).execute();
      await db()
        .updateTable('game_category')
        .set({ enabled: true })
        .where('code', '=', category as string)
        .execute();
      await changes.close();
    }
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(databaseUrl))('several processes on one PostgreSQL database', () => {
  let child: ServerProcess | undefined;
  beforeAll(async () => {
    child = await startServerProcess({ databaseUrl: t.database.url as string });
  }, 180_000);
  afterAll(async () => {
    await child?.stop();
  }, 60_000);

  it('a change made through this process is seen by the other once the notification arrives', { timeout: 90_000 }, async () => {
    if (!child) throw new Error('not started');
    const there = httpClient(child.url, { merchant: 'FORTUNA', language: 'en' });
    const token = await operatorToken(db());
    // The other process keeps its copies: warm them first.
    expect((await there.get('/wps/system/status')).body.value.status).toBe(0);
    const menus = (await there.get('/lgw/games/game_menus')).body.value as { gameCategory: string }[];
    const category = menus[0]?.gameCategory as string;

    await opsCall('PUT', '/ops/site/maintenance', token, { enabled: true, message: 'Both processes', until: null });
    try {
      await eventually('maintenance in the other process', async () => {
        const status = (await there.get('/wps/system/status')).body.value;
        return status.status === 1 && status.maintenanceMessage === 'Both processes';
      });
    } finally {
      await opsCall('PUT', '/ops/site/maintenance', token, { enabled: false, message: '', until: null });
    }
    await eventually('the other process out of maintenance', async () => (await there.get('/wps/system/status')).body.value.status === 0);

    // The menus are refused during maintenance (503), so the catalogue is changed after it.
    const categories = async () =>
      ((await there.get('/lgw/games/game_menus')).body.value as { gameCategory: string }[]).map((m) => m.gameCategory);
    await opsCall('PATCH', `/ops/catalogue/categories/${category}`, token, { enabled: false });
    try {
      await eventually('the category gone from the other process', async () => !(await categories()).includes(category));
    } finally {
      await opsCall('PATCH', `/ops/catalogue/categories/${category}`, token, { enabled: true });
    }
    await eventually('the category back in the other process', async () => (await categories()).includes(category));
  });

  it('a lost listener connection reconnects and drops everything cached before it', { timeout: 60_000 }, async () => {
    const changes = createConfigChanges(t.database);
    await changes.start();
    try {
      expect(changes.synced).toBe(true);
      const config = createConfigService(createConfigRepository(db()), 'FORTUNA', changes);
      await config.resolveMerchant('FORTUNA', 'localhost', { fromMemory: true });
      expect(await configReads(() => config.resolveMerchant('FORTUNA', 'localhost', { fromMemory: true }))).toEqual([]);
      const generation = changes.generation;
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = ${CONFIG_LISTENER_NAME}`.execute(db());
      await eventually('the listener reconnected', async () => changes.synced && changes.generation > generation);
      expect(await configReads(() => config.resolveMerchant('FORTUNA', 'localhost', { fromMemory: true }))).not.toEqual([]);
    } finally {
      await changes.close();
    }
  });
});
