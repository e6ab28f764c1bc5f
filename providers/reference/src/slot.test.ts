import { describe, expect, it } from 'vitest';
import { exactRtp, lineMultiplier, REEL, SYMBOLS, spin } from './slot';

describe('the reference slot', () => {
  it('returns exactly 245/256 = 95.703125% to the player over every outcome', () => {
    const { paid, outcomes, winning } = exactRtp();
    expect(outcomes).toBe(24 ** 3);
    expect(paid).toBe(13_230);
    // paid / outcomes = 245 / 256, compared in integers: no float.
    expect(paid * 256).toBe(245 * outcomes);
    expect(paid).toBeLessThan(outcomes);
    expect(winning).toBe(2_468);
  });

  it('carries every symbol on its 24-stop strip', () => {
    expect(REEL).toHaveLength(24);
    const counts = Object.fromEntries(SYMBOLS.map((s) => [s, REEL.filter((r) => r === s).length]));
    expect(counts).toEqual({ SEVEN: 1, BAR: 2, BELL: 3, PLUM: 4, LEMON: 4, CHERRY: 4, BLANK: 6 });
  });

  it('pays the paytable on the centre line', () => {
    expect(lineMultiplier(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(1000);
    expect(lineMultiplier(['BLANK', 'BLANK', 'BLANK'])).toBe(0);
    expect(lineMultiplier(['CHERRY', 'CHERRY', 'CHERRY'])).toBe(25);
    expect(lineMultiplier(['CHERRY', 'CHERRY', 'BAR'])).toBe(6);
    expect(lineMultiplier(['CHERRY', 'BAR', 'CHERRY'])).toBe(1);
    expect(lineMultiplier(['BAR', 'CHERRY', 'CHERRY'])).toBe(0);
  });

  it('pays bet × multiplier in minor units for the stops it drew', () => {
    const draws = [0, 0, 0];
    const result = spin(250n, () => draws.shift() ?? 0);
    expect(result.line).toEqual([REEL[0], REEL[0], REEL[0]]);
    expect(result.win).toBe(250n * BigInt(result.multiplier));
    for (let i = 0; i < 200; i++) {
      const round = spin(100n);
      expect(round.stops.every((stop) => stop >= 0 && stop < 24)).toBe(true);
      expect(round.win).toBe(100n * BigInt(lineMultiplier(round.line)));
    }
  });
});
