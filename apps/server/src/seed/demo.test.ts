import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../testing/index';
import { LEGACY_DEMO_TEXTS } from './data/site';
import { seedDemo } from './demo';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const TABLES = [
  'merchant',
  'merchant_domain',
  'merchant_module',
  'register_field_rule',
  'customer_service',
  'resource',
  'country_code',
  'banner',
  'announcement',
  'game_category',
  'vendor',
  'category_vendor',
  'game_classify',
  'game',
  'agent_contract',
] as const;

async function counts() {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

describe('seedDemo', () => {
  it('fills every table of the site and is idempotent', async () => {
    await seedDemo(database.db);
    const first = await counts();
    for (const table of TABLES) expect(first[table], table).toBeGreaterThan(0);
    await seedDemo(database.db);
    expect(await counts()).toEqual(first);
  });

  it('leaves the licence and copyright lines to the language bundles, also on a site an earlier seed wrote them on in English', async () => {
    await seedDemo(database.db);
    const read = () =>
      database.db.selectFrom('merchant').select(['licence', 'copyright']).where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    expect(await read()).toEqual({ licence: '', copyright: '' });
    await database.db
      .updateTable('merchant')
      .set({ licence: LEGACY_DEMO_TEXTS.licence, copyright: LEGACY_DEMO_TEXTS.copyright })
      .where('code', '=', 'FORTUNA')
      .execute();
    await seedDemo(database.db);
    expect(await read()).toEqual({ licence: '', copyright: '' });
    // An operator's own line is theirs: the seed leaves it.
    await database.db.updateTable('merchant').set({ licence: 'Licensed by X.' }).where('code', '=', 'FORTUNA').execute();
    await seedDemo(database.db);
    expect((await read()).licence).toBe('Licensed by X.');
    await database.db.updateTable('merchant').set({ licence: '' }).where('code', '=', 'FORTUNA').execute();
  });

  it('keeps an operator’s changes when it runs again', async () => {
    await database.db.updateTable('merchant').set({ maintenance: true, name: 'Renamed' }).where('code', '=', 'FORTUNA').execute();
    await seedDemo(database.db);
    const row = await database.db
      .selectFrom('merchant')
      .select(['maintenance', 'name'])
      .where('code', '=', 'FORTUNA')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ maintenance: true, name: 'Renamed' });
  });

  it('seeds an honest catalogue: the in-house titles, the reference vendor’s one slot and the lottery draws, named in zh, en and my', async () => {
    const games = await database.db
      .selectFrom('game')
      .select(['vendor_code', 'category_code', 'game_code', 'names', 'is_hot', 'icon_path'])
      .execute();
    for (const game of games) {
      expect(game.names.en).toMatch(/^[\x20-\x7e·]+$/);
      expect(game.names.zh).toMatch(/[\u4e00-\u9fff]|^[\x20-\x7e·]+$/);
      expect(game.names.my).toBeTruthy();
      expect(game.icon_path).toBe(`/demo/games/${game.category_code}/${game.vendor_code}/${game.game_code}.svg`);
    }
    // Real words: nearly every Chinese name is Chinese and nearly every Burmese name is Burmese.
    expect(games.filter((g) => /[\u4e00-\u9fff]/.test(g.names.zh ?? '')).length / games.length).toBeGreaterThan(0.95);
    expect(games.filter((g) => /[\u1000-\u109f]/.test(g.names.my ?? '')).length / games.length).toBeGreaterThan(0.9);
    const byVendor = (vendor: string, category: string) =>
      games
        .filter((g) => g.vendor_code === vendor && g.category_code === category)
        .map((g) => g.game_code)
        .sort();
    expect(byVendor('BGS', 'BGS')).toHaveLength(11);
    expect(byVendor('BGS', 'RNG')).toEqual([
      'golden-koi',
      'jade-temple',
      'lucky-lanterns',
      'monsoon-riches',
      'sands-of-ra',
      'thunder-forge',
    ]);
    expect(byVendor('BGS', 'FISH')).toEqual(['reef-hunter']);
    expect(byVendor('BGS', 'LIVE')).toEqual([
      'baccarat',
      'blackjack',
      'dragon-tiger',
      'fan-tan',
      'fish-prawn-crab',
      'roulette',
      'se-die',
      'sic-bo',
    ]);
    expect(byVendor('BGS', 'PVP')).toEqual(['niu-niu', 'poker', 'shan-koe-mee', 'zjh']);
    expect(byVendor('REF', 'RNG')).toEqual(['classic-three-reels']);
    expect(byVendor('REFX', 'RNG')).toEqual(['classic-three-reels']);
    expect(new Set(games.map((g) => g.vendor_code))).toEqual(
      new Set(['BGS', 'FSB', 'REF', 'REFX', 'LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA']),
    );
    expect(games.filter((g) => g.vendor_code === 'BGS' && g.is_hot).map((g) => g.game_code)).toHaveLength(7);
    // Sports, esports and cockfight are the house's book (vendor FSB), one game each.
    expect(byVendor('FSB', 'SPORTS')).toEqual(['sports']);
    expect(byVendor('FSB', 'ESPORTS')).toEqual(['esports']);
    expect(byVendor('FSB', 'COCKFIGHT')).toEqual(['cockfight']);
    expect(games.filter((g) => ['SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(g.category_code) && g.vendor_code !== 'FSB')).toEqual([]);
    const wallets = await database.db.selectFrom('vendor').select(['code', 'wallet_mode']).where('wallet_mode', '=', 'transfer').execute();
    expect(wallets.map((w) => w.code)).toEqual(['REFX']);
  });

  it('switches off an earlier demo’s branded vendors, moves its BGS baccarat to the live casino, and leaves an operator’s own vendor alone', async () => {
    await database.db
      .insertInto('vendor')
      .values([
        { code: 'PG', name: 'PG Soft', sort: 50 },
        { code: 'JL', name: 'Our Own JL', sort: 51 },
        { code: 'TCG_SEA_OLD', name: 'TCG SEA Lottery', sort: 52 },
      ])
      .execute();
    await database.db.updateTable('vendor').set({ name: 'TCG SEA Lottery' }).where('code', '=', 'TCG_SEA').execute();
    // An earlier demo listed Baccarat under BGS, switched off until it had a game.
    await database.db
      .updateTable('game')
      .set({ category_code: 'BGS', classify: 'TABLE_GAMES', icon_path: '/demo/games/BGS/BGS/baccarat.svg', enabled: false })
      .where('vendor_code', '=', 'BGS')
      .where('game_code', '=', 'baccarat')
      .execute();
    await seedDemo(database.db);
    const vendors = await database.db
      .selectFrom('vendor')
      .select(['code', 'name', 'enabled'])
      .where('code', 'in', ['PG', 'JL', 'TCG_SEA'])
      .orderBy('code')
      .execute();
    expect(vendors).toEqual([
      { code: 'JL', name: 'Our Own JL', enabled: true },
      { code: 'PG', name: 'PG Soft', enabled: false },
      { code: 'TCG_SEA', name: 'Fortuna SEA 4D', enabled: true },
    ]);
    // The live tables play it now: it moves to the live casino and is switched on.
    const baccarat = await database.db
      .selectFrom('game')
      .select(['enabled', 'category_code', 'classify', 'icon_path'])
      .where('game_code', '=', 'baccarat')
      .executeTakeFirstOrThrow();
    expect(baccarat).toEqual({
      enabled: true,
      category_code: 'LIVE',
      classify: 'BACCARAT',
      icon_path: '/demo/games/LIVE/BGS/baccarat.svg',
    });
    await database.db.deleteFrom('vendor').where('code', 'in', ['PG', 'JL', 'TCG_SEA_OLD']).execute();
  });

  it('runs the demo merchant in Myanmar time and gives agent01 and subagent01 their contracts', async () => {
    const merchant = await database.db.selectFrom('merchant').select('time_zone').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    expect(merchant.time_zone).toBe('Asia/Yangon');
    const contracts = await database.db
      .selectFrom('agent_contract as c')
      .innerJoin('member as m', 'm.id', 'c.member_id')
      .leftJoin('member as u', 'u.id', 'c.upline_id')
      .select(['m.username as member', 'u.username as upline', 'c.kind', 'c.status'])
      .orderBy('m.username')
      .orderBy('c.kind')
      .execute();
    expect(contracts).toEqual([
      { member: 'agent01', upline: null, kind: 'daily_salary', status: 'active' },
      { member: 'agent01', upline: null, kind: 'dividend', status: 'active' },
      { member: 'agent01', upline: null, kind: 'hourly_salary', status: 'active' },
      { member: 'agent01', upline: null, kind: 'realtime_salary', status: 'active' },
      { member: 'subagent01', upline: 'agent01', kind: 'daily_salary', status: 'active' },
      { member: 'subagent01', upline: 'agent01', kind: 'hourly_salary', status: 'pending' },
      { member: 'subagent01', upline: 'agent01', kind: 'realtime_salary', status: 'active' },
    ]);
  });

  it('keeps an operator’s catalogue changes when it runs again', async () => {
    const game = await database.db.selectFrom('game').select('id').where('vendor_code', '=', 'REF').orderBy('id').executeTakeFirstOrThrow();
    await database.db
      .updateTable('game')
      .set({ names: JSON.stringify({ en: 'Operator Name' }), enabled: false, is_hot: true })
      .where('id', '=', game.id)
      .execute();
    await database.db
      .updateTable('game_category')
      .set({ title: JSON.stringify({ en: 'Casino Slots' }) })
      .where('code', '=', 'RNG')
      .execute();
    await database.db.updateTable('vendor').set({ free_play: false }).where('code', '=', 'REF').execute();
    await seedDemo(database.db);
    const after = await database.db
      .selectFrom('game')
      .select(['names', 'enabled', 'is_hot'])
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ names: { en: 'Operator Name' }, enabled: false, is_hot: true });
    const category = await database.db.selectFrom('game_category').select('title').where('code', '=', 'RNG').executeTakeFirstOrThrow();
    expect(category.title).toEqual({ en: 'Casino Slots' });
    const vendor = await database.db.selectFrom('vendor').select('free_play').where('code', '=', 'REF').executeTakeFirstOrThrow();
    expect(vendor.free_play).toBe(false);
  });
});
