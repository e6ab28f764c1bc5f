import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineGame, winChance } from './define-game';
import { gameDefinition } from './registry';
import {
  digitStringSchema,
  layoutResultSchema,
  layoutSize,
  layoutWidths,
  padNumber,
  prizeLayout,
  slotTiers,
  tieredBetType,
  tierSlots,
} from './tiered';

describe('prize layouts', () => {
  const layout = prizeLayout([
    ['top', 3, 1],
    ['rest', 2, 3],
  ]);

  it('give each tier the next positions, in order', () => {
    expect(layout).toEqual([
      { tier: 'top', width: 3, slots: [0] },
      { tier: 'rest', width: 2, slots: [1, 2, 3] },
    ]);
    expect(layoutSize(layout)).toBe(4);
    expect(layoutWidths(layout)).toEqual([3, 2, 2, 2]);
    expect(slotTiers(layout)).toEqual(['top', 'rest', 'rest', 'rest']);
    expect(tierSlots(layout, 'rest')).toEqual([1, 2, 3]);
    expect(() => tierSlots(layout, 'none')).toThrow(RangeError);
  });

  it('validate a result: one whole number per position, below 10^width', () => {
    const schema = layoutResultSchema(layout);
    expect(schema.parse([999, 0, 99, 7])).toEqual([999, 0, 99, 7]);
    expect(() => schema.parse([1000, 0, 0, 0])).toThrow();
    expect(() => schema.parse([1, 100, 0, 0])).toThrow();
    expect(() => schema.parse([1, 2, 3])).toThrow();
    expect(() => schema.parse([1, 2, 3, -1])).toThrow();
    expect(() => schema.parse([1, 2, 3, 1.5])).toThrow();
  });

  it('write numbers with their leading zeros, and read picks that keep them', () => {
    expect(padNumber(7, 4)).toBe('0007');
    expect(padNumber(865, 4)).toBe('0865');
    expect(padNumber(12, 2)).toBe('12');
    expect(digitStringSchema(2).safeParse('07').success).toBe(true);
    expect(digitStringSchema(2).safeParse('7').success).toBe(false);
    expect(digitStringSchema(2).safeParse('007').success).toBe(false);
    expect(digitStringSchema(3).safeParse('a12').success).toBe(false);
  });
});

describe('tiered bet types in a game', () => {
  const layout = prizeLayout([['only', 2, 2]]);
  const spec = {
    gameType: 'vn_north' as const,
    draw: { kind: 'numbers' as const, widths: layoutWidths(layout) },
    resultSchema: layoutResultSchema(layout),
    chances: { 'x.hit': winChance(2, 100) },
  };
  const hitEach = tieredBetType({
    schema: z.strictObject({ numbers: z.array(z.number()) }),
    combinations: (s) => s.numbers.length,
    units: (s) => s.numbers,
    hits: (n: number, result) => result.filter((v) => v === n).map(() => 'x.hit'),
    tiers: () => ['x.hit'],
  });

  it('win exactly when they hit, priced on their best tier', () => {
    expect(hitEach.judge(7, [7, 7], {})).toBe('win');
    expect(hitEach.judge(8, [7, 7], {})).toBe('lose');
    expect(hitEach.priceKey(undefined, {})).toBe('x.hit');
  });

  it('make a game fixed-odds only', () => {
    expect(() => defineGame({ ...spec, betTypes: { 'x.each': hitEach } })).toThrow(/fixed-odds only/);
    expect(() => defineGame({ ...spec, payModes: ['prize_group', 'fixed_odds'], betTypes: { 'x.each': hitEach } })).toThrow(TypeError);
    const { tiers: _, ...noTiers } = hitEach;
    expect(() => defineGame({ ...spec, payModes: ['fixed_odds'], betTypes: { 'x.each': noTiers } })).toThrow(/hits and tiers/);
    const game = defineGame({ ...spec, payModes: ['fixed_odds'], betTypes: { 'x.each': hitEach } });
    expect(game.hits('x.each', 7, [7, 7])).toEqual(['x.hit', 'x.hit']);
    expect(game.winningCombinations('x.each', { numbers: [7, 8] }, [7, 7])).toBe(1);
    expect(game.priceKeys('x.each', 7)).toEqual(['x.hit']);
    expect(() => game.probability('x.each', 7)).toThrow(RangeError);
  });

  it('leave the classic games as they were: both pay modes, one price key, a hit when the unit wins', () => {
    const ssc = gameDefinition('ssc');
    expect(ssc.payModes).toEqual(['prize_group', 'fixed_odds']);
    expect(ssc.isTiered('ssc.position_digit')).toBe(false);
    const unit = { position: 1, digit: 3 };
    expect(ssc.priceKeys('ssc.position_digit', unit)).toEqual(['ssc.position_digit']);
    expect(ssc.hits('ssc.position_digit', unit, [3, 0, 0, 0, 0])).toEqual(['ssc.position_digit']);
    expect(ssc.hits('ssc.position_digit', unit, [4, 0, 0, 0, 0])).toEqual([]);
    // A push is not a hit.
    expect(gameDefinition('lhc').hits('lhc.special_bsoe', 'big', [1, 2, 3, 4, 5, 6, 49])).toEqual([]);
  });
});
