import type { RebateMode } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A merchant's rebate settings (defaults when it has saved none: manual, no minimum, no turnover). */
export type RebateSettings = { mode: RebateMode; minClaim: bigint; turnoverMultiple: number };

/** A category's share of a member's rebate (minor units; the rate in parts per million of the valid bets). */
export type DueLine = { category: string; validBet: bigint; ppm: number; amount: bigint };

/** What a member is due for the rollup quarters in [since, until): null `since` is from the first bet. */
export type Due = { memberId: number; since: Date | null; validBet: bigint; amount: bigint; lines: DueLine[] };

/** A rebate to write down beside its bonus. */
export type RecordInput = {
  memberId: number;
  bonusId: number;
  takenBy: 'claim' | 'auto';
  since: Date | null;
  until: Date;
  runDay: string | null;
  validBet: bigint;
  amount: bigint;
  lines: DueLine[];
};

/** The earliest `period_from` of a rebate from a member's first bet (the watermark's -infinity, which a record cannot hold). */
const FIRST = new Date(0);

const json = (value: unknown) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? String(v) : v));

/** Every query of the rebate (docs/promotions/rebate.md). */
export function createRebateRepository(db: Kysely<Database>) {
  return {
    async settings(executor: Kysely<Database>, merchantId: number): Promise<RebateSettings> {
      const row = await executor
        .selectFrom('rebate_setting')
        .select(['mode', 'min_claim', 'turnover_multiple'])
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      if (!row) return { mode: 'manual', minClaim: 0n, turnoverMultiple: 0 };
      return { mode: row.mode, minClaim: BigInt(row.min_claim), turnoverMultiple: Number(row.turnover_multiple) };
    },

    async saveSettings(trx: Kysely<Database>, merchantId: number, s: RebateSettings): Promise<void> {
      const values = { mode: s.mode, min_claim: s.minClaim, turnover_multiple: s.turnoverMultiple.toFixed(2), updated_at: new Date() };
      await trx
        .insertInto('rebate_setting')
        .values({ merchant_id: merchantId, ...values })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
        .execute();
    },

    /** The VIP levels' names and rebate rates (percent per category). */
    levels(merchantId: number) {
      return db
        .selectFrom('vip_level')
        .select(['level', 'names', 'rebate_rates'])
        .where('merchant_id', '=', merchantId)
        .orderBy('level')
        .execute();
    },

    async vipLevel(memberId: number): Promise<number> {
      const row = await db.selectFrom('member').select('vip_level').where('id', '=', memberId).executeTakeFirst();
      return row?.vip_level ?? 0;
    },

    /** Gives each member a watermark row (from its first bet) if it has none yet. */
    async ensureWatermarks(trx: Kysely<Database>, merchantId: number, memberIds: readonly number[]): Promise<void> {
      await sql`
        INSERT INTO rebate_watermark (member_id, merchant_id)
        SELECT value::int, ${merchantId} FROM jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb)
        ON CONFLICT (member_id) DO NOTHING`.execute(trx);
    },

    /**
     * Locks the watermarks of these members that are still before `until`, in member order (so two
     * lockers never deadlock), and returns their ids. A member rebated up to `until` meanwhile is
     * left out: once the lock is had, its row is read again. Null `until`: every one of them.
     */
    async lockWatermarks(trx: Kysely<Database>, memberIds: readonly number[], until: Date | null): Promise<number[]> {
      const { rows } = await sql<{ member_id: number }>`
        SELECT member_id FROM rebate_watermark
         WHERE member_id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb))
           AND (${until}::timestamptz IS NULL OR rebated_until < ${until}::timestamptz)
         ORDER BY member_id
           FOR UPDATE`.execute(trx);
      return rows.map((r) => r.member_id);
    },

    /**
     * What each member is due for its rollup quarters from its watermark up to `until`: per game
     * category the valid bets (a negative sum, from a rollback, counts as none), the member's VIP
     * level's rate and floor(valid bets × rate / 100); the amount is the sum of the lines.
     */
    async due(executor: Kysely<Database>, memberIds: readonly number[], until: Date): Promise<Due[]> {
      const { rows } = await sql<{ member_id: number; since_ms: string | null; valid_bet: string; amount: string; lines: RawLine[] }>`
        WITH ids AS (
          SELECT value::int AS member_id FROM jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb)
        ), w AS (
          SELECT i.member_id, coalesce(wm.rebated_until, '-infinity'::timestamptz) AS since
            FROM ids i LEFT JOIN rebate_watermark wm ON wm.member_id = i.member_id
        ), sums AS (
          SELECT r.member_id, r.category, sum(r.valid_bet) AS valid_bet
            FROM w JOIN member_hourly_rollup r ON r.member_id = w.member_id AND r.hour >= w.since AND r.hour < ${until}
           GROUP BY r.member_id, r.category
        ), rated AS (
          SELECT s.member_id, s.category, greatest(s.valid_bet, 0)::bigint AS valid_bet,
                 coalesce(CASE WHEN jsonb_typeof(v.rebate_rates -> s.category) = 'number'
                               THEN least(greatest(round((v.rebate_rates ->> s.category)::numeric * 10000), 0), 1000000) END, 0)::bigint AS ppm
            FROM sums s
            JOIN member m ON m.id = s.member_id
            LEFT JOIN vip_level v ON v.merchant_id = m.merchant_id AND v.level = m.vip_level
        ), paid AS (
          SELECT member_id, category, valid_bet, ppm, floor(valid_bet::numeric * ppm / 1000000)::bigint AS amount FROM rated
        )
        SELECT w.member_id,
               CASE WHEN isfinite(w.since) THEN (extract(epoch FROM w.since) * 1000)::bigint::text END AS since_ms,
               coalesce(sum(p.valid_bet), 0)::text AS valid_bet,
               coalesce(sum(p.amount), 0)::text AS amount,
               coalesce(jsonb_agg(jsonb_build_object('c', p.category, 'v', p.valid_bet::text, 'p', p.ppm, 'a', p.amount::text) ORDER BY p.category)
                          FILTER (WHERE p.category IS NOT NULL), '[]'::jsonb) AS lines
          FROM w LEFT JOIN paid p ON p.member_id = w.member_id
         GROUP BY w.member_id, w.since
         ORDER BY w.member_id`.execute(executor);
      return rows.map((r) => ({
        memberId: r.member_id,
        since: r.since_ms === null ? null : new Date(Number(r.since_ms)),
        validBet: BigInt(r.valid_bet),
        amount: BigInt(r.amount),
        lines: (typeof r.lines === 'string' ? (JSON.parse(r.lines) as RawLine[]) : r.lines).map((l) => ({
          category: l.c,
          validBet: BigInt(l.v),
          ppm: Number(l.p),
          amount: BigInt(l.a),
        })),
      }));
    },

    /** Writes each rebate down and moves its member's watermark to its end, set-based. */
    async recordAndAdvance(trx: Kysely<Database>, merchantId: number, records: readonly RecordInput[]): Promise<void> {
      if (records.length === 0) return;
      const rows = json(
        records.map((r) => ({
          member_id: r.memberId,
          bonus_id: r.bonusId,
          taken_by: r.takenBy,
          period_from: (r.since ?? FIRST).toISOString(),
          period_until: r.until.toISOString(),
          run_day: r.runDay,
          valid_bet: r.validBet,
          amount: r.amount,
          lines: r.lines.map((l) => ({ category: l.category, validBet: l.validBet, ppm: l.ppm, amount: l.amount })),
        })),
      );
      await sql`
        WITH r AS (
          SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS x(member_id int, bonus_id int, taken_by text, period_from timestamptz,
                   period_until timestamptz, run_day date, valid_bet bigint, amount bigint, lines jsonb)
        ), moved AS (
          UPDATE rebate_watermark w SET rebated_until = r.period_until FROM r WHERE w.member_id = r.member_id
        )
        INSERT INTO rebate_record (merchant_id, member_id, bonus_id, taken_by, period_from, period_until, run_day, valid_bet, amount, lines)
        SELECT ${merchantId}, member_id, bonus_id, taken_by, period_from, period_until, run_day, valid_bet, amount, lines FROM r`.execute(
        trx,
      );
    },

    /** The rebate a claim with this request id paid (a replay answers it). */
    async byRequest(executor: Kysely<Database>, memberId: number, requestId: string) {
      return executor
        .selectFrom('bonus')
        .innerJoin('rebate_record', 'rebate_record.bonus_id', 'bonus.id')
        .select(['bonus.id as bonusId', 'bonus.amount', 'bonus.turnover_required', 'rebate_record.period_until'])
        .where('bonus.member_id', '=', memberId)
        .where('bonus.request_id', '=', requestId)
        .executeTakeFirst();
    },

    async history(memberId: number, page: number, size: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('rebate_record')
          .selectAll()
          .where('member_id', '=', memberId)
          .orderBy('id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
        db.selectFrom('rebate_record').select(db.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirst(),
      ]);
      return { total: Number(count?.n ?? 0), rows };
    },
  };
}

type RawLine = { c: string; v: string; p: number | string; a: string };

export type RebateRepository = ReturnType<typeof createRebateRepository>;
