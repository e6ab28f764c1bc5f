import type { regionBlockQuerySchema } from '@fortuna/shared';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantTable } from '../../db/schema';

type Db = Kysely<Database>;

const REGION_SORT = { id: 'id', ipRange: 'ip_range', country: 'country' } as const;

/** Every query of the back office's site configuration; `db` may be a transaction. */
export const siteRepository = {
  /** The merchant row locked for the change (every site write serializes on it). */
  lockMerchant(db: Db, merchantId: number) {
    return db.selectFrom('merchant').selectAll().where('id', '=', merchantId).forUpdate().executeTakeFirstOrThrow();
  },

  listModules(db: Db, merchantId: number) {
    return db
      .selectFrom('merchant_module')
      .select(['mod_id', 'parent_mod_id', 'name', 'enabled', 'sort'])
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .orderBy('mod_id')
      .execute();
  },

  updateModule(db: Db, merchantId: number, modId: string, change: { enabled: boolean; sort: number }) {
    return db.updateTable('merchant_module').set(change).where('merchant_id', '=', merchantId).where('mod_id', '=', modId).execute();
  },

  listRegisterRules(db: Db, merchantId: number) {
    return db
      .selectFrom('register_field_rule')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .orderBy('field')
      .execute();
  },

  findRegisterRule(db: Db, merchantId: number, field: string) {
    return db
      .selectFrom('register_field_rule')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('field', '=', field)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Writes a field's rule (inserting it, last in order, when the merchant has none yet). */
  saveRegisterRule(
    db: Db,
    merchantId: number,
    field: string,
    rule: { enabled: boolean; required: boolean; pattern_id: string; min_length: number; max_length: number },
  ) {
    return db
      .insertInto('register_field_rule')
      .values({
        merchant_id: merchantId,
        field,
        ...rule,
        accepted_pattern: null,
        sort: sql<number>`(SELECT coalesce(max(sort), -1) + 1 FROM register_field_rule WHERE merchant_id = ${merchantId})`,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'field']).doUpdateSet({ ...rule, accepted_pattern: null }))
      .execute();
  },

  listCustomerServices(db: Db, merchantId: number) {
    return db
      .selectFrom('customer_service')
      .select(['id', 'title', 'type', 'url', 'sort', 'enabled'])
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  },

  findCustomerService(db: Db, merchantId: number, id: number) {
    return db
      .selectFrom('customer_service')
      .select(['id', 'title', 'type', 'url', 'sort', 'enabled'])
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  findCustomerServiceByTitle(db: Db, merchantId: number, title: string) {
    return db
      .selectFrom('customer_service')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('title', '=', title)
      .executeTakeFirst();
  },

  insertCustomerService(db: Db, merchantId: number, row: { title: string; type: string; url: string; sort: number; enabled: boolean }) {
    return db
      .insertInto('customer_service')
      .values({ merchant_id: merchantId, ...row })
      .returning(['id', 'title', 'type', 'url', 'sort', 'enabled'])
      .executeTakeFirstOrThrow();
  },

  updateCustomerService(
    db: Db,
    merchantId: number,
    id: number,
    row: { title: string; type: string; url: string; sort: number; enabled: boolean },
  ) {
    return db
      .updateTable('customer_service')
      .set(row)
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .returning(['id', 'title', 'type', 'url', 'sort', 'enabled'])
      .executeTakeFirstOrThrow();
  },

  deleteCustomerService(db: Db, merchantId: number, id: number) {
    return db.deleteFrom('customer_service').where('merchant_id', '=', merchantId).where('id', '=', id).execute();
  },

  listDomains(db: Db, merchantId: number) {
    return db
      .selectFrom('merchant_domain')
      .select(['domain', 'route', 'is_mirror'])
      .where('merchant_id', '=', merchantId)
      .orderBy('domain')
      .execute();
  },

  /** A domain whichever merchant holds it (domains are unique across merchants). */
  findDomain(db: Db, domain: string) {
    return db
      .selectFrom('merchant_domain')
      .select(['domain', 'merchant_id', 'route', 'is_mirror'])
      .where('domain', '=', domain)
      .forUpdate()
      .executeTakeFirst();
  },

  insertDomain(db: Db, merchantId: number, row: { domain: string; route: string; is_mirror: boolean }) {
    return db
      .insertInto('merchant_domain')
      .values({ merchant_id: merchantId, ...row })
      .execute();
  },

  updateDomain(db: Db, merchantId: number, domain: string, row: { route: string; is_mirror: boolean }) {
    return db.updateTable('merchant_domain').set(row).where('merchant_id', '=', merchantId).where('domain', '=', domain).execute();
  },

  deleteDomain(db: Db, merchantId: number, domain: string) {
    return db.deleteFrom('merchant_domain').where('merchant_id', '=', merchantId).where('domain', '=', domain).execute();
  },

  listSocialLinks(db: Db, merchantId: number, types: readonly string[]) {
    return db
      .selectFrom('resource')
      .select(['type', 'url', 'label_name_en', 'sort'])
      .where('merchant_id', '=', merchantId)
      .where('type', 'in', [...types])
      .orderBy('sort')
      .orderBy('type')
      .execute();
  },

  /** Replaces the merchant's social links (only the given types are touched). */
  async replaceSocialLinks(db: Db, merchantId: number, types: readonly string[], links: { type: string; url: string; label: string }[]) {
    await db
      .deleteFrom('resource')
      .where('merchant_id', '=', merchantId)
      .where('type', 'in', [...types])
      .execute();
    if (links.length === 0) return;
    await db
      .insertInto('resource')
      .values(links.map((link, sort) => ({ merchant_id: merchantId, type: link.type, label_name_en: link.label, url: link.url, sort })))
      .execute();
  },

  updateMerchant(db: Db, merchantId: number, change: Updateable<MerchantTable>) {
    return db.updateTable('merchant').set(change).where('id', '=', merchantId).execute();
  },

  async pageRegionBlocks(db: Db, merchantId: number, query: z.output<typeof regionBlockQuerySchema>) {
    let base = db.selectFrom('region_block').where('merchant_id', '=', merchantId);
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, '\\$&')}%`;
      base = base.where((eb) => eb.or([eb(sql`ip_range::text`, 'ilike', like), eb('country', 'ilike', like), eb('note', 'ilike', like)]));
    }
    const [rows, count] = await Promise.all([
      base
        .select(['id', sql<string | null>`ip_range::text`.as('ip_range'), 'country', 'note'])
        .orderBy(REGION_SORT[query.sort], query.order)
        .orderBy('id', query.order)
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  findRegionBlock(db: Db, merchantId: number, id: number) {
    return db
      .selectFrom('region_block')
      .select(['id', sql<string | null>`ip_range::text`.as('ip_range'), 'country', 'note'])
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Whether the same range (as PostgreSQL compares cidr) or country is already blocked. */
  async regionBlockExists(db: Db, merchantId: number, block: { ipRange: string | null; country: string | null }) {
    const row = await db
      .selectFrom('region_block')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where(block.ipRange === null ? sql<boolean>`country = ${block.country}` : sql<boolean>`ip_range = ${block.ipRange}::cidr`)
      .executeTakeFirst();
    return row !== undefined;
  },

  insertRegionBlock(db: Db, merchantId: number, block: { ipRange: string | null; country: string | null; note: string | null }) {
    return db
      .insertInto('region_block')
      .values({ merchant_id: merchantId, ip_range: block.ipRange, country: block.country, note: block.note })
      .returning(['id', sql<string | null>`ip_range::text`.as('ip_range'), 'country', 'note'])
      .executeTakeFirstOrThrow();
  },

  deleteRegionBlock(db: Db, merchantId: number, id: number) {
    return db.deleteFrom('region_block').where('merchant_id', '=', merchantId).where('id', '=', id).execute();
  },

  /** The merchant's blocks that cover this address or country (what a caller would be locked out by). */
  coveringBlocks(db: Db, merchantId: number, ip: string, country: string | null) {
    return db
      .selectFrom('region_block')
      .select(['id', sql<string | null>`ip_range::text`.as('ip_range'), 'country'])
      .where('merchant_id', '=', merchantId)
      .where(sql<boolean>`(ip_range >>= ${ip}::inet OR country = ${country})`)
      .execute();
  },

  /** Whether a range covers an address, as PostgreSQL's `>>=` decides (the gate uses the same). */
  async rangeCovers(db: Db, range: string, ip: string): Promise<boolean> {
    const { rows } = await sql<{ hit: boolean }>`SELECT (${range}::cidr >>= ${ip}::inet) AS hit`.execute(db);
    return rows[0]?.hit === true;
  },
};
