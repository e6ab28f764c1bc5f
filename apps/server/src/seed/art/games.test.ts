import { describe, expect, it } from 'vitest';
import { demoCatalogueGames } from '../catalog-games';
import { gameInitials, renderArt } from './index';

const games = demoCatalogueGames();
/**
 * The titles the demo lists by name: the in-house games and the reference vendor's slot. The live
 * tables and card rooms draw their category's emblems (cards, chips, wheel, dice).
 */
const TITLES = games.filter((g) => ['BGS', 'REF', 'REFX'].includes(g.vendor_code) && !['LIVE', 'PVP'].includes(g.category_code));
// Every named title, every category and vendor of the demo, plus a spread of the rest.
const SAMPLE = [
  ...TITLES.map((g) => g.icon_path),
  ...new Map(games.map((g) => [`${g.category_code}/${g.vendor_code}`, g.icon_path])).values(),
  ...games.filter((_, i) => i % 23 === 0).map((g) => g.icon_path),
].map((path) => path.slice(1));
const emblemOf = (svg: string) => svg.match(/<g transform="translate\(62 54\) scale\(\.76\)">(.*?)<\/g><polygon/)?.[1] ?? '';

describe('game icons', () => {
  it.each(SAMPLE)('%s renders valid, small, accessible SVG', (path) => {
    const svg = renderArt(path)?.body ?? '';
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg).toContain('viewBox="0 0 200 200"');
    expect(svg).toMatch(/<title>[^<]+ game [^<]+<\/title>/);
    expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
    expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref[1]);
    expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(6 * 1024);
  });

  it('serves every seeded game’s icon, the same each time and different from its neighbours', () => {
    const bodies = new Set<string>();
    for (const game of games) {
      const asset = renderArt(game.icon_path.slice(1));
      expect(asset, game.icon_path).not.toBeNull();
      bodies.add(asset?.body ?? '');
    }
    expect(bodies.size).toBe(games.length);
    expect(renderArt(SAMPLE[0] ?? '')?.body).toBe(renderArt(SAMPLE[0] ?? '')?.body);
  });

  it('draws each in-house title its own emblem, never its initials', () => {
    const emblems = new Map<string, string>();
    for (const game of TITLES) {
      const svg = renderArt(game.icon_path.slice(1))?.body ?? '';
      expect(svg, game.game_code).not.toMatch(/<text[^>]*font-size="(56|68)"/);
      const emblem = emblemOf(svg);
      expect(emblem, game.game_code).not.toBe('');
      emblems.set(game.game_code, emblem);
    }
    expect(emblems.size).toBe(19);
    // Emblems differ in shape, not only colour: compare them without their colours.
    const shapes = new Set([...emblems.values()].map((e) => e.replace(/#[0-9a-f]{3,6}/gi, '').replace(/>\d+</g, '><')));
    expect(shapes.size).toBe(19);
    // The house's pill says Fortuna, the reference vendor's its code.
    expect(renderArt('demo/games/BGS/BGS/dice.svg')?.body).toContain('>FORTUNA</text>');
  });

  it('shows initials of word codes and an emblem for numeric codes', () => {
    expect(gameInitials('golden-dragon-fortune')).toBe('GD');
    expect(gameInitials('roulette')).toBe('R');
    expect(gameInitials('singapore-6d')).toBe('S');
    expect(gameInitials('1001')).toBeNull();
    const numeric = renderArt('demo/games/RNG/REF/1001.svg')?.body ?? '';
    expect(numeric).not.toMatch(/<text[^>]*font-size="(56|68)"/);
  });

  it.each([
    'demo/games/RNG/REF/.svg',
    'demo/games/RNG/REF/-x.svg',
    'demo/games/XYZ/PG/1001.svg',
    'demo/games/rng/PG/1001.svg',
    'demo/games/RNG/ref/1001.svg',
    'demo/games/RNG/REF/../../logo.svg',
    'demo/games/RNG/REF/a b.svg',
    'demo/games/RNG/REF/1001.png',
    `demo/games/RNG/REF/${'a'.repeat(65)}.svg`,
    'demo/games/RNG/1001.svg',
  ])('returns null for %j', (path) => {
    expect(renderArt(path)).toBeNull();
  });
});
