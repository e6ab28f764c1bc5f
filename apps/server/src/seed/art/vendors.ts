/** Game-vendor artwork: a rounded wordmark badge (160×60) and a patterned tile card (300×200). */
import { hashString, paletteFor } from './palette';
import { escapeXml, num, svgDocument } from './svg';

/** Vendor codes accepted by the renderers. */
export const VENDOR_CODE_PATTERN = /^[A-Z0-9_]{1,20}$/;

const WORD_FONT = "font-family=\"'Arial Rounded MT Bold','Segoe UI',Arial,'Liberation Sans',sans-serif\" font-weight=\"800\"";

/**
 * Labels of vendor codes that are not what the artwork should say: the in-house regional lotteries
 * keep codes that name another company (TCG), the house's studio is Fortuna.
 */
const VENDOR_LABELS: Readonly<Record<string, string>> = { BGS: 'FORTUNA', TCG_LOTTO_VN: 'VN LOTTERY', TCG_SEA: 'SEA 4D' };

/** Display label for a vendor code: its label above, else underscores become spaces; null when the code is invalid or blank. */
export function vendorLabel(code: string): string | null {
  if (!VENDOR_CODE_PATTERN.test(code)) return null;
  if (Object.hasOwn(VENDOR_LABELS, code)) return VENDOR_LABELS[code] ?? null;
  const label = code.replace(/_+/g, ' ').trim();
  return label.length > 0 ? label : null;
}

/** Centred single-line wordmark that fits `maxWidth`, with a soft drop shadow. */
function wordmark(label: string, x: number, y: number, maxWidth: number, maxSize: number): { markup: string; baseline: number } {
  // Rough advance widths for bold sans capitals; spaces are narrower.
  const units = [...label].reduce((sum, ch) => sum + (ch === ' ' ? 0.3 : 0.68), 0);
  const size = Math.min(maxSize, maxWidth / units);
  const width = units * size;
  const fit = width > maxWidth * 0.75 ? ` textLength="${num(width)}" lengthAdjust="spacingAndGlyphs"` : '';
  const text = escapeXml(label);
  const attrs = `x="${x}" font-size="${num(size)}" ${WORD_FONT} text-anchor="middle"${fit}`;
  const baseline = y + size * 0.36;
  const markup =
    `<text ${attrs} y="${num(baseline + 1.5)}" fill="#000" fill-opacity=".3">${text}</text>` +
    `<text ${attrs} y="${num(baseline)}" fill="#fff">${text}</text>`;
  return { markup, baseline };
}

/** Renders the 160×60 badge logo for vendor `code`, or null when the code is invalid. */
export function renderVendorLogo(code: string): string | null {
  const label = vendorLabel(code);
  if (label === null) return null;
  const p = paletteFor(code);
  const id = `v${code}l`;
  const defs =
    `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<linearGradient id="${id}h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const body =
    `<rect x="2" y="2" width="156" height="56" rx="28" fill="url(#${id}g)"/>` +
    `<rect x="8" y="5" width="144" height="24" rx="12" fill="url(#${id}h)"/>` +
    `<rect x="2.75" y="2.75" width="154.5" height="54.5" rx="27.25" fill="none" stroke="${p.accent}" stroke-opacity=".7" stroke-width="1.5"/>` +
    wordmark(label, 80, 30, 124, 30).markup;
  return svgDocument({ width: 160, height: 60, title: `${label} logo`, defs, body });
}

/** Background pattern tiles (white, very low contrast), chosen by hash. */
const PATTERNS: readonly string[] = [
  '<pattern id="$" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="4" height="14" fill="#fff" fill-opacity=".07"/></pattern>',
  '<pattern id="$" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="1.6" fill="#fff" fill-opacity=".16"/></pattern>',
  '<pattern id="$" width="18" height="18" patternUnits="userSpaceOnUse"><path d="M18 0H0V18" fill="none" stroke="#fff" stroke-opacity=".08"/></pattern>',
  '<pattern id="$" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="9" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="1.5"/></pattern>',
  '<pattern id="$" width="20" height="12" patternUnits="userSpaceOnUse"><path d="M0 10l10-8 10 8" fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="1.5"/></pattern>',
];

/** Gradient directions (x1 y1 x2 y2), chosen by hash. */
const DIRECTIONS: readonly string[] = ['0 0 1 1', '1 0 0 1', '0 0 0 1', '0 1 1 0'];

/** Renders the 300×200 tile card for vendor `code`, or null when the code is invalid. */
export function renderVendorTile(code: string): string | null {
  const label = vendorLabel(code);
  if (label === null) return null;
  const p = paletteFor(code);
  const h = hashString(`tile:${code}`);
  const id = `v${code}t`;
  const [x1, y1, x2, y2] = (DIRECTIONS[h % DIRECTIONS.length] ?? '0 0 1 1').split(' ');
  const pattern = (PATTERNS[(h >>> 4) % PATTERNS.length] ?? '').replace('$', `${id}p`);
  const glowX = (h >>> 8) % 2 === 0 ? 40 : 260;
  const ringX = glowX === 40 ? 275 : 25;
  const defs =
    `<linearGradient id="${id}g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<radialGradient id="${id}r"><stop offset="0" stop-color="${p.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>` +
    `<clipPath id="${id}c"><rect width="300" height="200" rx="16"/></clipPath>` +
    pattern;
  const mark = wordmark(label, 150, 92, 240, 60);
  const body =
    `<g clip-path="url(#${id}c)"><rect width="300" height="200" fill="url(#${id}g)"/>` +
    `<rect width="300" height="200" fill="url(#${id}p)"/>` +
    `<circle cx="${glowX}" cy="30" r="150" fill="url(#${id}r)"/>` +
    `<circle cx="${ringX}" cy="190" r="70" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="22"/>` +
    `<circle cx="${ringX}" cy="190" r="110" fill="none" stroke="#fff" stroke-opacity=".05" stroke-width="2"/>` +
    `<rect width="300" height="200" fill="url(#${id}f)"/></g>` +
    mark.markup +
    `<rect x="125" y="${num(mark.baseline + 14)}" width="50" height="4" rx="2" fill="${p.accent}"/>` +
    '<rect x=".75" y=".75" width="298.5" height="198.5" rx="15.25" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="1.5"/>';
  return svgDocument({ width: 300, height: 200, title: `${label} games`, defs, body });
}
