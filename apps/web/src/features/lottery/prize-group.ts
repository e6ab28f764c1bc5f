/**
 * Playing below one's prize group (spec: a member may trade part of the prize group for an
 * immediate rebate on each bet): the choices offered, and the rebate a slip earns at each.
 * The server checks the same rule (playSeries ≤ own series) and credits the rebate with the slip.
 */

/** How far below their own prize group a member may play from this page, and in what steps. */
export const PRIZE_GROUP_RANGE = 100;
export const PRIZE_GROUP_STEP = 10;

/** The prize groups offered: the member's own first, then down in steps (never below 1). */
export function prizeGroupChoices(own: number): number[] {
  const choices: number[] = [];
  for (let series = own; series >= Math.max(1, own - PRIZE_GROUP_RANGE); series -= PRIZE_GROUP_STEP) choices.push(series);
  return choices;
}

/** The rebate on a stake when playing at `play` with an own prize group of `own`: floor(stake × (own − play) / 2000). */
export function playRebateOf(stake: bigint, own: number, play: number): bigint {
  return play >= own ? 0n : (stake * BigInt(own - play)) / 2000n;
}

/** A slip's rebate as the server credits it: each bet's rebate on its own stake, rounded down, summed. */
export function slipRebateOf(betStakes: readonly bigint[], own: number, play: number): bigint {
  return betStakes.reduce((sum, stake) => sum + playRebateOf(stake, own, play), 0n);
}

/** The rebate rate as a percentage text, e.g. 1900 → 1890 is "0.5". */
export function rebatePercent(own: number, play: number): string {
  return (((own - play) / 2000) * 100).toFixed(2).replace(/\.?0+$/, '');
}
