import {
  envelopeSchema,
  gameListSchema,
  gameMenusSchema,
  gameVendorSchema,
  hotGamesSchema,
  LIVE_CLASSIFICATIONS,
  roomListSchema,
  vendorGameTypesSchema,
} from '@fortuna/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  addFixtureVendor,
  apiClient,
  buildTestApp,
  type FixtureGame,
  fixtureGames,
  removeFixtureVendor,
  type TestApp,
  testConfig,
} from '../../testing/index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const gameList = (body: Record<string, unknown>, headers: Record<string, string> = { language: 'en' }) =>
  api.post('/wps/relay/GCSGAME_gameList', body, headers);

/** Visible games counted straight from the database, to check the API's totals against. */
async function countVisible(where: { category?: string; vendor?: string; classify?: string; hot?: boolean }): Promise<number> {
  const row = await sql<{ n: string }>`
    SELECT count(*) AS n FROM game g JOIN vendor v ON v.code = g.vendor_code
      JOIN category_vendor cv ON cv.category_code = g.category_code AND cv.vendor_code = g.vendor_code
     WHERE g.enabled AND v.enabled
       AND (${where.category ?? null}::text IS NULL OR g.category_code = ${where.category ?? null})
       AND (${where.vendor ?? null}::text IS NULL OR g.vendor_code = ${where.vendor ?? null})
       AND (${where.classify ?? null}::text IS NULL OR g.classify = ${where.classify ?? null})
       AND (${where.hot ?? null}::boolean IS NULL OR g.is_hot = ${where.hot ?? null})`.execute(t.database.db);
  return Number(row.rows[0]?.n);
}

const menusIn = async (language = 'en') =>
  envelopeSchema(gameMenusSchema).parse((await api.get('/lgw/games/game_menus', { language })).body).value ?? [];
const categoriesShown = async () => (await menusIn()).map((m) => m.gameCategory);
/** Runs `check` with the house sportsbook (vendor FSB, the only one in sports, esports and cockfight) switched off. */
async function withoutBook(check: () => Promise<unknown>) {
  await t.database.db.updateTable('vendor').set({ enabled: false }).where('code', '=', 'FSB').execute();
  try {
    await check();
  } finally {
    await t.database.db.updateTable('vendor').set({ enabled: true }).where('code', '=', 'FSB').execute();
  }
}

