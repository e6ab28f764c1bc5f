import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** How long a run's lease holds without a batch renewing it; a killed run is taken over after it. */
export const RUN_LEASE_SECONDS = 60;

export type RunRow = {
  day: string;
  status: 'running' | 'done';
  startedBy: string;
  afterMember: number;
  members: number;
  validBet: bigint;
  total: bigint;
  startedAt: Date;
  finishedAt: Date | null;
  durationMs: number | null;
};

type Raw = {
  day: string;
  status: 'running' | 'done';
  started_by: string;
  after_member: number;
  members: number;
  valid_bet: string;
  total: string;
  started_at: Date;
  finished_at: Date | null;
  duration_ms: number | null;
};

const COLUMNS = sql`to_char(day, 'YYYY-MM-DD') AS day, status, started_by, after_member, members, valid_bet::text AS valid_bet,
                    total::text AS total, started_at, finished_at, duration_ms`;

function runOf(r: Raw): RunRow {
  return {
    day: r.day,
    status: r.status,
    startedBy: r.started_by,
    afterMember: r.after_member,
    members: r.members,
    validBet: BigInt(r.valid_bet),
    total: BigInt(r.total),
    startedAt: new Date(r.started_at),
    finishedAt: r.finished_at ? new Date(r.finished_at) : null,
    durationMs: r.duration_ms,
  };
}

/** The daily run's rows: its lease, its progress through the day's members and its summary. */
export function createRebateRunRepository(db: Kysely<Database>) {
  return {
    async find(merchantId: number, day: string): Promise<RunRow | null> {
      const { rows } = await sql<Raw>`SELECT ${COLUMNS} FROM rebate_run WHERE merchant_id = ${merchantId} AND day = ${day}::date`.execute(
        db,
      );
      return rows[0] ? runOf(rows[0]) : null;
    },

    /**
     * Takes the day's lease for `owner`: creates the run, or takes over a running one whose lease
     * ran out (its process died) or is already this owner's. Null when the run is done or another
     * process holds it.
     */
    async takeLease(merchantId: number, day: string, owner: string, startedBy: string): Promise<RunRow | null> {
      const { rows } = await sql<Raw>`
        INSERT INTO rebate_run AS r (merchant_id, day, started_by, lease_owner, lease_until)
        VALUES (${merchantId}, ${day}::date, ${startedBy}, ${owner}, now() + make_interval(secs => ${RUN_LEASE_SECONDS}))
        ON CONFLICT (merchant_id, day) DO UPDATE SET lease_owner = excluded.lease_owner, lease_until = excluded.lease_until
         WHERE r.status = 'running' AND (r.lease_until < now() OR r.lease_owner = excluded.lease_owner)
        RETURNING ${COLUMNS}`.execute(db);
      return rows[0] ? runOf(rows[0]) : null;
    },

    /** Locks the run for one batch while `owner` holds it; null when its lease was lost. */
    async lockHeld(trx: Kysely<Database>, merchantId: number, day: string, owner: string): Promise<{ afterMember: number } | null> {
      const { rows } = await sql<{ after_member: number }>`
        SELECT after_member FROM rebate_run
         WHERE merchant_id = ${merchantId} AND day = ${day}::date AND status = 'running' AND lease_owner = ${owner}
           FOR UPDATE`.execute(trx);
      return rows[0] ? { afterMember: rows[0].after_member } : null;
    },

    /** The next members with play on the business day (member_day_rollup), in id order after `after`. */
    async dayMembers(trx: Kysely<Database>, merchantId: number, day: string, after: number, limit: number): Promise<number[]> {
      const { rows } = await sql<{ member_id: number }>`
        SELECT member_id FROM member_day_rollup
         WHERE merchant_id = ${merchantId} AND day = ${day}::date AND member_id > ${after}
         ORDER BY member_id LIMIT ${limit}`.execute(trx);
      return rows.map((r) => r.member_id);
    },

    /**
     * Gives every member with play on the day after `after` a watermark row (from its first bet) if it
     * has none, in one statement committed on its own before the batches: a batch then only updates
     * committed rows (an update of a row its own transaction inserted re-checks the row's foreign key,
     * one lookup per member) and its own `ensureWatermarks` finds them all there.
     */
    async ensureDayWatermarks(merchantId: number, day: string, after: number): Promise<void> {
      await sql`
        INSERT INTO rebate_watermark (member_id, merchant_id)
        SELECT member_id, merchant_id FROM member_day_rollup
         WHERE merchant_id = ${merchantId} AND day = ${day}::date AND member_id > ${after}
        ON CONFLICT (member_id) DO NOTHING`.execute(db);
    },

    /** Adds a batch to the run's summary, moves its cursor and renews its lease, in the batch's transaction. */
    async progress(
      trx: Kysely<Database>,
      merchantId: number,
      day: string,
      batch: { afterMember: number; members: number; validBet: bigint; total: bigint },
    ): Promise<void> {
      await sql`
        UPDATE rebate_run SET after_member = ${batch.afterMember}, members = members + ${batch.members},
               valid_bet = valid_bet + ${batch.validBet}::bigint, total = total + ${batch.total}::bigint,
               lease_until = now() + make_interval(secs => ${RUN_LEASE_SECONDS})
         WHERE merchant_id = ${merchantId} AND day = ${day}::date`.execute(trx);
    },

    async finish(merchantId: number, day: string, owner: string): Promise<RunRow | null> {
      const { rows } = await sql<Raw>`
        UPDATE rebate_run SET status = 'done', finished_at = now(), lease_owner = NULL, lease_until = NULL,
               duration_ms = least((extract(epoch FROM now() - started_at) * 1000)::bigint, 2147483647)::int
         WHERE merchant_id = ${merchantId} AND day = ${day}::date AND status = 'running' AND lease_owner = ${owner}
        RETURNING ${COLUMNS}`.execute(db);
      return rows[0] ? runOf(rows[0]) : null;
    },

    async list(merchantId: number, page: number, size: number): Promise<{ total: number; rows: RunRow[] }> {
      const [{ rows }, count] = await Promise.all([
        sql<Raw>`SELECT ${COLUMNS} FROM rebate_run WHERE merchant_id = ${merchantId}
                  ORDER BY day DESC LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db),
        sql<{ n: string }>`SELECT count(*)::text AS n FROM rebate_run WHERE merchant_id = ${merchantId}`.execute(db),
      ]);
      return { total: Number(count.rows[0]?.n ?? 0), rows: rows.map(runOf) };
    },

    /** Merchants whose rebate is paid daily, with their zone and currency. */
    dailyMerchants() {
      return db
        .selectFrom('rebate_setting')
        .innerJoin('merchant', 'merchant.id', 'rebate_setting.merchant_id')
        .selectAll('merchant')
        .where('rebate_setting.mode', '=', 'daily')
        .execute();
    },
  };
}

export type RebateRunRepository = ReturnType<typeof createRebateRunRepository>;
