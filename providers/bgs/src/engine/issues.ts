import { type Kysely, sql } from 'kysely';
import { drawResult, newServerSeed, seedHash } from '../fair/draw';
import type { LotteryGame } from './games';
import { drawsBetween, nextDraw } from './schedule';

/** How far ahead issues exist: at least the current and the next one, and at least this long. */
export const ISSUE_HORIZON_MS = 10 * 60_000;
/** Most issues created for one game in one pass (a long downtime is caught up over several ticks). */
export const MAX_ISSUES_PER_PASS = 2000;

/**
 * Makes sure a game has every scheduled issue from its last one up to the horizon: the current
 * one, the next one, and any that fell due while no process was running (they are drawn late,
 * in order, never skipped). Each new issue gets a fresh server seed; only its SHA-256 is ever
 * shown before its draw. Safe to run by several processes at once: the numero is unique per game
 * and a losing insert (ON CONFLICT DO NOTHING) discards its seed unseen. Returns how many were created.
 */
export async function ensureIssues(db: Kysely<any>, game: LotteryGame, now: Date): Promise<number> {
  const { rows } = await sql<{ draws_at: Date }>`
    SELECT draws_at FROM lottery_issue WHERE lottery_game_id = ${game.id} ORDER BY draws_at DESC LIMIT 1`.execute(db);
  const last = rows[0] ? new Date(rows[0].draws_at) : undefined;
  const second = drawsBetween(game.schedule, now, new Date(now.getTime() + 400 * 86_400_000), 2)[1] ?? nextDraw(game.schedule, now);
  const until = new Date(Math.max(second.drawsAt.getTime(), now.getTime() + ISSUE_HORIZON_MS));
  // A new game starts with the issue now running; an existing one continues where it stopped.
  const from = last ?? new Date(now.getTime() - 1);
  if (from >= until) return 0;
  const draws = drawsBetween(game.schedule, from, until, MAX_ISSUES_PER_PASS);
  if (draws.length === 0) return 0;
  let opensAt = last ?? now;
  const values = draws.map((draw) => {
    const seed = newServerSeed();
    const closesAt = new Date(Math.max(opensAt.getTime(), draw.drawsAt.getTime() - game.closeSeconds * 1000));
    const row = sql`(${game.id}, ${draw.numero}, ${opensAt}, ${closesAt}, ${draw.drawsAt}, ${seed}, ${seedHash(seed)})`;
    opensAt = draw.drawsAt;
    return row;
  });
  const result = await sql`
    INSERT INTO lottery_issue (lottery_game_id, numero, opens_at, closes_at, draws_at, server_seed, seed_hash)
    VALUES ${sql.join(values)}
    ON CONFLICT (lottery_game_id, numero) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Locks every open issue whose betting has closed (waits for bets being placed on it to commit). */
export async function lockClosedIssues(db: Kysely<any>, now: Date): Promise<number> {
  const result = await sql`UPDATE lottery_issue SET status = 'locked' WHERE status = 'open' AND closes_at <= ${now}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** A drawn issue. */
export type DrawnIssue = { id: bigint; gameCode: string; numero: string; result: number[] };

/** Writes what a draw announces (an outbox row) in the draw's own transaction. */
export type OnDrawn = (trx: Kysely<any>, issue: DrawnIssue) => Promise<void>;

/**
 * Draws every issue that is due, oldest first: the result is the fair draw of its seed, game code
 * and numero (fair/draw.ts). The claim `UPDATE … WHERE status IN ('open', 'locked')` lets exactly
 * one process draw an issue; a racing process computes the same result and finds nothing to update.
 * `onDrawn` runs in the claim's transaction, so a draw that commits is announced by whichever
 * process is alive, and one that does not commit is not announced. Returns the issues this call drew.
 */
export async function drawDueIssues(db: Kysely<any>, now: Date, onDrawn?: OnDrawn, limit = 500): Promise<DrawnIssue[]> {
  const { rows } = await sql<{ id: bigint; numero: string; server_seed: string; code: string; game_type: LotteryGame['gameType'] }>`
    SELECT i.id, i.numero, i.server_seed, g.code, g.game_type
      FROM lottery_issue i JOIN lottery_game g ON g.id = i.lottery_game_id
     WHERE i.status IN ('open', 'locked') AND i.draws_at <= ${now}
     ORDER BY i.draws_at, i.id LIMIT ${limit}`.execute(db);
  const drawn: DrawnIssue[] = [];
  for (const row of rows) {
    const result = drawResult(row.game_type, row.server_seed, row.code, row.numero);
    const issue: DrawnIssue = { id: BigInt(row.id), gameCode: row.code, numero: row.numero, result };
    const claimed = await db.transaction().execute(async (trx) => {
      const updated = await sql`
        UPDATE lottery_issue SET status = 'drawn', result = ${sql.raw(`ARRAY[${result.join(',')}]::integer[]`)}, drawn_at = ${now}
         WHERE id = ${row.id} AND status IN ('open', 'locked')`.execute(trx);
      if (Number(updated.numAffectedRows ?? 0n) !== 1) return false;
      await onDrawn?.(trx, issue);
      return true;
    });
    if (claimed) drawn.push(issue);
  }
  return drawn;
}
