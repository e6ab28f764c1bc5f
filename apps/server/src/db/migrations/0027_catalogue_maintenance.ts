import { type Kysely, sql } from 'kysely';

/**
 * The back office's catalogue and agents (issue 16, docs/backoffice/catalogue.md and agents.md):
 * - `game.is_new` (the lobby's "new" badge) and `game.maintenance`: a game in maintenance stays
 *   listed but cannot be launched (`game_maintenance`).
 * - `vendor.maintenance_starts_at` / `maintenance_ends_at`: a maintenance window; while now is in
 *   [start, end) none of the vendor's games can be launched. An open end (null) means until further
 *   notice; a start alone is refused by the check (a window needs its start).
 * - `provider_credential.rotated_at`: when the secret was last rotated from the back office.
 * The catalogue triggers of migration 0008 already bump `catalog_version` on these tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE game
    ADD COLUMN is_new boolean NOT NULL DEFAULT false,
    ADD COLUMN maintenance boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE vendor
    ADD COLUMN maintenance_starts_at timestamptz,
    ADD COLUMN maintenance_ends_at timestamptz,
    ADD CONSTRAINT vendor_maintenance_window_ck CHECK (
      (maintenance_starts_at IS NULL AND maintenance_ends_at IS NULL)
      OR (maintenance_starts_at IS NOT NULL AND (maintenance_ends_at IS NULL OR maintenance_ends_at > maintenance_starts_at)))`.execute(db);
  await sql`ALTER TABLE provider_credential ADD COLUMN rotated_at timestamptz`.execute(db);
}
