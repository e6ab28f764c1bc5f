import { type Kysely, sql } from 'kysely';
import type { GameType } from '../games/types';
import { type PayMode, settleBet } from '../payout';

type DistinctRow = { bet_type: string; selection: unknown; unit_stake: bigint; series: number };

/** How a bet joins its judgement (the same bet type, selection, unit stake and series on the same issue). */
export const JUDGEMENT_JOIN = sql`j.issue_id = b.issue_id AND j.bet_type = b.bet_type AND j.selection = b.selection
  AND j.unit_stake = b.unit_stake AND j.series = b.series`;

/**
 * Judges a drawn issue: every distinct (bet type, selection, unit stake, series) of its pending
 * bets is settled once on the result (payout.ts settleBet: prizes of winning units plus stakes of
 * pushed ones) and stored in `lottery_judgement`; the settlement joins the bets to it. Idempotent
 * (ON CONFLICT DO NOTHING, and the result is deterministic), so a re-run after a crash is harmless.
 * Returns how many distinct bets it judged.
 */
export async function judgeIssue(
  db: Kysely<any>,
  issue: { id: bigint; gameType: GameType; payMode: PayMode['mode']; result: readonly number[] },
  chunk = 1000,
): Promise<number> {
  const { rows } = await sql<DistinctRow>`
    SELECT DISTINCT b.bet_type, b.selection, b.unit_stake, b.series FROM lottery_bet b
     WHERE b.issue_id = ${issue.id} AND b.status = 'pending'
       AND NOT EXISTS (SELECT 1 FROM lottery_judgement j WHERE ${JUDGEMENT_JOIN})`.execute(db);
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows.slice(i, i + chunk).map((row) => {
      const selection = typeof row.selection === 'string' ? JSON.parse(row.selection) : row.selection;
      const mode: PayMode = issue.payMode === 'prize_group' ? { mode: 'prize_group', series: row.series } : { mode: 'fixed_odds' };
      const settled = settleBet(
        { gameType: issue.gameType, betType: row.bet_type, selection, unitStake: BigInt(row.unit_stake), ...mode },
        issue.result,
      );
      const status = settled.winningUnits > 0 ? 'won' : settled.pushUnits > 0 ? 'push' : 'lost';
      return sql`(${issue.id}, ${row.bet_type}, ${JSON.stringify(selection)}::jsonb, ${row.unit_stake}, ${row.series}, ${status}, ${settled.payout})`;
    });
    await sql`
      INSERT INTO lottery_judgement (issue_id, bet_type, selection, unit_stake, series, status, payout)
      VALUES ${sql.join(values)} ON CONFLICT DO NOTHING`.execute(db);
  }
  return rows.length;
}
