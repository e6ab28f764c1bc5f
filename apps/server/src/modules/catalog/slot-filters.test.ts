import { SLOT_TITLES } from '@fortuna/bgs/slots';
import { envelopeSchema, gameListSchema } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSlotMetadata } from '../../seed/slot-metadata';
import { apiClient, buildTestApp, type TestApp } from '../../testing/index';
import { minorAtLeast } from './catalog.service';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const gameList = async (body: Record<string, unknown>) => {
  const res = await api.post('/wps/relay/GCSGAME_gameList', { pageSize: 100, ...body }, { language: 'en' });
  expect(res.status).toBe(200);
  return envelopeSchema(gameListSchema).parse(res.body).value!;
};

/** Three RNG games with metadata: 0.50 / 25 lines, 1.00 / 243 ways, 2.00 / 20 lines. */
async function stateMetadata(): Promise<number[]> {
  // Only these three state any: the demo's own slot titles come with theirs (seed/slot-metadata.ts).
  await t.database.db.updateTable('game').set({ min_bet: null, lines: null, rtp: null }).where('category_code', '=', 'RNG').execute();
  const rows = await t.database.db
    .selectFrom('game')
    .select('id')
    .where('category_code', '=', 'RNG')
    .where('enabled', '=', true)
    .orderBy('id')
    .limit(3)
    .execute();
  const ids = rows.map((r) => r.id);
  const meta = [
    { min_bet: 50n, lines: 25, rtp: '96.00' },
    { min_bet: 100n, lines: 243, rtp: '96.50' },
    { min_bet: 200n, lines: 20, rtp: '95.10' },
  ];
  for (const [i, id] of ids.entries()) await t.database.db.updateTable('game').set(meta[i]!).where('id', '=', id).execute();
  return ids;
}

describe('the slots filters of GCSGAME_gameList (spec §9)', () => {
  it('keep games whose minimum bet and lines reach the filter, and leave out games that state none', async () => {
    const [low, ways, few] = await stateMetadata();
    const all = await gameList({ gameType: 'RNG' });
    expect(all.total).toBeGreaterThan(3);

    const minBet = await gameList({ gameType: 'RNG', minBetAtLeast: '1' });
    expect(minBet.games.map((g) => g.nodeId).sort()).toEqual([ways, few].sort());
    const lines = await gameList({ gameType: 'RNG', linesAtLeast: 25 });
    expect(lines.games.map((g) => g.nodeId).sort()).toEqual([low, ways].sort());
    const both = await gameList({ gameType: 'RNG', minBetAtLeast: '1.00', linesAtLeast: '25' });
    expect(both.games.map((g) => g.nodeId)).toEqual([ways]);
    expect(both.total).toBe(1);
    // blank means no filter, as for the other filters
    expect((await gameList({ gameType: 'RNG', minBetAtLeast: '', linesAtLeast: '' })).total).toBe(all.total);
  });

  it('see a change of metadata at once (the catalogue version moves)', async () => {
    const [low] = await stateMetadata();
    expect((await gameList({ gameType: 'RNG', minBetAtLeast: '0.5' })).games.map((g) => g.nodeId)).toContain(low);
    await t.database.db.updateTable('game').set({ min_bet: 40n }).where('id', '=', low!).execute();
    expect((await gameList({ gameType: 'RNG', minBetAtLeast: '0.5' })).games.map((g) => g.nodeId)).not.toContain(low);
  });

  it('refuse a malformed filter', async () => {
    for (const body of [{ minBetAtLeast: '-1' }, { minBetAtLeast: 'abc' }, { linesAtLeast: 0 }, { linesAtLeast: 'x' }]) {
      const res = await api.post('/wps/relay/GCSGAME_gameList', { gameType: 'RNG', ...body }, { language: 'en' });
      expect(res.status).toBe(400);
    }
  });

  it('round an amount up to the currency’s minor units', () => {
    expect(minorAtLeast('1', 2)).toBe(100n);
    expect(minorAtLeast('1.5', 2)).toBe(150n);
    expect(minorAtLeast('0.001', 2)).toBe(1n);
    expect(minorAtLeast('0.0000', 2)).toBe(0n);
    expect(minorAtLeast('12', 0)).toBe(12n);
  });
});

describe('seedSlotMetadata', () => {
  it('fills min bet, lines or ways and RTP on the slot titles that exist', async () => {
    const db = t.database.db;
    const existing = await db.selectFrom('game').select('game_code').where('vendor_code', '=', 'BGS').execute();
    const codes = new Set(existing.map((r) => r.game_code));
    // the catalogue seed may not list the titles yet: add one so the update has a row to fill
    if (!codes.has('jade-temple')) {
      await db
        .insertInto('game')
        .values({
          vendor_code: 'BGS',
          category_code: 'RNG',
          classify: null,
          game_code: 'jade-temple',
          names: { en: 'Jade Temple' },
          icon_path: '/x.svg',
          created_at: new Date(),
        } as never)
        .execute();
    }
    const updated = await seedSlotMetadata(db);
    expect(updated).toBe(SLOT_TITLES.filter((s) => s.code === 'jade-temple' || codes.has(s.code)).length);
    const row = await db
      .selectFrom('game')
      .select(['min_bet', 'lines', 'rtp'])
      .where('vendor_code', '=', 'BGS')
      .where('game_code', '=', 'jade-temple')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ min_bet: 100n, lines: 25, rtp: '96.00' });
  });
});
