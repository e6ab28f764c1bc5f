/**
 * Text-free promotional banners. Each variant n (1..5) has its own palette and motif; the group fixes the
 * canvas size. Every detail comes from a PRNG seeded with the banner path, so output is fully deterministic.
 */
import { createPrng, hashString } from './palette';
import { num, polar, starPoints, svgDocument } from './svg';

/** Banner groups (slots) used by the web app. */
export const BANNER_GROUPS = ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'] as const;
/** A banner group name. */
export type BannerGroup = (typeof BANNER_GROUPS)[number];
/** Number of distinct banner variants per group (n = 1..BANNER_VARIANTS). */
export const BANNER_VARIANTS = 5;

const SIZES: Record<BannerGroup, readonly [number, number]> = {
  w_home: [1200, 400],
  w_leftmenu: [600, 300],
  w_login: [800, 260],
  w_register: [800, 260],
  w_forget: [800, 260],
};

const NUMBER_FONT = 'font-family="\'Segoe UI\',Arial,\'Liberation Sans\',sans-serif" font-weight="800"';

/** Drawing context shared by the motif painters. */
type Stage = {
  /** Unique id prefix for gradients/symbols. */
  id: string;
  w: number;
  h: number;
  /** Motif centre and scale; motifs draw in a 400×400 local box centred at (200, 200). */
  cx: number;
  cy: number;
  s: number;
  rnd: () => number;
};

type Layer = { defs: string; back: string; front: string };

type Theme = {
  title: string;
  /** Background gradient stops, dark → light. */
  bg: readonly [string, string, string];
  glow: string;
  paint: (stage: Stage) => Layer;
};

/** Integer in [min, max]. */
function int(rnd: () => number, min: number, max: number): number {
  return min + Math.floor(rnd() * (max - min + 1));
}

/** Sunburst wedges radiating from the motif centre across the whole banner. */
function rays(st: Stage, count: number, opacity: number): string {
  const r = st.w * 1.2;
  let d = '';
  for (let i = 0; i < count; i += 2) {
    const a = (360 / count) * i;
    const [x1, y1] = polar(st.cx, st.cy, r, a);
    const [x2, y2] = polar(st.cx, st.cy, r, a + 360 / count);
    d += `M${num(st.cx)} ${num(st.cy)}L${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}Z`;
  }
  return `<path d="${d}" fill="#fff" opacity="${opacity}"/>`;
}

/** Soft out-of-focus light dots spread over the banner. */
function bokeh(st: Stage, gradientId: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = (8 + st.rnd() * 34) * (st.h / 400);
    out += `<circle cx="${num(st.rnd() * st.w)}" cy="${num(st.rnd() * st.h)}" r="${num(r)}" opacity="${num(0.25 + st.rnd() * 0.5)}"/>`;
  }
  return `<g fill="url(#${gradientId})">${out}</g>`;
}

/** A four-pointed twinkle centred at (x, y). */
function twinkle(x: number, y: number, r: number, fill: string): string {
  const q = r * 0.22;
  return `<path d="M${num(x)} ${num(y - r)}Q${num(x + q)} ${num(y - q)} ${num(x + r)} ${num(y)}Q${num(x + q)} ${num(y + q)} ${num(x)} ${num(y + r)}Q${num(x - q)} ${num(y + q)} ${num(x - r)} ${num(y)}Q${num(x - q)} ${num(y - q)} ${num(x)} ${num(y - r)}Z" fill="${fill}"/>`;
}

