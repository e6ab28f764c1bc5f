import { type Kysely, sql } from 'kysely';

/**
 * The demo book's rolling fixtures (issue 23): a merchant whose `demo_fixtures` is on gets new
 * simulated matches and fights ahead of time from the book's loop, so a long-running demo never
 * runs out of things to bet on. Only the demo seed switches it on; a real operator's book is fed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sportsbook_settings ADD COLUMN demo_fixtures boolean NOT NULL DEFAULT false`.execute(db);
}
