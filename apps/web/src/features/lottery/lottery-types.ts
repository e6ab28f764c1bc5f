import type { GameType } from '@fortuna/bgs/types';
import type { LOTTERY_TYPE_CODES } from '@fortuna/shared';

/** A lottery type as the calls name it (spec §3: 11X5, LF, LHC, PK10, SSC). */
export type LotteryTypeCode = (typeof LOTTERY_TYPE_CODES)[number];

const GAME_TYPE: Record<LotteryTypeCode, GameType> = { SSC: 'ssc', PK10: 'pk10', '11X5': '11x5', LHC: 'lhc', LF: 'lf' };

/** The engine's game type (providers/bgs) of a lottery type. */
export function gameTypeOfLottery(lotteryType: LotteryTypeCode): GameType {
  return GAME_TYPE[lotteryType];
}
