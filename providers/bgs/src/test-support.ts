import { gameDefinition } from './games/registry';
import type { DrawContext, DrawnNumbers, GameType } from './games/types';
import { settleBet } from './payout';

/** Test helper: a bet's units and what it pays in both modes, at 2.00 (200 minor units) a unit. */
export const TEST_UNIT_STAKE = 200n;
/** Test helper: the prize group the examples play at. */
export const TEST_SERIES = 1900;

/** Test helper: settles a bet in prize-group mode at TEST_SERIES and at the default fixed odds. */
export function payouts(gameType: GameType, betType: string, selection: unknown, result: DrawnNumbers, context: DrawContext = {}) {
  const common = { gameType, betType, selection, unitStake: TEST_UNIT_STAKE, context };
  const prizeGroup = settleBet({ ...common, mode: 'prize_group', series: TEST_SERIES }, result);
  const fixedOdds = settleBet({ ...common, mode: 'fixed_odds' }, result);
  return {
    units: gameDefinition(gameType).combinations(betType, selection),
    winning: prizeGroup.winningUnits,
    push: prizeGroup.pushUnits,
    prizeGroup: prizeGroup.payout,
    fixedOdds: fixedOdds.payout,
  };
}

/** Test helper: the expected shape of `payouts` for a bet that returns nothing. */
export function nothing(units: number) {
  return { units, winning: 0, push: 0, prizeGroup: 0n, fixedOdds: 0n };
}
