import { Banner, ranks, type SlotArt, Tile } from './art-kit';

/** Golden Koi: a lotus pond at dusk — pearl (wild), water lily (scatter), golden koi, red koi, turtle, porcelain bowl. */
const POND = '#0f3550';
const GOLD = '#f5b83d';

function Fish({ body, fin }: { body: string; fin: string }) {
  return (
    <g>
      <path d="M22 54 Q40 30 66 44 L82 32 L78 52 L84 70 L66 60 Q40 76 22 54 Z" fill={body} stroke={fin} strokeWidth="3" />
      <circle cx="34" cy="50" r="3.5" fill="#13202c" />
      <path d="M46 44 Q50 52 46 60 M56 44 Q60 52 56 60" stroke={fin} strokeWidth="2.5" fill="none" />
    </g>
  );
}

export const goldenKoiArt: SlotArt = {
  accent: '#f5b83d',
  glow: '#38b6d8',
  emblem: () => (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      <path d="M6 22 Q16 8 28 18 L36 12 L34 22 L36 32 L28 26 Q16 34 6 22 Z" fill={GOLD} />
    </svg>
  ),
  symbols: {
    pearl: () => (
      <Tile base="#1b2a4a" rim="#d7e6ff">
        <path d="M18 46 Q50 10 82 46 Q50 30 18 46 Z" fill="#8fb4d9" />
        <circle cx="50" cy="48" r="17" fill="#f1f6ff" stroke="#b9cdec" strokeWidth="3" />
        <circle cx="44" cy="42" r="5" fill="#fff" />
        <Banner text="WILD" fill="#d7e6ff" color="#1b2a4a" />
      </Tile>
    ),
    lily: () => (
      <Tile base="#0f4a3c" rim="#ff9cc6">
        <ellipse cx="50" cy="62" rx="32" ry="12" fill="#2f9d6a" />
        <path d="M50 60 Q34 46 38 30 Q48 42 50 60 Z M50 60 Q66 46 62 30 Q52 42 50 60 Z" fill="#ff9cc6" />
        <path d="M50 60 Q44 40 50 24 Q56 40 50 60 Z" fill="#ffd1e4" />
        <Banner text="FREE" fill="#ff9cc6" color="#0f4a3c" />
      </Tile>
    ),
    koi: () => (
      <Tile base={POND} rim={GOLD}>
        <Fish body={GOLD} fin="#fff0b8" />
      </Tile>
    ),
    'red-koi': () => (
      <Tile base={POND} rim="#ff7a59">
        <Fish body="#f4f1ea" fin="#e4472a" />
        <circle cx="56" cy="46" r="7" fill="#e4472a" />
      </Tile>
    ),
    turtle: () => (
      <Tile base="#17413a" rim="#8fd3a8">
        <ellipse cx="50" cy="54" rx="26" ry="20" fill="#3d8f5f" stroke="#bfeccc" strokeWidth="3" />
        <path d="M50 36 V72 M30 54 H70 M36 42 L64 66 M64 42 L36 66" stroke="#bfeccc" strokeWidth="2" opacity="0.7" />
        <circle cx="50" cy="30" r="7" fill="#8fd3a8" />
      </Tile>
    ),
    bowl: () => (
      <Tile base="#1f2f5a" rim="#9ec0ff">
        <path d="M22 44 H78 Q76 72 50 74 Q24 72 22 44 Z" fill="#eef4ff" stroke="#2d5fb8" strokeWidth="3" />
        <path d="M32 54 Q40 48 48 56 Q56 64 66 54" stroke="#2d5fb8" strokeWidth="3" fill="none" />
      </Tile>
    ),
    ...ranks({ base: '#102a40', rim: '#2c5c7c', stroke: '#061521', fills: ['#f5b83d', '#ff9cc6', '#8fd3a8', '#9ec0ff', '#f1f6ff'] }),
  },
};
