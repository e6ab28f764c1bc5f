import { defineSlotTitle, type TitleSpec } from '../strip';

/**
 * Golden Koi: 5×3, 243 ways. Pearl wilds on reels 2–5, water-lily scatters; three or more lilies
 * give 8/12/20 free spins at ×2, retriggering up to 60.
 */
export const goldenKoiSpec: TitleSpec = {
  code: 'golden-koi',
  mode: { kind: 'ways' },
  symbols: [
    { id: 'pearl', kind: 'wild' },
    { id: 'lily', kind: 'scatter' },
    { id: 'koi', kind: 'regular', pays: [35, 100, 420] },
    { id: 'red-koi', kind: 'regular', pays: [25, 65, 250] },
    { id: 'turtle', kind: 'regular', pays: [15, 50, 165] },
    { id: 'bowl', kind: 'regular', pays: [15, 40, 135] },
    { id: 'a', kind: 'regular', pays: [7, 15, 50] },
    { id: 'k', kind: 'regular', pays: [7, 15, 40] },
    { id: 'q', kind: 'regular', pays: [5, 10, 35] },
    { id: 'j', kind: 'regular', pays: [3, 8, 25] },
    { id: 't', kind: 'regular', pays: [3, 8, 25] },
  ],
  scatter: { pays: [3, 8, 35], freeSpins: [8, 12, 20] },
  freeSpins: { multiplier: 2, cap: 60 },
  declaredRtp: 0.9646,
  baseCounts: [
    { lily: 2, koi: 2, 'red-koi': 3, turtle: 3, bowl: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pearl: 2, lily: 2, koi: 2, 'red-koi': 3, turtle: 3, bowl: 5, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pearl: 2, lily: 2, koi: 2, 'red-koi': 3, turtle: 3, bowl: 4, a: 5, k: 5, q: 5, j: 6, t: 6 },
    { pearl: 2, lily: 2, koi: 2, 'red-koi': 3, turtle: 3, bowl: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pearl: 2, lily: 2, koi: 2, 'red-koi': 3, turtle: 3, bowl: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
  ],
  freeCounts: [
    { lily: 2, koi: 3, 'red-koi': 3, turtle: 3, bowl: 4, a: 5, k: 4, q: 6, j: 6, t: 6 },
    { pearl: 3, lily: 2, koi: 3, 'red-koi': 3, turtle: 3, bowl: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pearl: 3, lily: 2, koi: 3, 'red-koi': 3, turtle: 3, bowl: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pearl: 3, lily: 2, koi: 4, 'red-koi': 3, turtle: 3, bowl: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pearl: 3, lily: 2, koi: 3, 'red-koi': 3, turtle: 3, bowl: 4, a: 5, k: 5, q: 5, j: 6, t: 6 },
  ],
};

export const goldenKoi = defineSlotTitle(goldenKoiSpec);
