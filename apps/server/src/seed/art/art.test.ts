import { describe, expect, it } from 'vitest';
import { APP_ICONS, BANNER_GROUPS, BANNER_VARIANTS, listArtPaths, renderArt, SOCIAL_ICONS } from './index';

const VENDOR_CODES = [
  'BGS',
  'REF',
  'REFX',
  'LOTT',
  'ELOTT',
  'TCG_LOTTO_VN',
  'TCG_SEA',
  'ACME',
  'NORTH_STAR',
  'QX',
  'K7',
  'V8',
  'A',
  'ABCDEFGHIJ0123456789',
];
const ALL_PATHS = listArtPaths(VENDOR_CODES);
const MAX_BYTES = 8 * 1024;

function render(path: string): string {
  const asset = renderArt(path);
  if (!asset) throw new Error(`no art for ${path}`);
  expect(asset.contentType).toBe('image/svg+xml');
  return asset.body;
}

/** Walks the tags with a stack; returns an error description or null when nesting is balanced. */
function tagBalanceError(svg: string): string | null {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([A-Za-z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g)) {
    const [, closing, name = '', , selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) return `unexpected </${name}>`;
  }
  return stack.length === 0 ? null : `unclosed <${stack.join('>, <')}>`;
}

describe('renderArt paths', () => {
  it('lists every documented fixed path', () => {
    expect(ALL_PATHS).toContain('demo/logo.svg');
    for (const group of BANNER_GROUPS) {
      for (let n = 1; n <= BANNER_VARIANTS; n++) expect(ALL_PATHS).toContain(`demo/banners/${group}-${n}.svg`);
    }
    for (const app of ['ios', 'android', 'ios-lite']) expect(ALL_PATHS).toContain(`demo/apps/${app}.svg`);
    for (const s of ['youtube', 'facebook', 'instagram', 'whatsapp', 'messenger', 'telegram']) {
      expect(ALL_PATHS).toContain(`demo/social/${s}.svg`);
    }
    expect(APP_ICONS).toHaveLength(3);
    expect(SOCIAL_ICONS).toHaveLength(6);
    expect(BANNER_GROUPS).toEqual(['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget']);
  });

  it.each(ALL_PATHS)('%s renders valid, small, accessible SVG', (path) => {
    const svg = render(path);
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(tagBalanceError(svg)).toBeNull();
    expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
    // Bare ampersands would make the document invalid XML.
    expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) expect(ids).toContain(ref[1]);
    expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(MAX_BYTES);
  });

  it('is deterministic', () => {
    for (const path of ALL_PATHS) expect(render(path)).toBe(render(path));
  });

  it('uses the documented canvas sizes', () => {
    const size = (path: string) =>
      render(path)
        .match(/viewBox="0 0 (\d+) (\d+)"/)
        ?.slice(1)
        .join('x');
    expect(size('demo/logo.svg')).toBe('180x40');
    expect(size('demo/banners/w_home-1.svg')).toBe('1200x400');
    expect(size('demo/banners/w_leftmenu-2.svg')).toBe('600x300');
    for (const g of ['w_login', 'w_register', 'w_forget']) expect(size(`demo/banners/${g}-3.svg`)).toBe('800x260');
    expect(size('demo/vendors/REF-logo.svg')).toBe('160x60');
    expect(size('demo/vendors/REF-tile.svg')).toBe('300x200');
    expect(size('demo/apps/ios.svg')).toBe('64x64');
    expect(size('demo/social/telegram.svg')).toBe('32x32');
  });

  it('gives every banner variant a different picture', () => {
    for (const group of BANNER_GROUPS) {
      const bodies = new Set<string>();
      for (let n = 1; n <= BANNER_VARIANTS; n++) bodies.add(render(`demo/banners/${group}-${n}.svg`));
      expect(bodies.size).toBe(BANNER_VARIANTS);
    }
    expect(render('demo/banners/w_login-1.svg')).not.toBe(render('demo/banners/w_register-1.svg'));
  });

  it('keeps banners free of words', () => {
    for (const group of BANNER_GROUPS) {
      for (let n = 1; n <= BANNER_VARIANTS; n++) {
        const texts = [...render(`demo/banners/${group}-${n}.svg`).matchAll(/<text[^>]*>([^<]*)<\/text>/g)];
        for (const t of texts) expect(t[1]).toMatch(/^(\d{1,2}|A)$/);
      }
    }
  });

  it('derives vendor art from the code, with the house’s own labels where the code names someone else', () => {
    expect(render('demo/vendors/NORTH_STAR-logo.svg')).toContain('>NORTH STAR</text>');
    expect(render('demo/vendors/NORTH_STAR-tile.svg')).toContain('>NORTH STAR</text>');
    // The in-house regional lotteries keep their TCG_* codes; their art does not say TCG.
    expect(render('demo/vendors/TCG_LOTTO_VN-logo.svg')).toContain('>VN LOTTERY</text>');
    expect(render('demo/vendors/TCG_SEA-tile.svg')).toContain('>SEA 4D</text>');
    for (const path of ['demo/vendors/TCG_SEA-logo.svg', 'demo/vendors/TCG_LOTTO_VN-tile.svg']) {
      const words = [...render(path).matchAll(/<(text|title)[^>]*>([^<]*)</g)].map((m) => m[2]).join(' ');
      expect(words).not.toContain('TCG');
    }
    expect(render('demo/vendors/BGS-logo.svg')).toContain('>FORTUNA</text>');
    expect(render('demo/vendors/REF-logo.svg')).not.toBe(render('demo/vendors/REFX-logo.svg'));
    const fills = new Set(VENDOR_CODES.map((c) => render(`demo/vendors/${c}-logo.svg`).match(/stop-color="(#[0-9a-f]{6})"/)?.[1]));
    expect(fills.size).toBeGreaterThan(4);
  });

  it('draws social glyphs in currentColor', () => {
    for (const name of SOCIAL_ICONS) expect(render(`demo/social/${name}.svg`)).toContain('currentColor');
  });

  it.each([
    '',
    '/demo/logo.svg',
    'demo/logo.png',
    'demo/logo.svg?x=1',
    'demo/../demo/logo.svg',
    'demo/banners/../logo.svg',
    'demo/banners/w_home-0.svg',
    'demo/banners/w_home-6.svg',
    'demo/banners/w_home-01.svg',
    'demo/banners/w_home-1.5.svg',
    'demo/banners/w_top-1.svg',
    'demo/banners/W_HOME-1.svg',
    'demo/vendors/pg-logo.svg',
    'demo/vendors/REF-icon.svg',
    'demo/vendors/-logo.svg',
    'demo/vendors/___-logo.svg',
    'demo/vendors/ABCDEFGHIJKLMNOPQRSTU-logo.svg',
    'demo/vendors/P-G-logo.svg',
    'demo/vendors/PG%2F..-logo.svg',
    'demo/vendors/../../etc/passwd',
    'demo/vendors/PG<x>-logo.svg',
    'demo/vendors/REF-logo.svg/',
    'demo/apps/windows.svg',
    'demo/apps/IOS.svg',
    'demo/social/tiktok.svg',
    'demo/social/youtube.svg\n',
    'demo\\logo.svg',
    'other/logo.svg',
  ])('returns null for %j', (path) => {
    expect(renderArt(path)).toBeNull();
  });
});

describe('avatars', () => {
  it('renders a distinct, deterministic avatar per member key and refuses bad keys', () => {
    const a = renderArt('demo/avatars/1-42.svg');
    const b = renderArt('demo/avatars/1-43.svg');
    expect(a?.body.startsWith('<svg')).toBe(true);
    expect(a?.body).toBe(renderArt('demo/avatars/1-42.svg')?.body);
    expect(a?.body).not.toBe(b?.body);
    expect(renderArt('demo/avatars/1-.svg')).toBeNull();
    expect(renderArt('demo/avatars/abc.svg')).toBeNull();
  });
});
