import { type Kysely, sql } from 'kysely';

/**
 * `member_hourly_rollup` rows become UTC-aligned quarter-hours (the `hour` column keeps its name;
 * rows written before stay whole hours, which are whole quarters too). Missions and the
 * leaderboard count the merchant's business days, and a zone such as Asia/Yangon (UTC+06:30)
 * starts its day in the middle of a UTC hour; every zone in use is a whole number of quarter-hours
 * from UTC, so a business day is then a whole number of rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE member_hourly_rollup
      DROP CONSTRAINT member_hourly_rollup_hour_ck,
      ADD CONSTRAINT member_hourly_rollup_quarter_ck CHECK (extract(epoch FROM hour)::bigint % 900 = 0)`.execute(db);
}
