import { opsBannerPageSchema, opsGamePageSchema, opsVendorPageSchema } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, fund, operatorToken, type TestApp } from '../../testing/index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let content: string;
let auditor: string;
let member: string;
const db = () => t.database.db;

/** An /ops call as an operator (PATCH included, which apiClient has not). */
async function ops(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { 'x-merchant': 'FORTUNA', authorization: token, 'x-forwarded-for': freshIp() },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; value: any; message: string } };
}

const lastAudit = () =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'target_id', 'before', 'after', 'operator_username'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

async function refGame() {
  return db()
    .selectFrom('game')
    .select(['id', 'vendor_code'])
    .where('vendor_code', '=', 'REF')
    .where('is_game', '=', true)
    .where('enabled', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  content = await operatorToken(db(), 'cat_content', 'content');
  auditor = await operatorToken(db(), 'cat_auditor', 'auditor');
  member = (
    await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'player01', password: 'Player123' },
      { 'x-forwarded-for': freshIp() },
    )
  ).body.value.token;
}, 120_000);
afterAll(async () => t?.close());

describe('games in maintenance', () => {
  it('refuses to launch a game in maintenance with game_maintenance, and launches it once it is out', async () => {
    const game = await refGame();
    const launch = () => api.get(`/wps/game/launchGame?nodeId=${game.id}`, { authorization: member });
    expect((await launch()).status).toBe(200);

    const on = await ops('PATCH', `/ops/catalogue/games/${game.id}`, content, { maintenance: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(await launch()).toMatchObject({ status: 503, body: { success: false, message: 'game_maintenance' } });
    // Players still see it in the lobby, marked in maintenance.
    const lobby = await api.post('/wps/relay/GCSGAME_gameList', { gameType: 'RNG', vassalage: 'REF', pageNo: 1, pageSize: 100 });
    expect(lobby.body.value.games.find((g: { nodeId: number }) => g.nodeId === game.id)).toMatchObject({ inMaintenance: true });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'catalogue.game_update', target_id: String(game.id), operator_username: 'cat_content' });
    expect(audit.before).toMatchObject({ maintenance: false });
    expect(audit.after).toMatchObject({ maintenance: true });

    // The game stays listed for the operator with its flag.
    const list = opsGamePageSchema.parse((await ops('GET', `/ops/catalogue/games?vendor=REF&maintenance=true`, content)).body.value);
    expect(list.rows.map((r) => r.id)).toContain(game.id);

    await ops('PATCH', `/ops/catalogue/games/${game.id}`, content, { maintenance: false });
    expect((await launch()).status).toBe(200);
  });

  it('refuses every game of a vendor inside its maintenance window, and none before or after it', async () => {
    const game = await refGame();
    const launch = () => api.get(`/wps/game/launchGame?nodeId=${game.id}`, { authorization: member });
    const hour = 3_600_000;
    const later = {
      maintenanceStartsAt: new Date(Date.now() + hour).toISOString(),
      maintenanceEndsAt: new Date(Date.now() + 2 * hour).toISOString(),
    };
    expect((await ops('PATCH', '/ops/catalogue/vendors/REF', content, later)).status).toBe(200);
    expect((await launch()).status).toBe(200);

    const now = {
      maintenanceStartsAt: new Date(Date.now() - hour).toISOString(),
      maintenanceEndsAt: new Date(Date.now() + hour).toISOString(),
    };
    expect((await ops('PATCH', '/ops/catalogue/vendors/REF', content, now)).status).toBe(200);
    const refused = await launch();
    expect(refused).toMatchObject({ status: 503, body: { message: 'game_maintenance' } });
    const vendors = opsVendorPageSchema.parse((await ops('GET', '/ops/catalogue/vendors?search=REF', content)).body.value);
    expect(vendors.rows.find((v) => v.code === 'REF')).toMatchObject({ inMaintenance: true });

    const past = {
      maintenanceStartsAt: new Date(Date.now() - 2 * hour).toISOString(),
      maintenanceEndsAt: new Date(Date.now() - hour).toISOString(),
    };
    expect((await ops('PATCH', '/ops/catalogue/vendors/REF', content, past)).status).toBe(200);
    expect((await launch()).status).toBe(200);

    expect((await ops('PATCH', '/ops/catalogue/vendors/REF', content, { maintenanceStartsAt: null })).status).toBe(200);
    const row = await db()
      .selectFrom('vendor')
      .select(['maintenance_starts_at', 'maintenance_ends_at'])
      .where('code', '=', 'REF')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ maintenance_starts_at: null, maintenance_ends_at: null });
  });

  it('refuses a window that ends before it starts, without changing anything', async () => {
    const reply = await ops('PATCH', '/ops/catalogue/vendors/REF', content, {
      maintenanceStartsAt: '2026-01-02T00:00:00Z',
      maintenanceEndsAt: '2026-01-01T00:00:00Z',
    });
    expect(reply).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });
  });
});

