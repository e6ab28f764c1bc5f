import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_TYPE_CODES,
  CHANCES,
  gameDefinition,
  gameTypeOfPriceKey,
  PRICE_KEYS,
  type PriceKey,
  REGIONAL_GAME_TYPES,
} from './games/registry';
import { SEA4D_PRIZES, type Sea4dTier } from './games/sea4d';
import { layoutWidths, tierSlots } from './games/tiered';
import type { GameType, PrizeLayout } from './games/types';
import { VN_NORTH_PRIZES, VN_SOUTH_PRIZES } from './games/vn-board';
import { DEFAULT_HOUSE_EDGE, fixedOddsUnitReturn } from './odds';
import { settleBet } from './payout';
import { add, compare, mul, type Rational, ratio, sub } from './rational';

/**
 * The regional games against their real outcome space. Every number of a board is drawn on its
 * own, uniform on 0..10^w − 1, so:
 *
 * - a tiered unit's hits on a board are the hits of each position on its own (checked on random
 *   boards), and its expected hits of a price key are Σ over positions of (the values of that
 *   position that hit the key) / 10^w — we enumerate every value of every position on a board that
 *   otherwise gives no hit (SEA 4D), or every ending under two fills of the higher digits (VN lô);
 * - đề and ba càng read the special prize only: every value of it is enumerated;
 * - xiên: a dynamic programme over the positions, each position's values classified by which of
 *   the given numbers they end in, gives the chance that all come up; the judge wins exactly on
 *   the boards where all do.
 *
 * From these: each declared chance (expected hits for a tiered key) is the true one, and at the
 * default odds the expected return through settleBet is the one odds.ts documents.
 */

type Probe = { gameType: GameType; betType: string; number: string };

/** Each enumeration takes well under a second alone; a busy machine must not fail it on Vitest's 5 s default. */
const ENUMERATION_TIMEOUT_MS = 60_000;

const sea4d = (betType: string, number: string): Probe => ({ gameType: 'sea4d', betType: `sea4d.${betType}`, number });
const SEA4D_PROBES: Probe[] = [
  sea4d('big', '1234'),
  sea4d('small', '0007'),
  sea4d('big_box', '1123'),
  sea4d('small_box', '1122'),
  ...['1234', '1123', '1122', '1112'].flatMap((n) => [sea4d('big_ibox', n), sea4d('small_ibox', n)]),
];

/** Exactly what odds.ts documents for each probe: Big 0.64, Small 0.65, an i-box a little less where the floor bites. */
const SEA4D_RETURNS: Record<string, Rational> = {
  'sea4d.big 1234': ratio(64, 100),
  'sea4d.small 0007': ratio(65, 100),
  'sea4d.big_box 1123': ratio(64, 100),
  'sea4d.small_box 1122': ratio(65, 100),
  'sea4d.big_ibox 1234': ratio(6_399_960, 10_000_000),
  'sea4d.big_ibox 1123': ratio(6_399_984, 10_000_000),
  'sea4d.big_ibox 1122': ratio(6_399_990, 10_000_000),
  'sea4d.big_ibox 1112': ratio(64, 100),
  'sea4d.small_ibox 1234': ratio(6_499_968, 10_000_000),
  'sea4d.small_ibox 1123': ratio(6_499_980, 10_000_000),
  'sea4d.small_ibox 1122': ratio(6_499_992, 10_000_000),
  'sea4d.small_ibox 1112': ratio(65, 100),
};

const vn = (gameType: 'vn_north' | 'vn_south', bet: string, number: string): Probe => ({ gameType, betType: `${gameType}.${bet}`, number });
const VN_PROBES: Probe[] = (['vn_north', 'vn_south'] as const).flatMap((g) => [
  vn(g, 'lo', '00'),
  vn(g, 'lo', '58'),
  vn(g, 'de', '07'),
  vn(g, 'cang3', '070'),
  vn(g, 'xien2', '11,22'),
  vn(g, 'xien3', '11,22,33'),
  vn(g, 'xien4', '11,22,33,44'),
]);
const LAYOUTS = { vn_north: VN_NORTH_PRIZES, vn_south: VN_SOUTH_PRIZES } as const;

/** A SEA 4D board none of the probes hits: 8000–8022 (no probe is an order of those digits). */
const FILLER = Array.from({ length: 23 }, (_, slot) => 8000 + slot);

function hitsOf(probe: Probe, result: readonly number[]): string[] {
  const definition = gameDefinition(probe.gameType).betTypes[probe.betType]!;
  return definition.hits!(probe.number, result, {});
}

