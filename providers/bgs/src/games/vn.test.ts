import { describe, expect, it } from 'vitest';
import { drawBySpec, type Uint32Stream } from '../fair/draw';
import { settleBet } from '../payout';
import { add, mul, type Rational, ratio, toNumber } from '../rational';
import { VN_NORTH_CHANCES, VN_SOUTH_CHANCES, vnNorth, vnSouth, xienChance } from './vn';
import { headTail, loNumbers, VN_NORTH_PRIZES, VN_SOUTH_PRIZES } from './vn-board';

/**
 * The Vietnamese lottery at fixed odds, unit stake 100 (1.00). North pays lô 3.6 per hit, đề 98,
 * ba càng 980, xiên 17.8 / 79 / 365; South lô 5.4 per hit, xiên 37.5 / 249 / 1750.
 * The boards: position i ends in 40 + i (North 40–66, South 40–57) except where a test places a number.
 */
function board(widths: readonly number[], placed: Record<number, number>): number[] {
  return widths.map((width, i) => placed[i] ?? (width > 2 ? (((i + 1) * 7) % 10 ** (width - 2)) * 100 : 0) + 40 + i);
}
const NORTH_WIDTHS = vnNorth.draw.kind === 'numbers' ? vnNorth.draw.widths : [];
const SOUTH_WIDTHS = vnSouth.draw.kind === 'numbers' ? vnSouth.draw.widths : [];
const north = (placed: Record<number, number> = {}) => board(NORTH_WIDTHS, placed);
const south = (placed: Record<number, number> = {}) => board(SOUTH_WIDTHS, placed);

const settle = (gameType: 'vn_north' | 'vn_south', bet: string, numbers: string[], result: number[]) =>
  settleBet({ gameType, betType: `${gameType}.${bet}`, selection: { numbers }, unitStake: 100n, mode: 'fixed_odds' }, result);
const paid = (winningUnits: number, payout: bigint) => ({ winningUnits, pushUnits: 0, payout });
const nothing = paid(0, 0n);

describe('vn boards', () => {
  it('North: 27 numbers from the special prize down to the seventh', () => {
    expect(VN_NORTH_PRIZES.map((row) => [row.tier, row.width, row.slots.length])).toEqual([
      ['special', 5, 1],
      ['first', 5, 1],
      ['second', 5, 2],
      ['third', 5, 6],
      ['fourth', 4, 4],
      ['fifth', 4, 6],
      ['sixth', 3, 3],
      ['seventh', 2, 4],
    ]);
    expect(VN_NORTH_PRIZES.flatMap((row) => row.slots)).toEqual(Array.from({ length: 27 }, (_, i) => i));
    expect(NORTH_WIDTHS).toHaveLength(27);
    expect(vnNorth.payModes).toEqual(['fixed_odds']);
  });

  it('South: 18 numbers from the eighth prize up to the special', () => {
    expect(VN_SOUTH_PRIZES.map((row) => [row.tier, row.width, row.slots.length])).toEqual([
      ['eighth', 2, 1],
      ['seventh', 3, 1],
      ['sixth', 4, 3],
      ['fifth', 4, 1],
      ['fourth', 5, 7],
      ['third', 5, 2],
      ['second', 5, 1],
      ['first', 5, 1],
      ['special', 6, 1],
    ]);
    expect(VN_SOUTH_PRIZES.at(-1)).toEqual({ tier: 'special', width: 6, slots: [17] });
    expect(SOUTH_WIDTHS).toEqual([2, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6]);
  });

  it('refuse results that do not fit the board', () => {
    expect(() => vnNorth.resultSchema.parse(north({ 0: 100_000 }))).toThrow();
    expect(() => vnNorth.resultSchema.parse(north({ 26: 100 }))).toThrow();
    expect(() => vnSouth.resultSchema.parse(south({ 17: 1_000_000 }))).toThrow();
    expect(vnSouth.resultSchema.parse(south({ 17: 999_999, 0: 0 }))).toHaveLength(18);
    expect(() => settle('vn_south', 'lo', ['40'], north())).toThrow();
  });

  it('read the lô numbers: the last two digits of every number', () => {
    expect(loNumbers(north())).toEqual(Array.from({ length: 27 }, (_, i) => 40 + i));
    expect(loNumbers([12_345, 7, 100])).toEqual([45, 7, 0]);
  });
});