describe('the catalogue is live for players on the next request', () => {
  it('hides a disabled game from the lobby at once, and shows it again', async () => {
    const game = await refGame();
    const lobby = async () => {
      const reply = await api.post('/wps/relay/GCSGAME_gameList', { gameType: 'RNG', vassalage: 'REF', pageNo: 1, pageSize: 100 });
      return JSON.stringify(reply.body.value);
    };
    expect(await lobby()).toContain(`"nodeId":${game.id},`);
    await ops('PATCH', `/ops/catalogue/games/${game.id}`, content, { enabled: false });
    expect(await lobby()).not.toContain(`"nodeId":${game.id},`);
    await ops('PATCH', `/ops/catalogue/games/${game.id}`, content, { enabled: true, hot: true, isNew: true, sort: 3 });
    expect(await lobby()).toContain(`"nodeId":${game.id},`);
  });

  it('creates a banner players see, hides it outside its window, and deletes it', async () => {
    const created = await ops('POST', '/ops/catalogue/banners', content, {
      groupName: 'w_home',
      title: 'Ops banner',
      imageUrl: '/demo/banners/ops.svg',
      link: '/promotions',
      linkageType: 'INTERNAL',
      sort: 0,
      enabled: true,
      startsAt: null,
      endsAt: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.value.id as number;
    const shown = async () =>
      JSON.stringify((await api.get('/wps/content/banners?group=w_home')).body.value).includes('/demo/banners/ops.svg');
    expect(await shown()).toBe(true);
    await ops('PATCH', `/ops/catalogue/banners/${id}`, content, { startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await shown()).toBe(false);
    const page = opsBannerPageSchema.parse((await ops('GET', '/ops/catalogue/banners?group=w_home', content)).body.value);
    expect(page.rows.find((b) => b.id === id)).toMatchObject({ live: false, title: 'Ops banner' });
    expect((await ops('DELETE', `/ops/catalogue/banners/${id}`, content)).status).toBe(200);
    expect((await lastAudit()).action).toBe('catalogue.banner_delete');
    expect((await ops('DELETE', `/ops/catalogue/banners/${id}`, content)).body.message).toBe('banner_not_found');
  });

  it('disables a category, and its games leave the lobby', async () => {
    const before = await ops('GET', '/ops/catalogue/categories', content);
    expect(before.body.value.rows.find((c: { code: string }) => c.code === 'FISH')).toBeDefined();
    await ops('PATCH', '/ops/catalogue/categories/FISH', content, { enabled: false });
    const menu = JSON.stringify((await api.get('/lgw/games/game_menus')).body.value);
    await ops('PATCH', '/ops/catalogue/categories/FISH', content, { enabled: true });
    expect(menu).not.toContain('"FISH"');
  });
});

describe('vendor credentials', () => {
  it('shows the key id, never the secret, and a rotation answers a new secret once', async () => {
    const list = await ops('GET', '/ops/catalogue/vendors?search=REF', content);
    const ref = opsVendorPageSchema.parse(list.body.value).rows.find((v) => v.code === 'REF');
    expect(ref?.credential?.keyId).toBeTruthy();
    const stored = await db()
      .selectFrom('provider_credential')
      .select(['key_id', 'secret'])
      .where('key_id', '=', ref?.credential?.keyId ?? '')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(list.body)).not.toContain(stored.secret);

    const rotated = await ops('POST', '/ops/catalogue/vendors/REF/credential/rotate', content, {});
    expect(rotated.status).toBe(200);
    expect(rotated.body.value.keyId).toBe(stored.key_id);
    expect(rotated.body.value.secret).toMatch(/^[0-9a-f]{64}$/);
    const after = await db()
      .selectFrom('provider_credential')
      .select('secret')
      .where('key_id', '=', stored.key_id)
      .executeTakeFirstOrThrow();
    expect(after.secret).toBe(rotated.body.value.secret);
    const audit = await lastAudit();
    expect(audit.action).toBe('catalogue.credential_rotate');
    expect(JSON.stringify(audit)).not.toContain(rotated.body.value.secret);
  });

  it('refuses to change the wallet mode while a member has an open round with the vendor', async () => {
    const vendor = await db().selectFrom('vendor').select(['code', 'wallet_mode']).where('code', '=', 'REF').executeTakeFirstOrThrow();
    await fund(db(), 'player01', 1000n);
    const main = await db()
      .selectFrom('ledger_account as a')
      .innerJoin('member as m', 'm.id', 'a.member_id')
      .select(['a.id', 'a.member_id', 'a.merchant_id'])
      .where('m.username', '=', 'player01')
      .where('a.kind', '=', 'main')
      .executeTakeFirstOrThrow();
    const round = await db()
      .insertInto('game_round')
      .values({
        merchant_id: main.merchant_id,
        vendor_code: 'REF',
        round_id: `ops-open-${Date.now()}`,
        member_id: main.member_id as number,
        game_id: null,
        account_id: main.id,
        currency: 'MMK',
        play_money: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = vendor.wallet_mode === 'transfer' ? 'seamless' : 'transfer';
    const reply = await ops('PATCH', '/ops/catalogue/vendors/REF', content, { walletMode: other });
    expect(reply).toMatchObject({ status: 409, body: { message: 'vendor_wallet_in_use' } });
    await db().deleteFrom('game_round').where('id', '=', round.id).execute();
    const again = await ops('PATCH', '/ops/catalogue/vendors/REF', content, { walletMode: other });
    expect(again.status).toBe(200);
    await ops('PATCH', '/ops/catalogue/vendors/REF', content, { walletMode: vendor.wallet_mode });
  });
});

describe('permissions', () => {
  it('lets the auditor read and refuses its writes', async () => {
    expect((await ops('GET', '/ops/catalogue/games', auditor)).status).toBe(200);
    const game = await refGame();
    expect(await ops('PATCH', `/ops/catalogue/games/${game.id}`, auditor, { maintenance: true })).toMatchObject({
      status: 403,
      body: { message: 'forbidden' },
    });
  });

  it('refuses unknown fields and bad values with a 400', async () => {
    const game = await refGame();
    expect((await ops('PATCH', `/ops/catalogue/games/${game.id}`, content, { maintenance: 'yes' })).status).toBe(400);
    expect((await ops('PATCH', `/ops/catalogue/games/${game.id}`, content, { names: {} })).status).toBe(400);
    expect((await ops('GET', '/ops/catalogue/games?sort=drop', content)).status).toBe(400);
  });
});
