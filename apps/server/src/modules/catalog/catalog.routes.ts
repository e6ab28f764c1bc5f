import type { GameCategory, GameMenu } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { CatalogRepository } from './catalog.repository';

/** Artwork paths of a vendor, served through the image CDNs. */
export function vendorArt(vendor: string): { logoUrl: string; tileUrl: string } {
  return { logoUrl: `/demo/vendors/${vendor}-logo.svg`, tileUrl: `/demo/vendors/${vendor}-tile.svg` };
}

/** `/lgw/games/game_menus`: the categories that have vendors, each with its vendors. */
export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogRepository }): Promise<void> {
  app.get('/lgw/games/game_menus', async () => {
    const rows = await opts.catalog.listMenuVendors();
    const menus: GameMenu[] = [];
    for (const row of rows) {
      let menu = menus.at(-1);
      if (menu?.gameCategory !== row.category) {
        menu = { gameCategory: row.category as GameCategory, title: row.category, vendors: [] };
        menus.push(menu);
      }
      menu.vendors.push({ vendor: row.vendor, name: row.name, ...vendorArt(row.vendor) });
    }
    return ok(menus);
  });
}
