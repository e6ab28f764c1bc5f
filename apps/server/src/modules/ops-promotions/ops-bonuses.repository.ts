import { formatMinor, type GameCategory, type OpsBonus } from '@fortuna/shared';
import type { Kysely, Selectable } from 'kysely';
import type { BonusTable, Database } from '../../db/schema';

type Db = Kysely<Database>;

export type OpsBonusRowData = Selectable<BonusTable> & { username: string };

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

/** A bonus as operators see it (money with the currency's places). */
export function presentOpsBonus(row: OpsBonusRowData, decimals: number): OpsBonus {
  return {
    id: row.id,
    memberId: row.member_id,
    username: row.username,
    promotionId: row.promotion_id,
    source: row.source,
    title: row.title,
    amount: formatMinor(BigInt(row.amount), decimals),
    createdAt: new Date(row.created_at).toISOString(),
    takenBy: row.taken_by,
    requirement: row.requirement,
    turnoverRequired: formatMinor(BigInt(row.turnover_required), decimals),
    turnoverCategory: row.turnover_category as GameCategory | null,
    closedAt: iso(row.requirement_closed_at),
    closedBy: row.requirement_closed_by,
  };
}

/** The bonus book as the back office reads it; `db` may be a transaction. */
export const opsBonusesRepository = {
  select(db: Db) {
    return db.selectFrom('bonus as b').innerJoin('member as m', 'm.id', 'b.member_id').selectAll('b').select('m.username');
  },

  /** A page of bonuses matching `where` (a member's, a promotion's in a range), newest first. */
  async page(
    db: Db,
    filter: { merchantId: number; memberId?: number; promotionId?: number; from?: Date; to?: Date },
    page: { pageNo: number; pageSize: number },
  ): Promise<{ rows: OpsBonusRowData[]; total: number }> {
    let base = db.selectFrom('bonus as b').where('b.merchant_id', '=', filter.merchantId);
    if (filter.memberId !== undefined) base = base.where('b.member_id', '=', filter.memberId);
    if (filter.promotionId !== undefined) base = base.where('b.promotion_id', '=', filter.promotionId);
    if (filter.from) base = base.where('b.created_at', '>=', filter.from);
    if (filter.to) base = base.where('b.created_at', '<', filter.to);
    const [rows, count] = await Promise.all([
      opsBonusesRepository
        .select(db)
        .where('b.id', 'in', base.select('b.id'))
        .orderBy('b.id', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  find(db: Db, merchantId: number, id: number, lock = false) {
    let query = opsBonusesRepository.select(db).where('b.id', '=', id).where('b.merchant_id', '=', merchantId);
    if (lock) query = query.forUpdate('b');
    return query.executeTakeFirst();
  },

  /** Marks an open requirement waived by an operator, with the reason; false when it was no longer open. */
  async waive(db: Db, id: number, operator: string, reason: string): Promise<boolean> {
    const result = await db
      .updateTable('bonus')
      .set({ requirement: 'waived', requirement_closed_at: new Date(), requirement_closed_by: operator, requirement_note: reason })
      .where('id', '=', id)
      .where('requirement', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
