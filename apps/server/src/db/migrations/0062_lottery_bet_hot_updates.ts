import { type Kysely, sql } from 'kysely';

/**
 * Settling a draw marks every one of its bets won, lost or push (issue 24: 1,000,000 bets in
 * under 10 s). That update changed `status`, a column of `lottery_bet_issue_idx`, so each of the
 * million new row versions also wrote an entry in all three of the table's indexes. Here:
 *
 * - `lottery_bet_issue_idx` becomes `(issue_id, member_id)`: every query that used it filters on
 *   the issue (and the member) and reads `status` from the row it fetches anyway, so it loses
 *   nothing; no index then holds a column that settling (or cancelling) changes;
 * - the table keeps half of each page free (`fillfactor = 50`), so the marked version of a bet
 *   fits on the page of the placed one: a heap-only (HOT) update, no index entry at all, and the
 *   old version is pruned in place. A bet is written once and marked once, so half a page is
 *   what its one update needs; the cost is a table about twice as large on disk.
 *
 * Pages written before this migration keep their old fill; new bets get the free space.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE lottery_bet SET (fillfactor = 50)`.execute(db);
  await sql`DROP INDEX lottery_bet_issue_idx`.execute(db);
  await sql`CREATE INDEX lottery_bet_issue_idx ON lottery_bet (issue_id, member_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX lottery_bet_issue_idx`.execute(db);
  await sql`CREATE INDEX lottery_bet_issue_idx ON lottery_bet (issue_id, member_id, status)`.execute(db);
  await sql`ALTER TABLE lottery_bet RESET (fillfactor)`.execute(db);
}
