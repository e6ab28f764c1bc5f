import { Banner, ranks, type SlotArt, Tile } from './art-kit';

/** Jade Temple: jade greens and temple gold — a temple roof (wild), a bronze gong (scatter), dragon, bi disc, lotus, coin. */
const JADE = '#1f8f6a';
const DEEP = '#0d4d3a';
const GOLD = '#e8b64c';

export const jadeTempleArt: SlotArt = {
  accent: '#27b383',
  glow: '#e8b64c',
  emblem: () => (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      <path d="M4 18 L20 6 L36 18 Z" fill={GOLD} />
      <rect x="9" y="18" width="22" height="14" fill={JADE} />
      <rect x="17" y="23" width="6" height="9" fill={DEEP} />
    </svg>
  ),
  symbols: {
    temple: () => (
      <Tile base={DEEP} rim={GOLD}>
        <path d="M16 40 Q50 14 84 40 L76 40 Q50 24 24 40 Z" fill={GOLD} />
        <path d="M22 46 Q50 26 78 46 L70 46 Q50 34 30 46 Z" fill="#f3d27f" />
        <rect x="30" y="46" width="40" height="22" fill={JADE} />
        <rect x="44" y="52" width="12" height="16" fill={DEEP} />
        <Banner text="WILD" fill={GOLD} color={DEEP} />
      </Tile>
    ),
    gong: () => (
      <Tile base="#5a2a12" rim={GOLD}>
        <path d="M20 20 H80 M26 20 V34 M74 20 V34" stroke="#c8873d" strokeWidth="5" strokeLinecap="round" />
        <circle cx="50" cy="52" r="22" fill="#d99a3c" stroke="#8a4d14" strokeWidth="4" />
        <circle cx="50" cy="52" r="9" fill="#f4c46a" />
        <Banner text="FREE" fill={GOLD} color="#5a2a12" />
      </Tile>
    ),
    dragon: () => (
      <Tile base="#7a1d1d" rim={GOLD}>
        <path
          d="M22 66 Q18 40 40 34 Q60 28 66 42 Q74 30 84 34 Q78 46 70 48 Q70 66 50 70 Q36 72 22 66 Z"
          fill={JADE}
          stroke={GOLD}
          strokeWidth="3"
        />
        <circle cx="62" cy="42" r="3.5" fill={GOLD} />
        <path d="M30 56 Q40 50 48 58 Q56 64 64 56" stroke="#9fe3c4" strokeWidth="3" fill="none" />
        <path d="M38 34 L34 22 L44 30 M50 31 L50 18 L56 30" stroke={GOLD} strokeWidth="3" fill="none" strokeLinecap="round" />
      </Tile>
    ),
    disc: () => (
      <Tile base="#123c33" rim="#5fd0a5">
        <circle cx="50" cy="52" r="28" fill="#3fbf8f" stroke="#9ff0cf" strokeWidth="3" />
        <circle cx="50" cy="52" r="10" fill="#123c33" />
        <circle cx="50" cy="52" r="19" fill="none" stroke="#1f8f6a" strokeWidth="3" strokeDasharray="4 5" />
      </Tile>
    ),
    lotus: () => (
      <Tile base="#3c1b45" rim="#f29bc4">
        <path d="M50 72 Q30 56 34 34 Q46 46 50 72 Z" fill="#f29bc4" />
        <path d="M50 72 Q70 56 66 34 Q54 46 50 72 Z" fill="#f29bc4" />
        <path d="M50 72 Q40 48 50 26 Q60 48 50 72 Z" fill="#ffc7df" />
        <path d="M26 72 Q50 80 74 72" stroke={JADE} strokeWidth="5" fill="none" strokeLinecap="round" />
      </Tile>
    ),
    coin: () => (
      <Tile base="#4a3a0e" rim={GOLD}>
        <circle cx="50" cy="52" r="27" fill={GOLD} stroke="#9a6b14" strokeWidth="4" />
        <rect x="42" y="44" width="16" height="16" fill="#4a3a0e" />
        <circle cx="50" cy="52" r="20" fill="none" stroke="#fff2c4" strokeWidth="2" opacity="0.6" />
      </Tile>
    ),
    ...ranks({ base: '#0f2f27', rim: '#2c6b56', stroke: '#06140f', fills: ['#e8b64c', '#5fd0a5', '#f29bc4', '#9ec7ff', '#f3ead2'] }),
  },
};
