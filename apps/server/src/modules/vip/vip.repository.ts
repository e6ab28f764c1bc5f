import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type LevelRow, toLevel } from './vip-levels';
import type { Window } from './vip-window';

type Db = Kysely<Database>;

/** A row of a member's upgrade history. */
export type ChangeRow = {
  id: number;
  fromLevel: number;
  toLevel: number;
  reason: 'upgrade' | 'keep' | 'operator';
  bonus: bigint;
  operator: string | null;
  createdAt: Date;
};

/** Every query of the VIP area; each takes the executor (a transaction, or the database). */
export const vipRepository = {
  /** The merchant's levels, 0 first. */
  async levels(db: Db, merchantId: number): Promise<LevelRow[]> {
    const rows = await db.selectFrom('vip_level').selectAll().where('merchant_id', '=', merchantId).orderBy('level').execute();
    return rows.map(toLevel);
  },

  /** A member's credited deposits and valid bets (the settled rounds' rollups) in a window. */
  async figures(db: Db, memberId: number, window: Window): Promise<{ deposits: bigint; validBets: bigint }> {
    const { rows } = await sql<{ deposits: string; valid_bets: string }>`
      SELECT
        (SELECT coalesce(sum(amount), 0)::text FROM deposit
          WHERE member_id = ${memberId} AND status = 'CREDITED' AND decided_at >= ${window.from} AND decided_at < ${window.to}) AS deposits,
        (SELECT coalesce(sum(valid_bet), 0)::text FROM member_hourly_rollup
          WHERE member_id = ${memberId} AND hour >= ${window.from} AND hour < ${window.to}) AS valid_bets`.execute(db);
    const row = rows[0];
    return { deposits: BigInt(row?.deposits ?? '0'), validBets: BigInt(row?.valid_bets ?? '0') };
  },

  /** The member's level, locked until the transaction ends (evaluations of one member queue here). */
  async lockMember(db: Db, merchantId: number, memberId: number): Promise<number | null> {
    const { rows } = await sql<{ vip_level: number }>`
      SELECT vip_level FROM member WHERE id = ${memberId} AND merchant_id = ${merchantId} FOR UPDATE`.execute(db);
    return rows[0]?.vip_level ?? null;
  },

  async setLevel(db: Db, memberId: number, level: number): Promise<void> {
    await db.updateTable('member').set({ vip_level: level }).where('id', '=', memberId).execute();
  },

  async addChange(
    db: Db,
    change: {
      merchantId: number;
      memberId: number;
      from: number;
      to: number;
      reason: ChangeRow['reason'];
      bonus: bigint;
      operator?: string | null;
      requestId?: string | null;
    },
  ): Promise<number> {
    const row = await db
      .insertInto('vip_change')
      .values({
        merchant_id: change.merchantId,
        member_id: change.memberId,
        from_level: change.from,
        to_level: change.to,
        reason: change.reason,
        bonus: change.bonus,
        operator: change.operator ?? null,
        request_id: change.requestId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** A page of the member's level changes, newest first, and their count. */
  async history(db: Db, memberId: number, offset: number, limit: number): Promise<{ rows: ChangeRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      db.selectFrom('vip_change').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      db
        .selectFrom('vip_change')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirst(),
    ]);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        fromLevel: r.from_level,
        toLevel: r.to_level,
        reason: r.reason,
        bonus: BigInt(r.bonus),
        operator: r.operator,
        createdAt: new Date(r.created_at),
      })),
      total: Number(count?.n ?? 0),
    };
  },

  /** Grant keys of the member's bonuses among `keys` (VIP bonuses already paid). */
  async paidKeys(db: Db, memberId: number, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db
      .selectFrom('bonus')
      .select('grant_key')
      .where('member_id', '=', memberId)
      .where('grant_key', 'in', keys)
      .execute();
    return new Set(rows.map((r) => r.grant_key));
  },

  /** Members of the merchant with a credited deposit or a settled round since `since`. */
  async activeSince(db: Db, merchantId: number, since: Date): Promise<number[]> {
    // Rollup rows are quarter-hour buckets: a round settled after `since` is in a bucket starting up to 15 minutes before it.
    const bucket = new Date(since.getTime() - 15 * 60_000);
    // A deposit credited just before the last pass may have committed just after its read.
    const credited = new Date(since.getTime() - 60_000);
    const { rows } = await sql<{ member_id: number }>`
      SELECT member_id FROM deposit WHERE merchant_id = ${merchantId} AND status = 'CREDITED' AND decided_at >= ${credited}
      UNION
      SELECT member_id FROM member_hourly_rollup WHERE merchant_id = ${merchantId} AND hour >= ${bucket}`.execute(db);
    return rows.map((r) => r.member_id);
  },

  /** Where the merchant's sweeper left off (null: never swept). */
  async sweptAt(db: Db, merchantId: number): Promise<Date | null> {
    const row = await db.selectFrom('vip_sweep').select('swept_at').where('merchant_id', '=', merchantId).executeTakeFirst();
    return row ? new Date(row.swept_at) : null;
  },

  async setSweptAt(db: Db, merchantId: number, at: Date): Promise<void> {
    await db
      .insertInto('vip_sweep')
      .values({ merchant_id: merchantId, swept_at: at })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ swept_at: at }))
      .execute();
  },

  /** How many members of the merchant hold each level. */
  async membersPerLevel(db: Db, merchantId: number): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('member')
      .select(['vip_level', (eb) => eb.fn.countAll<string>().as('n')])
      .where('merchant_id', '=', merchantId)
      .groupBy('vip_level')
      .execute();
    return new Map(rows.map((r) => [r.vip_level, Number(r.n)]));
  },
};
