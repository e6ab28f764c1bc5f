import type { SlotSpinView, SlotView } from '@fortuna/bgs/slots';

/** How long the reels of one spin run: the first reel stops after REEL_MS, each next one REEL_STAGGER_MS later. */
export const REEL_MS = 560;
export const REEL_STAGGER_MS = 110;
export const SPIN_MS = REEL_MS + 4 * REEL_STAGGER_MS;
/** How long a spin's wins stay on show before the next free spin. */
export const WIN_SHOW_MS = 750;
export const NO_WIN_SHOW_MS = 220;

/** The time one spin takes on screen: the reels, then its wins. */
export function spinShowMs(spin: SlotSpinView): number {
  return SPIN_MS + (spin.wins.length > 0 ? WIN_SHOW_MS : NO_WIN_SHOW_MS);
}

/** The time a whole round plays back (the paid spin and every free spin): auto-play waits for it. */
export function slotRevealMs(view: SlotView | null): number {
  if (!view) return SPIN_MS;
  return view.spins.reduce((sum, spin) => sum + spinShowMs(spin), 0);
}
