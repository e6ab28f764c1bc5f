/**
 * Emblems drawn in the middle of a game icon, each in a 100×100 box. `fg` fills the emblem, `bg`
 * cuts details out of it (pips, eyes) and `accent` highlights; all are palette colours.
 */
import { num, polar, starPoints } from './svg';

/** Colours a glyph is painted with. */
export type GlyphInk = { fg: string; bg: string; accent: string };
/** Draws one emblem in a 100×100 box; `n` varies details (a ball's number) deterministically. */
export type Glyph = (ink: GlyphInk, n: number) => string;

const DIGIT_FONT = 'font-family="\'Segoe UI\',Arial,\'Liberation Sans\',sans-serif" font-weight="800"';

const star: Glyph = ({ fg }) => `<polygon points="${starPoints(50, 53, 46, 20, 5)}" fill="${fg}"/>`;

const crown: Glyph = ({ fg, accent }) =>
  `<path d="M10 74 16 28 34 50 50 18 66 50 84 28 90 74Z" fill="${fg}"/><rect x="10" y="79" width="80" height="11" rx="3" fill="${fg}"/>` +
  `<g fill="${accent}"><circle cx="16" cy="26" r="6"/><circle cx="50" cy="16" r="6"/><circle cx="84" cy="26" r="6"/></g>`;

const gem: Glyph = ({ fg, bg }) =>
  `<path d="M26 18h48l22 24-46 52L4 42Z" fill="${fg}"/>` +
  `<path d="M4 42h92M38 18l12 24 12-24M50 94 36 42M50 94l14-52" fill="none" stroke="${bg}" stroke-opacity=".35" stroke-width="2.5"/>`;

const heart: Glyph = ({ fg }) => `<path d="M50 90C20 68 6 52 6 33a22 22 0 0 1 44-9 22 22 0 0 1 44 9c0 19-14 35-44 57Z" fill="${fg}"/>`;

const spade: Glyph = ({ fg }) =>
  `<path d="M50 6C30 32 8 44 8 62a20 20 0 0 0 36 12l-6 20h24l-6-20a20 20 0 0 0 36-12C92 44 70 32 50 6Z" fill="${fg}"/>`;

const club: Glyph = ({ fg }) =>
  `<g fill="${fg}"><circle cx="50" cy="28" r="19"/><circle cx="28" cy="58" r="19"/><circle cx="72" cy="58" r="19"/><path d="M44 56h12l7 38H37Z"/></g>`;

const suitDiamond: Glyph = ({ fg }) => `<path d="M50 4 88 50 50 96 12 50Z" fill="${fg}"/>`;

const coin: Glyph = ({ fg, bg, accent }) =>
  `<circle cx="50" cy="50" r="44" fill="${fg}"/><circle cx="50" cy="50" r="34" fill="none" stroke="${bg}" stroke-opacity=".3" stroke-width="4"/>` +
  `<polygon points="${starPoints(50, 52, 20, 9, 5)}" fill="${accent}"/>`;

const cherry: Glyph = ({ fg, accent }) =>
  `<path d="M32 60C36 38 46 24 64 14M70 62C68 42 66 28 64 14" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M64 14c10-9 24-7 30 2-10 7-22 7-30-2Z" fill="${accent}"/>` +
  `<g fill="${fg}"><circle cx="30" cy="72" r="18"/><circle cx="70" cy="74" r="18"/></g>`;

const bell: Glyph = ({ fg, accent }) =>
  `<path d="M50 8a7 7 0 0 1 7 7v4c17 4 25 19 25 36v15l9 11H9l9-11V55c0-17 8-32 25-36v-4a7 7 0 0 1 7-7Z" fill="${fg}"/>` +
  `<circle cx="50" cy="88" r="8" fill="${accent}"/>`;

