import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { compare, ratio, toNumber } from '../rational';
import { LUCKY28_SIDE_PICKS, type Lucky28Params, lucky28, lucky28Odds, lucky28Rtp, lucky28Ways } from './lucky-28';
import { hmacTestStream, TEST_CLIENT_SEED, TEST_SERVER_SEED } from './test-streams';

const allParams: Lucky28Params[] = [
  ...LUCKY28_SIDE_PICKS.map((pick) => ({ pick })),
  ...Array.from({ length: 28 }, (_, sum) => ({ pick: 'sum' as const, sum })),
];

/** The number of triples 0–9 with this sum, by the closed form (coefficient of x^s in (1 + … + x^9)^3). */
function sumWays(s: number): number {
  let ways = 0;
  for (let a = 0; a <= 9; a++) for (let b = 0; b <= 9; b++) if (s - a - b >= 0 && s - a - b <= 9) ways++;
  return ways;
}

describe('lucky 28', () => {
  it('three digits from drawDigits(3); the sum decides', () => {
    const step = lucky28.start({ stream: arrayStream([9, 5, 3]), bet: 1000n, params: { pick: 'big-odd' } });
    expect(step.view).toEqual({ digits: [9, 5, 3], sum: 17, pick: 'big-odd', won: true, multiplier: 4.28 });
    expect(step.win).toBe(4280n);
    expect(lucky28.start({ stream: arrayStream([9, 5, 3]), bet: 1000n, params: { pick: 'small' } }).win).toBe(0n);
    expect(lucky28.start({ stream: arrayStream([9, 5, 3]), bet: 1000n, params: { pick: 'sum', sum: 17 } }).win).toBe(15_710n);
  });

  it('ways per bet, counted over the 1,000 triples', () => {
    expect(lucky28Ways({ pick: 'big' })).toBe(500);
    expect(lucky28Ways({ pick: 'odd' })).toBe(500);
    expect(lucky28Ways({ pick: 'big-odd' })).toBe(lucky28Ways({ pick: 'small-even' }));
    expect(lucky28Ways({ pick: 'extreme-big' })).toBe(56);
    expect(lucky28Ways({ pick: 'triple' })).toBe(10);
    for (let s = 0; s <= 27; s++) expect(lucky28Ways({ pick: 'sum', sum: s })).toBe(sumWays(s));
    expect(lucky28Odds({ pick: 'big' })).toBe(1980);
    expect(lucky28Odds({ pick: 'sum', sum: 13 })).toBe(13_200);
    expect(lucky28Odds({ pick: 'sum', sum: 0 })).toBe(990_000);
  });

  it.each(allParams)('%o: RTP by enumerating all 1,000 triples equals ways × odds, 98–99 %', (params) => {
    let total = 0n;
    for (let i = 0; i < 1000; i++) {
      const digits = [Math.floor(i / 100), Math.floor(i / 10) % 10, i % 10];
      total += lucky28.start({ stream: arrayStream(digits), bet: 1000n, params }).win;
    }
    const enumerated = ratio(total, 1000n * 1000n);
    expect(enumerated).toEqual(lucky28Rtp(params));
    expect(compare(enumerated, ratio(99, 100))).toBeLessThanOrEqual(0);
    expect(compare(enumerated, ratio(98, 100))).toBe(1);
  });

  it('prints the odds table for docs/games/originals.md', () => {
    const lines = allParams.map(
      (p) =>
        `${p.pick === 'sum' ? `sum ${p.sum}` : p.pick} | ${lucky28Ways(p)} | ${(lucky28Odds(p) / 1000).toFixed(2)} | ${(toNumber(lucky28Rtp(p)) * 100).toFixed(4)}`,
    );
    if (process.env.PRINT_RTP) console.log(lines.join('\n'));
    expect(lines).toHaveLength(39);
  });

  it('test vector (FAIRNESS.md): seed f3a1…4d6e, client seed fortuna, nonce 0, big', () => {
    const step = lucky28.start({ stream: hmacTestStream(TEST_SERVER_SEED, TEST_CLIENT_SEED, 0), bet: 10_000n, params: { pick: 'big' } });
    expect(step.view).toMatchInlineSnapshot(`
      {
        "digits": [
          3,
          4,
          5,
        ],
        "multiplier": 0,
        "pick": "big",
        "sum": 12,
        "won": false,
      }
    `);
  });
});
