import { Banner, ranks, type SlotArt, Tile } from './art-kit';

/** Thunder Forge: iron, embers and lightning — hammer (wild), lightning bolt (scatter), anvil, axe, helm, ingot. */
const IRON = '#2a2f3a';
const EMBER = '#ff7a2f';
const STEEL = '#c9d3e0';

export const thunderForgeArt: SlotArt = {
  accent: '#ff7a2f',
  glow: '#7fb8ff',
  emblem: () => (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      <path d="M22 3 L8 22 H18 L14 37 L32 15 H22 Z" fill="#ffd54a" />
    </svg>
  ),
  symbols: {
    hammer: () => (
      <Tile base="#3a1a0c" rim={EMBER}>
        <rect x="24" y="20" width="52" height="22" rx="4" fill={STEEL} stroke="#6b7686" strokeWidth="3" />
        <rect x="45" y="42" width="10" height="28" rx="3" fill="#8a5a2b" />
        <path d="M30 26 H70" stroke="#fff" strokeWidth="2" opacity="0.5" />
        <Banner text="WILD" fill={EMBER} color="#2a1206" />
      </Tile>
    ),
    bolt: () => (
      <Tile base="#14213f" rim="#7fb8ff">
        <path d="M56 14 L30 52 H48 L40 80 L72 40 H54 Z" fill="#ffd54a" stroke="#fff6c2" strokeWidth="2.5" strokeLinejoin="round" />
        <Banner text="FREE" fill="#7fb8ff" color="#14213f" />
      </Tile>
    ),
    anvil: () => (
      <Tile base={IRON} rim={EMBER}>
        <path d="M18 36 H78 Q78 46 64 48 V58 H72 V70 H28 V58 H36 V48 Q24 46 18 36 Z" fill="#5d6675" stroke={STEEL} strokeWidth="3" />
        <path d="M30 30 L34 24 M50 28 V20 M68 30 L64 24" stroke={EMBER} strokeWidth="4" strokeLinecap="round" />
      </Tile>
    ),
    axe: () => (
      <Tile base="#2b2233" rim="#e0b0ff">
        <rect x="47" y="18" width="7" height="62" rx="3" fill="#8a5a2b" />
        <path d="M54 24 Q80 26 80 46 Q72 42 54 46 Z M47 24 Q20 26 20 46 Q28 42 47 46 Z" fill={STEEL} stroke="#6b7686" strokeWidth="2.5" />
      </Tile>
    ),
    helm: () => (
      <Tile base="#22303a" rim="#9fd3ff">
        <path d="M24 62 Q22 28 50 26 Q78 28 76 62 H60 V48 H40 V62 Z" fill="#a7b3c3" stroke={STEEL} strokeWidth="3" />
        <path d="M24 38 L12 24 L28 32 M76 38 L88 24 L72 32" stroke="#e8d5a8" strokeWidth="5" fill="none" strokeLinecap="round" />
      </Tile>
    ),
    ingot: () => (
      <Tile base="#3a2c0e" rim="#ffd54a">
        <path d="M20 64 L30 42 H70 L80 64 Z" fill="#f2b632" stroke="#fff0a8" strokeWidth="3" strokeLinejoin="round" />
        <path d="M34 46 H66" stroke="#fff0a8" strokeWidth="3" opacity="0.7" />
      </Tile>
    ),
    ...ranks({ base: '#1d2129', rim: '#4a5160', stroke: '#0b0d12', fills: ['#ff7a2f', '#7fb8ff', '#ffd54a', '#c9d3e0', '#e0b0ff'] }),
  },
};
