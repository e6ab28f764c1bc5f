import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Queries of the catalogue area used by the shell: categories with their vendors. */
export function createCatalogRepository(db: Kysely<Database>) {
  return {
    /** Enabled (category, vendor) pairs in menu order; categories without vendors do not appear. */
    listMenuVendors() {
      return db
        .selectFrom('category_vendor')
        .innerJoin('game_category', 'game_category.code', 'category_vendor.category_code')
        .innerJoin('vendor', 'vendor.code', 'category_vendor.vendor_code')
        .select(['game_category.code as category', 'vendor.code as vendor', 'vendor.name'])
        .where('game_category.enabled', '=', true)
        .where('vendor.enabled', '=', true)
        .orderBy('game_category.sort')
        .orderBy('category_vendor.sort')
        .orderBy('vendor.sort')
        .execute();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
