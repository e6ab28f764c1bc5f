import { defineSlotTitle, type TitleSpec } from '../strip';

/**
 * Jade Temple: 5×3, 25 lines. Temple wilds on every reel (and paying their own line), gong scatters;
 * three or more gongs give 10/15/20 free spins at ×3, retriggering up to 50.
 */
export const jadeTempleSpec: TitleSpec = {
  code: 'jade-temple',
  mode: { kind: 'lines', lines: 25 },
  symbols: [
    { id: 'temple', kind: 'wild', pays: [55, 260, 2650] },
    { id: 'gong', kind: 'scatter' },
    { id: 'dragon', kind: 'regular', pays: [40, 160, 790] },
    { id: 'disc', kind: 'regular', pays: [30, 105, 420] },
    { id: 'lotus', kind: 'regular', pays: [20, 80, 260] },
    { id: 'coin', kind: 'regular', pays: [15, 55, 210] },
    { id: 'a', kind: 'regular', pays: [11, 30, 125] },
    { id: 'k', kind: 'regular', pays: [8, 25, 105] },
    { id: 'q', kind: 'regular', pays: [6, 20, 85] },
    { id: 'j', kind: 'regular', pays: [5, 15, 65] },
    { id: 't', kind: 'regular', pays: [5, 15, 55] },
  ],
  scatter: { pays: [2, 11, 55], freeSpins: [10, 15, 20] },
  freeSpins: { multiplier: 3, cap: 50 },
  declaredRtp: 0.96,
  baseCounts: [
    { temple: 2, gong: 2, dragon: 3, disc: 4, lotus: 4, coin: 5, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { temple: 2, gong: 2, dragon: 3, disc: 4, lotus: 4, coin: 6, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { temple: 2, gong: 2, dragon: 3, disc: 4, lotus: 4, coin: 5, a: 5, k: 5, q: 5, j: 5, t: 6 },
    { temple: 2, gong: 2, dragon: 3, disc: 4, lotus: 4, coin: 5, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { temple: 2, gong: 2, dragon: 3, disc: 4, lotus: 4, coin: 5, a: 5, k: 5, q: 6, j: 6, t: 6 },
  ],
  freeCounts: [
    { temple: 2, gong: 2, dragon: 3, disc: 4, lotus: 4, coin: 5, a: 5, k: 4, q: 6, j: 6, t: 6 },
    { temple: 3, gong: 2, dragon: 3, disc: 4, lotus: 4, coin: 4, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { temple: 3, gong: 2, dragon: 3, disc: 4, lotus: 4, coin: 5, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { temple: 3, gong: 2, dragon: 3, disc: 4, lotus: 4, coin: 5, a: 5, k: 5, q: 6, j: 6, t: 6 },
    { temple: 2, gong: 2, dragon: 3, disc: 4, lotus: 4, coin: 5, a: 5, k: 5, q: 5, j: 6, t: 6 },
  ],
};

export const jadeTemple = defineSlotTitle(jadeTempleSpec);
