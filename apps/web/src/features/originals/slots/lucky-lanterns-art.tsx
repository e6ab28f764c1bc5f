import { Banner, ranks, type SlotArt, Tile } from './art-kit';

/** Lucky Lanterns: a festival night — firecrackers (wild), red lantern (scatter), red envelope, fan, lucky knot, mooncake. */
const RED = '#d6263a';
const GOLD = '#ffcc4d';
const NIGHT = '#3a0d16';

export const luckyLanternsArt: SlotArt = {
  accent: '#ff4d5e',
  glow: '#ffcc4d',
  emblem: () => (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      <rect x="17" y="2" width="6" height="5" fill={GOLD} />
      <ellipse cx="20" cy="20" rx="13" ry="12" fill={RED} />
      <path d="M20 32 V38" stroke={GOLD} strokeWidth="3" />
    </svg>
  ),
  symbols: {
    firecracker: () => (
      <Tile base={NIGHT} rim={GOLD}>
        <rect x="28" y="26" width="14" height="40" rx="3" fill={RED} stroke={GOLD} strokeWidth="2.5" />
        <rect x="46" y="22" width="14" height="44" rx="3" fill={RED} stroke={GOLD} strokeWidth="2.5" />
        <rect x="64" y="30" width="10" height="36" rx="3" fill="#b51d2f" stroke={GOLD} strokeWidth="2" />
        <path d="M53 22 Q56 12 64 12 M66 10 L70 6 M60 6 L62 2" stroke={GOLD} strokeWidth="3" fill="none" strokeLinecap="round" />
        <Banner text="WILD" fill={GOLD} color={NIGHT} />
      </Tile>
    ),
    lantern: () => (
      <Tile base="#2a0a10" rim="#ff8a3d">
        <rect x="44" y="12" width="12" height="8" fill={GOLD} />
        <ellipse cx="50" cy="42" rx="26" ry="22" fill={RED} stroke={GOLD} strokeWidth="3" />
        <path d="M50 20 V64 M36 24 Q28 42 36 60 M64 24 Q72 42 64 60" stroke={GOLD} strokeWidth="2" fill="none" opacity="0.8" />
        <Banner text="FREE" fill="#ff8a3d" color="#2a0a10" />
      </Tile>
    ),
    envelope: () => (
      <Tile base="#4a0f18" rim={GOLD}>
        <rect x="28" y="16" width="44" height="66" rx="5" fill={RED} stroke={GOLD} strokeWidth="3" />
        <path d="M28 32 Q50 46 72 32" stroke={GOLD} strokeWidth="3" fill="none" />
        <circle cx="50" cy="44" r="8" fill={GOLD} />
      </Tile>
    ),
    fan: () => (
      <Tile base="#3b1440" rim="#ff9cc6">
        <path d="M50 74 L16 40 Q50 8 84 40 Z" fill="#ff9cc6" stroke="#ffe0ee" strokeWidth="3" strokeLinejoin="round" />
        <path d="M50 74 L30 28 M50 74 L50 22 M50 74 L70 28" stroke="#b0336e" strokeWidth="2.5" />
      </Tile>
    ),
    knot: () => (
      <Tile base="#42101b" rim={RED}>
        <rect x="34" y="26" width="32" height="32" transform="rotate(45 50 42)" fill="none" stroke={RED} strokeWidth="7" />
        <rect x="42" y="34" width="16" height="16" transform="rotate(45 50 42)" fill={GOLD} />
        <path d="M44 64 L40 84 M56 64 L60 84" stroke={RED} strokeWidth="5" strokeLinecap="round" />
      </Tile>
    ),
    mooncake: () => (
      <Tile base="#3a2410" rim="#f2b24d">
        <circle cx="50" cy="52" r="26" fill="#d18a3a" stroke="#f6cf8a" strokeWidth="3" />
        <circle cx="50" cy="52" r="15" fill="none" stroke="#f6cf8a" strokeWidth="3" />
        <path d="M50 40 V64 M38 52 H62" stroke="#f6cf8a" strokeWidth="3" />
      </Tile>
    ),
    ...ranks({ base: '#2a0b12', rim: '#6b1f2c', stroke: '#140407', fills: [GOLD, '#ff8a3d', '#ff9cc6', '#ffe0a8', '#f4f1ea'] }),
  },
};
