import { gameDefinition, gameTypeOf } from './games/registry';
import type { DrawContext, DrawnNumbers, GameType } from './games/types';
import { DEFAULT_ODDS, type OddsTable } from './odds';
import type { Rational } from './rational';

/**
 * What bets pay, in integer minor units. A prize is the whole amount returned for one winning
 * unit, its stake included. Two pay modes:
 *
 * - Prize group ("official"): a member has a series (e.g. 1700–1980; 2000 would be no edge). A unit
 *   priced on probability p = num/den and staked s pays floor(s × series × den / (2000 × num)), so its
 *   expected return is s × series / 2000 less under one minor unit per win. For LHC
 *   big/small/odd/even, p is the chance among draws that do not push it (1/2), see GameDefinition.probability.
 * - Fixed odds ("two-sided"): a table of decimal odds in thousandths per price key (odds.ts); a unit
 *   pays floor(s × odds / 1000).
 *
 * Either way a pushed unit returns its stake s.
 *
 * A tiered unit (SEA 4D, VN lô: games/types.ts BetTypeDefinition.hits) is paid the fixed-odds prize
 * of every hit, each floored on its own: a 4D number drawn as 1st prize and as a consolation prize
 * is paid both. Regional games are fixed odds only (GameDefinition.payModes).
 */

/** The series at which prizes carry no edge. */
export const SERIES_BASE = 2000;

/** How a bet is paid. */
export type PayMode =
  | {
      mode: 'prize_group';
      /** The series the member plays at (its own or lower, see rebate.ts playRebate). */
      series: number;
    }
  | {
      mode: 'fixed_odds';
      /** Odds per price key in thousandths; DEFAULT_ODDS when left out. */
      oddsTable?: OddsTable;
    };

/** One bet as placed. */
export type BetToSettle = {
  gameType: GameType;
  betType: string;
  /** What the member picked, in the shape of the bet type's schema. */
  selection: unknown;
  /** The stake of each unit bet, minor units; the bet's stake is combinations × unitStake. */
  unitStake: bigint;
  /** The draw's context (the lunar year for LHC zodiacs). */
  context?: DrawContext;
} & PayMode;

/** What a settled bet returns. */
export type Settlement = {
  /** Unit bets that won (a tiered unit with several hits counts once). */
  winningUnits: number;
  /** Unit bets refunded (LHC big/small/odd/even when the special is 49). */
  pushUnits: number;
  /** Total returned to the member, minor units: the prizes of the winning units (of every hit) plus the stakes of pushed ones. */
  payout: bigint;
};

function assertUnitStake(unitStake: bigint): void {
  if (unitStake <= 0n) throw new RangeError('unit stake must be positive');
}

/** Checks a series is an integer 1..2000. */
export function assertSeries(series: number): void {
  if (!Number.isInteger(series) || series < 1 || series > SERIES_BASE) throw new RangeError(`series out of range: ${series}`);
}

/** Prize-group prize of one winning unit: floor(s × series × den / (2000 × num)). */
export function prizeGroupPrize(unitStake: bigint, series: number, probability: Rational): bigint {
  assertUnitStake(unitStake);
  assertSeries(series);
  return (unitStake * BigInt(series) * probability.den) / (BigInt(SERIES_BASE) * probability.num);
}

/** Fixed-odds prize of one winning unit: floor(s × odds / 1000), odds in thousandths. */
export function fixedOddsPrize(unitStake: bigint, odds: number): bigint {
  assertUnitStake(unitStake);
  if (!Number.isInteger(odds) || odds <= 0) throw new RangeError(`odds must be a positive integer of thousandths: ${odds}`);
  return (unitStake * BigInt(odds)) / 1000n;
}

/** The stake of a bet: combinations × unit stake. Throws a ZodError on an invalid selection. */
export function betStake(gameType: GameType, betType: string, selection: unknown, unitStake: bigint): bigint {
  assertUnitStake(unitStake);
  return BigInt(betDefinitionGame(gameType, betType).combinations(betType, selection)) * unitStake;
}

function betDefinitionGame(gameType: GameType, betType: string) {
  if (gameTypeOf(betType) !== gameType) throw new RangeError(`${betType} is not a ${gameType} bet type`);
  return gameDefinition(gameType);
}

/**
 * Settles a bet on a drawn result: judges every unit, pays each winning unit its prize in the bet's
 * pay mode (a tiered unit the prize of each of its hits) and refunds each pushed unit. Throws a
 * ZodError on an invalid selection or result, a RangeError on a pay mode the game does not offer.
 */
export function settleBet(bet: BetToSettle, result: DrawnNumbers): Settlement {
  assertUnitStake(bet.unitStake);
  const game = betDefinitionGame(bet.gameType, bet.betType);
  if (!game.payModes.includes(bet.mode)) throw new RangeError(`${bet.gameType} is not paid in ${bet.mode} mode`);
  const definition = game.betTypes[bet.betType];
  if (!definition) throw new RangeError(`unknown bet type: ${bet.betType}`);
  const context = bet.context ?? {};
  const drawn = game.resultSchema.parse(result);
  const prizes = new Map<string, bigint>();
  const prizeOf = (key: string, unit: unknown): bigint => {
    let prize = prizes.get(key);
    if (prize === undefined) {
      if (bet.mode === 'prize_group') {
        prize = prizeGroupPrize(bet.unitStake, bet.series, game.probability(bet.betType, unit, context));
      } else {
        const table: OddsTable = bet.oddsTable ?? DEFAULT_ODDS;
        const odds = table[key];
        if (odds === undefined) throw new RangeError(`no odds for ${key}`);
        prize = fixedOddsPrize(bet.unitStake, odds);
      }
      prizes.set(key, prize);
    }
    return prize;
  };
  let winningUnits = 0;
  let pushUnits = 0;
  let payout = 0n;
  for (const unit of definition.units(definition.schema.parse(bet.selection))) {
    if (definition.hits) {
      const hits = definition.hits(unit, drawn, context);
      if (hits.length > 0) winningUnits++;
      for (const key of hits) payout += prizeOf(key, unit);
      continue;
    }
    const outcome = definition.judge(unit, drawn, context);
    if (outcome === 'win') {
      winningUnits++;
      payout += prizeOf(definition.priceKey(unit, context), unit);
    } else if (outcome === 'push') {
      pushUnits++;
      payout += bet.unitStake;
    }
  }
  return { winningUnits, pushUnits, payout };
}
