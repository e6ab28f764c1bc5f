import { type Kysely, sql } from 'kysely';
import type { Database, RgExclusionTable, RgLimitTable } from '../../db/schema';

export type RgLimitRow = Omit<RgLimitTable, 'pending_set' | 'updated_at'> & { pending_set: boolean };
export type RgExclusionRow = Omit<RgExclusionTable, 'id'> & { id: number };
export type RgHistoryInput = {
  member_id: number;
  action: string;
  key?: string | null;
  old_value?: bigint | null;
  new_value?: bigint | null;
  effective_at?: Date | null;
  actor: string;
  created_at: Date;
};

/** Ledger kinds whose member legs are play: stakes, wins and their reversals. */
const PLAY_KINDS = ['bet', 'win', 'refund', 'win_reversal'];

/** Every SQL of responsible gaming: limits, exclusions, history and the sums the limits are checked against. */
export function createRgRepository() {
  return {
    async limits(db: Kysely<Database>, memberId: number): Promise<RgLimitRow[]> {
      const rows = await db
        .selectFrom('rg_limit')
        .select(['member_id', 'key', 'value', 'pending_value', 'pending_set', 'pending_at'])
        .where('member_id', '=', memberId)
        .execute();
      // bigint columns arrive as strings on some drivers (the browser tests' server): made bigints here.
      return rows.map((r) => ({
        ...r,
        value: r.value === null ? null : BigInt(r.value),
        pending_value: r.pending_value === null ? null : BigInt(r.pending_value),
        pending_at: r.pending_at === null ? null : new Date(r.pending_at),
      }));
    },

    async upsertLimit(db: Kysely<Database>, row: RgLimitRow): Promise<void> {
      await db
        .insertInto('rg_limit')
        .values({ ...row, updated_at: sql<Date>`now()` })
        .onConflict((oc) =>
          oc.columns(['member_id', 'key']).doUpdateSet({
            value: row.value,
            pending_value: row.pending_value,
            pending_set: row.pending_set,
            pending_at: row.pending_at,
            updated_at: sql<Date>`now()`,
          }),
        )
        .execute();
    },

    /** The exclusion in force at `at` that ends last, if any. */
    async activeExclusion(db: Kysely<Database>, memberId: number, at: Date): Promise<RgExclusionRow | undefined> {
      const row = await db
        .selectFrom('rg_exclusion')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('starts_at', '<=', at)
        .where('ends_at', '>', at)
        .orderBy('ends_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) };
    },

    async exclusions(db: Kysely<Database>, memberId: number): Promise<RgExclusionRow[]> {
      const rows = await db.selectFrom('rg_exclusion').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').execute();
      return rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at), ends_at: new Date(r.ends_at) }));
    },

    async insertExclusion(db: Kysely<Database>, row: Omit<RgExclusionRow, 'id'>): Promise<void> {
      await db.insertInto('rg_exclusion').values(row).execute();
    },

    async addHistory(db: Kysely<Database>, row: RgHistoryInput): Promise<void> {
      await db.insertInto('rg_history').values(row).execute();
    },

    async history(db: Kysely<Database>, memberId: number, limit: number) {
      return db.selectFrom('rg_history').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
    },

    /** Deposits asked for or credited since `since` (a pending request counts: it is money on its way in). */
    async depositsSince(db: Kysely<Database>, memberId: number, since: Date): Promise<bigint> {
      const row = await db
        .selectFrom('deposit')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
        .where('member_id', '=', memberId)
        .where('status', 'in', ['PENDING', 'CREDITED'])
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return BigInt(row.total);
    },

    /**
     * Play since `since` over the member's own accounts: `staked` = bets debited plus money moved
     * into transfer-wallet vendors; `net` = the member's legs of bets, wins and their reversals,
     * minus money still out at transfer-wallet vendors (negative: a loss).
     */
    async playSince(db: Kysely<Database>, memberId: number, since: Date): Promise<{ staked: bigint; net: bigint }> {
      // Only the window's entries are read, through the (account_id, id DESC) index every post
      // keeps: per member account, the newest entry older than the window is found by walking
      // that index back from the newest (it stops there), and only entries after it are summed.
      // The created_at filter stays, so an entry of a long transaction that got a later id but an
      // earlier time is still left out; one that got an earlier id within the window's first
      // moments could be missed (ids and times agree to within a transaction's length).
      // Without this every stake summed the member's whole ledger history (issue 20, bench:rg-guard).
      const result = await sql<{ staked: string; net: string }>`
        SELECT
          coalesce(sum(CASE WHEN t.kind = 'bet' THEN -e.amount
                            WHEN t.kind = 'vendor_transfer' AND a.kind <> 'main' AND e.amount > 0 THEN e.amount
                            ELSE 0 END), 0) AS staked,
          coalesce(sum(CASE WHEN t.kind IN (${sql.join(PLAY_KINDS)}) THEN e.amount
                            WHEN t.kind = 'vendor_transfer' AND a.kind = 'main' THEN e.amount
                            ELSE 0 END), 0) AS net
        FROM ledger_account a
        CROSS JOIN LATERAL (
          SELECT coalesce((
            SELECT b.id FROM ledger_entry b
            WHERE b.account_id = a.id AND b.created_at < ${since}
            ORDER BY b.id DESC LIMIT 1), 0) AS before_id
        ) w
        JOIN ledger_entry e ON e.account_id = a.id AND e.id > w.before_id AND e.created_at >= ${since}
        JOIN ledger_transaction t ON t.id = e.transaction_id
        WHERE a.owner = 'member' AND a.member_id = ${memberId}`.execute(db);
      const row = result.rows[0];
      return { staked: BigInt(row?.staked ?? 0), net: BigInt(row?.net ?? 0) };
    },

    /** The member's latest live session of the member side (its start is the "login" of reality checks). */
    async liveSession(db: Kysely<Database>, memberId: number, at: Date) {
      return db
        .selectFrom('member_session')
        .select(['token_hash', 'created_at'])
        .where('member_id', '=', memberId)
        .where('side', '=', 'member')
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type RgRepository = ReturnType<typeof createRgRepository>;
