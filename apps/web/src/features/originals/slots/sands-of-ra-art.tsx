import { Banner, ranks, type SlotArt, Tile } from './art-kit';

/** Sands of Ra: desert gold and lapis — pyramid (wild), scarab (scatter), sphinx, falcon, ankh, urn. */
const SAND = '#c99a4a';
const LAPIS = '#1f3f8f';
const GOLD = '#f3c44f';

export const sandsOfRaArt: SlotArt = {
  accent: '#f3c44f',
  glow: '#3f6fd8',
  emblem: () => (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="28" cy="12" r="7" fill="#ff9a3d" />
      <path d="M4 36 L18 12 L32 36 Z" fill={GOLD} />
    </svg>
  ),
  symbols: {
    pyramid: () => (
      <Tile base="#3a2a12" rim={GOLD}>
        <circle cx="70" cy="26" r="10" fill="#ff9a3d" />
        <path d="M14 66 L46 20 L82 66 Z" fill={GOLD} stroke="#fff0b3" strokeWidth="3" strokeLinejoin="round" />
        <path d="M46 20 L56 66" stroke="#b8862a" strokeWidth="3" />
        <Banner text="WILD" fill={LAPIS} color={GOLD} />
      </Tile>
    ),
    scarab: () => (
      <Tile base="#10224f" rim="#58a6ff">
        <ellipse cx="50" cy="46" rx="16" ry="20" fill="#2f8fd8" stroke={GOLD} strokeWidth="3" />
        <path d="M34 40 Q16 30 14 48 Q24 46 34 50 M66 40 Q84 30 86 48 Q76 46 66 50" fill={GOLD} />
        <circle cx="50" cy="22" r="7" fill={GOLD} />
        <Banner text="FREE" fill={GOLD} color="#10224f" />
      </Tile>
    ),
    sphinx: () => (
      <Tile base="#4a3414" rim={GOLD}>
        <path d="M16 72 V58 Q30 52 44 56 V36 Q44 22 56 22 Q68 22 68 36 V72 Z" fill={SAND} stroke="#f5dca0" strokeWidth="3" />
        <path d="M44 36 Q56 28 68 36 L72 54 H40 Z" fill={LAPIS} opacity="0.85" />
        <circle cx="58" cy="38" r="3" fill="#2a1a06" />
      </Tile>
    ),
    falcon: () => (
      <Tile base="#2a1f3f" rim="#b89cff">
        <path
          d="M50 30 Q36 40 16 36 Q26 58 46 56 L42 78 H58 L54 56 Q74 58 84 36 Q64 40 50 30 Z"
          fill="#8c6bd8"
          stroke="#e0d4ff"
          strokeWidth="2.5"
        />
        <circle cx="50" cy="28" r="9" fill={GOLD} />
        <path d="M54 28 L62 32" stroke="#2a1a06" strokeWidth="3" />
      </Tile>
    ),
    ankh: () => (
      <Tile base="#0f2e55" rim={GOLD}>
        <ellipse cx="50" cy="32" rx="11" ry="14" fill="none" stroke={GOLD} strokeWidth="7" />
        <path d="M26 50 H74 M50 46 V82" stroke={GOLD} strokeWidth="8" strokeLinecap="round" />
      </Tile>
    ),
    urn: () => (
      <Tile base="#3f2310" rim="#e39a5a">
        <path d="M38 22 H62 V30 Q76 40 72 60 Q68 76 50 78 Q32 76 28 60 Q24 40 38 30 Z" fill="#c9733a" stroke="#f5c79a" strokeWidth="3" />
        <path d="M32 48 H68 M31 58 H69" stroke={LAPIS} strokeWidth="4" />
      </Tile>
    ),
    ...ranks({ base: '#2e2210', rim: '#6b5124', stroke: '#140e05', fills: [GOLD, '#58a6ff', '#ff9a3d', '#e0d4ff', '#f5dca0'] }),
  },
};