const dice: Glyph = ({ fg, bg }, n) => {
  const pips: Record<number, [number, number][]> = {
    1: [[50, 50]],
    2: [
      [30, 30],
      [70, 70],
    ],
    3: [
      [28, 28],
      [50, 50],
      [72, 72],
    ],
    4: [
      [30, 30],
      [70, 30],
      [30, 70],
      [70, 70],
    ],
    5: [
      [28, 28],
      [72, 28],
      [50, 50],
      [28, 72],
      [72, 72],
    ],
    6: [
      [30, 26],
      [70, 26],
      [30, 50],
      [70, 50],
      [30, 74],
      [70, 74],
    ],
  };
  const dots = (pips[(n % 6) + 1] ?? []).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8"/>`).join('');
  return `<rect x="8" y="8" width="84" height="84" rx="18" fill="${fg}"/><g fill="${bg}">${dots}</g>`;
};

const fish: Glyph = ({ fg, bg, accent }) =>
  `<path d="M8 50C26 20 64 20 78 50 64 80 26 80 8 50Z" fill="${fg}"/><path d="M76 50 96 28v44Z" fill="${fg}"/>` +
  `<path d="M44 30c6 8 6 32 0 40" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/><circle cx="26" cy="46" r="5" fill="${bg}"/>`;

const shell: Glyph = ({ fg, bg }) => {
  let ribs = '';
  for (let i = 0; i < 5; i++) {
    const [x, y] = polar(50, 84, 62, -60 + i * 30);
    ribs += `M50 84L${num(x)} ${num(y)}`;
  }
  return `<path d="M50 84 8 52C14 20 86 20 92 52Z" fill="${fg}"/><path d="${ribs}" stroke="${bg}" stroke-opacity=".35" stroke-width="3"/><rect x="38" y="82" width="24" height="10" rx="4" fill="${fg}"/>`;
};

const wave: Glyph = ({ fg, accent }) =>
  `<path d="M4 62c15-18 31-18 46 0s31 18 46 0v30H4Z" fill="${fg}"/>` +
  `<path d="M4 40c15-18 31-18 46 0s31 18 46 0" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>`;

const ball: Glyph = ({ fg, bg }, n) =>
  `<circle cx="50" cy="50" r="44" fill="${fg}"/><circle cx="50" cy="50" r="25" fill="${bg}" fill-opacity=".9"/>` +
  `<text x="50" y="60" font-size="28" ${DIGIT_FONT} text-anchor="middle" fill="${fg}">${(n % 49) + 1}</text>`;

const ticket: Glyph = ({ fg, bg }) =>
  `<path d="M6 24h88v16a10 10 0 0 0 0 20v16H6V60a10 10 0 0 0 0-20Z" fill="${fg}"/>` +
  `<path d="M66 28v44" stroke="${bg}" stroke-opacity=".4" stroke-width="3" stroke-dasharray="5 4"/>` +
  `<polygon points="${starPoints(36, 50, 14, 6, 5)}" fill="${bg}" fill-opacity=".45"/>`;

const cards: Glyph = ({ fg, accent }) =>
  `<rect x="14" y="12" width="46" height="66" rx="7" fill="${fg}" fill-opacity=".7" transform="rotate(-14 37 45)"/>` +
  `<rect x="40" y="20" width="46" height="66" rx="7" fill="${fg}" transform="rotate(10 63 53)"/>` +
  `<path d="M63 40 74 54 63 68 52 54Z" fill="${accent}" transform="rotate(10 63 53)"/>`;

const seven: Glyph = ({ fg, accent }) =>
  `<path d="M18 12h66v14L50 92H30l32-62H18Z" fill="${fg}"/><path d="M18 12h66v6H18Z" fill="${accent}"/>`;

const clover: Glyph = ({ fg, accent }) =>
  `<g fill="${fg}"><circle cx="50" cy="28" r="17"/><circle cx="28" cy="50" r="17"/><circle cx="72" cy="50" r="17"/><circle cx="50" cy="72" r="17"/></g>` +
  `<circle cx="50" cy="50" r="8" fill="${accent}"/>`;

