import { type Kysely, sql } from 'kysely';
import { drawResult, newServerSeed, seedHash } from '../fair/draw';
import type { LotteryGame } from './games';
import { drawsBetween, type ScheduledDraw } from './schedule';

/**
 * The game's draws strictly after `after` up to `until`, at most `limit`: by its schedule up to and
 * including `nextSchedule.from` (a local midnight, so a 24:00 draw keeps its day), by the next
 * schedule strictly after it. The two never number the same day, so their numeros never meet.
 */
export function gameDrawsBetween(
  game: Pick<LotteryGame, 'schedule' | 'nextSchedule'>,
  after: Date,
  until: Date,
  limit: number,
): ScheduledDraw[] {
  const next = game.nextSchedule;
  if (!next) return drawsBetween(game.schedule, after, until, limit);
  const switchAt = next.from;
  const before = after < switchAt ? drawsBetween(game.schedule, after, until < switchAt ? until : switchAt, limit) : [];
  if (until <= switchAt || before.length >= limit) return before;
  return [...before, ...drawsBetween(next.schedule, after > switchAt ? after : switchAt, until, limit - before.length)];
}

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
  const ahead = gameDrawsBetween(game, now, new Date(now.getTime() + 400 * 86_400_000), 2);
  const second = ahead[1] ?? ahead[0];
  if (!second) throw new RangeError('the schedule has no draw in the next 400 days');
  const until = new Date(Math.max(second.drawsAt.getTime(), now.getTime() + ISSUE_HORIZON_MS));
  // A new game starts with the issue now running; an existing one continues where it stopped.
  const from = last ?? new Date(now.getTime() - 1);
  if (from >= until) return 0;
  const draws = gameDrawsBetween(game, from, until, MAX_ISSUES_PER_PASS);
  if (draws.length === 0) return promoteSchedule(db, game);
  let opensAt = last ?? now;
  const values = draws.map((draw) => {
    const seed = newServerSeed();
    const closesAt = new Date(Math.max(opensAt.getTime(), draw.drawsAt.getTime() - game.closeSeconds * 1000));
    const row = sql`(${game.id}::integer, ${draw.numero}::text, ${opensAt}::timestamptz, ${closesAt}::timestamptz,
                     ${draw.drawsAt}::timestamptz, ${seed}::text, ${seedHash(seed)}::text)`;
    opensAt = draw.drawsAt;
    return row;
  });
  // Only while `last` is still the game's last issue: a pass that read it before another writer
  // moved the issues (a test holding an issue open for an hour) must not add issues that draw
  // before the moved ones, out of order. The next pass reads the new last and goes on from there.
  const result = await sql`
    INSERT INTO lottery_issue (lottery_game_id, numero, opens_at, closes_at, draws_at, server_seed, seed_hash)
    SELECT * FROM (VALUES ${sql.join(values)}) AS v
     WHERE NOT EXISTS (SELECT 1 FROM lottery_issue WHERE lottery_game_id = ${game.id} AND draws_at > ${last ?? new Date(0)})
    ON CONFLICT (lottery_game_id, numero) DO NOTHING`.execute(db);
  await promoteSchedule(db, game);
  return Number(result.numAffectedRows ?? 0n);
}

/**
 * Makes a waiting schedule the game's own once an issue exists at or after its start: every later
 * issue follows it anyway, and an earlier one could still be missing only before that. Returns 0.
 */
async function promoteSchedule(db: Kysely<any>, game: LotteryGame): Promise<0> {
  if (!game.nextSchedule) return 0;
  await sql`
    UPDATE lottery_game SET schedule = next_schedule, next_schedule = NULL, next_schedule_from = NULL
     WHERE id = ${game.id} AND next_schedule_from = ${game.nextSchedule.from}
       AND EXISTS (SELECT 1 FROM lottery_issue WHERE lottery_game_id = ${game.id} AND draws_at >= ${game.nextSchedule.from})`.execute(db);
  return 0;
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
 * Draws every issue that is due and not paused, oldest first (a paused issue waits, however late,
 * until an operator resumes or cancels it): the result is the fair draw of its seed, game code
 * and numero (fair/draw.ts). The claim `UPDATE … WHERE status IN ('open', 'locked')` lets exactly
 * one process draw an issue; a racing process computes the same result and finds nothing to update.
 * `onDrawn` runs in the claim's transaction, so a draw that commits is announced by whichever
 * process is alive, and one that does not commit is not announced. Returns the issues this call drew.
 */
export async function drawDueIssues(db: Kysely<any>, now: Date, onDrawn?: OnDrawn, limit = 500): Promise<DrawnIssue[]> {
  const { rows } = await sql<{ id: bigint; numero: string; server_seed: string; code: string; game_type: LotteryGame['gameType'] }>`
    SELECT i.id, i.numero, i.server_seed, g.code, g.game_type
      FROM lottery_issue i JOIN lottery_game g ON g.id = i.lottery_game_id
     WHERE i.status IN ('open', 'locked') AND i.paused_at IS NULL AND i.draws_at <= ${now}
     ORDER BY i.draws_at, i.id LIMIT ${limit}`.execute(db);
  const drawn: DrawnIssue[] = [];
  for (const row of rows) {
    const result = drawResult(row.game_type, row.server_seed, row.code, row.numero);
    const issue: DrawnIssue = { id: BigInt(row.id), gameCode: row.code, numero: row.numero, result };
    const claimed = await db.transaction().execute(async (trx) => {
      const updated = await sql`
        UPDATE lottery_issue SET status = 'drawn', result = ${sql.raw(`ARRAY[${result.join(',')}]::integer[]`)}, drawn_at = ${now}
         WHERE id = ${row.id} AND status IN ('open', 'locked') AND paused_at IS NULL`.execute(trx);
      if (Number(updated.numAffectedRows ?? 0n) !== 1) return false;
      await onDrawn?.(trx, issue);
      return true;
    });
    if (claimed) drawn.push(issue);
  }
  return drawn;
}
