/**
 * Game icons (200×200): a gradient card with a faint motif, a badge holding the title's own emblem
 * (the demo's named titles), the game's initials or an emblem of its category, and the vendor's
 * name on a pill. Everything is chosen by hashing the
 * category, vendor and game code, so each game keeps its own icon and no two neighbours look alike.
 */
import { CATEGORY_GLYPHS, TITLE_GLYPHS } from './game-glyphs';
import { createPrng, hashString, VENDOR_PALETTES } from './palette';
import { escapeXml, num, polar, starPoints, svgDocument } from './svg';
import { vendorLabel } from './vendors';

/** Game codes accepted in icon paths (the same rule as the `game.game_code` column). */
export const GAME_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** Categories that have icons. */
export const GAME_ICON_CATEGORIES = Object.keys(CATEGORY_GLYPHS);

const FONT = "font-family=\"'Arial Rounded MT Bold','Segoe UI',Arial,'Liberation Sans',sans-serif\" font-weight=\"800\"";
const DIRECTIONS = ['0 0 1 1', '1 0 0 1', '0 0 0 1', '.2 0 .8 1'] as const;

/** Two letters from a slug code ("golden-dragon" → "GD"); null for codes without words (numeric codes). */
export function gameInitials(code: string): string | null {
  const words = code.split(/[-_.]+/).filter((word) => /^[a-z]/i.test(word) && !/^\d+$/.test(word));
  if (words.length === 0) return null;
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** Faint background motifs in white, drawn over the gradient. */
function motif(kind: number, id: string): { defs: string; body: string } {
  switch (kind) {
    case 0: {
      let d = '';
      for (let i = 0; i < 18; i += 2) {
        const [x1, y1] = polar(100, 92, 240, i * 20);
        const [x2, y2] = polar(100, 92, 240, i * 20 + 20);
        d += `M100 92L${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}Z`;
      }
      return { defs: '', body: `<path d="${d}" fill="#fff" fill-opacity=".06"/>` };
    }
    case 1:
      return {
        defs: '',
        body: `<g fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="6">${[70, 100, 130, 160].map((r) => `<circle cx="100" cy="92" r="${r}"/>`).join('')}</g>`,
      };
    case 2:
      return {
        defs: `<pattern id="${id}p" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="16" fill="#fff" fill-opacity=".07"/></pattern>`,
        body: `<rect width="200" height="200" fill="url(#${id}p)"/>`,
      };
    case 3:
      return {
        defs: `<pattern id="${id}p" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="2" fill="#fff" fill-opacity=".14"/></pattern>`,
        body: `<rect width="200" height="200" fill="url(#${id}p)"/>`,
      };
    case 4:
      return {
        defs: `<pattern id="${id}p" width="40" height="20" patternUnits="userSpaceOnUse"><path d="M0 10q10-10 20 0t20 0" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="2"/></pattern>`,
        body: `<rect width="200" height="200" fill="url(#${id}p)"/>`,
      };
    default:
      return {
        defs: `<pattern id="${id}p" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M12 0 24 12 12 24 0 12Z" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="1.5"/></pattern>`,
        body: `<rect width="200" height="200" fill="url(#${id}p)"/>`,
      };
  }
}

/** The badge behind the emblem, centred at (100, 92). */
function badge(kind: number): string {
  switch (kind) {
    case 0:
      return '<circle cx="100" cy="92" r="58"/>';
    case 1: {
      const points = [0, 60, 120, 180, 240, 300].map((deg) => polar(100, 92, 62, deg).map(num).join(',')).join(' ');
      return `<polygon points="${points}"/>`;
    }
    case 2:
      return '<rect x="55" y="47" width="90" height="90" rx="22" transform="rotate(45 100 92)"/>';
    case 3:
      return '<path d="M100 30l52 16v42c0 32-22 52-52 64-30-12-52-32-52-64V46Z"/>';
    default:
      return `<polygon points="${starPoints(100, 92, 66, 54, 12)}"/>`;
  }
}

/** Renders the icon of game `code` of `vendor` in `category`, or null for an unknown category or a bad code. */
export function renderGameIcon(category: string, vendor: string, code: string): string | null {
  const glyphs = CATEGORY_GLYPHS[category];
  const label = vendorLabel(vendor);
  if (!glyphs || label === null || !GAME_CODE_PATTERN.test(code)) return null;
  const key = `${category}/${vendor}/${code}`;
  const h = hashString(key);
  const random = createPrng(h);
  const palette = VENDOR_PALETTES[h % VENDOR_PALETTES.length] ?? VENDOR_PALETTES[0];
  if (!palette) return null;
  const id = `g${h.toString(36)}`;
  const [x1, y1, x2, y2] = (DIRECTIONS[(h >>> 5) % DIRECTIONS.length] ?? '0 0 1 1').split(' ');
  const pattern = motif((h >>> 8) % 6, id);

  // A title the demo lists by name draws its own emblem; otherwise numeric codes always get an
  // emblem of the category and word codes show their initials two times in three.
  const titleGlyph = Object.hasOwn(TITLE_GLYPHS, code) ? TITLE_GLYPHS[code] : undefined;
  const initials = gameInitials(code);
  const useInitials = !titleGlyph && initials !== null && (h >>> 12) % 3 !== 0;
  let emblem: string;
  if (useInitials) {
    const size = initials.length > 1 ? 56 : 68;
    const text = escapeXml(initials);
    const attrs = `x="100" font-size="${size}" ${FONT} text-anchor="middle"`;
    emblem =
      `<text ${attrs} y="${num(92 + size * 0.36 + 2)}" fill="#000" fill-opacity=".3">${text}</text>` +
      `<text ${attrs} y="${num(92 + size * 0.36)}" fill="#fff">${text}</text>`;
  } else {
    const glyph = titleGlyph ?? glyphs[(h >>> 16) % glyphs.length];
    const ink = { fg: '#fff', bg: palette.to, accent: palette.accent };
    emblem = `<g transform="translate(62 54) scale(.76)">${glyph?.(ink, h >>> 20) ?? ''}</g>`;
  }

  let sparkles = '';
  for (let i = 0; i < 3; i++) {
    const x = 18 + random() * 164;
    const y = 14 + random() * 40;
    const r = 3 + random() * 4;
    sparkles += `<polygon points="${starPoints(x, y, r, r * 0.4, 4, 45 * (i % 2))}" fill="${palette.accent}" fill-opacity="${num(0.5 + random() * 0.5)}"/>`;
  }

  // The vendor pill: its width follows the label, squeezed to fit when the label is long.
  const pillWidth = Math.min(150, 22 + label.length * 8.4);
  const fit = label.length * 8.4 > 128 ? ` textLength="${num(pillWidth - 20)}" lengthAdjust="spacingAndGlyphs"` : '';
  const pill =
    `<rect x="${num(100 - pillWidth / 2)}" y="164" width="${num(pillWidth)}" height="24" rx="12" fill="#000" fill-opacity=".32"/>` +
    `<text x="100" y="181" font-size="13" ${FONT} text-anchor="middle" fill="#fff" fill-opacity=".92"${fit}>${escapeXml(label)}</text>`;

  const defs =
    `<linearGradient id="${id}g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<radialGradient id="${id}r" cx=".5" cy=".44" r=".5"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".5"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<clipPath id="${id}c"><rect width="200" height="200" rx="28"/></clipPath>` +
    pattern.defs;
  const body =
    `<g clip-path="url(#${id}c)"><rect width="200" height="200" fill="url(#${id}g)"/>${pattern.body}` +
    `<circle cx="100" cy="88" r="100" fill="url(#${id}r)"/>` +
    `<g fill="#000" fill-opacity=".2" stroke="${palette.accent}" stroke-opacity=".85" stroke-width="3">${badge((h >>> 24) % 5)}</g>` +
    `${emblem}${sparkles}${pill}<rect width="200" height="100" fill="url(#${id}s)"/></g>` +
    '<rect x="1" y="1" width="198" height="198" rx="27" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="2"/>';
  return svgDocument({ width: 200, height: 200, title: `${label} game ${code}`, defs, body });
}