describe('the demo catalogue', () => {
  it('lists only categories that have games, in menu order, with titles, vendor artwork and classify tabs', async () => {
    const menus = await menusIn();
    expect(menus.map((m) => m.gameCategory)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'ELOTT',
      'LOTT',
      'PVP',
      'BGS',
      'COCKFIGHT',
    ]);
    expect(menus[0]).toMatchObject({ gameCategory: 'RNG', title: 'Slots' });
    expect(menus[0]?.vendors[0]).toEqual({
      vendor: 'BGS',
      name: 'Fortuna Games',
      logoUrl: '/demo/vendors/BGS-logo.svg',
      tileUrl: '/demo/vendors/BGS-tile.svg',
    });
    expect(menus[0]?.vendors.map((v) => [v.vendor, v.name])).toEqual([
      ['BGS', 'Fortuna Games'],
      ['REF', 'Reference Studio'],
      ['REFX', 'Reference Studio (transfer wallet)'],
    ]);
    expect(menus[0]?.gameClassify.map((c) => c.key)).toEqual(['ALL', 'SLOTS']);
    // Fishing has only "All" (spec §2); every other tab lists the vendors that have games in it.
    expect(menus.find((m) => m.gameCategory === 'FISH')?.gameClassify).toEqual([{ key: 'ALL', displayName: 'All', vendors: ['BGS'] }]);
    const originals = menus.find((m) => m.gameCategory === 'BGS')?.gameClassify ?? [];
    expect(originals.map((c) => [c.key, c.vendors])).toEqual([
      ['ALL', ['BGS']],
      ['ARCADE', ['BGS']],
      ['LOTTERY', ['BGS']],
    ]);
    expect(menus.find((m) => m.gameCategory === 'ELOTT')?.vendors.map((v) => [v.vendor, v.name])).toEqual([
      ['TCG_LOTTO_VN', 'Fortuna Vietnam Lottery'],
      ['TCG_SEA', 'Fortuna SEA 4D'],
      ['ELOTT', 'Fortuna E-Lottery'],
    ]);
  });

  it('lists the in-house titles under BGS and the reference vendor’s one game under each of its codes', async () => {
    const codes = async (body: Record<string, unknown>) =>
      ((await gameList({ pageSize: 100, ...body })).body.value.games as { gameCode: string }[]).map((g) => g.gameCode);
    expect((await codes({ gameType: 'BGS' })).sort()).toEqual(
      ['coin-flip', 'crash', 'dice', 'hi-lo', 'keno', 'limbo', 'lucky-28', 'mines', 'plinko', 'tower', 'wheel'].sort(),
    );
    expect(await codes({ gameType: 'RNG', vassalage: 'BGS' })).toEqual([
      'jade-temple',
      'golden-koi',
      'thunder-forge',
      'lucky-lanterns',
      'monsoon-riches',
      'sands-of-ra',
    ]);
    expect(await codes({ gameType: 'FISH' })).toEqual(['reef-hunter']);
    const reference = (await gameList({ gameType: 'RNG', vassalage: 'REF' }, { language: 'zh' })).body.value.games;
    expect(reference).toEqual([expect.objectContaining({ gameCode: 'classic-three-reels', gameName: '经典三轴', gameClassify: 'SLOTS' })]);
    expect(await codes({ gameType: 'RNG', vassalage: 'REFX' })).toEqual(['classic-three-reels']);
    // Every title has its names in the three languages and an icon of its own.
    const rows = await t.database.db.selectFrom('game').select(['vendor_code', 'names', 'icon_path']).execute();
    const vendors = new Set(rows.map((r) => r.vendor_code));
    expect([...vendors].sort()).toEqual(['BGS', 'ELOTT', 'FSB', 'LOTT', 'REF', 'REFX', 'TCG_LOTTO_VN', 'TCG_SEA']);
    for (const row of rows) expect(Object.keys(row.names).sort()).toEqual(['en', 'my', 'zh']);
    expect(new Set(rows.map((r) => r.icon_path)).size).toBe(rows.length);
  });

  it('shows sports, esports and cockfight through the house book, and hides every category without a game', async () => {
    // The live casino, card games and the book are the house's own (issues 22, 23): they show.
    expect(await categoriesShown()).toEqual(expect.arrayContaining(['LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT']));
    expect((await gameList({ gameType: 'COCKFIGHT' })).body.value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'cockfight',
    ]);
    await withoutBook(async () => {
      for (const category of ['SPORTS', 'ESPORTS', 'COCKFIGHT']) {
        expect(await categoriesShown()).not.toContain(category);
        expect((await gameList({ gameType: category })).body.value).toEqual({
          games: [],
          pageNo: 1,
          pageSize: 18,
          totalPages: 0,
          total: 0,
        });
        expect((await api.post('/wps/relay/GCSGAME_hotGamesV2', { gameType: category })).body.value.games).toEqual([]);
        expect((await api.post('/wps/relay/GCSGAME_gameVendor', { gameType: category })).body.value.data.lanes).toEqual([]);
      }
    });
    // Listing a vendor in a category is not enough: the category shows once the vendor has a game there.
    await t.database.db.insertInto('category_vendor').values({ category_code: 'SPORTS', vendor_code: 'REF', sort: 0 }).execute();
    try {
      await withoutBook(async () => expect(await categoriesShown()).not.toContain('SPORTS'));
      const types = (await api.post('/wps/relay/GCSGAME_vendorGameTypes', {})).body.value.vendors;
      expect(types.find((v: { vendor: string }) => v.vendor === 'REF')?.gameTypes).toEqual(['RNG']);
    } finally {
      await t.database.db.deleteFrom('category_vendor').where('category_code', '=', 'SPORTS').where('vendor_code', '=', 'REF').execute();
    }
    // A category whose only game is switched off goes too, and comes back with it.
    await t.database.db.updateTable('game').set({ enabled: false }).where('game_code', '=', 'reef-hunter').execute();
    try {
      expect(await categoriesShown()).not.toContain('FISH');
    } finally {
      await t.database.db.updateTable('game').set({ enabled: true }).where('game_code', '=', 'reef-hunter').execute();
    }
    expect(await categoriesShown()).toContain('FISH');
  });

  it('answers no live tables: the demo has no live games', async () => {
    expect(await t.database.db.selectFrom('live_table').select('id').execute()).toEqual([]);
    const slot = await t.database.db.selectFrom('game').select('id').where('game_code', '=', 'jade-temple').executeTakeFirstOrThrow();
    expect((await api.post('/wps/relay/GLS2_roomList', { nodeId: slot.id })).body.value.rooms).toEqual([]);
  });

  it('titles categories and tabs in the caller’s language, English for a language without texts', async () => {
    const zh = await menusIn('zh');
    expect(zh[0]?.title).toBe('电子游戏');
    expect(zh.find((m) => m.gameCategory === 'BGS')?.gameClassify.map((c) => c.displayName)).toEqual(['全部', '街机', '彩票']);
    const my = await menusIn('my');
    expect(my[0]?.title).toBe('စလော့ဂိမ်း');
    expect(my[0]?.gameClassify[0]?.displayName).toBe('အားလုံး');
    const ja = await menusIn('ja');
    expect(ja[0]?.title).toBe('Slots');
  });

  it('drops a category once its last vendor is disabled, and brings it back', async () => {
    await t.database.db.updateTable('vendor').set({ enabled: false }).where('code', 'in', ['BGS', 'LOTT']).execute();
    try {
      const without = await categoriesShown();
      expect(without).not.toContain('BGS');
      expect(without).not.toContain('LOTT');
      expect(without).not.toContain('FISH');
    } finally {
      await t.database.db.updateTable('vendor').set({ enabled: true }).where('code', 'in', ['BGS', 'LOTT']).execute();
    }
    expect(await categoriesShown()).toContain('BGS');
  });
});

