import { BOX_PERMUTATIONS, type BoxPermutations } from '@fortuna/bgs/four-digits';
import { DEFAULT_ODDS, type OddsTable } from '@fortuna/bgs/odds';
import { fixedOddsPrize } from '@fortuna/bgs/payout';
import { SEA4D_BIG_TIERS, SEA4D_SMALL_TIERS, type Sea4dTier } from '@fortuna/bgs/sea4d';

/**
 * What the regional games pay at the member's unit stake, from the fixed odds (DEFAULT_ODDS unless
 * the game has its own table): the 4D prize table by tier and the per-hit price of a Vietnamese bet.
 */

const prizeOf = (unitStake: bigint, odds: number | undefined) => (odds === undefined ? null : fixedOddsPrize(unitStake, odds));

/** One 4D tier: what a Big and a Small unit return when their number wins it (Small pays the top three only). */
export type Sea4dPrizeRow = { tier: Sea4dTier; big: bigint | null; small: bigint | null };

/** The 4D prize table at a unit stake: Big and Small per tier, best first; a box unit pays the same as its size. */
export function sea4dPrizeTable(unitStake: bigint, odds: OddsTable = DEFAULT_ODDS): Sea4dPrizeRow[] {
  return SEA4D_BIG_TIERS.map((tier) => ({
    tier,
    big: prizeOf(unitStake, odds[`sea4d.big:${tier}`]),
    small: (SEA4D_SMALL_TIERS as readonly Sea4dTier[]).includes(tier) ? prizeOf(unitStake, odds[`sea4d.small:${tier}`]) : null,
  }));
}

/** One 4D tier of an i-box: what a unit returns per number of orders (24, 12, 6, 4). */
export type Sea4dIboxRow = { tier: Sea4dTier; prizes: Record<BoxPermutations, bigint | null> };

/** The i-box table of Big or Small at a unit stake: the prize over the number of orders, per tier. */
export function sea4dIboxTable(size: 'big' | 'small', unitStake: bigint, odds: OddsTable = DEFAULT_ODDS): Sea4dIboxRow[] {
  const tiers: readonly Sea4dTier[] = size === 'big' ? SEA4D_BIG_TIERS : SEA4D_SMALL_TIERS;
  return tiers.map((tier) => ({
    tier,
    prizes: Object.fromEntries(
      BOX_PERMUTATIONS.map((orders) => [orders, prizeOf(unitStake, odds[`sea4d.${size}_ibox:${tier}:${orders}`])]),
    ) as Record<BoxPermutations, bigint | null>,
  }));
}

/** What one hit of a Vietnamese bet unit returns at a unit stake (lô per hit, đề, ba càng, xiên once), or null. */
export function vnPrize(betType: string, unitStake: bigint, odds: OddsTable = DEFAULT_ODDS): bigint | null {
  return prizeOf(unitStake, odds[betType]);
}
