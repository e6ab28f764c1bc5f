import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../testing/index';
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
});
