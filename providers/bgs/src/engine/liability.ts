import { gameDefinition } from '../games/registry';
import type { GameType } from '../games/types';
import { DEFAULT_ODDS, type OddsTable } from '../odds';
import { fixedOddsPrize, type PayMode, prizeGroupPrize } from '../payout';
import { betOptions } from './options';

/** Identical live bets of an issue (same bet type, selection, unit stake and series), `count` of them. */
export type LiveBetGroup = { betType: string; selection: unknown; unitStake: bigint; series: number; count: number };

/** One bet option of an issue: what is staked on it, and what its bets pay if it wins. */
export type OptionLiability = { key: string; betType: string; unit: unknown; bets: number; stake: bigint; payout: bigint };

/**
 * The liability of an open issue per bet option (options.ts: one unit bet — a number on a position,
 * a big/small pick, a combination): the stake on it, and the prizes its units pay if it wins
 * (prize group at each bet's series, or the fixed odds; a tiered unit — 4D, lô — at its best tier,
 * once). The house's result if that option comes up is at worst `total stake − payout` of it alone;
 * other options winning on the same draw pay on top, pushes return stakes.
 */
export function issueLiability(gameType: GameType, payMode: PayMode['mode'], groups: readonly LiveBetGroup[]): OptionLiability[] {
  const game = gameDefinition(gameType);
  const byKey = new Map<string, OptionLiability>();
  for (const group of groups) {
    const count = BigInt(group.count);
    for (const option of betOptions(gameType, group.betType, group.selection)) {
      const prize =
        payMode === 'prize_group'
          ? prizeGroupPrize(group.unitStake, group.series, game.probability(group.betType, option.unit))
          : fixedOddsPrize(group.unitStake, (DEFAULT_ODDS as OddsTable)[game.priceKeys(group.betType, option.unit)[0] as string] ?? 1);
      const row = byKey.get(option.key) ?? { key: option.key, betType: option.betType, unit: option.unit, bets: 0, stake: 0n, payout: 0n };
      row.bets += group.count;
      row.stake += group.unitStake * count;
      row.payout += prize * count;
      byKey.set(option.key, row);
    }
  }
  return [...byKey.values()];
}
