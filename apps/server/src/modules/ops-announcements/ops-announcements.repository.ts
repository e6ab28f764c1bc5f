import type { opsAnnouncementQuerySchema } from '@fortuna/shared';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { AnnouncementTable, Database } from '../../db/schema';

type Db = Kysely<Database>;

const SORT = { sort: 'a.sort', updatedAt: 'a.updated_at', id: 'a.id' } as const;

/** Every query of the back office's announcements; `db` may be a transaction. */
export const announcementRepository = {
  select(db: Db) {
    return db
      .selectFrom('announcement as a')
      .leftJoin('member as m', 'm.id', 'a.audience_agent_id')
      .selectAll('a')
      .select('m.username as agent_username');
  },

  async page(db: Db, merchantId: number, query: z.infer<typeof opsAnnouncementQuerySchema>) {
    let base = db.selectFrom('announcement as a').where('a.merchant_id', '=', merchantId);
    if (query.status) base = base.where('a.status', '=', query.status);
    if (query.type) base = base.where('a.type', '=', query.type);
    const ids = base.select('a.id');
    let list = announcementRepository.select(db).where('a.id', 'in', ids);
    // The player site's order (pinned first, then sort) unless another column is asked for.
    list = query.sort === 'sort' ? list.orderBy('a.pinned', 'desc').orderBy('a.sort', 'asc') : list.orderBy(SORT[query.sort], query.order);
    const [rows, count] = await Promise.all([
      list
        .orderBy('a.id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  find(db: Db, merchantId: number, id: number, lock = false) {
    let query = announcementRepository.select(db).where('a.id', '=', id).where('a.merchant_id', '=', merchantId);
    if (lock) query = query.forUpdate('a');
    return query.executeTakeFirst();
  },

  insert(db: Db, values: Insertable<AnnouncementTable>) {
    return db.insertInto('announcement').values(values).returning('id').executeTakeFirstOrThrow();
  },

  update(db: Db, id: number, change: Updateable<AnnouncementTable>) {
    return db
      .updateTable('announcement')
      .set({ ...change, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  },

  remove(db: Db, id: number) {
    return db.deleteFrom('announcement').where('id', '=', id).execute();
  },

  /** Agents of the merchant whose username starts with `q`, for the team picker. */
  agents(db: Db, merchantId: number, agentTypes: number[], q: string) {
    let query = db
      .selectFrom('member')
      .select(['id', 'username'])
      .where('merchant_id', '=', merchantId)
      .where('type', 'in', agentTypes.length ? agentTypes : [-1]);
    if (q) query = query.where(sql<boolean>`lower(username) LIKE ${`${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    return query.orderBy('username').limit(20).execute();
  },

  findAgent(db: Db, merchantId: number, agentTypes: number[], id: number) {
    return db
      .selectFrom('member')
      .select(['id', 'username'])
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('type', 'in', agentTypes.length ? agentTypes : [-1])
      .executeTakeFirst();
  },
};
