import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Every query of feedback: a member's own (always filtered by member), and the merchant's queue. */
export const feedbackRepository = {
  /** A feedback of this merchant, and of this member when one is given (another member's is not found). */
  find(db: Db, merchantId: number, id: number, memberId?: number) {
    let query = db
      .selectFrom('feedback as f')
      .innerJoin('member as m', 'm.id', 'f.member_id')
      .selectAll('f')
      .select('m.username')
      .where('f.id', '=', id)
      .where('f.merchant_id', '=', merchantId);
    if (memberId !== undefined) query = query.where('f.member_id', '=', memberId);
    return query.executeTakeFirst();
  },

  lock(db: Db, merchantId: number, id: number) {
    return db.selectFrom('feedback').selectAll().where('id', '=', id).where('merchant_id', '=', merchantId).forUpdate().executeTakeFirst();
  },

  imageIds(db: Db, feedbackIds: number[]) {
    if (feedbackIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('feedback_image')
      .select(['id', 'feedback_id'])
      .where('feedback_id', 'in', feedbackIds)
      .orderBy('feedback_id')
      .orderBy('position')
      .execute();
  },

  replies(db: Db, feedbackId: number) {
    return db
      .selectFrom('feedback_reply as r')
      .leftJoin('operator as o', 'o.id', 'r.operator_id')
      .select(['r.id', 'r.content', 'r.created_at', 'o.username as operator'])
      .where('r.feedback_id', '=', feedbackId)
      .orderBy('r.id')
      .execute();
  },

  /** An image's bytes, only through its feedback (of this merchant, and of this member when given). */
  image(db: Db, merchantId: number, feedbackId: number, imageId: number, memberId?: number) {
    let query = db
      .selectFrom('feedback_image as i')
      .innerJoin('feedback as f', 'f.id', 'i.feedback_id')
      .innerJoin('upload as u', 'u.id', 'i.upload_id')
      .select(['u.content_type', 'u.bytes'])
      .where('i.id', '=', imageId)
      .where('f.id', '=', feedbackId)
      .where('f.merchant_id', '=', merchantId);
    if (memberId !== undefined) query = query.where('f.member_id', '=', memberId);
    return query.executeTakeFirst();
  },

  async memberPage(db: Db, memberId: number, pageNo: number, pageSize: number) {
    const base = db.selectFrom('feedback').where('member_id', '=', memberId);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute(),
      base
        .select((eb) => [eb.fn.countAll<string>().as('n'), sql<string>`count(*) FILTER (WHERE member_unread)`.as('unread')])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n), unread: Number(count.unread) };
  },

  async queue(
    db: Db,
    merchantId: number,
    filter: { status?: string | undefined; type?: string | undefined; username?: string | undefined },
    page: { pageNo: number; pageSize: number; sort: 'id' | 'updated_at'; order: 'asc' | 'desc' },
  ) {
    let base = db.selectFrom('feedback as f').innerJoin('member as m', 'm.id', 'f.member_id').where('f.merchant_id', '=', merchantId);
    if (filter.status) base = base.where('f.status', '=', filter.status);
    if (filter.type) base = base.where('f.type', '=', filter.type);
    if (filter.username) base = base.where('m.username', '=', filter.username);
    const [rows, count] = await Promise.all([
      base
        .select([
          'f.id',
          'm.username',
          'f.type',
          'f.status',
          'f.content',
          'f.created_at',
          'f.updated_at',
          (eb) =>
            eb.selectFrom('feedback_image').whereRef('feedback_id', '=', 'f.id').select(eb.fn.countAll<string>().as('n')).as('images'),
          (eb) =>
            eb.selectFrom('feedback_reply').whereRef('feedback_id', '=', 'f.id').select(eb.fn.countAll<string>().as('n')).as('replies'),
        ])
        .orderBy(`f.${page.sort}`, page.order)
        .orderBy('f.id', page.order)
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
};