const chip: Glyph = ({ fg, bg, accent }) => {
  let notches = '';
  for (let i = 0; i < 8; i++) notches += `<rect x="45" y="6" width="10" height="16" rx="2" transform="rotate(${i * 45} 50 50)"/>`;
  return `<circle cx="50" cy="50" r="44" fill="${fg}"/><g fill="${bg}" fill-opacity=".35">${notches}</g><circle cx="50" cy="50" r="24" fill="none" stroke="${accent}" stroke-width="5"/>`;
};

const wheel: Glyph = ({ fg, bg, accent }) => {
  let spokes = '';
  for (let i = 0; i < 12; i++) {
    const [x, y] = polar(50, 50, 40, i * 30);
    spokes += `M50 50L${num(x)} ${num(y)}`;
  }
  return `<circle cx="50" cy="50" r="44" fill="${fg}"/><path d="${spokes}" stroke="${bg}" stroke-opacity=".35" stroke-width="3"/><circle cx="50" cy="50" r="12" fill="${accent}"/>`;
};

const tile: Glyph = ({ fg, bg, accent }) =>
  `<rect x="20" y="8" width="60" height="84" rx="10" fill="${fg}"/><rect x="27" y="15" width="46" height="70" rx="6" fill="none" stroke="${bg}" stroke-opacity=".3" stroke-width="3"/>` +
  `<g fill="${accent}"><circle cx="50" cy="34" r="8"/><circle cx="38" cy="62" r="8"/><circle cx="62" cy="62" r="8"/></g>`;

const rocket: Glyph = ({ fg, bg, accent }) =>
  `<path d="M50 4c18 14 24 36 18 62H32C26 40 32 18 50 4Z" fill="${fg}"/><circle cx="50" cy="36" r="9" fill="${bg}" fill-opacity=".6"/>` +
  `<path d="M32 52 16 70v12l18-10ZM68 52l16 18v12L66 72Z" fill="${fg}"/><path d="M40 70h20l-10 26Z" fill="${accent}"/>`;

const bomb: Glyph = ({ fg, bg, accent }) =>
  `<circle cx="44" cy="58" r="36" fill="${fg}"/><circle cx="32" cy="46" r="9" fill="${bg}" fill-opacity=".35"/>` +
  `<rect x="60" y="16" width="16" height="16" rx="3" fill="${fg}" transform="rotate(45 68 24)"/>` +
  `<path d="M74 18q8-12 18-6" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/><circle cx="92" cy="12" r="6" fill="${accent}"/>`;

const plinko: Glyph = ({ fg, accent }) => {
  let pegs = '';
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i <= row; i++) pegs += `<circle cx="${50 - row * 13 + i * 26}" cy="${30 + row * 17}" r="5"/>`;
  }
  return `<g fill="${fg}">${pegs}</g><rect x="8" y="90" width="84" height="8" rx="3" fill="${fg}" fill-opacity=".7"/><circle cx="50" cy="12" r="9" fill="${accent}"/>`;
};

const rising: Glyph = ({ fg, accent }) =>
  `<path d="M8 90h84" stroke="${fg}" stroke-opacity=".6" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M12 82C40 78 62 60 78 22" fill="none" stroke="${fg}" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M64 20 82 10l4 20Z" fill="${accent}"/>`;

const arrows: Glyph = ({ fg, accent }) =>
  `<path d="M30 8 54 40H40v24H20V40H6Z" fill="${fg}"/><path d="M70 92 46 60h14V36h20v24h14Z" fill="${accent}"/>`;

