import { gameDefinition } from '../games/registry';
import type { GameType } from '../games/types';

/**
 * A bet option: one unit bet (注) of a selection — a digit on a position, a number, a big/small pick,
 * a combination. It is what "a number" means for the per-number bet limit and the liability table:
 * `betType` plus the unit as stable JSON (units are built by the game in a fixed key order).
 */
export type BetOption = { key: string; betType: string; unit: unknown };

/** The options (units) of a bet, each once per unit of the selection. Throws on an invalid selection. */
export function betOptions(gameType: GameType, betType: string, selection: unknown): BetOption[] {
  return gameDefinition(gameType)
    .units(betType, selection)
    .map((unit) => ({ key: `${betType}|${JSON.stringify(unit)}`, betType, unit }));
}

/** A bet's stake per option, added into `into` (unit stake on each of its units). */
export function addOptionStakes(
  into: Map<string, bigint>,
  gameType: GameType,
  bet: { betType: string; selection: unknown; unitStake: bigint },
): Map<string, bigint> {
  for (const option of betOptions(gameType, bet.betType, bet.selection)) {
    into.set(option.key, (into.get(option.key) ?? 0n) + bet.unitStake);
  }
  return into;
}
