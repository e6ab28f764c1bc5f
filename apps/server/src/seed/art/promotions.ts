/**
 * Text-free promotion banners (720×300, the promotions page's cards and detail): a soft gradient, a
 * scatter of confetti and one motif per theme (coins for deposit bonuses, a gift for welcome gifts,
 * a phone with a trophy for share-your-win). Deterministic: the scatter comes from a PRNG seeded
 * with the theme's name.
 */
import { createPrng, hashString } from './palette';
import { num, starPoints, svgDocument } from './svg';

/** The promotion banner themes: `demo/promotions/<theme>.svg`. */
export const PROMOTION_ART = ['festival', 'welcome', 'share'] as const;
export type PromotionArt = (typeof PROMOTION_ART)[number];

const W = 720;
const H = 300;

type Theme = { title: string; bg: readonly [string, string]; glow: string; confetti: readonly string[]; motif: () => string };

/** Stacked gold coins with a rising percent badge. */
function coins(): string {
  const coin = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="10" rx="58" ry="20" fill="#b7791f"/><rect x="-58" y="-6" width="116" height="16" fill="#d69e2e"/><ellipse cx="0" cy="-6" rx="58" ry="20" fill="url(#pc-gold)"/><ellipse cx="0" cy="-6" rx="40" ry="12" fill="none" stroke="#fff6" stroke-width="3"/></g>`;
  let out = '<g transform="translate(520 150)">';
  for (let i = 0; i < 4; i++) out += coin(-50, 90 - i * 18);
  for (let i = 0; i < 2; i++) out += coin(70, 96 - i * 18);
  out +=
    '<circle cx="40" cy="-70" r="46" fill="#fff" opacity="0.95"/><circle cx="40" cy="-70" r="38" fill="url(#pc-accent)"/>' +
    '<circle cx="24" cy="-86" r="9" fill="none" stroke="#fff" stroke-width="6"/><circle cx="56" cy="-54" r="9" fill="none" stroke="#fff" stroke-width="6"/>' +
    '<path d="M60 -94 L20 -46" stroke="#fff" stroke-width="7" stroke-linecap="round"/>';
  return `${out}</g>`;
}

/** A wrapped gift with a bow and a burst behind it. */
function gift(): string {
  return (
    '<g transform="translate(520 160)">' +
    '<circle cx="0" cy="-10" r="120" fill="#fff" opacity="0.12"/>' +
    '<rect x="-80" y="-20" width="160" height="110" rx="10" fill="url(#pc-accent)"/>' +
    '<rect x="-92" y="-52" width="184" height="40" rx="8" fill="url(#pc-accent)" stroke="#0002" stroke-width="2"/>' +
    '<rect x="-14" y="-52" width="28" height="142" fill="url(#pc-gold)"/>' +
    '<path d="M0 -54 C -30 -110 -92 -86 -58 -58 Z" fill="url(#pc-gold)"/><path d="M0 -54 C 30 -110 92 -86 58 -58 Z" fill="url(#pc-gold)"/>' +
    '<circle cx="0" cy="-54" r="12" fill="#d69e2e"/>' +
    '</g>'
  );
}

/** A phone showing a trophy, with hearts and a chat bubble. */
function share(): string {
  return (
    '<g transform="translate(520 150)">' +
    '<rect x="-70" y="-120" width="140" height="240" rx="22" fill="#1a202c"/><rect x="-60" y="-104" width="120" height="200" rx="10" fill="url(#pc-screen)"/>' +
    '<path d="M-26 -50 h52 v18 c0 26 -14 40 -26 44 c-12 -4 -26 -18 -26 -44 z" fill="url(#pc-gold)"/>' +
    '<path d="M-26 -44 c-22 0 -22 28 2 30 M26 -44 c22 0 22 28 -2 30" fill="none" stroke="#d69e2e" stroke-width="5"/>' +
    '<rect x="-6" y="10" width="12" height="18" fill="#d69e2e"/><rect x="-24" y="28" width="48" height="12" rx="3" fill="#b7791f"/>' +
    `<polygon points="${starPoints(0, -78, 12, 5)}" fill="#fff"/>` +
    '<path d="M92 -86 c0 -14 22 -14 22 0 c0 -14 22 -14 22 0 c0 16 -22 26 -22 30 c0 -4 -22 -14 -22 -30 z" fill="#f56565"/>' +
    '<path d="M-150 -40 c0 -10 16 -10 16 0 c0 -10 16 -10 16 0 c0 12 -16 19 -16 22 c0 -3 -16 -10 -16 -22 z" fill="#fc8181"/>' +
    '<rect x="86" y="10" width="86" height="50" rx="16" fill="#fff"/><path d="M100 56 l-8 18 l22 -14 z" fill="#fff"/>' +
    '<circle cx="110" cy="35" r="6" fill="#4a5568"/><circle cx="129" cy="35" r="6" fill="#4a5568"/><circle cx="148" cy="35" r="6" fill="#4a5568"/>' +
    '</g>'
  );
}

const THEMES: Record<PromotionArt, Theme> = {
  festival: {
    title: 'Festival deposit bonus',
    bg: ['#7b1e3a', '#e0623a'],
    glow: '#ffd56b',
    confetti: ['#ffd56b', '#fff', '#ffb3a7'],
    motif: coins,
  },
  welcome: { title: 'Welcome gift', bg: ['#1f3c88', '#3aa6b9'], glow: '#a7f3d0', confetti: ['#fef3c7', '#fff', '#a7f3d0'], motif: gift },
  share: { title: 'Share your win', bg: ['#3b1d6e', '#b03a9c'], glow: '#f9a8d4', confetti: ['#fde68a', '#fff', '#f9a8d4'], motif: share },
};

/** The SVG of a promotion banner theme. */
export function renderPromotionBanner(theme: PromotionArt): string {
  const t = THEMES[theme];
  const rnd = createPrng(hashString(`promotion:${theme}`));
  let confetti = '';
  for (let i = 0; i < 24; i++) {
    const x = rnd() * W * 0.62;
    const y = rnd() * H;
    const colour = t.confetti[i % t.confetti.length];
    const r = 2 + rnd() * 5;
    confetti +=
      i % 3 === 0
        ? `<polygon points="${starPoints(x, y, r * 1.6, r * 0.7)}" fill="${colour}" opacity="${num(0.35 + rnd() * 0.5)}"/>`
        : `<rect x="${num(x)}" y="${num(y)}" width="${num(r * 2)}" height="${num(r)}" rx="1" fill="${colour}" opacity="${num(0.3 + rnd() * 0.5)}" transform="rotate(${Math.round(rnd() * 180)} ${num(x)} ${num(y)})"/>`;
  }
  const defs =
    `<linearGradient id="pc-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.bg[0]}"/><stop offset="1" stop-color="${t.bg[1]}"/></linearGradient>` +
    `<radialGradient id="pc-glow" cx="0.72" cy="0.5" r="0.5"><stop offset="0" stop-color="${t.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${t.glow}" stop-opacity="0"/></radialGradient>` +
    '<linearGradient id="pc-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8"/><stop offset="0.5" stop-color="#f6c343"/><stop offset="1" stop-color="#d69e2e"/></linearGradient>' +
    `<linearGradient id="pc-accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.bg[1]}"/><stop offset="1" stop-color="${t.bg[0]}"/></linearGradient>` +
    `<linearGradient id="pc-screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.bg[0]}"/><stop offset="1" stop-color="${t.bg[1]}"/></linearGradient>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#pc-bg)"/><rect width="${W}" height="${H}" fill="url(#pc-glow)"/>` +
    `<path d="M0 ${H} C ${W * 0.3} ${H * 0.72} ${W * 0.55} ${H * 1.05} ${W} ${H * 0.7} V ${H} Z" fill="#fff" opacity="0.08"/>` +
    confetti +
    t.motif();
  return svgDocument({ width: W, height: H, title: t.title, defs, body });
}