function orbGradient(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".9"/><stop offset=".35" stop-color="${color}" stop-opacity=".35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** 1 — lottery draw: glossy numbered balls on violet light rays. */
function paintLottery(st: Stage): Layer {
  const id = st.id;
  const defs =
    orbGradient(`${id}o`, '#e3b6ff') +
    `<radialGradient id="${id}b" cx=".36" cy=".3" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset=".78" stop-color="#000" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>` +
    `<linearGradient id="${id}r" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd36b"/><stop offset="1" stop-color="#b45cff" stop-opacity=".2"/></linearGradient>`;
  const pool = Array.from({ length: 49 }, (_, i) => i + 1);
  const pick = (): number => pool.splice(int(st.rnd, 0, pool.length - 1), 1)[0] ?? 7;
  const balls: [number, number, number, string][] = [
    [95, 138, 44, '#ffc53d'],
    [312, 122, 40, '#3dd6ff'],
    [86, 288, 38, '#7cf06b'],
    [320, 292, 50, '#ff8a3d'],
    [212, 58, 27, '#c77dff'],
    [200, 206, 80, '#ff3b6b'],
  ];
  let front =
    `<circle cx="200" cy="200" r="172" fill="none" stroke="url(#${id}r)" stroke-width="3"/>` +
    '<circle cx="200" cy="200" r="190" fill="none" stroke="#fff" stroke-opacity=".18" stroke-dasharray="2 9"/>';
  for (const [x, y, r, color] of balls) {
    const n = pick();
    front +=
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#${id}b)"/>` +
      `<circle cx="${x}" cy="${y}" r="${num(r * 0.52)}" fill="#fff"/>` +
      `<text x="${x}" y="${num(y + r * 0.19)}" font-size="${num(r * 0.52)}" ${NUMBER_FONT} text-anchor="middle" fill="#241447">${n}</text>` +
      `<ellipse cx="${num(x - r * 0.38)}" cy="${num(y - r * 0.5)}" rx="${num(r * 0.3)}" ry="${num(r * 0.15)}" fill="#fff" opacity=".55" transform="rotate(-32 ${num(x - r * 0.38)} ${num(y - r * 0.5)})"/>`;
  }
  front += twinkle(30, 60, 14, '#fff') + twinkle(372, 210, 10, '#ffd36b') + twinkle(250, 372, 12, '#fff');
  return { defs, back: rays(st, 28, 0.045) + bokeh(st, `${id}o`, Math.round(st.w / 60)), front };
}

const SUITS = {
  s: 'M50 4C76 28 94 43 94 62c0 14-11 22-23 22-8 0-15-4-18-11 1 10 5 17 13 23H34c8-6 12-13 13-23-3 7-10 11-18 11C17 84 6 76 6 62 6 43 24 28 50 4z',
  h: 'M50 92C22 70 5 53 5 32 5 17 17 6 31 6c9 0 16 5 19 13 3-8 10-13 19-13 14 0 26 11 26 26 0 21-17 38-45 60z',
  d: 'M50 2l38 48-38 48-38-48z',
  c: 'M50 6a21 21 0 0 1 18 32 21 21 0 1 1-12 36c1 9 5 16 12 22H32c7-6 11-13 12-22a21 21 0 1 1-12-36A21 21 0 0 1 50 6z',
} as const;

/** 2 — card room: a fan of four aces and poker chips on emerald felt. */
function paintCards(st: Stage): Layer {
  const id = st.id;
  const defs =
    orbGradient(`${id}o`, '#ffe08a') +
    `<linearGradient id="${id}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#e6e9ee"/></linearGradient>` +
    Object.entries(SUITS)
      .map(([k, d]) => `<symbol id="${id}${k}" viewBox="0 0 100 100"><path d="${d}"/></symbol>`)
      .join('') +
    `<g id="${id}k"><rect x="146" y="113" width="116" height="166" rx="10" fill="#000" opacity=".25"/>` +
    `<rect x="142" y="108" width="116" height="166" rx="10" fill="url(#${id}w)" stroke="#c9ccd3"/>` +
    '<rect x="149" y="115" width="102" height="152" rx="6" fill="none" stroke="#000" stroke-opacity=".12"/></g>';
  let back = '';
  for (let i = 0; i < 6; i++) {
    const x = st.w * (0.05 + i * 0.17) + st.rnd() * 40;
    back += `<path d="M${num(x)} 0L${num(x + st.h * 0.9)} ${st.h}" stroke="#f5c84c" stroke-opacity=".12" stroke-width="${num(1 + st.rnd() * 2)}"/>`;
  }
  back += bokeh(st, `${id}o`, Math.round(st.w / 80));
  const chip = (x: number, y: number, r: number, color: string): string =>
    `<circle cx="${x}" cy="${y + 6}" r="${r}" fill="#000" opacity=".3"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>` +
    `<circle cx="${x}" cy="${y}" r="${num(r * 0.84)}" fill="none" stroke="#fff" stroke-width="${num(r * 0.2)}" stroke-dasharray="${num(r * 0.42)} ${num(r * 0.42)}"/>` +
    `<circle cx="${x}" cy="${y}" r="${num(r * 0.58)}" fill="none" stroke="#f5c84c" stroke-width="2"/>` +
    `<circle cx="${x}" cy="${y}" r="${num(r * 0.5)}" fill="#fff" fill-opacity=".12"/>`;
  const cards: [number, keyof typeof SUITS, string][] = [
    [-22.5, 's', '#15171c'],
    [-7.5, 'h', '#d21f3c'],
    [7.5, 'c', '#15171c'],
    [22.5, 'd', '#d21f3c'],
  ];
  let front = chip(70, 300, 44, '#1f6feb') + chip(335, 318, 40, '#d21f3c');
  front += `<g font-size="22" ${NUMBER_FONT} text-anchor="middle">`;
  for (const [deg, suit, color] of cards) {
    front +=
      `<g transform="rotate(${deg} 200 500)" fill="${color}"><use href="#${id}k"/><text x="158" y="140">A</text>` +
      `<use href="#${id}${suit}" x="150" y="145" width="16" height="16"/><use href="#${id}${suit}" x="172" y="163" width="56" height="56"/></g>`;
  }
  front += '</g>';
  front += chip(292, 352, 36, '#15171c') + twinkle(330, 110, 12, '#ffe08a') + twinkle(60, 170, 9, '#fff');
  return { defs, back, front };
}

/** A coin face (gold disc, milled ring, star) of radius 40 centred at the origin, with id `<id>f`. */
function coinFace(id: string): string {
  return (
    `<g id="${id}f"><circle r="40" fill="url(#${id}g)" stroke="#7a4d0b" stroke-width="2.5"/>` +
    '<circle r="31" fill="none" stroke="#a8700f" stroke-width="2.5" stroke-dasharray="4 4"/>' +
    `<polygon points="${starPoints(0, 0, 20, 9)}" fill="#fff1b8" stroke="#a8700f" stroke-width="2"/></g>`
  );
}

/** 3 — jackpot coins: coin stacks, tumbling coins and confetti on crimson. */
function paintCoins(st: Stage): Layer {
  const id = st.id;
  const defs =
    orbGradient(`${id}o`, '#ffcf70') +
    `<radialGradient id="${id}g" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff4c8"/><stop offset=".5" stop-color="#f4c04a"/><stop offset="1" stop-color="#b07512"/></radialGradient>` +
    `<linearGradient id="${id}e" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8a5a10"/><stop offset=".35" stop-color="#e7b340"/><stop offset="1" stop-color="#7a4d0b"/></linearGradient>` +
    coinFace(id);
  const colors = ['#ffd36b', '#ffffff', '#ff7aa2', '#ffb347', '#f5e6a8'];
  let back = bokeh(st, `${id}o`, Math.round(st.w / 90));
  const pieces = colors.map(() => '');
  const confetti = Math.round(st.w / 30);
  for (let i = 0; i < confetti; i++) {
    const k = i % colors.length;
    const len = 4 + st.rnd() * 6;
    const a = st.rnd() * Math.PI;
    pieces[k] += `M${num(st.rnd() * st.w)} ${num(st.rnd() * st.h)}l${num(len * Math.cos(a))} ${num(len * Math.sin(a))}`;
  }
  colors.forEach((c, k) => {
    back += `<path d="${pieces[k]}" stroke="${c}" stroke-width="${2 + (k % 3)}" opacity="${0.5 + k * 0.1}"/>`;
  });
  const stack = (x: number, y: number, count: number): string => {
    let d = '';
    for (let i = 0; i < count; i++) d += `M${x - 48} ${y - i * 11}v-11a48 14 0 0 0 96 0v11a48 14 0 0 1-96 0z`;
    const top = y - count * 11;
    return `<ellipse cx="${x}" cy="${y + 10}" rx="58" ry="16" fill="#000" opacity=".3"/><path d="${d}" fill="url(#${id}e)" stroke="#6b430a"/><ellipse cx="${x}" cy="${top}" rx="48" ry="14" fill="url(#${id}g)" stroke="#7a4d0b"/><ellipse cx="${x}" cy="${top}" rx="34" ry="9" fill="none" stroke="#a8700f" stroke-dasharray="3 3"/>`;
  };
  const flying: [number, number, number, number, number][] = [
    [200, 110, 54, -18, 0.82],
    [318, 168, 34, 28, 0.55],
    [92, 150, 30, -40, 0.6],
    [280, 52, 22, 12, 0.9],
  ];
  let front = stack(110, 350, 6) + stack(236, 368, 9) + stack(340, 360, 4);
  for (const [x, y, r, deg, sy] of flying) {
    front += `<use href="#${id}f" transform="translate(${x} ${y}) rotate(${deg}) scale(${r / 40} ${Math.round((r / 40) * sy * 100) / 100})"/>`;
  }
  front += twinkle(150, 60, 13, '#fff4c8') + twinkle(370, 100, 9, '#fff') + twinkle(40, 250, 11, '#ffd36b');
  return { defs, back, front };
}

/** 4 — neon gem: a faceted diamond under crossing light beams and a hexagon grid. */
function paintGem(st: Stage): Layer {
  const id = st.id;
  const defs =
    orbGradient(`${id}o`, '#7ef3ff') +
    `<linearGradient id="${id}m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5ef2ff"/><stop offset=".55" stop-color="#4a6bff"/><stop offset="1" stop-color="#ff3fb4"/></linearGradient>` +
    `<linearGradient id="${id}l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#22e3ff" stop-opacity="0"/><stop offset=".5" stop-color="#22e3ff" stop-opacity=".5"/><stop offset="1" stop-color="#ff3fb4" stop-opacity="0"/></linearGradient>`;
  let back = '';
  for (let i = 0; i < 5; i++) {
    const x = st.w * (0.15 + 0.18 * i) + st.rnd() * 60;
    const deg = -35 + st.rnd() * 70;
    back += `<rect x="${num(x - st.h)}" y="${num(st.h / 2 - 6 - st.rnd() * 10)}" width="${num(st.h * 2)}" height="${num(4 + st.rnd() * 14)}" fill="url(#${id}l)" opacity="${num(0.3 + st.rnd() * 0.4)}" transform="rotate(${num(deg)} ${num(x)} ${num(st.h / 2)})"/>`;
  }
  const hexes = ['', ''];
  const hexCount = Math.round(st.w / 70);
  for (let i = 0; i < hexCount; i++) {
    const r = (10 + st.rnd() * 26) * (st.h / 400);
    const h = r * 0.866;
    hexes[i % 3 === 0 ? 1 : 0] +=
      `M${num(st.rnd() * st.w)} ${num(st.rnd() * st.h - r)}l${num(h)} ${num(r / 2)}v${num(r)}l${num(-h)} ${num(r / 2)}l${num(-h)} ${num(-r / 2)}v${num(-r)}z`;
  }
  back +=
    `<path d="${hexes[0]}" fill="none" stroke="#22e3ff" stroke-opacity=".35" stroke-width="1.5"/>` +
    `<path d="${hexes[1]}" fill="none" stroke="#ff3fb4" stroke-opacity=".35" stroke-width="1.5"/>`;
  back += bokeh(st, `${id}o`, Math.round(st.w / 100));
  const P: Record<string, [number, number]> = {
    g0: [-100, -30],
    g1: [-38, -30],
    g2: [38, -30],
    g3: [100, -30],
    a: [-58, -88],
    m: [0, -88],
    b: [58, -88],
    p: [0, 112],
  };
  const facets: [string[], number][] = [
    [['g0', 'a', 'g1'], 0.5],
    [['a', 'm', 'g1'], 0.78],
    [['m', 'g2', 'g1'], 0.3],
    [['m', 'b', 'g2'], 0.65],
    [['b', 'g3', 'g2'], 0.42],
    [['g0', 'g1', 'p'], 0.28],
    [['g1', 'g2', 'p'], 0.55],
    [['g2', 'g3', 'p'], 0.12],
  ];
  let gem = `<polygon points="-100,-30 -58,-88 58,-88 100,-30 0,112" fill="url(#${id}m)"/>`;
  for (const [keys, op] of facets) {
    const pts = keys.map((k) => (P[k] ?? [0, 0]).join(',')).join(' ');
    gem += `<polygon points="${pts}" fill="#fff" fill-opacity="${op}" stroke="#fff" stroke-opacity=".7" stroke-width="1.2" stroke-linejoin="round"/>`;
  }
  const front =
    `<ellipse cx="200" cy="212" rx="178" ry="52" fill="none" stroke="#22e3ff" stroke-opacity=".55" stroke-width="2" transform="rotate(-12 200 212)"/>` +
    `<g transform="translate(200 200)">${gem}</g>` +
    `<ellipse cx="200" cy="212" rx="178" ry="52" fill="none" stroke="#ff3fb4" stroke-opacity=".5" stroke-width="2" stroke-dasharray="120 420" transform="rotate(-12 200 212)"/>` +
    `<ellipse cx="200" cy="335" rx="90" ry="12" fill="#22e3ff" opacity=".25"/>` +
    twinkle(150, 118, 16, '#fff') +
    twinkle(300, 80, 11, '#7ef3ff') +
    twinkle(80, 320, 9, '#ff9ad8');
  return { defs, back, front };
}

/** 5 — fortune wheel: a bulb-lit prize wheel on a midnight sunburst with gold stars. */
function paintWheel(st: Stage): Layer {
  const id = st.id;
  const defs =
    orbGradient(`${id}o`, '#ffe6a0') +
    `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset=".5" stop-color="#e8a92c"/><stop offset="1" stop-color="#8a5a10"/></linearGradient>` +
    `<symbol id="${id}t" viewBox="-10 -10 20 20"><polygon points="${starPoints(0, 0, 10, 4.5)}"/></symbol>` +
    `<radialGradient id="${id}s" r=".5"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>`;
  let back = rays(st, 36, 0.05);
  back += '<g fill="#ffd166">';
  const stars = Math.round(st.w / 70);
  for (let i = 0; i < stars; i++) {
    const x = st.rnd() * st.w;
    const y = st.rnd() * st.h;
    const r = Math.round((3 + st.rnd() * 5) * (st.h / 400) + 1);
    back += `<use href="#${id}t" x="${Math.round(x - r)}" y="${Math.round(y - r)}" width="${2 * r}" height="${2 * r}" opacity="${num(0.3 + st.rnd() * 0.6)}"/>`;
  }
  back += `</g>${bokeh(st, `${id}o`, Math.round(st.w / 120))}`;
  const seg = ['#ff4d6d', '#ffd166', '#06d6a0', '#118ab2', '#8338ec', '#ff8c42'];
  const cx = 200;
  const cy = 212;
  const r = 140;
  const offset = int(st.rnd, 0, 29);
  let wheel = `<circle cx="${cx}" cy="${cy + 8}" r="${r + 26}" fill="#000" opacity=".35"/><circle cx="${cx}" cy="${cy}" r="${r + 24}" fill="url(#${id}g)"/><circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="#2a1a4a"/><g stroke="#fff" stroke-opacity=".8" stroke-width="1.5">`;
  for (let i = 0; i < 12; i++) {
    const [x1, y1] = polar(cx, cy, r, offset + i * 30);
    const [x2, y2] = polar(cx, cy, r, offset + (i + 1) * 30);
    wheel += `<path d="M${cx} ${cy}L${num(x1)} ${num(y1)}A${r} ${r} 0 0 1 ${num(x2)} ${num(y2)}Z" fill="${seg[i % seg.length]}"/>`;
  }
  wheel += '</g><g fill="#fff" opacity=".85">';
  for (let i = 0; i < 12; i++) {
    const [x, y] = polar(cx, cy, r * 0.72, offset + i * 30 + 15);
    wheel += `<use href="#${id}t" x="${num(x - 9)}" y="${num(y - 9)}" width="18" height="18"/>`;
  }
  wheel += `</g><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}s)"/>`;
  // Rim bulbs: round-capped zero-length dashes on circles (24 bulbs, alternating colours).
  const step = ((2 * Math.PI * (r + 15)) / 24).toFixed(3);
  const step2 = ((4 * Math.PI * (r + 15)) / 24).toFixed(3);
  const bulbs = `cx="${cx}" cy="${cy}" r="${r + 15}" fill="none" stroke-linecap="round"`;
  wheel +=
    `<circle ${bulbs} stroke="#8a5a10" stroke-width="11" stroke-dasharray="0 ${step}"/>` +
    `<circle ${bulbs} stroke="#ffb703" stroke-width="9" stroke-dasharray="0 ${step2}"/>` +
    `<circle ${bulbs} stroke="#fff6c2" stroke-width="9" stroke-dasharray="0 ${step2}" stroke-dashoffset="${step}"/>`;
  wheel +=
    `<circle cx="${cx}" cy="${cy}" r="30" fill="url(#${id}g)" stroke="#6b430a" stroke-width="2"/>` +
    `<polygon points="${starPoints(cx, cy, 18, 8)}" fill="#fff6c2"/>` +
    `<path d="M${cx - 20} 30h40l-20 40z" fill="url(#${id}g)" stroke="#6b430a" stroke-width="2" stroke-linejoin="round"/>` +
    `<circle cx="${cx}" cy="36" r="5" fill="#ff4d6d"/>`;
  return { defs, back, front: wheel + twinkle(55, 85, 13, '#fff6c2') + twinkle(360, 330, 10, '#fff') };
}

const THEMES: readonly Theme[] = [
  { title: 'Lottery draw', bg: ['#0d0830', '#26105e', '#4b1c8f'], glow: '#b45cff', paint: paintLottery },
  { title: 'Card room', bg: ['#02160f', '#063a2a', '#0d6046'], glow: '#3ff0b0', paint: paintCards },
  { title: 'Jackpot coins', bg: ['#22040c', '#570c1d', '#951a33'], glow: '#ffb347', paint: paintCoins },
  { title: 'Neon gem', bg: ['#020914', '#06233c', '#0c4466'], glow: '#22e3ff', paint: paintGem },
  { title: 'Fortune wheel', bg: ['#050820', '#111a4d', '#2a3585'], glow: '#ffd166', paint: paintWheel },
];

/** Canvas size of a banner group as [width, height]. */
export function bannerSize(group: BannerGroup): readonly [number, number] {
  return SIZES[group];
}

/** Renders banner variant `n` (1..5) of `group`, or null when `n` is out of range. */
export function renderBanner(group: BannerGroup, n: number): string | null {
  const theme = Number.isInteger(n) ? THEMES[n - 1] : undefined;
  if (!theme) return null;
  const [w, h] = SIZES[group];
  const id = `${group.replace('_', '')}${n}`;
  const stage: Stage = {
    id,
    w,
    h,
    cx: w - h * 0.6,
    cy: h / 2,
    s: (h / 400) * 0.95,
    rnd: createPrng(hashString(`demo/banners/${group}-${n}`)),
  };
  const layer = theme.paint(stage);
  const defs =
    `<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.bg[0]}"/><stop offset=".55" stop-color="${theme.bg[1]}"/><stop offset="1" stop-color="${theme.bg[2]}"/></linearGradient>` +
    `<radialGradient id="${id}gl"><stop offset="0" stop-color="${theme.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${theme.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}sh" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset=".55" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="${id}vb" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>` +
    layer.defs;
  const tx = stage.cx - 200 * stage.s;
  const ty = stage.cy - 200 * stage.s;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#${id}bg)"/>` +
    layer.back +
    `<circle cx="${num(stage.cx)}" cy="${num(stage.cy)}" r="${num(h * 0.75)}" fill="url(#${id}gl)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}sh)"/>` +
    `<g transform="translate(${num(tx)} ${num(ty)}) scale(${Math.round(stage.s * 1000) / 1000})">${layer.front}</g>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}vb)"/>` +
    `<rect width="${w}" height="1.5" fill="#fff" opacity=".18"/>`;
  return svgDocument({ width: w, height: h, title: `${theme.title} banner`, defs, body });
}
