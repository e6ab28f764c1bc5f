import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../catalog-generator';
import { gameInitials, renderArt } from './index';

const { games } = generateDemoCatalogue();
// Every category and vendor of the demo, plus a spread of the rest.
const SAMPLE = [
  ...new Map(games.map((g) => [`${g.category_code}/${g.vendor_code}`, g.icon_path])).values(),
  ...games.filter((_, i) => i % 97 === 0).map((g) => g.icon_path),
].map((path) => path.slice(1));

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

  it('shows initials of word codes and an emblem for numeric codes', () => {
    expect(gameInitials('golden-dragon-fortune')).toBe('GD');
    expect(gameInitials('roulette')).toBe('R');
    expect(gameInitials('singapore-6d')).toBe('S');
    expect(gameInitials('1001')).toBeNull();
    const numeric = renderArt('demo/games/RNG/PG/1001.svg')?.body ?? '';
    expect(numeric).not.toMatch(/<text[^>]*font-size="(56|68)"/);
  });

  it.each([
    'demo/games/RNG/PG/.svg',
    'demo/games/RNG/PG/-x.svg',
    'demo/games/XYZ/PG/1001.svg',
    'demo/games/rng/PG/1001.svg',
    'demo/games/RNG/pg/1001.svg',
    'demo/games/RNG/PG/../../logo.svg',
    'demo/games/RNG/PG/a b.svg',
    'demo/games/RNG/PG/1001.png',
    `demo/games/RNG/PG/${'a'.repeat(65)}.svg`,
    'demo/games/RNG/1001.svg',
  ])('returns null for %j', (path) => {
    expect(renderArt(path)).toBeNull();
  });
});
