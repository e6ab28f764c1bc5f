import type { OpsBannerCreate } from '@fortuna/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** `%text%` for a case-insensitive LIKE, with LIKE's wildcards escaped. */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

type Page = { pageNo: number; pageSize: number };
const offset = (page: Page) => (page.pageNo - 1) * page.pageSize;
const direction = (order: 'asc' | 'desc') => (order === 'asc' ? sql`ASC` : sql`DESC`);

/** Every query of the back office's catalogue screens. Functions taking `trx` run in the caller's transaction. */
export function createOpsCatalogueRepository(db: Kysely<Database>) {
  const vendorInMaintenance = sql<boolean>`(v.maintenance_starts_at IS NOT NULL AND v.maintenance_starts_at <= now()
    AND (v.maintenance_ends_at IS NULL OR v.maintenance_ends_at > now()))`;

  return {
    async categories(sort: 'sort' | 'code', order: 'asc' | 'desc', page: Page) {
      const orderBy: RawBuilder<unknown> = sort === 'code' ? sql`c.code ${direction(order)}` : sql`c.sort ${direction(order)}, c.code`;
      const [rows, count] = await Promise.all([
        sql<{ code: string; title: Record<string, string>; sort: number; enabled: boolean; vendor_count: number; game_count: number }>`
          SELECT c.code, c.title, c.sort, c.enabled,
                 (SELECT count(*)::int FROM category_vendor cv WHERE cv.category_code = c.code) AS vendor_count,
                 (SELECT count(*)::int FROM game g WHERE g.category_code = c.code AND g.is_game) AS game_count
            FROM game_category c ORDER BY ${orderBy} LIMIT ${page.pageSize} OFFSET ${offset(page)}`.execute(db),
        db.selectFrom('game_category').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.rows, total: count.n };
    },

    category(trx: Kysely<Database>, code: string) {
      return trx.selectFrom('game_category').select(['code', 'sort', 'enabled']).where('code', '=', code).forUpdate().executeTakeFirst();
    },

    async updateCategory(trx: Kysely<Database>, code: string, set: { sort?: number; enabled?: boolean }) {
      if (Object.keys(set).length > 0) await trx.updateTable('game_category').set(set).where('code', '=', code).execute();
    },

    async vendors(merchantId: number, q: { sort: 'sort' | 'code' | 'name'; order: 'asc' | 'desc'; search?: string | undefined } & Page) {
      const orderBy = q.sort === 'sort' ? sql`v.sort ${direction(q.order)}, v.code` : sql`${sql.ref(`v.${q.sort}`)} ${direction(q.order)}`;
      const where = q.search
        ? sql`WHERE lower(v.code) LIKE ${likeContains(q.search)} OR lower(v.name) LIKE ${likeContains(q.search)}`
        : sql``;
      const [rows, count] = await Promise.all([
        sql<{
          code: string;
          name: string;
          sort: number;
          enabled: boolean;
          is_new: boolean;
          free_play: boolean;
          wallet_mode: 'seamless' | 'transfer';
          maintenance_starts_at: Date | null;
          maintenance_ends_at: Date | null;
          in_maintenance: boolean;
          game_count: number;
          key_id: string | null;
          credential_enabled: boolean | null;
          rotated_at: Date | null;
        }>`
          SELECT v.code, v.name, v.sort, v.enabled, v.is_new, v.free_play, v.wallet_mode,
                 v.maintenance_starts_at, v.maintenance_ends_at, ${vendorInMaintenance} AS in_maintenance,
                 (SELECT count(*)::int FROM game g WHERE g.vendor_code = v.code AND g.is_game) AS game_count,
                 c.key_id, c.enabled AS credential_enabled, c.rotated_at
            FROM vendor v
            LEFT JOIN LATERAL (
              SELECT key_id, enabled, rotated_at FROM provider_credential pc
               WHERE pc.merchant_id = ${merchantId} AND pc.vendor_code = v.code
               ORDER BY pc.enabled DESC, pc.created_at DESC LIMIT 1) c ON true
            ${where}
           ORDER BY ${orderBy} LIMIT ${q.pageSize} OFFSET ${offset(q)}`.execute(db),
        sql<{ n: number }>`SELECT count(*)::int AS n FROM vendor v ${where}`.execute(db),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },

    vendor(trx: Kysely<Database>, code: string) {
      return trx
        .selectFrom('vendor')
        .select(['code', 'enabled', 'is_new', 'sort', 'wallet_mode', 'maintenance_starts_at', 'maintenance_ends_at'])
        .where('code', '=', code)
        .forUpdate()
        .executeTakeFirst();
    },

    async updateVendor(
      trx: Kysely<Database>,
      code: string,
      set: Partial<{
        enabled: boolean;
        is_new: boolean;
        sort: number;
        wallet_mode: 'seamless' | 'transfer';
        maintenance_starts_at: Date | null;
        maintenance_ends_at: Date | null;
      }>,
    ) {
      if (Object.keys(set).length > 0) await trx.updateTable('vendor').set(set).where('code', '=', code).execute();
    },

    /** Whether any member holds money in the vendor's wallet (any merchant) or has an open round with it. */
    async vendorWalletInUse(trx: Kysely<Database>, code: string): Promise<boolean> {
      const { rows } = await sql<{ used: boolean }>`
        SELECT EXISTS (SELECT 1 FROM ledger_account WHERE owner = 'member' AND kind = ${`vendor:${code}`} AND balance <> 0)
            OR EXISTS (SELECT 1 FROM game_round WHERE vendor_code = ${code} AND status = 'open') AS used`.execute(trx);
      return rows[0]?.used ?? false;
    },

    credential(trx: Kysely<Database>, merchantId: number, vendor: string) {
      return trx
        .selectFrom('provider_credential')
        .select(['key_id', 'enabled', 'rotated_at'])
        .where('merchant_id', '=', merchantId)
        .where('vendor_code', '=', vendor)
        .orderBy('enabled', 'desc')
        .orderBy('created_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
    },

    async rotateSecret(trx: Kysely<Database>, keyId: string, secret: string): Promise<Date> {
      const row = await trx
        .updateTable('provider_credential')
        .set({ secret, rotated_at: sql<Date>`now()` })
        .where('key_id', '=', keyId)
        .returning('rotated_at')
        .executeTakeFirstOrThrow();
      return row.rotated_at as Date;
    },

    async games(q: {
      sort: 'sort' | 'id' | 'name' | 'vendor';
      order: 'asc' | 'desc';
      vendor?: string | undefined;
      category?: string | undefined;
      search?: string | undefined;
      enabled?: boolean | undefined;
      maintenance?: boolean | undefined;
      hot?: boolean | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      let base = db.selectFrom('game as g');
      if (q.vendor) base = base.where('g.vendor_code', '=', q.vendor);
      if (q.category) base = base.where('g.category_code', '=', q.category);
      if (q.enabled !== undefined) base = base.where('g.enabled', '=', q.enabled);
      if (q.maintenance !== undefined) base = base.where('g.maintenance', '=', q.maintenance);
      if (q.hot !== undefined) base = base.where('g.is_hot', '=', q.hot);
      if (q.search) {
        const like = likeContains(q.search);
        base = base.where((eb) =>
          eb.or([eb(sql<string>`lower(g.game_code)`, 'like', like), eb(sql<string>`lower(g.names->>'en')`, 'like', like)]),
        );
      }
      const column = {
        sort: sql`g.sort`,
        id: sql`g.id`,
        name: sql`lower(g.names->>'en')`,
        vendor: sql`g.vendor_code`,
      }[q.sort];
      const [rows, count] = await Promise.all([
        base
          .select([
            'g.id',
            'g.vendor_code',
            'g.category_code',
            'g.game_code',
            'g.names',
            'g.icon_path',
            'g.is_game',
            'g.enabled',
            'g.is_hot',
            'g.is_new',
            'g.sort',
            'g.maintenance',
          ])
          .orderBy(sql`${column} ${direction(q.order)}`)
          .orderBy('g.id')
          .limit(q.pageSize)
          .offset(offset(q))
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },

    game(trx: Kysely<Database>, id: number) {
      return trx
        .selectFrom('game')
        .select(['id', 'vendor_code', 'game_code', 'enabled', 'is_hot', 'is_new', 'sort', 'maintenance'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async updateGame(
      trx: Kysely<Database>,
      id: number,
      set: Partial<{ enabled: boolean; is_hot: boolean; is_new: boolean; sort: number; maintenance: boolean }>,
    ) {
      if (Object.keys(set).length > 0) await trx.updateTable('game').set(set).where('id', '=', id).execute();
    },

    async banners(merchantId: number, q: { sort: 'sort' | 'id' | 'group'; order: 'asc' | 'desc'; group?: string | undefined } & Page) {
      let base = db.selectFrom('banner').where('merchant_id', '=', merchantId);
      if (q.group) base = base.where('group_name', '=', q.group);
      const column = { sort: sql`sort`, id: sql`id`, group: sql`group_name` }[q.sort];
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .select(sql<boolean>`enabled AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())`.as('live'))
          .orderBy(sql`${column} ${direction(q.order)}`)
          .orderBy('id')
          .limit(q.pageSize)
          .offset(offset(q))
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },

    banner(trx: Kysely<Database>, merchantId: number, id: number) {
      return trx
        .selectFrom('banner')
        .selectAll()
        .select(sql<boolean>`enabled AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())`.as('live'))
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async insertBanner(trx: Kysely<Database>, merchantId: number, input: OpsBannerCreate): Promise<number> {
      const row = await trx
        .insertInto('banner')
        .values({
          merchant_id: merchantId,
          group_name: input.groupName,
          title: input.title,
          image_path: input.imageUrl,
          link: input.link,
          linkage_type: input.linkageType,
          sort: input.sort,
          enabled: input.enabled,
          starts_at: input.startsAt ? new Date(input.startsAt) : null,
          ends_at: input.endsAt ? new Date(input.endsAt) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateBanner(
      trx: Kysely<Database>,
      id: number,
      set: Partial<{
        group_name: string;
        title: string;
        image_path: string;
        link: string | null;
        linkage_type: string;
        sort: number;
        enabled: boolean;
        starts_at: Date | null;
        ends_at: Date | null;
      }>,
    ) {
      if (Object.keys(set).length > 0) await trx.updateTable('banner').set(set).where('id', '=', id).execute();
    },

    async deleteBanner(trx: Kysely<Database>, id: number) {
      await trx.deleteFrom('banner').where('id', '=', id).execute();
    },
  };
}

export type OpsCatalogueRepository = ReturnType<typeof createOpsCatalogueRepository>;
