import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, parseOdds } from './display';
import { MAX_ODDS_MILLI, MIN_ODDS_MILLI, type OddsFormat, oddsMilliOf } from './formats';

const shown = (milli: number, places?: 2 | 3) =>
  (['decimal', 'hk', 'malay', 'indo'] as const).map((format) => formatOdds(milli, format, places ? { places } : {}));

describe('writing odds', () => {
  it('writes each format as the books show it', () => {
    expect(shown(1950)).toEqual(['1.95', '0.95', '0.95', '-1.05']);
    expect(shown(2500)).toEqual(['2.50', '1.50', '-0.67', '1.50']);
    expect(shown(2000)).toEqual(['2.00', '1.00', '1.00', '1.00']);
    expect(shown(1800)).toEqual(['1.80', '0.80', '0.80', '-1.25']);
    expect(shown(2250)).toEqual(['2.25', '1.25', '-0.80', '1.25']);
    expect(shown(3100)).toEqual(['3.10', '2.10', '-0.48', '2.10']); // −0.476…
    expect(shown(1909)).toEqual(['1.909', '0.909', '0.909', '-1.10']); // −1.1001…
  });

  it('writes whole thousandths exactly, rounds the rest to the nearest, and shows three places on request', () => {
    expect(shown(1955)).toEqual(['1.955', '0.955', '0.955', '-1.05']); // −1.0471…
    expect(shown(2600)).toEqual(['2.60', '1.60', '-0.625', '1.60']); // −0.625 is exact
    expect(shown(1008)).toEqual(['1.008', '0.008', '0.008', '-125.00']);
    expect(shown(1064 + 5)).toEqual(['1.069', '0.069', '0.069', '-14.49']); // −14.4927…
    expect(shown(1200 - 5)).toEqual(['1.195', '0.195', '0.195', '-5.13']); // −5.12820…
    expect(shown(1040)).toEqual(['1.04', '0.04', '0.04', '-25.00']);
    expect(shown(1955, 3)).toEqual(['1.955', '0.955', '0.955', '-1.047']);
    expect(shown(2500, 3)).toEqual(['2.500', '1.500', '-0.667', '1.500']);
    expect(shown(1001, 3)).toEqual(['1.001', '0.001', '0.001', '-1000.000']);
    expect(shown(1064 + 1000)).toEqual(['2.064', '1.064', '-0.94', '1.064']); // −0.93985…
  });

  it('reads typed prices back exactly', () => {
    expect(oddsMilliOf(parseOdds('-0.87', 'malay'), 'down')).toBe(2149);
    expect(oddsMilliOf(parseOdds('0.95', 'hk'))).toBe(1950);
    expect(oddsMilliOf(parseOdds('+1.20', 'indo'))).toBe(2200);
    expect(oddsMilliOf(parseOdds('-1.25', 'indo'))).toBe(1800);
    expect(oddsMilliOf(parseOdds(' 1.95 ', 'decimal'))).toBe(1950);
    for (const [text, format] of [
      ['abc', 'hk'],
      ['1.2.3', 'decimal'],
      ['', 'hk'],
      ['1.5', 'malay'],
      ['0.5', 'indo'],
      ['1e3', 'decimal'],
    ] as [string, OddsFormat][]) {
      expect(() => parseOdds(text, format)).toThrow(/odds_invalid/);
    }
  });

  it('reads back what it writes for decimal and HK, and within the rounding for Malay and Indonesian (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_ODDS_MILLI, max: 20_000 }), (milli) => {
        expect(oddsMilliOf(parseOdds(formatOdds(milli, 'decimal'), 'decimal'))).toBe(milli);
        expect(oddsMilliOf(parseOdds(formatOdds(milli, 'hk'), 'hk'))).toBe(milli);
        for (const format of ['malay', 'indo'] as const) {
          const text = formatOdds(milli, format, { places: 3 });
          // A price near 1.001 written to 3 places can round to 0 (Malay "0.000"), which is no price.
          if (Number(text) === 0) continue;
          const back = Number(parseOdds(text, format).num) / Number(parseOdds(text, format).den);
          const hk = (milli - 1000) / 1000;
          // Half a unit in the last place of −1/HK moves HK by at most 0.0005 × HK² / (1 − 0.0005 × HK).
          expect(Math.abs(back - 1 - hk)).toBeLessThanOrEqual(0.0005 * Math.max(1, hk * hk) * 1.01 + 1e-12);
        }
      }),
      { numRuns: 200 },
    );
    expect(MAX_ODDS_MILLI).toBe(1_000_000);
  });
});
