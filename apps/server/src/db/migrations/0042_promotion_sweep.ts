import { type Kysely, sql } from 'kysely';

/**
 * The automatic promotions' sweeper (issue 19 item 3, docs/promotions/rules.md):
 * `promotion_sweep` is one row per automatic promotion and period key the sweeper has worked on,
 * with the short lease of the process working on it now (`lease_owner` until `lease_until`), so
 * several processes do not walk the same members at once; `done_at` once a period that has ended
 * was paid to every member who qualified (a period still running is swept again on later ticks).
 * The bonus book pays each member once anyway: a lease that runs out mid-sweep only costs work.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE promotion_sweep (
      promotion_id integer NOT NULL CONSTRAINT promotion_sweep_promotion_fk REFERENCES promotion (id) ON DELETE CASCADE,
      period_key text NOT NULL,
      lease_owner text,
      lease_until timestamptz,
      done_at timestamptz,
      granted integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT promotion_sweep_pk PRIMARY KEY (promotion_id, period_key)
    )`.execute(db);
}
