import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** An open requirement with its valid bets so far (minor units). */
export type RequirementProgress = { bonusId: number; required: bigint; done: bigint; category: string | null };

/**
 * The valid bets counted for each of a member's open turnover requirements: the stakes of the
 * member's real-money rounds settled since the bonus was granted (`turnover_since`), of every
 * vendor (lottery issues included), in the requirement's category or in all. Each requirement
 * counts the same bets: two bonuses granted together are met together (docs/promotions/turnover.md).
 * Requirements whose figure reached the required one are marked `met` here, in the caller's
 * transaction; the rest are returned.
 */
export async function openRequirements(executor: Kysely<Database>, memberId: number): Promise<RequirementProgress[]> {
  const { rows } = await sql<{ id: number; required: string; category: string | null; done: string }>`
    SELECT b.id, b.turnover_required::text AS required, b.turnover_category AS category,
           coalesce((
             SELECT sum(r.total_bet)
               FROM game_round r
               LEFT JOIN game g ON g.id = r.game_id
              WHERE r.member_id = b.member_id AND r.status = 'settled' AND NOT r.play_money
                AND r.settled_at >= b.turnover_since
                AND (b.turnover_category IS NULL OR g.category_code = b.turnover_category)
           ), 0)::text AS done
      FROM bonus b
     WHERE b.member_id = ${memberId} AND b.requirement = 'open'
     ORDER BY b.id`.execute(executor);
  const progress = rows.map((r) => ({ bonusId: r.id, required: BigInt(r.required), done: BigInt(r.done), category: r.category }));
  const met = progress.filter((p) => p.done >= p.required).map((p) => p.bonusId);
  if (met.length > 0) {
    await executor
      .updateTable('bonus')
      .set({ requirement: 'met', requirement_closed_at: sql<Date>`now()` })
      .where('id', 'in', met)
      .where('requirement', '=', 'open')
      .execute();
  }
  return progress.filter((p) => p.done < p.required);
}

/** The open requirement furthest from being met (the one a withdrawal waits on), or null. */
export async function blockingRequirement(executor: Kysely<Database>, memberId: number): Promise<RequirementProgress | null> {
  const open = await openRequirements(executor, memberId);
  let worst: RequirementProgress | null = null;
  for (const p of open) if (!worst || p.required - p.done > worst.required - worst.done) worst = p;
  return worst;
}