/**
 * The lobby calls over a catalogue large enough to page and search: two test vendors with their
 * own games (slots over several tabs, live games with tables and a lobby entry, fishing, cards),
 * added for these tests only. The demo lists just its real titles.
 */
const LIVE_FIXTURE: FixtureGame[] = [
  { category: 'LIVE', code: 'lobby', isGame: false, names: { en: 'Test Studio A Live Lobby', zh: 'Test Studio A 真人大厅' } },
  ...fixtureGames('LIVE', 22, { prefix: 'baccarat', classify: ['BACCARAT'], hot: 2 }).map((g) => ({
    ...g,
    tables: ['BA01', 'BA02', 'BA03'],
  })),
  ...LIVE_CLASSIFICATIONS.filter((key) => key !== 'BACCARAT').map((key, i) => ({
    category: 'LIVE',
    code: key.toLowerCase().replaceAll('_', '-'),
    classify: key,
    sort: 30 + i,
  })),
];

describe('lobby calls over a test catalogue', () => {
  beforeAll(async () => {
    await addFixtureVendor(t.database.db, { code: 'TESTA', name: 'Test Studio A' }, [
      ...fixtureGames('RNG', 100, { prefix: 'slot', hot: 5, classify: ['SLOTS', 'SLOTS', 'VIDEO_POKER', 'TABLE_GAMES'] }),
      ...LIVE_FIXTURE,
      ...fixtureGames('FISH', 12, { prefix: 'fish', hot: 3 }),
      ...fixtureGames('PVP', 25, { prefix: 'cards', classify: ['CHESS_CARDS', 'TABLE_GAMES'] }),
    ]);
    await addFixtureVendor(t.database.db, { code: 'TESTB', name: 'Test Studio B', freePlay: false, isNew: true, sort: 91 }, [
      ...fixtureGames('RNG', 10, { prefix: 'slot', classify: ['SLOTS'] }),
      ...fixtureGames('LIVE', 5, { prefix: 'roulette', classify: ['ROULETTE'] }),
    ]);
  });

  it('shows the categories and tabs their games fill, with the vendors that have games in each', async () => {
    const menus = await menusIn();
    expect(menus.map((m) => m.gameCategory)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'ELOTT',
      'LOTT',
      'PVP',
      'BGS',
      'COCKFIGHT',
    ]);
    const live = menus.find((m) => m.gameCategory === 'LIVE');
    // BGS: the house's own tables (issue 22).
    expect(live?.gameClassify[0]).toEqual({ key: 'ALL', displayName: 'All', vendors: ['BGS', 'TESTA', 'TESTB'] });
    expect(live?.gameClassify.slice(1).map((c) => c.key)).toEqual([...LIVE_CLASSIFICATIONS]);
    expect(live?.gameClassify.find((c) => c.key === 'DRAGON_TIGER')?.displayName).toBe('Dragon Tiger');
    expect(live?.gameClassify.find((c) => c.key === 'ROULETTE')?.vendors).toEqual(['BGS', 'TESTA', 'TESTB']);
    const rng = menus[0]?.gameClassify ?? [];
    expect(rng.map((c) => c.key)).toEqual(['ALL', 'SLOTS', 'VIDEO_POKER', 'TABLE_GAMES']);
    expect(rng.find((c) => c.key === 'VIDEO_POKER')?.vendors).toEqual(['TESTA']);
    expect(rng.find((c) => c.key === 'SLOTS')?.vendors).toEqual(['BGS', 'REF', 'REFX', 'TESTA', 'TESTB']);
    expect(
      (await menusIn('zh'))
        .find((m) => m.gameCategory === 'LIVE')
        ?.gameClassify.slice(0, 2)
        .map((c) => c.displayName),
    ).toEqual(['全部', '百家乐']);
  });

  describe('POST /wps/relay/GCSGAME_gameList', () => {
    it('pages a lobby: category, classify and page, in the spec’s Game shape', async () => {
      const res = await gameList({
        clientType: 3,
        platform: 'html5-desktop',
        merchant: 'FORTUNA',
        gameType: 'LIVE',
        gameClassify: 'BACCARAT',
        pageNo: 1,
      });
      expect(res.status).toBe(200);
      const page = envelopeSchema(gameListSchema).parse(res.body).value;
      const total = await countVisible({ category: 'LIVE', classify: 'BACCARAT' });
      expect(total).toBe(23); // the fixture's 22 and the house's own table
      expect(page?.total).toBe(total);
      expect(page?.pageSize).toBe(18);
      expect(page?.totalPages).toBe(Math.ceil(total / 18));
      expect(page?.games.length).toBe(Math.min(18, total));
      for (const game of page?.games ?? []) expect(game).toMatchObject({ gameType: 'LIVE', gameClassify: 'BACCARAT', isGame: true });
      expect(page?.games.find((g) => g.vassalage === 'TESTA')).toMatchObject({
        vassalage: 'TESTA',
        iconUrl: expect.stringMatching(/^\/demo\/games\/LIVE\/TESTA\/[a-z0-9-]+\.svg$/),
        lagerIcon: '/demo/vendors/TESTA-tile.svg',
        freePlay: expect.any(Boolean),
      });
      // Icons are ours, served by the demo image CDN.
      const icon = await t.app.inject({ method: 'GET', url: `/cdn${page?.games[0]?.iconUrl}` });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toContain('image/svg+xml');
    });

    it('walks every page of a vendor’s category without gaps or repeats, hot games first', async () => {
      const total = await countVisible({ category: 'FISH', vendor: 'TESTA' });
      expect(total).toBe(12);
      const seen: number[] = [];
      let hotSeenAfterCold = false;
      let cold = false;
      for (let pageNo = 1; pageNo <= Math.ceil(total / 5); pageNo++) {
        const page = (await gameList({ gameType: 'FISH', vassalage: 'TESTA', pageNo, pageSize: 5 })).body.value;
        for (const game of page.games) {
          expect(game.vassalage).toBe('TESTA');
          seen.push(game.nodeId);
          if (game.isHot === 0) cold = true;
          else if (cold) hotSeenAfterCold = true;
        }
      }
      expect(seen.length).toBe(total);
      expect(new Set(seen).size).toBe(total);
      expect(hotSeenAfterCold).toBe(false);
    });

    it('answers a page past the end with no games and the real page count', async () => {
      const first = (await gameList({ gameType: 'PVP', pageSize: 18 })).body.value;
      expect(first.totalPages).toBeGreaterThan(1);
      const past = await gameList({ gameType: 'PVP', pageSize: 18, pageNo: first.totalPages + 1 });
      expect(past.status).toBe(200);
      expect(past.body.value).toMatchObject({ games: [], totalPages: first.totalPages, total: first.total, pageNo: first.totalPages + 1 });
      const last = (await gameList({ gameType: 'PVP', pageSize: 18, pageNo: first.totalPages })).body.value;
      expect(last.games.length).toBe(first.total - 18 * (first.totalPages - 1));
    });

    it('answers page 1 of an empty filter with no games and zero pages', async () => {
      const res = await gameList({ gameType: 'RNG', gameName: 'no game is called this' });
      expect(res.body.value).toEqual({ games: [], pageNo: 1, pageSize: 18, totalPages: 0, total: 0 });
      // A vendor that is not in the category is a valid, empty filter.
      expect((await gameList({ gameType: 'LIVE', vassalage: 'REF' })).body.value).toMatchObject({ games: [], totalPages: 0 });
    });

    it('enforces page size limits', async () => {
      expect((await gameList({ gameType: 'RNG', pageSize: 100 })).body.value.games).toHaveLength(100);
      // The last page number accepted is 10,000 (far past any lobby's end: empty).
      expect((await gameList({ gameType: 'RNG', pageNo: 10_000 })).body.value).toMatchObject({ games: [], pageNo: 10_000 });
      for (const body of [
        { pageSize: 101 },
        { pageSize: 0 },
        { pageNo: 0 },
        { pageNo: -1 },
        { pageSize: 'many' },
        { pageNo: 1.5 },
        { pageNo: 10_001 },
      ]) {
        const res = await gameList({ gameType: 'RNG', ...body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe('invalid_parameter');
        expect(res.body.value.issues[0].path).toBe(Object.keys(body)[0]);
      }
    });

    it('refuses an unknown category, vendor or classify with a clear 4xx', async () => {
      const category = await gameList({ gameType: 'HOT' });
      expect(category).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });
      expect(category.body.value.issues[0].path).toBe('gameType');
      expect(await gameList({ gameType: 'RNG', vassalage: 'NOPE' })).toMatchObject({ status: 404, body: { message: 'vendor_not_found' } });
      expect((await gameList({ vassalage: 'pg<script>' })).status).toBe(400);
      expect(await gameList({ gameType: 'LIVE', gameClassify: 'SLOTS' })).toMatchObject({
        status: 404,
        body: { message: 'game_classify_not_found' },
      });
      expect(await gameList({ gameClassify: 'NOTHING' })).toMatchObject({ status: 404, body: { message: 'game_classify_not_found' } });
      // A server category the operator has no vendor in is known, and empty.
      await withoutBook(async () =>
        expect((await gameList({ gameType: 'SPORTS' })).body.value).toEqual({
          games: [],
          pageNo: 1,
          pageSize: 18,
          totalPages: 0,
          total: 0,
        }),
      );
      await t.database.db.updateTable('vendor').set({ enabled: false }).where('code', '=', 'TESTB').execute();
      try {
        expect(await gameList({ gameType: 'RNG', vassalage: 'TESTB' })).toMatchObject({
          status: 404,
          body: { message: 'vendor_not_found' },
        });
      } finally {
        await t.database.db.updateTable('vendor').set({ enabled: true }).where('code', '=', 'TESTB').execute();
      }
    });

    it('treats empty filters and the ALL classify as no filter', async () => {
      const all = (await gameList({ gameType: 'FISH' })).body.value;
      const blank = (await gameList({ gameType: 'FISH', vassalage: '', gameClassify: '', gameName: '   ' })).body.value;
      const tab = (await gameList({ gameType: 'FISH', gameClassify: 'ALL' })).body.value;
      expect(blank).toEqual(all);
      expect(tab).toEqual(all);
      expect(all.total).toBe(await countVisible({ category: 'FISH' }));
    });

    it('searches names case-insensitively, trimmed, in the request language and in English', async () => {
      const game = await t.database.db
        .selectFrom('game')
        .select(['id', 'names'])
        .where('vendor_code', '=', 'TESTA')
        .where('category_code', '=', 'RNG')
        .orderBy('sort')
        .executeTakeFirstOrThrow();
      const names = game.names as { en: string; zh: string; my: string };
      const words = names.en.split(' ');
      const en = await gameList({ gameType: 'RNG', gameName: `   ${words.slice(0, 2).join(' ').toUpperCase()}  ` });
      expect(en.body.value.games.map((g: { nodeId: number }) => g.nodeId)).toContain(game.id);
      for (const g of en.body.value.games) expect(g.gameName.toLowerCase()).toContain(words.slice(0, 2).join(' ').toLowerCase());

      const zhName = names.zh;
      const zh = await gameList({ gameType: 'RNG', gameName: ` ${zhName} ` }, { language: 'zh' });
      expect(zh.body.value.games.map((g: { nodeId: number; gameName: string }) => [g.nodeId, g.gameName])).toContainEqual([
        game.id,
        zhName,
      ]);
      // Chinese text is not searched when the caller reads English (the request language and English only).
      expect((await gameList({ gameType: 'RNG', gameName: zhName }, { language: 'en' })).body.value.total).toBe(0);
      // English always matches, whatever the language; the body's language wins over the header.
      const enFromZh = await gameList({ gameType: 'RNG', gameName: names.en, language: 'my' }, { language: 'zh' });
      expect(enFromZh.body.value.games.find((g: { nodeId: number }) => g.nodeId === game.id)?.gameName).toBe(names.my);
      // Wildcards are characters, not patterns.
      expect((await gameList({ gameName: '%' })).body.value.total).toBe(0);
      expect((await gameList({ gameName: '_' })).body.value.total).toBe(0);
      expect((await gameList({ gameName: 'x'.repeat(51) })).status).toBe(400);
    });

    it('searches every category when no category is given, in menu order', async () => {
      const page = (await gameList({ gameName: 'amber', pageSize: 100 })).body.value;
      const categories = [...new Set(page.games.map((g: { gameType: string }) => g.gameType))];
      expect(categories.length).toBeGreaterThan(1);
      expect(categories[0]).toBe('RNG');
    });

    it('names each game in the caller’s language, falling back to English', async () => {
      const names = async (language: string) =>
        (await gameList({ gameType: 'LOTT', pageSize: 3 }, { language })).body.value.games.map((g: { gameName: string }) => g.gameName);
      const [en, zh, my, ja] = [await names('en'), await names('zh'), await names('my'), await names('ja')];
      expect(zh.every((n: string) => /[\u4e00-\u9fff]/.test(n))).toBe(true);
      expect(my.every((n: string) => /[\u1000-\u109f]/.test(n))).toBe(true);
      expect(en.every((n: string) => /^[\x20-\x7e·]+$/.test(n))).toBe(true);
      expect(ja).toEqual(en);
    });

    it('lists vendor-type entries (popup game lists) first in a live lobby', async () => {
      const page = (await gameList({ gameType: 'LIVE', vassalage: 'TESTA' }, { language: 'zh' })).body.value;
      expect(page.games[0]).toMatchObject({ isGame: false, gameCode: 'lobby', gameClassify: null, gameName: 'Test Studio A 真人大厅' });
      expect(page.games.slice(1).every((g: { isGame: boolean }) => g.isGame)).toBe(true);
    });

    it('hides disabled games at once', async () => {
      const before = (await gameList({ gameType: 'BGS' })).body.value;
      await t.database.db.updateTable('game').set({ enabled: false }).where('id', '=', before.games[0].nodeId).execute();
      try {
        const after = (await gameList({ gameType: 'BGS' })).body.value;
        expect(after.total).toBe(before.total - 1);
        expect(after.games.map((g: { nodeId: number }) => g.nodeId)).not.toContain(before.games[0].nodeId);
      } finally {
        await t.database.db.updateTable('game').set({ enabled: true }).where('id', '=', before.games[0].nodeId).execute();
      }
    });
  });

  describe('POST /wps/relay/GCSGAME_hotGamesV2', () => {
    const hot = async (body: Record<string, unknown> = {}, language = 'en') =>
      envelopeSchema(hotGamesSchema).parse((await api.post('/wps/relay/GCSGAME_hotGamesV2', body, { language })).body).value?.games ?? [];

    it('lists every hot game in menu order, or one category’s', async () => {
      const all = await hot();
      expect(all.length).toBe(await countVisible({ hot: true }));
      expect(all.every((g) => g.isHot === 1)).toBe(true);
      expect(all[0]?.gameType).toBe('RNG');
      const live = await hot({ gameType: 'LIVE' });
      expect(live.length).toBe(await countVisible({ hot: true, category: 'LIVE' }));
      expect(live.every((g) => g.gameType === 'LIVE')).toBe(true);
      expect((await api.post('/wps/relay/GCSGAME_hotGamesV2', { gameType: 'FAV' })).status).toBe(400);
      expect(await api.post('/wps/relay/GCSGAME_hotGamesV2', { gameType: 'NOPE' })).toMatchObject({
        status: 400,
        body: { message: 'invalid_parameter' },
      });
      expect((await hot({ gameType: 'COCKFIGHT' })).map((g) => g.gameCode)).toEqual(['cockfight']);
      await withoutBook(async () => expect(await hot({ gameType: 'COCKFIGHT' })).toEqual([]));
    });

    it('is cached per language until the catalogue changes, in this process and in another', async () => {
      // A second server process over the same database keeps its own cache.
      const other = await buildApp(testConfig(), { database: t.database });
      await other.ready();
      const otherApi = apiClient(other);
      const otherHot = async () => (await otherApi.post('/wps/relay/GCSGAME_hotGamesV2', {}, { language: 'zh' })).body.value.games;
      try {
        const before = await hot({}, 'zh');
        expect(await otherHot()).toEqual(before);
        const cold = await t.database.db
          .selectFrom('game')
          .select('id')
          .where('is_hot', '=', false)
          .where('category_code', '=', 'RNG')
          .where('is_game', '=', true)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        await t.database.db.updateTable('game').set({ is_hot: true, sort: -1 }).where('id', '=', cold.id).execute();
        const after = await hot({}, 'zh');
        expect(after.length).toBe(before.length + 1);
        expect(after[0]?.nodeId).toBe(cold.id);
        expect((await otherHot())[0]?.nodeId).toBe(cold.id);

        const renamed = { en: 'Renamed Game', zh: '改名游戏', my: 'အမည်သစ်' };
        await sql`UPDATE game SET names = ${JSON.stringify(renamed)}::jsonb WHERE id = ${cold.id}`.execute(t.database.db);
        expect((await hot({}, 'zh'))[0]?.gameName).toBe('改名游戏');
        expect((await otherHot())[0]?.gameName).toBe('改名游戏');
        expect((await hot({}, 'en'))[0]?.gameName).toBe('Renamed Game');

        await t.database.db.updateTable('game').set({ is_hot: false }).where('id', '=', cold.id).execute();
        expect((await hot({}, 'zh')).length).toBe(before.length);
      } finally {
        await other.close();
      }
    });
  });

  describe('vendor game types and vendor lanes', () => {
    it('lists each vendor with its categories and the new vendors', async () => {
      const res = await api.post('/wps/relay/GCSGAME_vendorGameTypes', { platform: 'html5-desktop' });
      const value = envelopeSchema(vendorGameTypesSchema).parse(res.body).value;
      const byVendor = new Map(value?.vendors.map((v) => [v.vendor, v]));
      expect(byVendor.get('TESTA')?.gameTypes).toEqual(['RNG', 'LIVE', 'FISH', 'PVP']);
      expect(byVendor.get('BGS')?.gameTypes).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'BGS']);
      expect(byVendor.get('REF')).toMatchObject({
        gameTypes: ['RNG'],
        freePlay: true,
        isNew: false,
        logoUrl: '/demo/vendors/REF-logo.svg',
      });
      expect(byVendor.get('REFX')?.freePlay).toBe(false);
      expect(value?.newVendors.sort()).toEqual(['BGS', 'ELOTT', 'FSB', 'TESTB'].sort());
    });

    it('answers the vendor lanes in value.data.lanes, with game counts', async () => {
      const res = await api.post('/wps/relay/GCSGAME_gameVendor', { platform: 'html5-desktop' }, { language: 'zh' });
      const lanes = envelopeSchema(gameVendorSchema).parse(res.body).value?.data.lanes ?? [];
      expect(lanes.map((l) => l.gameType)).toEqual([
        'RNG',
        'LIVE',
        'FISH',
        'SPORTS',
        'ESPORTS',
        'ELOTT',
        'LOTT',
        'PVP',
        'BGS',
        'COCKFIGHT',
      ]);
      expect(lanes[1]?.title).toBe('真人娱乐');
      const testa = lanes[0]?.vendors.find((v) => v.vendor === 'TESTA');
      expect(testa?.gameCount).toBe(100);
      expect(lanes[0]?.vendors.find((v) => v.vendor === 'BGS')?.gameCount).toBe(await countVisible({ category: 'RNG', vendor: 'BGS' }));
      const one = (await api.post('/wps/relay/GCSGAME_gameVendor', { platform: 'html5-desktop', gameType: 'FISH' })).body.value.data.lanes;
      expect(one.map((l: { gameType: string }) => l.gameType)).toEqual(['FISH']);
      const none = await api.post('/wps/relay/GCSGAME_gameVendor', { platform: 'html5-desktop', gameType: 'SPORTS' });
      expect(none.body.value.data.lanes.map((l: { vendors: { vendor: string }[] }) => l.vendors.map((v) => v.vendor))).toEqual([['FSB']]);
      const unknown = await api.post('/wps/relay/GCSGAME_gameVendor', { platform: 'html5-desktop', gameType: 'NOPE' });
      expect(unknown).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });
      expect(unknown.body.value.issues[0].path).toBe('gameType');
    });
  });

  describe('POST /wps/relay/GLS2_roomList', () => {
    it('lists the tables of a live game with limits in the merchant’s currency', async () => {
      const table = await t.database.db
        .selectFrom('live_table')
        .innerJoin('game', 'game.id', 'live_table.game_id')
        .select(['game.id', 'game.names'])
        .orderBy('live_table.id')
        .executeTakeFirstOrThrow();
      const res = await api.post('/wps/relay/GLS2_roomList', { nodeId: table.id }, { language: 'en' });
      const value = envelopeSchema(roomListSchema).parse(res.body).value;
      expect(value).toMatchObject({ nodeId: table.id, gameName: table.names.en });
      expect(value?.rooms.length).toBeGreaterThanOrEqual(2);
      expect(value?.rooms[0]?.minBet).toMatch(/^\d+\.\d{2}$/);
      expect(value?.rooms[0]?.tableName).toBe(`${table.names.en} ${value?.rooms[0]?.tableCode}`);
      expect(['1000.00', '5000.00', '50000.00']).toContain(value?.rooms[0]?.minBet);
    });

    it('answers no rooms for a game without tables, 404 for an unknown game and 400 for a bad id', async () => {
      const slot = await t.database.db.selectFrom('game').select('id').where('category_code', '=', 'RNG').executeTakeFirstOrThrow();
      expect((await api.post('/wps/relay/GLS2_roomList', { nodeId: slot.id })).body.value.rooms).toEqual([]);
      expect(await api.post('/wps/relay/GLS2_roomList', { nodeId: 99_999_999 })).toMatchObject({
        status: 404,
        body: { message: 'game_not_found' },
      });
      expect((await api.post('/wps/relay/GLS2_roomList', { nodeId: 'abc' })).status).toBe(400);
      expect((await api.post('/wps/relay/GLS2_roomList', {})).status).toBe(400);
    });
  });

  it('keeps the house’s live casino and card games once the other vendors’ games are gone', async () => {
    await removeFixtureVendor(t.database.db, 'TESTA');
    await removeFixtureVendor(t.database.db, 'TESTB');
    expect(await categoriesShown()).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'PVP', 'BGS', 'COCKFIGHT']);
  });
});
