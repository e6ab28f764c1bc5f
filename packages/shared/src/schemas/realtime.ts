import { z } from 'zod';
import { lotteryGameCodeSchema } from './lottery';

/**
 * Socket.IO messages the browser sends (the server's events are typed in apps/server/src/realtime).
 *
 * - `lottery_watch` `{ gameCodes }`: the lottery games the page shows now (replacing what it
 *   asked before; `[]` when it shows none). The socket then receives `lottery_drawn` of those
 *   games only. Answered (acknowledgement) with the envelope: `{ success, value: { gameCodes }, message }`.
 */
export const LOTTERY_WATCH = 'lottery_watch';

/** Most games one socket watches at once (a page shows one; a lobby of boards a few dozen). */
export const LOTTERY_WATCH_MAX = 100;

/** The body of `lottery_watch`. */
export const lotteryWatchRequestSchema = z.object({
  gameCodes: z.array(lotteryGameCodeSchema).max(LOTTERY_WATCH_MAX),
});
export type LotteryWatchRequest = z.infer<typeof lotteryWatchRequestSchema>;
