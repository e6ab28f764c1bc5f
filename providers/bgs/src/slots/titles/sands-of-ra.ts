import { defineSlotTitle, type TitleSpec } from '../strip';

/**
 * Sands of Ra: 5×3, 25 lines. Pyramid wilds on reels 2–4, scarab scatters that pay up to 230×
 * the bet: three or more give 8/12/15 free spins at ×5, retriggering up to 40.
 */
export const sandsOfRaSpec: TitleSpec = {
  code: 'sands-of-ra',
  mode: { kind: 'lines', lines: 25 },
  symbols: [
    { id: 'pyramid', kind: 'wild' },
    { id: 'scarab', kind: 'scatter' },
    { id: 'sphinx', kind: 'regular', pays: [55, 230, 1150] },
    { id: 'falcon', kind: 'regular', pays: [35, 115, 560] },
    { id: 'ankh', kind: 'regular', pays: [25, 85, 280] },
    { id: 'urn', kind: 'regular', pays: [15, 55, 230] },
    { id: 'a', kind: 'regular', pays: [11, 35, 135] },
    { id: 'k', kind: 'regular', pays: [9, 30, 115] },
    { id: 'q', kind: 'regular', pays: [7, 25, 90] },
    { id: 'j', kind: 'regular', pays: [6, 15, 70] },
    { id: 't', kind: 'regular', pays: [6, 15, 55] },
  ],
  scatter: { pays: [3, 25, 230], freeSpins: [8, 12, 15] },
  freeSpins: { multiplier: 5, cap: 40 },
  declaredRtp: 0.9608,
  baseCounts: [
    { scarab: 2, sphinx: 2, falcon: 3, ankh: 4, urn: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pyramid: 2, scarab: 2, sphinx: 2, falcon: 3, ankh: 4, urn: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pyramid: 2, scarab: 2, sphinx: 2, falcon: 3, ankh: 4, urn: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pyramid: 2, scarab: 2, sphinx: 2, falcon: 3, ankh: 4, urn: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { scarab: 2, sphinx: 2, falcon: 3, ankh: 4, urn: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
  ],
  freeCounts: [
    { scarab: 2, sphinx: 2, falcon: 3, ankh: 4, urn: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pyramid: 2, scarab: 2, sphinx: 2, falcon: 3, ankh: 4, urn: 4, a: 5, k: 6, q: 6, j: 6, t: 6 },
    { pyramid: 2, scarab: 2, sphinx: 2, falcon: 3, ankh: 5, urn: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { pyramid: 2, scarab: 2, sphinx: 2, falcon: 4, ankh: 4, urn: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { scarab: 2, sphinx: 2, falcon: 3, ankh: 4, urn: 4, a: 5, k: 5, q: 5, j: 6, t: 6 },
  ],
};

export const sandsOfRa = defineSlotTitle(sandsOfRaSpec);
