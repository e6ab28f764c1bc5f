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
  'live_table',
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

  it('seeds a catalogue the size of a real operator’s: thousands of games, named in zh, en and my, a share hot', async () => {
    const games = await database.db.selectFrom('game').select(['vendor_code', 'category_code', 'names', 'is_hot', 'icon_path']).execute();
    expect(games.length).toBeGreaterThan(3000);
    for (const game of games) {
      expect(game.names.en).toMatch(/^[\x20-\x7e·]+$/);
      expect(game.names.zh).toMatch(/[\u4e00-\u9fff]|^[\x20-\x7e·]+$/);
      expect(game.names.my).toBeTruthy();
      expect(game.icon_path).toBe(`/demo/games/${game.category_code}/${game.vendor_code}/${game.icon_path.split('/').at(-1)}`);
    }
    // Real words: nearly every Chinese name is Chinese and nearly every Burmese name is Burmese.
    expect(games.filter((g) => /[\u4e00-\u9fff]/.test(g.names.zh ?? '')).length / games.length).toBeGreaterThan(0.95);
    expect(games.filter((g) => /[\u1000-\u109f]/.test(g.names.my ?? '')).length / games.length).toBeGreaterThan(0.9);
    const hotShare = games.filter((g) => g.is_hot).length / games.length;
    expect(hotShare).toBeGreaterThan(0.04);
    expect(hotShare).toBeLessThan(0.12);
    expect(new Set(games.map((g) => g.vendor_code)).size).toBe(12);
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
    const game = await database.db.selectFrom('game').select('id').where('vendor_code', '=', 'PG').orderBy('id').executeTakeFirstOrThrow();
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
    await database.db.updateTable('vendor').set({ free_play: false }).where('code', '=', 'PG').execute();
    await seedDemo(database.db);
    const after = await database.db
      .selectFrom('game')
      .select(['names', 'enabled', 'is_hot'])
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ names: { en: 'Operator Name' }, enabled: false, is_hot: true });
    const category = await database.db.selectFrom('game_category').select('title').where('code', '=', 'RNG').executeTakeFirstOrThrow();
    expect(category.title).toEqual({ en: 'Casino Slots' });
    const vendor = await database.db.selectFrom('vendor').select('free_play').where('code', '=', 'PG').executeTakeFirstOrThrow();
    expect(vendor.free_play).toBe(false);
  });
});
