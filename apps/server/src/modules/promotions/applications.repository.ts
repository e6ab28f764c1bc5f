import type { ApplicationReviewStatus } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApplicationImage } from './application-upload';

type Db = Kysely<Database>;

/** One application (a promotion entry other than a join) with its member and promotion. */
export type ApplicationRow = {
  id: number;
  promotion_id: number;
  member_id: number;
  username: string;
  period_key: string;
  status: 'in_process' | 'approved' | 'rejected';
  comment: string;
  reject_reason: string;
  decided_by: string | null;
  decided_at: Date | null;
  request_id: string | null;
  created_at: Date;
  texts: Record<string, { title: string; summary: string; html: string }>;
  images: number[];
};

function applications(db: Db, merchantId: number) {
  return db
    .selectFrom('promotion_entry as e')
    .innerJoin('promotion as p', 'p.id', 'e.promotion_id')
    .innerJoin('member as m', 'm.id', 'e.member_id')
    .where('p.merchant_id', '=', merchantId)
    .where('e.status', '<>', 'joined')
    .select([
      'e.id',
      'e.promotion_id',
      'e.member_id',
      'm.username',
      'e.period_key',
      'e.status',
      'e.comment',
      'e.reject_reason',
      'e.decided_by',
      'e.decided_at',
      'e.request_id',
      'e.created_at',
      'p.texts',
      sql<number[]>`coalesce((SELECT array_agg(i.n ORDER BY i.n) FROM promotion_application_image i WHERE i.entry_id = e.id), '{}')`.as(
        'images',
      ),
    ]);
}

function toRow(r: Omit<ApplicationRow, 'status' | 'images'> & { status: string; images: unknown }): ApplicationRow {
  return {
    ...r,
    status: r.status as ApplicationRow['status'],
    created_at: new Date(r.created_at),
    decided_at: r.decided_at === null ? null : new Date(r.decided_at),
    images: (Array.isArray(r.images) ? r.images : []).map(Number),
  };
}

/** Applications for promotions: the member's own, the back office's queue, and their images. */
export const applicationsRepository = {
  /** One application of the merchant; with `memberId`, only that member's. */
  async find(db: Db, merchantId: number, id: number, memberId?: number): Promise<ApplicationRow | null> {
    let query = applications(db, merchantId).where('e.id', '=', id);
    if (memberId !== undefined) query = query.where('e.member_id', '=', memberId);
    const row = await query.executeTakeFirst();
    return row ? toRow(row) : null;
  },

  /** The member's application answering a request id (a replayed apply). */
  async byRequest(db: Db, merchantId: number, memberId: number, requestId: string): Promise<ApplicationRow | null> {
    const row = await applications(db, merchantId)
      .where('e.member_id', '=', memberId)
      .where('e.request_id', '=', requestId)
      .executeTakeFirst();
    return row ? toRow(row) : null;
  },

  /** The member's application of a promotion's period. */
  async ofPeriod(db: Db, merchantId: number, memberId: number, promotionId: number, periodKey: string): Promise<ApplicationRow | null> {
    const row = await applications(db, merchantId)
      .where('e.member_id', '=', memberId)
      .where('e.promotion_id', '=', promotionId)
      .where('e.period_key', '=', periodKey)
      .executeTakeFirst();
    return row ? toRow(row) : null;
  },

  /** The back office's queue page: oldest first unless sorted newest first. */
  async queue(
    db: Db,
    merchantId: number,
    filter: { status?: ApplicationReviewStatus; promotionId?: number; username?: string },
    page: { pageNo: number; pageSize: number; order: 'asc' | 'desc' },
  ): Promise<{ rows: ApplicationRow[]; total: number }> {
    let query = applications(db, merchantId);
    if (filter.status) query = query.where('e.status', '=', filter.status);
    if (filter.promotionId) query = query.where('e.promotion_id', '=', filter.promotionId);
    if (filter.username) query = query.where('m.username', '=', filter.username);
    const [rows, total] = await Promise.all([
      query
        .orderBy('e.updated_at', page.order)
        .orderBy('e.id', page.order)
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toRow), total: Number(total.n) };
  },

  /** Locks an entry for a decision or a new application (in the caller's transaction). */
  async lock(trx: Db, id: number): Promise<{ id: number; status: string; member_id: number; period_key: string } | null> {
    const { rows } = await sql<{ id: number; status: string; member_id: number; period_key: string }>`
      SELECT id, status, member_id, period_key FROM promotion_entry WHERE id = ${id} FOR UPDATE`.execute(trx);
    return rows[0] ?? null;
  },

  /** A new application; null when the member's entry of the period exists already (a concurrent apply). */
  async insert(
    trx: Db,
    input: { promotionId: number; memberId: number; periodKey: string; comment: string; requestId: string },
  ): Promise<number | null> {
    const row = await trx
      .insertInto('promotion_entry')
      .values({
        promotion_id: input.promotionId,
        member_id: input.memberId,
        period_key: input.periodKey,
        status: 'in_process',
        comment: input.comment,
        request_id: input.requestId,
      })
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  /** A rejected application applied for again: in process anew, its comment and images replaced. */
  async reapply(trx: Db, id: number, input: { comment: string; requestId: string }): Promise<void> {
    await trx
      .updateTable('promotion_entry')
      .set({
        status: 'in_process',
        comment: input.comment,
        request_id: input.requestId,
        reject_reason: '',
        decided_by: null,
        decided_at: null,
        created_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('promotion_application_image').where('entry_id', '=', id).execute();
  },

  async insertImages(trx: Db, entryId: number, images: readonly ApplicationImage[]): Promise<void> {
    if (images.length === 0) return;
    await trx
      .insertInto('promotion_application_image')
      .values(images.map((image, i) => ({ entry_id: entryId, n: i + 1, content_type: image.contentType, bytes: image.bytes })))
      .execute();
  },

  async image(db: Db, entryId: number, n: number): Promise<{ content_type: string; bytes: Buffer } | null> {
    const row = await db
      .selectFrom('promotion_application_image')
      .select(['content_type', 'bytes'])
      .where('entry_id', '=', entryId)
      .where('n', '=', n)
      .executeTakeFirst();
    return row ? { content_type: row.content_type, bytes: Buffer.from(row.bytes) } : null;
  },

  /** Records an operator's decision. */
  async decide(trx: Db, id: number, decision: { status: 'approved' | 'rejected'; reason: string; operator: string }): Promise<void> {
    await trx
      .updateTable('promotion_entry')
      .set({
        status: decision.status,
        reject_reason: decision.reason,
        decided_by: decision.operator,
        decided_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
  },

  /** The bonus a promotion paid the member under a grant key. */
  async bonus(db: Db, memberId: number, grantKey: string): Promise<{ id: number; amount: bigint } | null> {
    const row = await db
      .selectFrom('bonus')
      .select(['id', 'amount'])
      .where('member_id', '=', memberId)
      .where('grant_key', '=', grantKey)
      .executeTakeFirst();
    return row ? { id: row.id, amount: BigInt(row.amount) } : null;
  },
};
