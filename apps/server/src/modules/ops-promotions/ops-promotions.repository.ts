import type { OpsPromotionState, opsPromotionQuerySchema } from '@fortuna/shared';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { Database, PromotionTable } from '../../db/schema';

type Db = Kysely<Database>;

/** A promotion row with the number of bonuses it paid. */
export type OpsPromotionRowData = Selectable<PromotionTable> & { claims: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL condition of a promotion's state at the database's `now()` (see presenter `stateOf`). */
function stateCondition(state: OpsPromotionState) {
  switch (state) {
    case 'disabled':
      return sql<boolean>`NOT p.enabled`;
    case 'scheduled':
      return sql<boolean>`p.enabled AND p.starts_at > now()`;
    case 'running':
      return sql<boolean>`p.enabled AND p.starts_at <= now() AND (p.ends_at IS NULL OR p.ends_at > now())`;
    case 'ended':
      return sql<boolean>`p.enabled AND p.ends_at IS NOT NULL AND p.ends_at <= now()`;
  }
}

/** Every query of the back office's promotions; `db` may be a transaction. */
export const opsPromotionsRepository = {
  select(db: Db) {
    return db
      .selectFrom('promotion as p')
      .selectAll('p')
      .select(sql<number>`(SELECT count(*)::int FROM bonus b WHERE b.promotion_id = p.id)`.as('claims'));
  },

  async page(db: Db, merchantId: number, query: z.output<typeof opsPromotionQuerySchema>) {
    let base = db.selectFrom('promotion as p').where('p.merchant_id', '=', merchantId);
    if (query.category) base = base.where('p.category', '=', query.category);
    if (query.state) base = base.where(stateCondition(query.state));
    if (query.q) {
      const like = `%${escapeLike(query.q.toLowerCase())}%`;
      base = base.where(sql<boolean>`(lower(p.code) LIKE ${like} OR lower(p.texts->'en'->>'title') LIKE ${like})`);
    }
    const ids = base.select('p.id');
    const [rows, count] = await Promise.all([
      opsPromotionsRepository
        .select(db)
        .where('p.id', 'in', ids)
        .orderBy(query.sort === 'id' ? 'p.id' : 'p.sort', query.order)
        .orderBy('p.id', query.order)
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as OpsPromotionRowData[], total: Number(count.n) };
  },

  async find(db: Db, merchantId: number, id: number, lock = false): Promise<OpsPromotionRowData | undefined> {
    let query = opsPromotionsRepository.select(db).where('p.id', '=', id).where('p.merchant_id', '=', merchantId);
    if (lock) query = query.forUpdate();
    return (await query.executeTakeFirst()) as OpsPromotionRowData | undefined;
  },

  async codeTaken(db: Db, merchantId: number, code: string, exceptId: number | null): Promise<boolean> {
    let query = db.selectFrom('promotion').select('id').where('merchant_id', '=', merchantId).where('code', '=', code);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  insert(db: Db, values: Insertable<PromotionTable>) {
    return db.insertInto('promotion').values(values).returning('id').executeTakeFirstOrThrow();
  },

  update(db: Db, id: number, change: Updateable<PromotionTable>) {
    return db
      .updateTable('promotion')
      .set({ ...change, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  },

  /** The merchant's promotions in display order, locked (a reorder rewrites every `sort`). */
  orderLocked(db: Db, merchantId: number) {
    return db
      .selectFrom('promotion')
      .select(['id', 'sort'])
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .orderBy('id')
      .forUpdate()
      .execute();
  },

  setSort(db: Db, id: number, sort: number) {
    return db.updateTable('promotion').set({ sort, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
  },

  /** Whether a username is one of the merchant's agents (a team audience names one). */
  async agentExists(db: Db, merchantId: number, agentTypes: number[], username: string): Promise<boolean> {
    const row = await db
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .where('type', 'in', agentTypes.length ? agentTypes : [-1])
      .executeTakeFirst();
    return row !== undefined;
  },

  insertBanner(
    db: Db,
    values: { merchant_id: number; content_type: 'image/png' | 'image/jpeg' | 'image/webp'; bytes: Buffer; uploaded_by: string },
  ) {
    return db.insertInto('promotion_banner').values(values).returning('id').executeTakeFirstOrThrow();
  },

  banner(db: Db, merchantId: number, id: number) {
    return db
      .selectFrom('promotion_banner')
      .select(['content_type', 'bytes'])
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
