/** Deterministic colour and randomness sources: integer string hash, seeded PRNG, hashed palettes. */

/** A two-stop gradient palette with an accent, used for vendor badges and tiles. */
export type Palette = {
  /** Lighter gradient stop. */
  from: string;
  /** Darker gradient stop. */
  to: string;
  /** Highlight colour for rules, rings and sparkles. */
  accent: string;
};

/**
 * Hand-picked palettes (all dark enough for white text) so hashed colours always look deliberate
 * instead of landing on muddy hues.
 */
export const VENDOR_PALETTES: readonly Palette[] = [
  { from: '#3b6cf6', to: '#15246b', accent: '#9cc1ff' },
  { from: '#e0314f', to: '#5e0b1f', accent: '#ffb3bf' },
  { from: '#12a37a', to: '#074233', accent: '#8ff0cf' },
  { from: '#8b4cf0', to: '#2e1067', accent: '#d4b8ff' },
  { from: '#0e9fb5', to: '#07384a', accent: '#8ceaf5' },
  { from: '#f0792a', to: '#6a2307', accent: '#ffd0a8' },
  { from: '#d23aa5', to: '#4f0a3e', accent: '#ffb8e6' },
  { from: '#5058d8', to: '#1b1d55', accent: '#b7bcff' },
  { from: '#c9962c', to: '#4d3106', accent: '#ffe39a' },
  { from: '#4b6584', to: '#18222f', accent: '#c3d3e6' },
  { from: '#1c8fd8', to: '#0a2c52', accent: '#a9dcff' },
  { from: '#d64545', to: '#3f0f14', accent: '#ffd27a' },
  { from: '#2f9e44', to: '#0c3315', accent: '#d3f9a0' },
  { from: '#7048e8', to: '#0f2b5b', accent: '#7ef0e4' },
];

/** 32-bit FNV-1a hash of `text` with a final avalanche mix; stable across runs and platforms. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Seeded PRNG (mulberry32) returning floats in [0, 1); the same seed always yields the same sequence. */
export function createPrng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks the palette for `key` (e.g. a vendor code) from {@link VENDOR_PALETTES} by hash. */
export function paletteFor(key: string): Palette {
  const palette = VENDOR_PALETTES[hashString(key) % VENDOR_PALETTES.length];
  if (!palette) throw new Error('palette table is empty');
  return palette;
}
