import { LF_CHANCES, type LfBetType, lf } from './lf';
import { LHC_CHANCES, type LhcBetType, lhc } from './lhc';
import { PK10_CHANCES, type Pk10BetType, pk10 } from './pk10';
import { SEA4D_CHANCES, type Sea4dBetType, sea4d } from './sea4d';
import { SSC_CHANCES, type SscBetType, ssc } from './ssc';
import type { ClassicGameType, GameDefinition, GameType, RegionalGameType } from './types';
import { VN_NORTH_CHANCES, VN_SOUTH_CHANCES, type VnNorthBetType, type VnSouthBetType, vnNorth, vnSouth } from './vn';
import { X11X5_CHANCES, type X11x5BetType, x11x5 } from './x11x5';

/** Every bet type code; each starts with its game type and a dot. */
export type BetTypeCode = SscBetType | Pk10BetType | X11x5BetType | LhcBetType | LfBetType | Sea4dBetType | VnNorthBetType | VnSouthBetType;

/** The lottery families by game type: the five classic ones first, then the regional ones. */
export const GAMES: Readonly<Record<GameType, GameDefinition>> = {
  ssc,
  pk10,
  '11x5': x11x5,
  lhc,
  lf,
  sea4d,
  vn_north: vnNorth,
  vn_south: vnSouth,
};

/** The game types, in catalogue order. */
export const GAME_TYPES = Object.keys(GAMES) as GameType[];

/** The classic (Chinese-style) game types, in catalogue order. */
export const CLASSIC_GAME_TYPES: readonly ClassicGameType[] = ['ssc', 'pk10', '11x5', 'lhc', 'lf'];

/** The regional game types (prize tiers, fixed odds only), in catalogue order. */
export const REGIONAL_GAME_TYPES: readonly RegionalGameType[] = ['sea4d', 'vn_north', 'vn_south'];

/** Whether a game type is one of the regional ones. */
export function isRegionalGameType(gameType: GameType): gameType is RegionalGameType {
  return (REGIONAL_GAME_TYPES as readonly GameType[]).includes(gameType);
}

/**
 * The exact chance of one unit, for every price key of every game. For a tiered key (SEA 4D, VN
 * lô) `win` is the expected number of hits (types.ts Chance).
 */
export const CHANCES = {
  ...SSC_CHANCES,
  ...PK10_CHANCES,
  ...X11X5_CHANCES,
  ...LHC_CHANCES,
  ...LF_CHANCES,
  ...SEA4D_CHANCES,
  ...VN_NORTH_CHANCES,
  ...VN_SOUTH_CHANCES,
};

/** A price key: a bet type code, or `code:variant` when a unit's chance depends on its value. */
export type PriceKey = keyof typeof CHANCES;

/** Every price key. */
export const PRICE_KEYS = Object.keys(CHANCES) as PriceKey[];

/** The game type a price key belongs to (its bet type's, the part before the dot); throws on an unknown bet type. */
export function gameTypeOfPriceKey(key: string): GameType {
  return gameTypeOf(key.split(':')[0] as string);
}

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