/** The unit's expected hits per price key, from every value of every position. */
function expectedHits(probe: Probe): Map<string, Rational> {
  expect(hitsOf(probe, FILLER)).toEqual([]);
  const counts = new Map<string, number>();
  const board = [...FILLER];
  for (let slot = 0; slot < 23; slot++) {
    for (let value = 0; value < 10_000; value++) {
      board[slot] = value;
      for (const key of hitsOf(probe, board)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    board[slot] = FILLER[slot] as number;
  }
  return new Map([...counts].map(([key, count]) => [key, ratio(count, 10_000)]));
}

/** What settleBet pays a unit stake of 1000 on a board where the unit hits `key` once. */
function prizeOf(probe: Probe, key: string, board: number[]): bigint {
  const selection = { numbers: [probe.number] };
  expect(hitsOf(probe, board)).toEqual([key]);
  const settled = settleBet({ gameType: probe.gameType, betType: probe.betType, selection, unitStake: 1000n, mode: 'fixed_odds' }, board);
  expect(settled.winningUnits).toBe(1);
  return settled.payout;
}

/** A board where a SEA 4D probe hits `tier` once: the first order of its number in the tier's first position. */
function soloBoard(probe: Probe, key: string): number[] {
  const tier = key.split(':')[1] as Sea4dTier;
  const board = [...FILLER];
  board[tierSlots(SEA4D_PRIZES, tier)[0] as number] = Number(probe.number);
  return board;
}

describe('regional house edge over the real outcome space', () => {
  it('probes every regional bet type and price key', () => {
    const regional = (key: string) => (REGIONAL_GAME_TYPES as readonly GameType[]).includes(gameTypeOfPriceKey(key));
    const seaKeys = SEA4D_PROBES.flatMap((p) => gameDefinition('sea4d').priceKeys(p.betType, p.number));
    const vnKeys = VN_PROBES.flatMap((p) => gameDefinition(p.gameType).priceKeys(p.betType, p.number));
    expect([...new Set([...SEA4D_PROBES, ...VN_PROBES].map((p) => p.betType))].sort()).toEqual(BET_TYPE_CODES.filter(regional).sort());
    expect([...new Set([...seaKeys, ...vnKeys])].sort()).toEqual(PRICE_KEYS.filter(regional).sort());
  });

  it('SEA 4D: a unit hits a board exactly where its positions, taken one by one, hit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEA4D_PROBES),
        fc.array(fc.oneof(fc.constantFrom(1234, 4321, 1123, 3211, 1122, 2121, 1112, 2111, 7), fc.integer({ min: 0, max: 9999 })), {
          minLength: 23,
          maxLength: 23,
        }),
        (probe, board) => {
          const alone = board.flatMap((value, slot) =>
            hitsOf(
              probe,
              FILLER.map((f, s) => (s === slot ? value : f)),
            ),
          );
          expect(hitsOf(probe, board)).toEqual(alone);
        },
      ),
      { numRuns: 300 },
    );
  });

  for (const probe of SEA4D_PROBES) {
    it(
      `SEA 4D ${probe.betType} ${probe.number}: declared expected hits and the documented return`,
      () => {
        const game = gameDefinition('sea4d');
        const keys = game.priceKeys(probe.betType, probe.number);
        const expected = expectedHits(probe);
        expect([...expected.keys()].sort()).toEqual([...keys].sort());
        let expectedReturn = ratio(0);
        for (const key of keys) {
          expect(CHANCES[key as PriceKey]).toEqual({ win: expected.get(key), push: ratio(0) });
          const prize = prizeOf(probe, key, soloBoard(probe, key));
          expectedReturn = add(expectedReturn, mul(expected.get(key)!, ratio(prize, 1000)));
        }
        expect(expectedReturn).toEqual(SEA4D_RETURNS[`${probe.betType} ${probe.number}`]);
        expect(fixedOddsUnitReturn('sea4d', probe.betType, probe.number)).toEqual(expectedReturn);
      },
      ENUMERATION_TIMEOUT_MS,
    );
  }
});

/** A VN board whose endings avoid every number a probe names: position i ends in 60 + i. */
function vnFiller(layout: PrizeLayout, fill: 1 | 2): number[] {
  return layoutWidths(layout).map((width, i) => (width > 2 ? (10 ** (width - 2) - fill) * 100 : 0) + 60 + i);
}

function unitOf(probe: Probe): string | string[] {
  return probe.betType.includes('.xien') ? probe.number.split(',') : probe.number;
}

function selectionOf(probe: Probe) {
  return { numbers: probe.number.split(',') };
}

