import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';

/** Every query of the site-configuration area. */
export function createConfigRepository(db: Kysely<Database>) {
  return {
    /** The merchant with this code, or undefined. */
    findMerchantByCode(code: string): Promise<MerchantRow | undefined> {
      return db.selectFrom('merchant').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** The merchant a host name routes to, with the landing route of that host. */
    findDomain(domain: string) {
      return db
        .selectFrom('merchant_domain')
        .innerJoin('merchant', 'merchant.id', 'merchant_domain.merchant_id')
        .select(['merchant.code as merchantCode', 'merchant_domain.route', 'merchant_domain.is_mirror'])
        .where('merchant_domain.domain', '=', domain)
        .executeTakeFirst();
    },

    listMirrors(merchantId: number) {
      return db
        .selectFrom('merchant_domain')
        .select('domain')
        .where('merchant_id', '=', merchantId)
        .where('is_mirror', '=', true)
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

    /** Whether a visitor address or country falls under one of the merchant's region blocks. */
    async isRegionBlocked(merchantId: number, ip: string, country: string | null): Promise<boolean> {
      const row = await db
        .selectFrom('region_block')
        .select(sql<number>`1`.as('hit'))
        .where('merchant_id', '=', merchantId)
        .where(sql<boolean>`(ip_range >>= ${ip}::inet OR country = ${country?.toUpperCase() ?? null})`)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