const tower: Glyph = ({ fg, bg, accent }) =>
  `<path d="M22 94V36h56v58Z" fill="${fg}"/><path d="M18 20h12v10h10V20h20v10h10V20h12v18H18Z" fill="${fg}"/>` +
  `<g fill="${bg}" fill-opacity=".4"><rect x="34" y="48" width="12" height="14" rx="2"/><rect x="54" y="48" width="12" height="14" rx="2"/><rect x="34" y="70" width="12" height="14" rx="2"/></g>` +
  `<rect x="54" y="70" width="12" height="14" rx="2" fill="${accent}"/>`;

const pagoda: Glyph = ({ fg, accent }) =>
  `<g fill="${fg}"><path d="M50 4 70 24H30Z"/><path d="M24 26h52l10 12H14Z"/><rect x="32" y="40" width="36" height="14"/><path d="M18 56h64l10 12H8Z"/><rect x="26" y="70" width="48" height="24"/></g>` +
  `<rect x="44" y="76" width="12" height="18" fill="${accent}"/>`;

const bolt: Glyph = ({ fg, accent }) =>
  `<path d="M58 4 18 56h26l-8 40 46-58H54Z" fill="${fg}"/><path d="M58 4 48 30h10Z" fill="${accent}"/>`;

const lantern: Glyph = ({ fg, bg, accent }) =>
  `<path d="M50 2v10" stroke="${fg}" stroke-width="4"/><rect x="34" y="10" width="32" height="8" rx="3" fill="${accent}"/>` +
  `<ellipse cx="50" cy="50" rx="36" ry="32" fill="${fg}"/><path d="M50 18v64M32 22c-10 18-10 38 0 56M68 22c10 18 10 38 0 56" fill="none" stroke="${bg}" stroke-opacity=".3" stroke-width="3"/>` +
  `<rect x="34" y="80" width="32" height="8" rx="3" fill="${accent}"/><path d="M44 88v10M50 88v10M56 88v10" stroke="${accent}" stroke-width="3"/>`;

const rain: Glyph = ({ fg, accent }) =>
  `<path d="M24 62a18 18 0 0 1 2-36 26 26 0 0 1 48 4 16 16 0 0 1 2 32Z" fill="${fg}"/>` +
  `<path d="M30 72l-6 18M50 72l-6 18M70 72l-6 18" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;

const pyramid: Glyph = ({ fg, bg, accent }) =>
  `<circle cx="74" cy="24" r="14" fill="${accent}"/><path d="M46 22 90 92H2Z" fill="${fg}"/>` +
  `<path d="M46 22 58 92" stroke="${bg}" stroke-opacity=".35" stroke-width="3"/>`;

/**
 * The emblem of each title the demo lists by name (in-house games and the reference vendor's
 * slot), by game code: each draws what it plays, so no two of them look alike.
 */
export const TITLE_GLYPHS: Readonly<Record<string, Glyph>> = {
  crash: rocket,
  dice,
  mines: bomb,
  plinko,
  limbo: rising,
  'hi-lo': arrows,
  tower,
  'coin-flip': coin,
  keno: ball,
  wheel,
  'lucky-28': clover,
  'jade-temple': pagoda,
  'golden-koi': fish,
  'thunder-forge': bolt,
  'lucky-lanterns': lantern,
  'monsoon-riches': rain,
  'sands-of-ra': pyramid,
  'reef-hunter': shell,
  'classic-three-reels': seven,
};

/** The emblems a category's icons draw from (by hash), so a lobby's icons look related but varied. */
export const CATEGORY_GLYPHS: Record<string, readonly Glyph[]> = {
  RNG: [star, crown, gem, coin, cherry, bell, seven, clover],
  LIVE: [spade, heart, club, suitDiamond, chip, wheel, dice],
  FISH: [fish, shell, wave, fish],
  PVP: [cards, tile, spade, chip],
  BGS: [rocket, dice, gem, coin],
  LOTT: [ball, ticket, ball],
  ELOTT: [ball, ticket, clover],
  SPORTS: [star, ball, crown],
  ESPORTS: [star, rocket, gem],
  COCKFIGHT: [star, crown, coin],
};
