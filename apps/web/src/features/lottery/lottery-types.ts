import type { GameType } from '@fortuna/bgs/types';
import { type LOTTERY_TYPE_CODES, LOTTERY_VENDOR_ROUTES } from '@fortuna/shared';

/** A lottery type as the calls name it (spec §3: 11X5, LF, LHC, PK10, SSC). */
export type LotteryTypeCode = (typeof LOTTERY_TYPE_CODES)[number];

const GAME_TYPE: Record<LotteryTypeCode, GameType> = {
  SSC: 'ssc',
  PK10: 'pk10',
  '11X5': '11x5',
  LHC: 'lhc',
  LF: 'lf',
  SEA4D: 'sea4d',
  VN_NORTH: 'vn_north',
  VN_SOUTH: 'vn_south',
};

/** The engine's game type (providers/bgs) of a lottery type. */
export function gameTypeOfLottery(lotteryType: LotteryTypeCode): GameType {
  return GAME_TYPE[lotteryType];
}

/** The page of a lottery game: its vendor's route (/seaLottery, /vnLottery, /lottery; spec §4 "Game start") with `?gameCode=`. */
export function lotteryPagePath(vendor: string, gameCode: string): string {
  const route = Object.hasOwn(LOTTERY_VENDOR_ROUTES, vendor) ? LOTTERY_VENDOR_ROUTES[vendor] : '/lottery';
  return `${route}?${new URLSearchParams({ gameCode }).toString()}`;
}
