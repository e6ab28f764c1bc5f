import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, gameDefinition } from './registry';
import { VN_XIEN_MAX_NUMBERS } from './vn';

/**
 * Every bet type's closed-form `combinations` equals the number of units it enumerates, and the
 * units are all different, on random valid selections.
 */

const subsetOf = (lo: number, hi: number, min: number, max = hi - lo + 1) =>
  fc.uniqueArray(fc.integer({ min: lo, max: hi }), { minLength: min, maxLength: max });
const picksOf = <T>(values: readonly T[], min = 1) =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: min, maxLength: values.length });
const digits = (min = 1) => subsetOf(0, 9, min);
const BSOE = ['big', 'small', 'odd', 'even'] as const;
const part = fc.constantFrom('front', 'middle', 'back');
const padded = (width: number) => fc.integer({ min: 0, max: 10 ** width - 1 }).map((n) => String(n).padStart(width, '0'));
const numbersOf = (width: number, min: number, max: number) =>
  fc.record({ numbers: fc.uniqueArray(padded(width), { minLength: min, maxLength: max }) });
/** Only the selections the bet type's schema accepts (4D picks must not overlap, boxes not repeat their digits). */
const valid = (gameType: 'sea4d', betType: string, selections: fc.Arbitrary<unknown>) =>
  selections.filter((selection) => gameDefinition(gameType).betTypes[betType]!.schema.safeParse(selection).success);
const rolled = fc
  .array(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'R'), { minLength: 4, maxLength: 4 })
  .map((chars) => chars.join(''))
  .filter((pattern) => [...pattern].filter((c) => c === 'R').length <= 2);
const rolledPicks = fc.record({ numbers: fc.uniqueArray(rolled, { minLength: 1, maxLength: 8 }) });
const boxPicks = numbersOf(4, 1, 30);
const vnSelections = (gameType: string) => ({
  [`${gameType}.lo`]: numbersOf(2, 1, 100),
  [`${gameType}.de`]: numbersOf(2, 1, 100),
  [`${gameType}.cang3`]: numbersOf(3, 1, 60),
  ...Object.fromEntries(([2, 3, 4] as const).map((k) => [`${gameType}.xien${k}`, numbersOf(2, k, VN_XIEN_MAX_NUMBERS[k])])),
});