describe('head/tail table', () => {
  it('lists the tails of each head, sorted, repeated when repeated', () => {
    // The South board of FAIRNESS.md: endings 27 72 75 84 77 93 06 73 92 49 28 87 47 82 35 45 94 69.
    const board = [27, 872, 7675, 1084, 5277, 4893, 41306, 72973, 5792, 74749, 14228, 36687, 66447, 17982, 91035, 25245, 99094, 551069];
    expect(headTail(board, VN_SOUTH_PRIZES)).toEqual([[6], [], [7, 8], [5], [5, 7, 9], [], [9], [2, 3, 5, 7], [2, 4, 7], [2, 3, 4]]);
    const repeated = north({ 0: 12_307, 12: 4407, 26: 7, 25: 70 });
    const table = headTail(repeated, VN_NORTH_PRIZES);
    expect(table[0]).toEqual([7, 7, 7]);
    expect(table[7]).toEqual([0]);
    expect(table.flat()).toHaveLength(27);
  });

  it('refuses a result of another board', () => {
    expect(() => headTail(south(), VN_NORTH_PRIZES)).toThrow(RangeError);
  });
});

describe('lô', () => {
  it('pays 3.6 (North) or 5.4 (South) per hit', () => {
    expect(settle('vn_north', 'lo', ['45'], north())).toEqual(paid(1, 360n));
    expect(settle('vn_south', 'lo', ['45'], south())).toEqual(paid(1, 540n));
    expect(settle('vn_north', 'lo', ['99', '00'], north())).toEqual(nothing);
  });

  it('counts every occurrence: a number drawn three times is three hits', () => {
    const result = north({ 0: 12_307, 12: 4407, 26: 7 });
    expect(vnNorth.hits('vn_north.lo', '07', result)).toEqual(['vn_north.lo', 'vn_north.lo', 'vn_north.lo']);
    expect(settle('vn_north', 'lo', ['07'], result)).toEqual(paid(1, 1080n));
    expect(settle('vn_north', 'lo', ['07', '40', '41', '99'], result)).toEqual(paid(2, 1080n + 360n));
    expect(vnNorth.winningCombinations('vn_north.lo', { numbers: ['07', '99'] }, result)).toBe(1);
  });

  it('counts the South eighth prize, two digits, and the six-digit special', () => {
    const result = south({ 0: 7, 17: 551_007 });
    expect(settle('vn_south', 'lo', ['07'], result)).toEqual(paid(1, 1080n));
    expect(settle('vn_south', 'lo', ['40'], result)).toEqual(nothing);
  });

  it('refuses picks that are not two digits, or repeated', () => {
    for (const numbers of [[], ['7'], ['007'], ['ab'], [7], ['07', '07']])
      expect(() => vnNorth.combinations('vn_north.lo', { numbers })).toThrow();
    expect(vnNorth.combinations('vn_north.lo', { numbers: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')) })).toBe(100);
  });

  it('is fixed odds only', () => {
    expect(() =>
      settleBet(
        {
          gameType: 'vn_north',
          betType: 'vn_north.lo',
          selection: { numbers: ['45'] },
          unitStake: 100n,
          mode: 'prize_group',
          series: 1950,
        },
        north(),
      ),
    ).toThrow(RangeError);
    expect(() => vnNorth.probability('vn_north.lo')).toThrow(RangeError);
    expect(vnNorth.isTiered('vn_north.lo')).toBe(true);
  });
});

describe('đề', () => {
  it('wins on the last two digits of the special prize, 98 for 1', () => {
    expect(settle('vn_north', 'de', ['45', '46'], north({ 0: 12_345 }))).toEqual(paid(1, 9800n));
    expect(settle('vn_south', 'de', ['69'], south({ 17: 551_069 }))).toEqual(paid(1, 9800n));
    expect(settle('vn_north', 'de', ['05'], north({ 0: 5 }))).toEqual(paid(1, 9800n));
  });

  it('ignores the other prizes, where lô counts them', () => {
    const result = north({ 0: 12_308, 26: 7 });
    expect(settle('vn_north', 'de', ['07'], result)).toEqual(nothing);
    expect(settle('vn_north', 'lo', ['07'], result)).toEqual(paid(1, 360n));
    // South: the eighth prize is two digits, yet only the special counts for đề.
    expect(settle('vn_south', 'de', ['07'], south({ 0: 7 }))).toEqual(nothing);
  });

  it('pays lô on the special too: đề and lô on the same number both win', () => {
    const result = north({ 0: 12_345 });
    expect(settle('vn_north', 'de', ['45'], result)).toEqual(paid(1, 9800n));
    // 45 is the special's ending and the base ending of position 5: two lô hits.
    expect(settle('vn_north', 'lo', ['45'], result)).toEqual(paid(1, 720n));
  });

  it('is priced on its probability, 1/100, but paid at fixed odds only', () => {
    expect(vnNorth.probability('vn_north.de')).toEqual(ratio(1, 100));
    expect(() =>
      settleBet(
        {
          gameType: 'vn_south',
          betType: 'vn_south.de',
          selection: { numbers: ['45'] },
          unitStake: 100n,
          mode: 'prize_group',
          series: 1950,
        },
        south(),
      ),
    ).toThrow(RangeError);
  });
});

describe('ba càng', () => {
  it('wins on the last three digits of the special prize, 980 for 1', () => {
    expect(settle('vn_north', 'cang3', ['345', '245'], north({ 0: 12_345 }))).toEqual(paid(1, 98_000n));
    expect(settle('vn_north', 'cang3', ['045'], north({ 0: 12_045 }))).toEqual(paid(1, 98_000n));
    expect(settle('vn_south', 'cang3', ['069'], south({ 17: 551_069 }))).toEqual(paid(1, 98_000n));
    expect(settle('vn_south', 'cang3', ['551'], south({ 17: 551_069 }))).toEqual(nothing);
  });

  it('refuses picks that are not three digits', () => {
    for (const numbers of [['45'], ['2345'], ['345', '345']]) expect(() => vnNorth.combinations('vn_north.cang3', { numbers })).toThrow();
  });
});

describe('xiên', () => {
  it('xiên 2: both numbers among the lô numbers, once however often; C(n, 2) units', () => {
    expect(vnNorth.combinations('vn_north.xien2', { numbers: ['40', '41', '99'] })).toBe(3);
    expect(vnNorth.units('vn_north.xien2', { numbers: ['99', '41', '40'] })).toEqual([
      ['40', '41'],
      ['40', '99'],
      ['41', '99'],
    ]);
    expect(settle('vn_north', 'xien2', ['40', '41', '99'], north())).toEqual(paid(1, 1780n));
    expect(settle('vn_north', 'xien2', ['40', '41'], north({ 5: 40, 6: 40, 7: 40 }))).toEqual(paid(1, 1780n));
    expect(settle('vn_south', 'xien2', ['40', '57'], south())).toEqual(paid(1, 3750n));
    expect(settle('vn_south', 'xien2', ['40', '58'], south())).toEqual(nothing);
  });

  it('xiên 3 and 4: all of them; more numbers than k make C(n, k) units', () => {
    expect(settle('vn_north', 'xien3', ['40', '41', '42'], north())).toEqual(paid(1, 7900n));
    expect(settle('vn_north', 'xien3', ['40', '41', '42', '43'], north())).toEqual(paid(4, 31_600n));
    expect(settle('vn_north', 'xien3', ['40', '41', '99', '98'], north())).toEqual(nothing);
    expect(settle('vn_north', 'xien4', ['40', '41', '42', '99'], north())).toEqual(nothing);
    expect(settle('vn_north', 'xien4', ['40', '41', '42', '43', '44'], north())).toEqual(paid(5, 182_500n));
    expect(settle('vn_north', 'xien4', ['40', '41', '42', '43', '99'], north())).toEqual(paid(1, 36_500n));
    expect(settle('vn_south', 'xien3', ['40', '41', '57'], south())).toEqual(paid(1, 24_900n));
    expect(settle('vn_south', 'xien4', ['40', '41', '42', '57', '99'], south())).toEqual(paid(1, 175_000n));
  });

  it('counts the special and the two-digit prizes among the lô numbers', () => {
    expect(settle('vn_south', 'xien2', ['07', '69'], south({ 0: 7, 17: 551_069 }))).toEqual(paid(1, 3750n));
    expect(settle('vn_north', 'xien2', ['07', '45'], north({ 0: 12_345, 26: 7 }))).toEqual(paid(1, 1780n));
  });

  it('refuses too few or too many numbers, and repeats', () => {
    const two = (n: number) => Array.from({ length: n }, (_, i) => String(i).padStart(2, '0'));
    expect(() => vnNorth.combinations('vn_north.xien2', { numbers: ['40'] })).toThrow();
    expect(() => vnNorth.combinations('vn_north.xien3', { numbers: ['40', '41'] })).toThrow();
    expect(() => vnNorth.combinations('vn_north.xien2', { numbers: ['40', '40'] })).toThrow();
    expect(vnNorth.combinations('vn_north.xien2', { numbers: two(45) })).toBe(990);
    expect(() => vnNorth.combinations('vn_north.xien2', { numbers: two(46) })).toThrow();
    expect(vnSouth.combinations('vn_south.xien3', { numbers: two(19) })).toBe(969);
    expect(() => vnSouth.combinations('vn_south.xien3', { numbers: two(20) })).toThrow();
    expect(vnSouth.combinations('vn_south.xien4', { numbers: two(13) })).toBe(715);
    expect(() => vnSouth.combinations('vn_south.xien4', { numbers: two(14) })).toThrow();
  });
});

/** The chance that k given endings all come up among R independent uniform endings, by dynamic programming over the R numbers. */
function allAppearByDp(k: number, results: number): Rational {
  // seen[s]: the chance that the given numbers come up so far are exactly the set with bit mask s.
  let seen = Array.from({ length: 1 << k }, (_, s) => ratio(s === 0 ? 1 : 0));
  for (let r = 0; r < results; r++) {
    const next = seen.map(() => ratio(0));
    seen.forEach((p, s) => {
      // The next ending is each given number with chance 1/100, none of them with (100 − k)/100.
      for (let i = 0; i < k; i++) next[s | (1 << i)] = add(next[s | (1 << i)]!, mul(p, ratio(1, 100)));
      next[s] = add(next[s]!, mul(p, ratio(100 - k, 100)));
    });
    seen = next;
  }
  return seen[(1 << k) - 1]!;
}

/** A seeded 32-bit stream (mulberry32): fast and deterministic, for Monte-Carlo checks only. */
function seeded(seed: number): Uint32Stream {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
  };
}

describe('vn chances', () => {
  it('declare lô as expected hits, đề and ba càng as probabilities', () => {
    expect(VN_NORTH_CHANCES['vn_north.lo']).toEqual({ win: ratio(27, 100), push: ratio(0) });
    expect(VN_SOUTH_CHANCES['vn_south.lo']).toEqual({ win: ratio(18, 100), push: ratio(0) });
    expect(VN_NORTH_CHANCES['vn_north.de'].win).toEqual(ratio(1, 100));
    expect(VN_SOUTH_CHANCES['vn_south.cang3'].win).toEqual(ratio(1, 1000));
  });

  it('compute xiên by inclusion–exclusion, equal to a dynamic programme over the numbers', () => {
    for (const k of [2, 3, 4] as const) {
      expect(VN_NORTH_CHANCES[`vn_north.xien${k}` as const].win).toEqual(allAppearByDp(k, 27));
      expect(VN_SOUTH_CHANCES[`vn_south.xien${k}` as const].win).toEqual(allAppearByDp(k, 18));
      expect(xienChance(k, 27)).toEqual(allAppearByDp(k, 27));
    }
    expect(toNumber(xienChance(2, 27))).toBeCloseTo(0.054882, 6);
    expect(toNumber(xienChance(4, 18))).toBeCloseTo(0.00055522, 8);
  });

  it('agree with counting by hand on tiny boards', () => {
    expect(xienChance(1, 1)).toEqual(ratio(1, 100));
    expect(xienChance(2, 1)).toEqual(ratio(0));
    // Two numbers: (a, b) or (b, a) of the 100².
    expect(xienChance(2, 2)).toEqual(ratio(2, 100 ** 2));
    expect(xienChance(3, 3)).toEqual(ratio(6, 100 ** 3));
    expect(xienChance(4, 3)).toEqual(ratio(0));
    // Three numbers, two given: all 100³ minus those missing a or b: 100³ − 2·99³ + 98³.
    expect(xienChance(2, 3)).toEqual(ratio(100 ** 3 - 2 * 99 ** 3 + 98 ** 3, 100 ** 3));
  });

  it('match a seeded Monte-Carlo run of the real draw and judge', () => {
    const draws = 20_000;
    const stream = seeded(20_260_501);
    const tally = { lo: 0, xien2: 0, xien3: 0, xien4: 0 };
    // Disjoint groups of given numbers: 00–01, 02–03 …; their mean has at most one unit's variance.
    const groups = (k: number) => Array.from({ length: Math.floor(100 / k) }, (_, g) => Array.from({ length: k }, (_, i) => g * k + i));
    const byK = { 2: groups(2), 3: groups(3), 4: groups(4) } as const;
    for (let d = 0; d < draws; d++) {
      const result = drawBySpec(vnNorth.draw, stream);
      const endings = new Set(loNumbers(result));
      tally.lo += loNumbers(result).filter((n) => n === 0).length;
      for (const k of [2, 3, 4] as const) {
        const wins = byK[k].filter((group) => group.every((n) => endings.has(n))).length;
        tally[`xien${k}`] += wins / byK[k].length;
      }
      if (d < 500) {
        // The real judge agrees with the counting above.
        const units = vnNorth.units('vn_north.xien2', { numbers: ['00', '01', '02', '03'] }) as string[][];
        const definition = vnNorth.betTypes['vn_north.xien2']!;
        for (const unit of units)
          expect(definition.judge(unit, result, {})).toBe(unit.every((n) => endings.has(Number(n))) ? 'win' : 'lose');
        expect(vnNorth.hits('vn_north.lo', '00', result)).toHaveLength(loNumbers(result).filter((n) => n === 0).length);
      }
    }
    const within = (observed: number, expected: Rational, sd: number) =>
      expect(Math.abs(observed / draws - toNumber(expected))).toBeLessThan((5 * sd) / Math.sqrt(draws));
    within(tally.lo, VN_NORTH_CHANCES['vn_north.lo'].win, Math.sqrt(27 * 0.01 * 0.99));
    for (const k of [2, 3, 4] as const) {
      const p = toNumber(xienChance(k, 27));
      within(tally[`xien${k}`], xienChance(k, 27), Math.sqrt(p * (1 - p)));
    }
  });
});
