import { z } from 'zod';
import type { InstantGameDefinition } from '../instant/types';
import { playSlotRound, type SlotRoundView, slotWin } from './play';
import { slotMaxMultiplier, slotRtp } from './rtp';
import type { SlotTitle } from './types';

/**
 * Slots take no bet parameters: every line (or all 243 ways) always plays and the round's amount is
 * the total bet, split into the title's coins. An empty object keeps the wire shape of the other games.
 */
export const slotParamsSchema = z.object({}).strict();
export type SlotParams = z.infer<typeof slotParamsSchema>;

export type SlotView = SlotRoundView & { code: string };

/** A title as an instant game of kind 'single': one call plays the paid spin and all its free spins. */
export function slotGame(title: SlotTitle): InstantGameDefinition<SlotParams, never, Record<string, never>, SlotView> {
  let rtp: number | undefined;
  return {
    code: title.code,
    family: 'slot',
    kind: 'single',
    params: slotParamsSchema,
    // Computed on first use (about 0.1 s for a lines title), then kept.
    rtp: () => {
      rtp ??= slotRtp(title).rtp;
      return rtp;
    },
    maxMultiplier: () => slotMaxMultiplier(title),
    start({ stream, bet }) {
      const round = playSlotRound(title, stream);
      return { state: {}, finished: true, win: slotWin(bet, round), view: { code: title.code, ...round } };
    },
  };
}
