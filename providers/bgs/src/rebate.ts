import { assertSeries, SERIES_BASE } from './payout';

/**
 * Rebates of prize-group play. A series below 2000 keeps (2000 − series)/2000 of turnover as edge;
 * the differences between the series along the agent tree are paid back as rebates.
 */

/**
 * The immediate rebate of a member who plays below its own series:
 * floor(stake × (ownSeries − playSeries) / 2000).
 */
export function playRebate(input: { stake: bigint; ownSeries: number; playSeries: number }): bigint {
  assertSeries(input.ownSeries);
  assertSeries(input.playSeries);
  if (input.playSeries > input.ownSeries) throw new RangeError('cannot play above the own series');
  if (input.stake < 0n) throw new RangeError('stake must not be negative');
  return (input.stake * BigInt(input.ownSeries - input.playSeries)) / BigInt(SERIES_BASE);
}

/** What one level of the path earns: level 0 the member, 1 its parent, 2 the grandparent, … */
export type LevelRebate = { level: number; amount: bigint };

/**
 * Rebates along the agent path of a bet. `pathSeries` is the series of the member, its parent, its
 * grandparent, … up to the root. Each level earns floor(turnover × (ownSeries − childSeries) / 2000),
 * where childSeries is the series of its direct downline on the path; for level 0, the member itself,
 * it is the series the bet was played at, so level 0 is exactly `playRebate` (pay it once, not twice).
 * The amounts add up to at most turnover × (rootSeries − playedSeries) / 2000 — each level is floored
 * on its own. An ancestor below its downline's series is an error.
 */
export function agentRebates(input: { turnover: bigint; playedSeries: number; pathSeries: readonly number[] }): LevelRebate[] {
  if (input.turnover < 0n) throw new RangeError('turnover must not be negative');
  if (input.pathSeries.length === 0) throw new RangeError('the path starts with the member');
  assertSeries(input.playedSeries);
  let childSeries = input.playedSeries;
  return input.pathSeries.map((ownSeries, level) => {
    assertSeries(ownSeries);
    if (ownSeries < childSeries) throw new RangeError(`level ${level} has series ${ownSeries} below its downline's ${childSeries}`);
    const amount = (input.turnover * BigInt(ownSeries - childSeries)) / BigInt(SERIES_BASE);
    childSeries = ownSeries;
    return { level, amount };
  });
}
