import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFixtureVendor, apiClient, buildTestApp, freshIp, type TestApp } from '../../testing/index';
import { buildLaunchUrl } from './launch-url';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let member: string;
let trial: string;
const db = () => t.database.db;

async function firstGame(vendor: string, where: { isGame?: boolean } = {}) {
  return db()
    .selectFrom('game')
    .select(['id', 'game_code', 'category_code', 'names'])
    .where('vendor_code', '=', vendor)
    .where('is_game', '=', where.isGame ?? true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  member = (
    await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'player01', password: 'Player123' },
      { 'x-forwarded-for': freshIp() },
    )
  ).body.value.token;
  trial = (await api.post('/wps/session/login/freeplay', {}, { 'x-forwarded-for': freshIp() })).body.value.token;
});
afterAll(async () => {
  await t.close();
});

describe('GET /wps/game/launchGame', () => {
  it('asks a guest to log in', async () => {
    const game = await firstGame('REF');
    const reply = await api.get(`/wps/game/launchGame?nodeId=${game.id}`);
    expect(reply).toMatchObject({ status: 401, body: { success: false, message: 'not_logged_in' } });
  });

  it('launches a member on the launch CDN with a single-use token, and records the recent game', async () => {
    const game = await firstGame('REF');
    const reply = await api.get(`/wps/game/launchGame?nodeId=${game.id}&language=zh&theme=dark`, { authorization: member });
    expect(reply.status).toBe(200);
    const launch = reply.body.value;
    expect(launch).toMatchObject({ nodeId: game.id, vendor: 'REF', gameCode: game.game_code, gameType: 'RNG', playMoney: false });
    expect(launch.gameName).toBe(game.names.zh ?? game.names.en);
    // The demo's launch CDN is `/play` on the portal's origin; the reference vendor is mounted there.
    const url = new URL(launch.url, 'http://portal.test');
    expect(url.pathname).toBe('/play/reference/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      operator: 'FORTUNA',
      vendor: 'REF',
      game: game.game_code,
      lang: 'zh',
      currency: 'MMK',
      device: 'web',
      theme: 'dark',
    });
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresIn = Date.parse(launch.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(290_000);
    expect(expiresIn).toBeLessThanOrEqual(300_000);
    // Only the token's hash is kept.
    const stored = await db()
      .selectFrom('launch_token')
      .select(['game_id', 'play_money', 'used_at'])
      .where('token_hash', '=', crypto.createHash('sha256').update(token).digest())
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ game_id: game.id, play_money: false, used_at: null });

    const recent = await api.post('/wps/relay/GCS_recentGame', {}, { authorization: member });
    expect(recent.body.value.list[0]).toMatchObject({ nodeId: game.id });
  });

  it('names a game by vendor and game code too (vassalage as the original client sends it)', async () => {
    const game = await firstGame('REFX');
    const byCode = await api.get(`/wps/game/launchGame?vassalage=REFX&gameCode=${game.game_code}&gameType=${game.category_code}`, {
      authorization: member,
    });
    expect(byCode.body.value).toMatchObject({ nodeId: game.id, vendor: 'REFX', gameCode: 'classic-three-reels' });
  });

  it('lets a trial account play free-play vendors with play money, and not the others', async () => {
    const pg = await firstGame('REF');
    const free = await api.get(`/wps/game/launchGame?nodeId=${pg.id}`, { authorization: trial });
    expect(free.body.value).toMatchObject({ playMoney: true, vendor: 'REF' });
    const transfer = await firstGame('REFX');
    const real = await api.get(`/wps/game/launchGame?nodeId=${transfer.id}`, { authorization: trial });
    expect(real).toMatchObject({ status: 403, body: { message: 'in_need_true_account' } });
  });

  it('refuses unknown, disabled, mismatched and vendor-type entries, and vendors not connected', async () => {
    const pg = await firstGame('REF');
    const cases: [string, number, string][] = [
      ['nodeId=999999', 404, 'game_not_found'],
      [`nodeId=${pg.id}&gameType=LIVE`, 404, 'game_not_found'],
      [`nodeId=${pg.id}&vendor=REFX`, 404, 'game_not_found'],
      ['vendor=REF&gameCode=no-such-game', 404, 'game_not_found'],
      [`vassalage=NOPE&gameCode=${pg.game_code}`, 404, 'game_not_found'],
      [`nodeId=${pg.id}&gameType=NOPE`, 400, 'invalid_parameter'],
      ['vendor=REF', 400, 'invalid_parameter'],
      ['nodeId=abc', 400, 'invalid_parameter'],
      [`nodeId=${pg.id}&theme=neon`, 400, 'invalid_parameter'],
    ];
    for (const [query, status, message] of cases) {
      const reply = await api.get(`/wps/game/launchGame?${query}`, { authorization: member });
      expect([reply.status, reply.body.message], query).toEqual([status, message]);
    }
    // A vendor-type entry opens the vendor's game list in the portal; it is not launched (the demo has
    // none: a test vendor's live lobby entry).
    const [lobbyId] = await addFixtureVendor(db(), { code: 'TESTL', name: 'Test Live Studio' }, [
      { category: 'LIVE', code: 'lobby', isGame: false },
    ]);
    const lobby = { id: lobbyId };
    expect((await api.get(`/wps/game/launchGame?nodeId=${lobby.id}`, { authorization: member })).body.message).toBe('game_not_found');
    // A vendor the merchant has no credential with (every demo vendor with games is connected: take TCG_SEA's away).
    const seaLottery = await db()
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'TCG_SEA')
      .where('is_game', '=', true)
      .executeTakeFirstOrThrow();
    const credential = await db()
      .selectFrom('provider_credential')
      .selectAll()
      .where('vendor_code', '=', 'TCG_SEA')
      .executeTakeFirstOrThrow();
    await db().deleteFrom('provider_credential').where('vendor_code', '=', 'TCG_SEA').execute();
    try {
      const reply = await api.get(`/wps/game/launchGame?nodeId=${seaLottery.id}`, { authorization: member });
      expect(reply).toMatchObject({ status: 503, body: { message: 'game_unavailable' } });
    } finally {
      await db().insertInto('provider_credential').values(credential).execute();
    }
    await db().updateTable('game').set({ enabled: false }).where('id', '=', pg.id).execute();
    expect((await api.get(`/wps/game/launchGame?nodeId=${pg.id}`, { authorization: member })).body.message).toBe('game_not_found');
    await db().updateTable('game').set({ enabled: true }).where('id', '=', pg.id).execute();
    await db().updateTable('vendor').set({ enabled: false }).where('code', '=', 'REF').execute();
    expect((await api.get(`/wps/game/launchGame?nodeId=${pg.id}`, { authorization: member })).body.message).toBe('game_not_found');
    await db().updateTable('vendor').set({ enabled: true }).where('code', '=', 'REF').execute();
  });

  it('chooses among several launch CDNs at random', async () => {
    await db()
      .updateTable('merchant')
      .set({ launch_game_cdns: JSON.stringify(['https://play-a.example.com/', 'https://play-b.example.com']) })
      .where('code', '=', 'FORTUNA')
      .execute();
    const game = await firstGame('REF');
    const origins = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const reply = await api.get(`/wps/game/launchGame?nodeId=${game.id}`, { authorization: member });
      const url = new URL(reply.body.value.url);
      expect(url.pathname).toBe('/reference/');
      origins.add(url.origin);
    }
    expect(origins).toEqual(new Set(['https://play-a.example.com', 'https://play-b.example.com']));
    await db()
      .updateTable('merchant')
      .set({ launch_game_cdns: JSON.stringify(['/play']) })
      .where('code', '=', 'FORTUNA')
      .execute();
  });
});

describe('buildLaunchUrl', () => {
  it('puts a launch path on the chosen CDN and keeps an absolute launch URL', () => {
    expect(buildLaunchUrl(['/play'], '/reference/', { token: 'a b' })).toBe('/play/reference/?token=a+b');
    expect(buildLaunchUrl(['https://x.example/', 'https://y.example'], '/v/', { t: '1' }, () => 1)).toBe('https://y.example/v/?t=1');
    expect(buildLaunchUrl([], '/v/', { t: '1' })).toBe('/v/?t=1');
    expect(buildLaunchUrl(['/play'], 'https://vendor.example/launch?x=1', { t: '1' })).toBe('https://vendor.example/launch?x=1&t=1');
  });
});
