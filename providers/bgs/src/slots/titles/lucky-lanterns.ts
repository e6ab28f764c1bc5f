import { defineSlotTitle, type TitleSpec } from '../strip';

/**
 * Lucky Lanterns: 5×3, 30 lines. Firecracker wilds on reels 2–4, lantern scatters that land
 * often: three or more give 5/8/12 free spins at ×2, retriggering up to 30.
 */
export const luckyLanternsSpec: TitleSpec = {
  code: 'lucky-lanterns',
  mode: { kind: 'lines', lines: 30 },
  symbols: [
    { id: 'firecracker', kind: 'wild' },
    { id: 'lantern', kind: 'scatter' },
    { id: 'envelope', kind: 'regular', pays: [30, 115, 580] },
    { id: 'fan', kind: 'regular', pays: [30, 95, 340] },
    { id: 'knot', kind: 'regular', pays: [25, 65, 220] },
    { id: 'mooncake', kind: 'regular', pays: [15, 45, 170] },
    { id: 'a', kind: 'regular', pays: [11, 30, 115] },
    { id: 'k', kind: 'regular', pays: [9, 25, 95] },
    { id: 'q', kind: 'regular', pays: [6, 15, 65] },
    { id: 'j', kind: 'regular', pays: [6, 15, 55] },
    { id: 't', kind: 'regular', pays: [6, 11, 45] },
  ],
  scatter: { pays: [2, 6, 30], freeSpins: [5, 8, 12] },
  freeSpins: { multiplier: 2, cap: 30 },
  declaredRtp: 0.958,
  baseCounts: [
    { lantern: 3, envelope: 2, fan: 3, knot: 3, mooncake: 4, a: 4, k: 5, q: 5, j: 5, t: 5 },
    { firecracker: 2, lantern: 3, envelope: 2, fan: 3, knot: 3, mooncake: 5, a: 4, k: 5, q: 5, j: 5, t: 6 },
    { firecracker: 2, lantern: 3, envelope: 2, fan: 3, knot: 3, mooncake: 4, a: 4, k: 5, q: 5, j: 4, t: 5 },
    { firecracker: 2, lantern: 3, envelope: 2, fan: 3, knot: 3, mooncake: 4, a: 4, k: 5, q: 5, j: 6, t: 5 },
    { lantern: 3, envelope: 2, fan: 4, knot: 3, mooncake: 4, a: 4, k: 5, q: 5, j: 5, t: 5 },
  ],
  freeCounts: [
    { lantern: 1, envelope: 2, fan: 4, knot: 3, mooncake: 4, a: 4, k: 5, q: 5, j: 5, t: 5 },
    { firecracker: 3, lantern: 1, envelope: 2, fan: 3, knot: 3, mooncake: 3, a: 4, k: 6, q: 5, j: 6, t: 5 },
    { firecracker: 3, lantern: 1, envelope: 2, fan: 3, knot: 3, mooncake: 4, a: 5, k: 5, q: 5, j: 5, t: 5 },
    { firecracker: 3, lantern: 1, envelope: 4, fan: 5, knot: 3, mooncake: 4, a: 4, k: 5, q: 5, j: 5, t: 5 },
    { lantern: 1, envelope: 2, fan: 3, knot: 3, mooncake: 4, a: 4, k: 5, q: 4, j: 6, t: 5 },
  ],
};

export const luckyLanterns = defineSlotTitle(luckyLanternsSpec);
