import type { GameCategory } from './system';

/** Menu entries of the category menu that are the client's, not server categories (spec §2). */
export const MENU_CATEGORIES = ['HOME', 'FAV', 'HOT'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

/** The classify tab every category has, first, implicitly: no classify filter. */
export const CLASSIFY_ALL = 'ALL';

/** Live casino classifications of spec §3, as classify keys. */
export const LIVE_CLASSIFICATIONS = [
  'BACCARAT',
  'SICBO',
  'ROULETTE',
  'DRAGON_TIGER',
  'BLACKJACK',
  'AHJONG',
  'THREE_CARD_POKER',
  'WENZHOU',
  'SE_DIE',
  'FAN_TAN',
  'NIUNIU',
  'FISH_PRAWN_CRAB',
  'ZJH',
] as const;

/** The spec's "other game categories" (§3), as classify keys of the remaining categories. */
export const OTHER_CLASSIFICATIONS = [
  'SLOTS',
  'SCRATCH_CARDS',
  'VIDEO_POKER',
  'TABLE_GAMES',
  'ARCADE',
  'BINGO',
  'FISHING',
  'LOTTERY',
  'COCKFIGHT',
  'CHESS_CARDS',
  'E_LOTTERY',
] as const;

export const GAME_CLASSIFICATIONS = [...LIVE_CLASSIFICATIONS, ...OTHER_CLASSIFICATIONS] as const;
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];

/**
 * Which classify tabs each server category offers after "All" (the demo's and a fresh install's
 * default; operators may add their own keys). FISH has only "All" (spec §2), and so do the
 * categories whose lobbies are one vendor entry each (sports, esports).
 */
export const DEFAULT_CATEGORY_CLASSIFICATIONS: Record<GameCategory, readonly GameClassification[]> = {
  RNG: ['SLOTS', 'SCRATCH_CARDS', 'VIDEO_POKER', 'TABLE_GAMES', 'ARCADE', 'BINGO'],
  LIVE: LIVE_CLASSIFICATIONS,
  FISH: [],
  SPORTS: [],
  ESPORTS: [],
  ELOTT: ['E_LOTTERY'],
  LOTT: ['LOTTERY'],
  PVP: ['CHESS_CARDS', 'TABLE_GAMES'],
  BGS: ['ARCADE', 'CHESS_CARDS', 'LOTTERY', 'TABLE_GAMES'],
  COCKFIGHT: ['COCKFIGHT'],
};

/** Game select types of spec §3 (the lobby's filter icons). */
export const GAME_SELECT_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameSelectType = (typeof GAME_SELECT_TYPES)[number];

/** Lottery vendors and where their games open (spec §4 "Game start"). */
export const LOTTERY_VENDOR_ROUTES: Record<string, string> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};
