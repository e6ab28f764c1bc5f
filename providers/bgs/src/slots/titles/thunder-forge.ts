import { defineSlotTitle, type TitleSpec } from '../strip';

/**
 * Thunder Forge: 5×3, 50 lines. Hammer wilds on every reel (paying their own line), lightning
 * scatters; three or more give 10/15/25 free spins at ×2, retriggering up to 50.
 */
export const thunderForgeSpec: TitleSpec = {
  code: 'thunder-forge',
  mode: { kind: 'lines', lines: 50 },
  symbols: [
    { id: 'hammer', kind: 'wild', pays: [65, 330, 3300] },
    { id: 'bolt', kind: 'scatter' },
    { id: 'anvil', kind: 'regular', pays: [50, 200, 990] },
    { id: 'axe', kind: 'regular', pays: [40, 130, 500] },
    { id: 'helm', kind: 'regular', pays: [35, 100, 330] },
    { id: 'ingot', kind: 'regular', pays: [25, 65, 250] },
    { id: 'a', kind: 'regular', pays: [15, 40, 165] },
    { id: 'k', kind: 'regular', pays: [15, 35, 130] },
    { id: 'q', kind: 'regular', pays: [10, 25, 100] },
    { id: 'j', kind: 'regular', pays: [8, 20, 85] },
    { id: 't', kind: 'regular', pays: [8, 15, 65] },
  ],
  scatter: { pays: [3, 15, 165], freeSpins: [10, 15, 25] },
  freeSpins: { multiplier: 2, cap: 50 },
  declaredRtp: 0.9622,
  baseCounts: [
    { hammer: 2, bolt: 2, anvil: 3, axe: 4, helm: 4, ingot: 5, a: 5, k: 6, q: 6, j: 7, t: 7 },
    { hammer: 2, bolt: 2, anvil: 3, axe: 4, helm: 4, ingot: 5, a: 5, k: 6, q: 6, j: 7, t: 7 },
    { hammer: 2, bolt: 2, anvil: 3, axe: 4, helm: 4, ingot: 5, a: 5, k: 6, q: 6, j: 7, t: 7 },
    { hammer: 2, bolt: 2, anvil: 3, axe: 4, helm: 4, ingot: 5, a: 5, k: 6, q: 6, j: 7, t: 7 },
    { hammer: 2, bolt: 2, anvil: 3, axe: 4, helm: 4, ingot: 5, a: 5, k: 6, q: 6, j: 7, t: 7 },
  ],
  freeCounts: [
    { hammer: 2, bolt: 2, anvil: 3, axe: 4, helm: 4, ingot: 4, a: 5, k: 5, q: 6, j: 7, t: 7 },
    { hammer: 3, bolt: 2, anvil: 3, axe: 4, helm: 4, ingot: 5, a: 5, k: 6, q: 6, j: 7, t: 7 },
    { hammer: 3, bolt: 2, anvil: 3, axe: 4, helm: 4, ingot: 5, a: 5, k: 6, q: 5, j: 7, t: 7 },
    { hammer: 3, bolt: 2, anvil: 5, axe: 4, helm: 4, ingot: 5, a: 5, k: 6, q: 6, j: 7, t: 7 },
    { hammer: 2, bolt: 2, anvil: 3, axe: 4, helm: 4, ingot: 5, a: 5, k: 6, q: 5, j: 8, t: 7 },
  ],
};

export const thunderForge = defineSlotTitle(thunderForgeSpec);
