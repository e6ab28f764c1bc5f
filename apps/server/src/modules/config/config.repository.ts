import { type Kysely, sql } from 'kysely';
import { createBatchedLoader } from '../../db/batched-loader';
import type { Database, MerchantRow } from '../../db/schema';

/**
 * A merchant row's version: its creating transaction and place. Any update writes a new row
 * version with another xmin and ctid, so an unchanged pair means an unchanged row.
 */
export const MERCHANT_ROW_VERSION = sql<string>`merchant.xmin::text || ':' || merchant.ctid::text`;

/** Every query of the site-configuration area. */
export function createConfigRepository(db: Kysely<Database>) {
  // Every call reads its merchant (maintenance and settings apply at once); calls that arrive
  // while a read is in flight share the next one (db/batched-loader.ts).
  const byCode = createBatchedLoader<string, MerchantRow | undefined>(async (codes) => {
    const rows = await db
      .selectFrom('merchant')
      .selectAll()
      .select(MERCHANT_ROW_VERSION.as('row_version'))
      .where('code', 'in', [...codes])
      .execute();
    return codes.map((code) => {
      const found = rows.find((r) => r.code === code);
      if (!found) return undefined;
      const { row_version, ...merchant } = found;
      lastRead.set(code, { version: row_version, merchant });
      return merchant;
    });
  });
  /** The last row read per merchant code, with its row version (see `knownMerchant`). */
  const lastRead = new Map<string, { version: string; merchant: MerchantRow }>();

  return {
    /**
     * The merchant row last read for this code, if the database's row still has this version (read
     * by the caller in the same query as its session): then it is the row as it is now, and a
     * member call needs no merchant read of its own.
     */
    knownMerchant(code: string, version: string): MerchantRow | undefined {
      const known = lastRead.get(code);
      return known?.version === version ? known.merchant : undefined;
    },

    /**
     * The merchant a request is for, in one query: the named code when given, else the one the
     * host routes to, else the default code.
     */
    findMerchant(code: string | undefined, host: string, defaultCode: string): Promise<MerchantRow | undefined> {
      if (code) return byCode.load(code);
      return db
        .selectFrom('merchant')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('id', '=', eb.selectFrom('merchant_domain').select('merchant_id').where('domain', '=', host)),
            eb.and([
              eb('code', '=', defaultCode),
              eb.not(eb.exists(eb.selectFrom('merchant_domain').select('merchant_id').where('domain', '=', host))),
            ]),
          ]),
        )
        .executeTakeFirst();
    },

    /** Every host name of a merchant with its landing route. */
    listDomains(merchantId: number) {
      return db
        .selectFrom('merchant_domain')
        .select(['domain', 'route', 'is_mirror'])
        .where('merchant_id', '=', merchantId)
        .orderBy('domain')
        .execute();
    },

    listModules(merchantId: number) {
      return db
        .selectFrom('merchant_module')
        .select(['mod_id', 'parent_mod_id', 'name', 'enabled', 'sort'])
        .where('merchant_id', '=', merchantId)
        .orderBy('sort')
        .orderBy('mod_id')
        .execute();
    },

    listRegisterRules(merchantId: number) {
      return db
        .selectFrom('register_field_rule')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('sort')
        .orderBy('field')
        .execute();
    },

    listCustomerServices(merchantId: number) {
      return db
        .selectFrom('customer_service')
        .select(['id', 'title', 'type', 'url'])
        .where('merchant_id', '=', merchantId)
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    listResources(merchantId: number) {
      return db
        .selectFrom('resource')
        .select(['type', 'label_name_en', 'url'])
        .where('merchant_id', '=', merchantId)
        .orderBy('sort')
        .orderBy('type')
        .execute();
    },

    listCountryCodes() {
      return db
        .selectFrom('country_code')
        .select(['country_code', 'dialing_code', 'name'])
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('name')
        .execute();
    },

    /** The merchant's region blocks (config.service.ts tests a visitor against them in memory). */
    listRegionBlocks(merchantId: number) {
      return db
        .selectFrom('region_block')
        .select([sql<string | null>`ip_range::text`.as('ip_range'), 'country'])
        .where('merchant_id', '=', merchantId)
        .orderBy('id')
        .execute();
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
