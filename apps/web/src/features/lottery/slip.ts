import { GAMES } from '@fortuna/bgs/games';
import { DEFAULT_ODDS, type OddsTable } from '@fortuna/bgs/odds';
import { fixedOddsPrize, prizeGroupPrize } from '@fortuna/bgs/payout';
import type { DrawContext, GameType } from '@fortuna/bgs/types';
import { siteTimeZone } from '../../lib/site-time-zone';

/**
 * The bet slip's sums, in integer minor units with the engine's own bet-type maths
 * (providers/bgs/src/games and payout.ts), so what the slip shows is what the server charges and
 * pays: a bet's stake is combinations × unit stake, and a winning combination pays the engine's
 * prize for it.
 */

/** How the game pays: the member's prize group (series), or fixed odds (the engine's default table unless given). */
export type PayInfo = { mode: 'prize_group'; series: number } | { mode: 'fixed_odds'; odds?: OddsTable };

/** One bet of the slip. */
export type SlipBet = {
  id: string;
  betType: string;
  selection: Record<string, unknown>;
  /** The stake of each combination, minor units. */
  unitStake: bigint;
};

/** How many combinations (注) a selection makes, or 0 when it is not a valid bet yet. */
export function combinationsOf(gameType: GameType, betType: string, selection: unknown): number {
  try {
    return GAMES[gameType].combinations(betType, selection);
  } catch {
    return 0;
  }
}

/** The lunar (Chinese calendar) year of a date, which LHC zodiacs turn on; the calendar year if the browser cannot tell. */
export function lunarYearOf(date: Date, timeZone: string = siteTimeZone()): number {
  try {
    // The draw's date on the merchant's clock: a draw just after its midnight is in that day's year.
    const parts = new Intl.DateTimeFormat('en-u-ca-chinese', { year: 'numeric', timeZone }).formatToParts(date);
    const related = parts.find((part) => (part.type as string) === 'relatedYear');
    const year = Number(related?.value);
    if (Number.isInteger(year) && year > 1900) return year;
  } catch {
    // Fall through to the calendar year.
  }
  return date.getFullYear();
}

/** What one winning combination of a unit returns (stake included), or null when it cannot be priced. */
function unitPrize(
  gameType: GameType,
  betType: string,
  unit: unknown,
  unitStake: bigint,
  pay: PayInfo,
  context: DrawContext,
): bigint | null {
  const game = GAMES[gameType];
  try {
    if (pay.mode === 'prize_group') return prizeGroupPrize(unitStake, pay.series, game.probability(betType, unit, context));
    const table: OddsTable = pay.odds ?? DEFAULT_ODDS;
    const odds = table[game.priceKey(betType, unit, context)];
    return odds === undefined ? null : fixedOddsPrize(unitStake, odds);
  } catch {
    return null;
  }
}

/**
 * Whether a bet type pays per hit on prize tiers (SEA 4D, VN lô): its potential win is then the
 * top prize of one combination, shown as "up to", and a number that comes up on several prizes is
 * paid for each of them.
 */
export function isTieredBet(gameType: GameType, betType: string): boolean {
  try {
    return GAMES[gameType].isTiered(betType);
  } catch {
    return false;
  }
}

/**
 * What a bet returns if one of its combinations wins: the best-paying combination's prize (units
 * of one bet type may pay differently, e.g. PK10 sum 3 and sum 11). For a tiered bet type (SEA 4D,
 * VN lô) that is the best single-tier prize of a unit, its price key (e.g. Big on the 1st prize).
 * Null for an invalid bet.
 */
export function potentialWin(gameType: GameType, bet: SlipBet, pay: PayInfo, context: DrawContext = {}): bigint | null {
  if (bet.unitStake <= 0n) return null;
  let units: unknown[];
  try {
    units = GAMES[gameType].units(bet.betType, bet.selection);
  } catch {
    return null;
  }
  let best: bigint | null = null;
  const priced = new Set<string>();
  for (const unit of units) {
    let key: string;
    try {
      key = GAMES[gameType].priceKey(bet.betType, unit, context);
    } catch {
      return null;
    }
    if (priced.has(key)) continue;
    priced.add(key);
    const prize = unitPrize(gameType, bet.betType, unit, bet.unitStake, pay, context);
    if (prize !== null && (best === null || prize > best)) best = prize;
  }
  return best;
}

/** A slip's totals: bets, combinations, stake and the potential win if one combination of every bet wins. */
export type SlipTotals = { bets: number; combinations: number; stake: bigint; potentialWin: bigint };

/** Adds up a slip; bets that are not valid count nothing. */
export function slipTotals(gameType: GameType, bets: readonly SlipBet[], pay: PayInfo, context: DrawContext = {}): SlipTotals {
  let combinations = 0;
  let stake = 0n;
  let win = 0n;
  for (const bet of bets) {
    const count = combinationsOf(gameType, bet.betType, bet.selection);
    combinations += count;
    stake += BigInt(count) * bet.unitStake;
    win += potentialWin(gameType, bet, pay, context) ?? 0n;
  }
  return { bets: bets.length, combinations, stake, potentialWin: win };
}