/** The exact chance (expected hits for lô) of a VN probe over the real outcome space. */
function vnTrueChance(probe: Probe): Rational {
  const game = gameDefinition(probe.gameType);
  const definition = game.betTypes[probe.betType]!;
  const layout = LAYOUTS[probe.gameType as keyof typeof LAYOUTS];
  const widths = layoutWidths(layout);
  const unit = unitOf(probe);
  const fillers = [vnFiller(layout, 1), vnFiller(layout, 2)];
  for (const filler of fillers) expect(definition.judge(unit, filler, {})).toBe('lose');
  const bet = probe.betType.slice(probe.betType.indexOf('.') + 1);
  if (bet === 'lo') {
    // Each position on its own, every ending under two fills of the higher digits.
    let hits = ratio(0);
    widths.forEach((width, slot) => {
      for (let ending = 0; ending < 100; ending++) {
        const [a, b] = fillers.map((filler) => filler.map((v, s) => (s === slot ? (width > 2 ? v - (v % 100) : 0) + ending : v)));
        const count = definition.hits!(unit, a!, {}).length;
        expect(definition.hits!(unit, b!, {}).length).toBe(count);
        hits = add(hits, ratio(count, 100));
      }
    });
    return hits;
  }
  const special = tierSlots(layout, 'special')[0] as number;
  if (bet === 'de' || bet === 'cang3') {
    // Every value of the special prize; the other positions do not count (every ending, two fills).
    let wins = 0;
    const board = [...(fillers[0] as number[])];
    const size = 10 ** (widths[special] as number);
    for (let value = 0; value < size; value++) {
      board[special] = value;
      if (definition.judge(unit, board, {}) === 'win') wins++;
    }
    widths.forEach((_, slot) => {
      if (slot === special) return;
      for (let ending = 0; ending < 100; ending++) {
        const other = fillers[1]!.map((v, s) => (s === slot ? v - (v % 100) + ending : v));
        expect(definition.judge(unit, other, {})).toBe('lose');
      }
    });
    return ratio(wins, size);
  }
  // Xiên: which given numbers each position's values end in, over all of its values.
  const given = (unit as string[]).map(Number);
  const k = given.length;
  let seen = Array.from({ length: 1 << k }, (_, s) => ratio(s === 0 ? 1 : 0));
  for (const width of widths) {
    const size = 10 ** width;
    const byIndex = new Array<number>(k + 1).fill(0);
    for (let value = 0; value < size; value++) {
      const at = given.indexOf(value % 100);
      byIndex[at === -1 ? k : at]! += 1;
    }
    const next = seen.map(() => ratio(0));
    seen.forEach((p, s) => {
      byIndex.forEach((count, i) => {
        const to = i === k ? s : s | (1 << i);
        next[to] = add(next[to]!, mul(p, ratio(count, size)));
      });
    });
    seen = next;
  }
  // The judge wins exactly when every given number is among the endings.
  for (let mask = 0; mask < 1 << k; mask++) {
    const board = [...(fillers[0] as number[])];
    given.forEach((n, i) => {
      if (mask & (1 << i)) board[board.length - 1 - i] = n;
    });
    expect(definition.judge(unit, board, {})).toBe(mask === (1 << k) - 1 ? 'win' : 'lose');
  }
  return seen[(1 << k) - 1]!;
}

/** A board where a VN probe wins once: its numbers at the end of the board (or the special's last digits). */
function vnSoloBoard(probe: Probe): number[] {
  const layout = LAYOUTS[probe.gameType as keyof typeof LAYOUTS];
  const board = vnFiller(layout, 1);
  const special = tierSlots(layout, 'special')[0] as number;
  const numbers = probe.number.split(',').map(Number);
  if (probe.betType.endsWith('.de') || probe.betType.endsWith('.cang3')) {
    const base = board[special] as number;
    board[special] = base - (base % 1000) + (numbers[0] as number);
  } else {
    numbers.forEach((n, i) => {
      board[board.length - 1 - i] = n;
    });
  }
  return board;
}

describe('VN house edge over the real outcome space', () => {
  for (const probe of VN_PROBES) {
    it(
      `${probe.betType} ${probe.number}: the declared chance is the true one, and the default odds keep their documented edge`,
      () => {
        const game = gameDefinition(probe.gameType);
        const unit = unitOf(probe);
        const key = game.priceKey(probe.betType, unit) as PriceKey;
        expect(game.priceKeys(probe.betType, unit)).toEqual([key]);
        const truth = vnTrueChance(probe);
        expect(CHANCES[key]).toEqual({ win: truth, push: ratio(0) });

        const settled = settleBet(
          { gameType: probe.gameType, betType: probe.betType, selection: selectionOf(probe), unitStake: 1000n, mode: 'fixed_odds' },
          vnSoloBoard(probe),
        );
        expect(settled.winningUnits).toBe(1);
        const edge = sub(ratio(1), mul(truth, ratio(settled.payout, 1000)));
        expect(edge).toEqual(DEFAULT_HOUSE_EDGE[key]);
        expect(compare(edge, ratio(2, 100))).toBeGreaterThanOrEqual(0);
        expect(compare(edge, ratio(3, 100))).toBeLessThanOrEqual(0);
      },
      ENUMERATION_TIMEOUT_MS,
    );
  }
});
