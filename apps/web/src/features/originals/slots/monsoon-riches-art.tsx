import { Banner, ranks, type SlotArt, Tile } from './art-kit';

/** Monsoon Riches: rain over green hills — rainbow (wild), storm cloud (scatter), elephant, peacock, umbrella, frog. */
const RAIN = '#1d3b5c';
const TEAL = '#2fc4b2';

export const monsoonRichesArt: SlotArt = {
  accent: '#2fc4b2',
  glow: '#7aa8ff',
  emblem: () => (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      <path d="M8 22 Q8 12 18 12 Q22 4 30 10 Q38 12 36 22 Z" fill="#c9d8ee" />
      <path d="M14 26 L12 34 M22 26 L20 34 M30 26 L28 34" stroke="#7aa8ff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  ),
  symbols: {
    rainbow: () => (
      <Tile base="#1a2440" rim="#ffe27a">
        <path d="M18 62 A32 32 0 0 1 82 62" stroke="#ff6b6b" strokeWidth="7" fill="none" />
        <path d="M25 62 A25 25 0 0 1 75 62" stroke="#ffd166" strokeWidth="7" fill="none" />
        <path d="M32 62 A18 18 0 0 1 68 62" stroke="#06d6a0" strokeWidth="7" fill="none" />
        <path d="M39 62 A11 11 0 0 1 61 62" stroke="#4d96ff" strokeWidth="7" fill="none" />
        <Banner text="WILD" fill="#ffe27a" color="#1a2440" />
      </Tile>
    ),
    cloud: () => (
      <Tile base="#202c44" rim="#7aa8ff">
        <path d="M22 50 Q20 34 36 34 Q42 20 58 26 Q76 26 76 44 Q84 48 78 56 H26 Q18 56 22 50 Z" fill="#c9d8ee" />
        <path d="M50 56 L42 68 H52 L46 78" stroke="#ffd54a" strokeWidth="4" fill="none" strokeLinejoin="round" />
        <Banner text="FREE" fill="#7aa8ff" color="#202c44" />
      </Tile>
    ),
    elephant: () => (
      <Tile base="#283a55" rim="#e8c27a">
        <path
          d="M24 70 V46 Q24 26 48 26 Q70 26 72 46 V54 Q72 64 64 66 Q60 76 56 70 V58 H40 V70 Z"
          fill="#9aa8bd"
          stroke="#dfe6f0"
          strokeWidth="3"
        />
        <path d="M64 50 Q80 56 76 76" stroke="#9aa8bd" strokeWidth="8" fill="none" strokeLinecap="round" />
        <circle cx="58" cy="40" r="3.5" fill="#1a2440" />
        <path d="M34 30 Q30 20 42 22" stroke="#e8c27a" strokeWidth="4" fill="none" />
      </Tile>
    ),
    peacock: () => (
      <Tile base="#123a3a" rim={TEAL}>
        <circle cx="50" cy="40" r="26" fill="#1f8a7a" />
        <circle cx="34" cy="30" r="5" fill="#4d96ff" stroke="#ffd166" strokeWidth="2" />
        <circle cx="50" cy="22" r="5" fill="#4d96ff" stroke="#ffd166" strokeWidth="2" />
        <circle cx="66" cy="30" r="5" fill="#4d96ff" stroke="#ffd166" strokeWidth="2" />
        <path d="M50 74 Q42 60 48 46 Q54 38 56 46 Q52 58 58 74 Z" fill="#2f6fd6" />
      </Tile>
    ),
    umbrella: () => (
      <Tile base="#3a1d4a" rim="#ff9cc6">
        <path
          d="M16 50 Q50 12 84 50 Q76 44 67 50 Q58 44 50 50 Q42 44 33 50 Q24 44 16 50 Z"
          fill="#ff6b9a"
          stroke="#ffd1e4"
          strokeWidth="2.5"
        />
        <path d="M50 50 V72 Q50 80 42 78" stroke="#ffd1e4" strokeWidth="4" fill="none" strokeLinecap="round" />
      </Tile>
    ),
    frog: () => (
      <Tile base="#1b3d24" rim="#9be15d">
        <ellipse cx="50" cy="58" rx="26" ry="18" fill="#5cbf3a" stroke="#c8f29a" strokeWidth="3" />
        <circle cx="36" cy="38" r="8" fill="#5cbf3a" stroke="#c8f29a" strokeWidth="3" />
        <circle cx="64" cy="38" r="8" fill="#5cbf3a" stroke="#c8f29a" strokeWidth="3" />
        <circle cx="36" cy="38" r="3" fill="#0f2414" />
        <circle cx="64" cy="38" r="3" fill="#0f2414" />
        <path d="M38 62 Q50 70 62 62" stroke="#0f2414" strokeWidth="3" fill="none" />
      </Tile>
    ),
    ...ranks({ base: RAIN, rim: '#3a6a94', stroke: '#0a1626', fills: ['#ffd166', TEAL, '#ff9cc6', '#9be15d', '#c9d8ee'] }),
  },
};
