import { envelopeSchema, gameMenuSchema } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing/index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /lgw/games/game_menus', () => {
  it('lists only categories that have vendors, in menu order, with vendor artwork', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' });
    expect(res.statusCode).toBe(200);
    const menus = envelopeSchema(z.array(gameMenuSchema)).parse(res.json()).value ?? [];
    expect(menus.map((m) => m.gameCategory)).toEqual(['RNG', 'LIVE', 'FISH', 'ELOTT', 'LOTT', 'PVP', 'BGS']);
    expect(menus[0]?.vendors[0]).toEqual({
      vendor: 'PG',
      name: 'PG Soft',
      logoUrl: '/demo/vendors/PG-logo.svg',
      tileUrl: '/demo/vendors/PG-tile.svg',
    });
  });

  it('drops a category once its last vendor is disabled', async () => {
    await t.database.db.updateTable('vendor').set({ enabled: false }).where('code', '=', 'BGS').execute();
    const res = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' });
    const categories = (res.json().value as { gameCategory: string }[]).map((m) => m.gameCategory);
    expect(categories).not.toContain('BGS');
    expect(categories).not.toContain('LOTT');
  });
});