const SELECTIONS: Record<string, fc.Arbitrary<unknown>> = {
  'ssc.position_digit': fc.record({ position: fc.integer({ min: 1, max: 5 }), digits: digits() }),
  'ssc.bsoe_position': fc.record({ position: fc.integer({ min: 1, max: 5 }), picks: picksOf(BSOE) }),
  'ssc.bsoe_total': fc.record({ picks: picksOf(BSOE) }),
  'ssc.dragon_tiger': fc.record({ picks: picksOf(['dragon', 'tiger', 'tie']) }),
  'ssc.three_straight': fc.record({ part, digits: fc.tuple(digits(), digits(), digits()) }),
  'ssc.three_group3': fc.record({ part, digits: digits(2) }),
  'ssc.three_group6': fc.record({ part, digits: digits(3) }),
  'pk10.position': fc.record({ position: fc.integer({ min: 1, max: 10 }), numbers: subsetOf(1, 10, 1) }),
  'pk10.sum_value': fc.record({ values: subsetOf(3, 19, 1) }),
  'pk10.bsoe_sum': fc.record({ picks: picksOf(BSOE) }),
  'pk10.bsoe_position': fc.record({ position: fc.integer({ min: 1, max: 10 }), picks: picksOf(BSOE) }),
  'pk10.dragon_tiger': fc.record({ pair: fc.integer({ min: 1, max: 5 }), picks: picksOf(['dragon', 'tiger']) }),
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`11x5.any_${n}`, fc.record({ numbers: subsetOf(1, 11, n) })])),
  // Columns that share numbers exercise the inclusion–exclusion count; an all-equal pair is refused.
  '11x5.front2_straight': fc
    .record({ numbers: fc.tuple(subsetOf(1, 11, 1, 4), subsetOf(1, 11, 1, 4)) })
    .filter(({ numbers: [a, b] }) => a.length * b.length > a.filter((n) => b.includes(n)).length),
  '11x5.front2_group': fc.record({ numbers: subsetOf(1, 11, 2) }),
  '11x5.front3_straight': fc
    .record({ numbers: fc.tuple(subsetOf(1, 6, 1, 4), subsetOf(1, 6, 1, 4), subsetOf(1, 6, 1, 4)) })
    .filter(({ numbers: [a, b, c] }) => a.some((x) => b.some((y) => y !== x && c.some((z) => z !== x && z !== y)))),
  '11x5.front3_group': fc.record({ numbers: subsetOf(1, 11, 3) }),
  '11x5.position': fc.record({ position: fc.integer({ min: 1, max: 5 }), numbers: subsetOf(1, 11, 1) }),
  'lhc.special_number': fc.record({ numbers: subsetOf(1, 49, 1) }),
  'lhc.special_zodiac': fc.record({
    zodiacs: picksOf(['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig']),
  }),
  'lhc.special_colour': fc.record({ colours: picksOf(['red', 'blue', 'green']) }),
  'lhc.special_bsoe': fc.record({ picks: picksOf(BSOE) }),
  'lhc.any_regular': fc.record({ numbers: subsetOf(1, 49, 1) }),
  'lf.straight': fc.record({ digits: fc.tuple(digits(), digits(), digits()) }),
  'lf.group3': fc.record({ digits: digits(2) }),
  'lf.group6': fc.record({ digits: digits(3) }),
  'sea4d.big': valid('sea4d', 'sea4d.big', rolledPicks),
  'sea4d.small': valid('sea4d', 'sea4d.small', rolledPicks),
  'sea4d.big_box': valid('sea4d', 'sea4d.big_box', boxPicks),
  'sea4d.small_box': valid('sea4d', 'sea4d.small_box', boxPicks),
  'sea4d.big_ibox': valid('sea4d', 'sea4d.big_ibox', boxPicks),
  'sea4d.small_ibox': valid('sea4d', 'sea4d.small_ibox', boxPicks),
  ...vnSelections('vn_north'),
  ...vnSelections('vn_south'),
};

describe('combinations', () => {
  for (const gameType of GAME_TYPES) {
    const game = gameDefinition(gameType);
    for (const betType of Object.keys(game.betTypes)) {
      it(`${betType}: closed form = enumerated units, all different`, () => {
        const selections = SELECTIONS[betType];
        expect(selections).toBeDefined();
        fc.assert(
          fc.property(selections!, (selection) => {
            const units = game.units(betType, selection);
            expect(game.combinations(betType, selection)).toBe(units.length);
            expect(new Set(units.map((unit) => JSON.stringify(unit))).size).toBe(units.length);
          }),
          { numRuns: 60 },
        );
      });
    }
  }

  it('examples from the rules', () => {
    expect(gameDefinition('ssc').combinations('ssc.position_digit', { position: 2, digits: [1, 2, 3] })).toBe(3);
    expect(gameDefinition('11x5').combinations('11x5.any_2', { numbers: [1, 2, 3, 4] })).toBe(6);
    expect(gameDefinition('ssc').combinations('ssc.three_group3', { part: 'front', digits: [1, 2, 3] })).toBe(6);
    expect(gameDefinition('ssc').combinations('ssc.three_group6', { part: 'front', digits: [1, 2, 3, 4, 5] })).toBe(10);
    expect(
      gameDefinition('11x5').combinations('11x5.front3_straight', {
        numbers: [
          [1, 2],
          [1, 2],
          [1, 2, 3],
        ],
      }),
    ).toBe(2);
    expect(gameDefinition('sea4d').combinations('sea4d.big', { numbers: ['12R4', 'R5R6', '0000'] })).toBe(111);
    expect(gameDefinition('sea4d').combinations('sea4d.big_box', { numbers: ['1234', '1123', '1122', '1112'] })).toBe(46);
    expect(gameDefinition('sea4d').combinations('sea4d.big_ibox', { numbers: ['1234', '1123', '1122', '1112'] })).toBe(4);
    expect(gameDefinition('vn_north').combinations('vn_north.xien3', { numbers: ['01', '02', '03', '04', '05'] })).toBe(10);
  });
});
