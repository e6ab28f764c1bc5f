import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, ratio } from '../rational';
import { fromOddsFormat, MAX_ODDS_MILLI, MIN_ODDS_MILLI, ODDS_FORMATS, oddsMilliOf, toOddsFormat } from './formats';

const oddsArb = fc.integer({ min: MIN_ODDS_MILLI, max: MAX_ODDS_MILLI });

describe('odds formats', () => {
  it('convert hand-worked prices exactly', () => {
    // decimal → [HK, Malay, Indo]
    const cases: [number, [[bigint, bigint], [bigint, bigint], [bigint, bigint]]][] = [
      [
        1950,
        [
          [19n, 20n],
          [19n, 20n],
          [-20n, 19n],
        ],
      ], // HK 0.95; Indo −1/0.95
      [
        2500,
        [
          [3n, 2n],
          [-2n, 3n],
          [3n, 2n],
        ],
      ], // HK 1.5; Malay −1/1.5
      [
        2000,
        [
          [1n, 1n],
          [1n, 1n],
          [1n, 1n],
        ],
      ], // even money, written positive
      [
        1800,
        [
          [4n, 5n],
          [4n, 5n],
          [-5n, 4n],
        ],
      ], // Indo −1.25
      [
        2250,
        [
          [5n, 4n],
          [-4n, 5n],
          [5n, 4n],
        ],
      ], // Malay −0.80
      [
        1001,
        [
          [1n, 1000n],
          [1n, 1000n],
          [-1000n, 1n],
        ],
      ],
      [
        3100,
        [
          [21n, 10n],
          [-10n, 21n],
          [21n, 10n],
        ],
      ],
    ];
    for (const [milli, [hk, malay, indo]] of cases) {
      expect(toOddsFormat(milli, 'decimal')).toEqual(ratio(milli, 1000));
      expect(toOddsFormat(milli, 'hk')).toEqual(ratio(...hk));
      expect(toOddsFormat(milli, 'malay')).toEqual(ratio(...malay));
      expect(toOddsFormat(milli, 'indo')).toEqual(ratio(...indo));
    }
  });

  it('read Asian prices back into decimal odds', () => {
    expect(fromOddsFormat(ratio(-87, 100), 'malay')).toEqual(ratio(187, 87)); // 1 + 1/0.87
    expect(oddsMilliOf(fromOddsFormat(ratio(-87, 100), 'malay'), 'down')).toBe(2149);
    expect(fromOddsFormat(ratio(-1), 'malay')).toEqual(ratio(2));
    expect(fromOddsFormat(ratio(1), 'malay')).toEqual(ratio(2));
    expect(fromOddsFormat(ratio(-1), 'indo')).toEqual(ratio(2));
    expect(fromOddsFormat(ratio(-105, 100), 'indo')).toEqual(ratio(41, 21)); // 1 + 1/1.05
    expect(fromOddsFormat(ratio(12, 10), 'indo')).toEqual(ratio(22, 10));
    expect(fromOddsFormat(ratio(95, 100), 'hk')).toEqual(ratio(195, 100));
  });

  it('refuse values a format cannot take', () => {
    const bad: [bigint, bigint, (typeof ODDS_FORMATS)[number]][] = [
      [1n, 1n, 'decimal'],
      [0n, 1n, 'hk'],
      [-1n, 2n, 'hk'],
      [3n, 2n, 'malay'],
      [-3n, 2n, 'malay'],
      [0n, 1n, 'malay'],
      [1n, 2n, 'indo'],
      [-1n, 2n, 'indo'],
    ];
    for (const [num, den, format] of bad) expect(() => fromOddsFormat(ratio(num, den), format)).toThrow(/odds_invalid/);
    expect(() => oddsMilliOf(ratio(187, 87))).toThrow(/odds_invalid/);
    expect(() => oddsMilliOf(ratio(1))).toThrow(/odds_invalid/);
    expect(() => toOddsFormat(1000, 'hk')).toThrow(/odds_invalid/);
    expect(() => toOddsFormat(1950.5, 'hk')).toThrow(/odds_invalid/);
  });

  it('round-trip every stored price through every format exactly (property)', () => {
    fc.assert(
      fc.property(oddsArb, fc.constantFrom(...ODDS_FORMATS), (milli, format) => {
        return oddsMilliOf(fromOddsFormat(toOddsFormat(milli, format), format)) === milli;
      }),
      { numRuns: 200 },
    );
  });

  it('write Malay negative above even money and Indonesian negative below it (property)', () => {
    fc.assert(
      fc.property(oddsArb, (milli) => {
        const zero = ratio(0);
        const malayNegative = compare(toOddsFormat(milli, 'malay'), zero) < 0;
        const indoNegative = compare(toOddsFormat(milli, 'indo'), zero) < 0;
        return malayNegative === milli > 2000 && indoNegative === milli < 2000;
      }),
      { numRuns: 200 },
    );
  });
});
