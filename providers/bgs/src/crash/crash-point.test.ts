import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiSquareSurvival } from '../fair/chi-square';
import { countAtLeast, crashPointFromHmac, formatMultiplier, parseMultiplier, rawCrashHundredths, TWO_POW_52, winOf } from './crash-point';

/** The smallest r whose raw crash value reaches K: every r from there up does (the formula is monotone). */
const threshold = (K: bigint) => TWO_POW_52 - countAtLeast(K);

describe('the crash point formula', () => {
  it('gives exactly floor(99 · 2^52 / K) of the 2^52 values a crash point of at least K (P = 0.99 / x)', () => {
    const targets = [100n, 101n, 102n, 150n, 199n, 200n, 333n, 1000n, 12_345n, 1_000_000n, 987_654_321n];
    for (const K of targets) {
      const r = threshold(K);
      expect(rawCrashHundredths(r)).toBeGreaterThanOrEqual(K);
      if (r > 0n) expect(rawCrashHundredths(r - 1n)).toBeLessThan(K);
      // The probability differs from 0.99 / x by less than one value in 2^52.
      const exact = Number(countAtLeast(K)) / 2 ** 52;
      expect(Math.abs(exact - 99 / Number(K))).toBeLessThan(2 ** -52 * 2);
    }
  });

  it('holds the threshold for any target (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 100n, max: 10n ** 12n }), (K) => {
        const r = threshold(K);
        return rawCrashHundredths(r) >= K && (r === 0n || rawCrashHundredths(r - 1n) < K);
      }),
    );
  });

  it('is monotone and never below 0.99 (an instant crash), shown as at least 1.00', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: TWO_POW_52 - 2n }), (r) => {
        const k = rawCrashHundredths(r);
        return k >= 99n && rawCrashHundredths(r + 1n) >= k;
      }),
    );
    expect(rawCrashHundredths(0n)).toBe(99n);
    expect(crashPointFromHmac('0'.repeat(64))).toBe(100n);
    expect(rawCrashHundredths(TWO_POW_52 - 1n)).toBe(99n * TWO_POW_52);
    expect(() => rawCrashHundredths(TWO_POW_52)).toThrow(RangeError);
  });

  it('reads the first 13 hex characters of the HMAC', () => {
    // r = 2^51 (half): k = floor(99 · 2) = 198.
    expect(crashPointFromHmac(`8000000000000${'f'.repeat(51)}`)).toBe(198n);
    expect(() => crashPointFromHmac('ABC')).toThrow(RangeError);
  });

  it('returns 99 % at every auto cash-out target', () => {
    for (const K of [101n, 110n, 200n, 500n, 10_000n]) {
      const rtp = (Number(K) / 100) * (Number(countAtLeast(K)) / 2 ** 52);
      expect(rtp).toBeCloseTo(0.99, 12);
    }
  });

  it('matches 0.99 / x over 200,000 seeded games (chi-square)', () => {
    // Bins by crash point; expected shares from the exact counts.
    const edges = [100n, 101n, 120n, 150n, 200n, 300n, 500n, 1000n, 2000n, 10_000n];
    const share = (i: number) => {
      const from = Number(countAtLeast(edges[i] as bigint)) / 2 ** 52;
      const next = edges[i + 1];
      const to = next === undefined ? 0 : Number(countAtLeast(next)) / 2 ** 52;
      // 1.00 collects the instant crashes (k = 99) too.
      return (i === 0 ? 1 : from) - to;
    };
    const observed = edges.map(() => 0);
    const games = 200_000;
    for (let n = 0; n < games; n++) {
      const hash = createHash('sha256').update(`crash-chi-square:${n}`).digest('hex');
      const point = crashPointFromHmac(createHmac('sha256', hash).update('salt').digest('hex'));
      let bin = edges.length - 1;
      while (point < (edges[bin] as bigint)) bin--;
      observed[bin] = (observed[bin] as number) + 1;
    }
    const statistic = observed.reduce((acc, count, i) => acc + (count - games * share(i)) ** 2 / (games * share(i)), 0);
    expect(chiSquareSurvival(statistic, edges.length - 1)).toBeGreaterThan(0.001);
    // And a wildly wrong edge would fail it: the same counts against 0.98 / x.
    const wrong = observed.reduce((acc, count, i) => {
      const expected = games * (i === 0 ? 1 - 0.98 / 1.01 : share(i) * (98 / 99));
      return acc + (count - expected) ** 2 / expected;
    }, 0);
    expect(chiSquareSurvival(wrong, edges.length - 1)).toBeLessThan(0.001);
  });
});

describe('multiplier text and wins', () => {
  it('formats and parses hundredths', () => {
    expect(formatMultiplier(100n)).toBe('1.00');
    expect(formatMultiplier(12_345)).toBe('123.45');
    expect(parseMultiplier('2')).toBe(200);
    expect(parseMultiplier('2.5')).toBe(250);
    expect(parseMultiplier('2.05')).toBe(205);
    expect(parseMultiplier('2.055')).toBeUndefined();
    expect(parseMultiplier('-1')).toBeUndefined();
  });

  it('floors wins to minor units', () => {
    expect(winOf(1001n, 150)).toBe(1501n);
    expect(winOf(333n, 101)).toBe(336n);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 100, max: 10_000_000 }), (amount, m) => {
        const win = winOf(amount, m);
        return win * 100n <= amount * BigInt(m) && (win + 1n) * 100n > amount * BigInt(m);
      }),
    );
  });
});
