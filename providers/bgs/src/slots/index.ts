/** The slot engine and its six titles: pure, shared by the server and the browser. */

export { type SlotParams, type SlotView, slotGame, slotParamsSchema } from './definition';
export { type Cell, evaluateWindow, type Grid, linePay, type SlotWin, windowAt } from './evaluate';
export { PAYLINES } from './paylines';
export { drawStops, playSlotRound, type SlotRoundView, type SlotSpinView, slotWin } from './play';
export { type SlotRtpBreakdown, slotMaxMultiplier, slotRtp } from './rtp';
export { goldenKoi } from './titles/golden-koi';
export { SLOT_TITLES } from './titles/index';
export { jadeTemple } from './titles/jade-temple';
export { luckyLanterns } from './titles/lucky-lanterns';
export { monsoonRiches } from './titles/monsoon-riches';
export { sandsOfRa } from './titles/sands-of-ra';
export { thunderForge } from './titles/thunder-forge';
export { REELS, ROWS, type SlotSymbol, type SlotTitle, WAYS } from './types';

import { slotGame } from './definition';
import { SLOT_TITLES } from './titles/index';

/** The six titles as instant games, by code. */
export const SLOT_GAMES = Object.fromEntries(SLOT_TITLES.map((title) => [title.code, slotGame(title)]));
