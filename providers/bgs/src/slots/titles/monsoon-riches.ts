import { defineSlotTitle, type TitleSpec } from '../strip';

/**
 * Monsoon Riches: 5×3, 243 ways. Rainbow wilds on reels 2–5, storm-cloud scatters; three or more
 * give 10/15/20 free spins at ×3, retriggering up to 45.
 */
export const monsoonRichesSpec: TitleSpec = {
  code: 'monsoon-riches',
  mode: { kind: 'ways' },
  symbols: [
    { id: 'rainbow', kind: 'wild' },
    { id: 'cloud', kind: 'scatter' },
    { id: 'elephant', kind: 'regular', pays: [30, 90, 360] },
    { id: 'peacock', kind: 'regular', pays: [20, 60, 180] },
    { id: 'umbrella', kind: 'regular', pays: [12, 35, 120] },
    { id: 'frog', kind: 'regular', pays: [10, 25, 95] },
    { id: 'a', kind: 'regular', pays: [5, 12, 35] },
    { id: 'k', kind: 'regular', pays: [5, 10, 30] },
    { id: 'q', kind: 'regular', pays: [4, 7, 25] },
    { id: 'j', kind: 'regular', pays: [2, 6, 20] },
    { id: 't', kind: 'regular', pays: [2, 6, 20] },
  ],
  scatter: { pays: [2, 12, 60], freeSpins: [10, 15, 20] },
  freeSpins: { multiplier: 3, cap: 45 },
  declaredRtp: 0.9629,
  baseCounts: [
    { cloud: 2, elephant: 2, peacock: 2, umbrella: 3, frog: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { rainbow: 2, cloud: 2, elephant: 2, peacock: 3, umbrella: 3, frog: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { rainbow: 2, cloud: 2, elephant: 2, peacock: 3, umbrella: 3, frog: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { rainbow: 2, cloud: 2, elephant: 2, peacock: 3, umbrella: 3, frog: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { rainbow: 2, cloud: 2, elephant: 2, peacock: 3, umbrella: 3, frog: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
  ],
  freeCounts: [
    { cloud: 2, elephant: 2, peacock: 3, umbrella: 3, frog: 3, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { rainbow: 3, cloud: 2, elephant: 2, peacock: 1, umbrella: 3, frog: 4, a: 5, k: 6, q: 6, j: 6, t: 6 },
    { rainbow: 3, cloud: 2, elephant: 2, peacock: 3, umbrella: 3, frog: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { rainbow: 3, cloud: 2, elephant: 2, peacock: 4, umbrella: 3, frog: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { rainbow: 3, cloud: 2, elephant: 2, peacock: 3, umbrella: 3, frog: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
  ],
};

export const monsoonRiches = defineSlotTitle(monsoonRichesSpec);
