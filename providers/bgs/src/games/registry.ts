import { LF_CHANCES, type LfBetType, lf } from './lf';
import { LHC_CHANCES, type LhcBetType, lhc } from './lhc';
import { PK10_CHANCES, type Pk10BetType, pk10 } from './pk10';
import { SSC_CHANCES, type SscBetType, ssc } from './ssc';
import type { GameDefinition, GameType } from './types';
import { X11X5_CHANCES, type X11x5BetType, x11x5 } from './x11x5';

/** Every bet type code; each starts with its game type and a dot. */
export type BetTypeCode = SscBetType | Pk10BetType | X11x5BetType | LhcBetType | LfBetType;

/** The in-house lottery families by game type. */
export const GAMES: Readonly<Record<GameType, GameDefinition>> = { ssc, pk10, '11x5': x11x5, lhc, lf };

/** The game types, in catalogue order. */
export const GAME_TYPES = Object.keys(GAMES) as GameType[];

/** The exact chance of one unit, for every price key of every game. */
export const CHANCES = { ...SSC_CHANCES, ...PK10_CHANCES, ...X11X5_CHANCES, ...LHC_CHANCES, ...LF_CHANCES };

/** A price key: a bet type code, or `code:variant` when a unit's chance depends on its value. */
export type PriceKey = keyof typeof CHANCES;

/** Every price key. */
export const PRICE_KEYS = Object.keys(CHANCES) as PriceKey[];

/** Every bet type code, grouped by game in catalogue order. */
export const BET_TYPE_CODES = GAME_TYPES.flatMap((gameType) => Object.keys(GAMES[gameType].betTypes)) as BetTypeCode[];

/** The definition of a game type; throws on an unknown one. */
export function gameDefinition(gameType: GameType): GameDefinition {
  const game = Object.hasOwn(GAMES, gameType) ? GAMES[gameType] : undefined;
  if (!game) throw new RangeError(`unknown game type: ${gameType}`);
  return game;
}

/** The game type a bet type code belongs to (the part before the dot); throws on an unknown code. */
export function gameTypeOf(betType: string): GameType {
  const gameType = betType.slice(0, betType.indexOf('.')) as GameType;
  if (!Object.hasOwn(GAMES, gameType) || !Object.hasOwn(GAMES[gameType].betTypes, betType))
    throw new RangeError(`unknown bet type: ${betType}`);
  return gameType;
}
