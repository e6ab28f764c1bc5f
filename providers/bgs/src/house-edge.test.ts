import { describe, expect, it } from 'vitest';
import {
  BET_TYPE_CODES,
  CLASSIC_GAME_TYPES,
  gameDefinition,
  gameTypeOf,
  gameTypeOfPriceKey,
  PRICE_KEYS,
  type PriceKey,
} from './games/registry';
import type { DrawContext, GameType } from './games/types';
import { DEFAULT_HOUSE_EDGE, prizeGroupHouseEdge } from './odds';
import { settleBet } from './payout';
import { compare, mul, type Rational, ratio, sub } from './rational';

/**
 * The house edge of every bet type of the classic games, from the real outcome space (the regional
 * games, paid per hit at fixed odds: regional-house-edge.test.ts). For each probe unit the whole
 * space is enumerated (or, where it is too large, every assignment of the positions the unit
 * reads, which is exact because any k positions of a draw are a uniform ordered k-subset), the
 * unit is judged on each outcome, and from the counts:
 *
 * - its declared chance is the true one;
 * - prize group: the expected return among unpushed draws is stake × series / 2000 exactly at a
 *   stake where the prize divides evenly, and less by under one minor unit per win otherwise;
 * - fixed odds: the edge is DEFAULT_HOUSE_EDGE of its price key, between 2% and 3%.
 *
 * Prizes come from settleBet on an outcome where the unit is the only winner of its selection.
 */

/** Equivalent results (the same assignment of the positions that matter, the rest filled two ways) and their weight. */
type Outcome = { results: number[][]; weight: bigint };

const cache = new Map<string, Outcome[]>();
function cached(key: string, make: () => Outcome[]): Outcome[] {
  let outcomes = cache.get(key);
  if (!outcomes) {
    outcomes = make();
    cache.set(key, outcomes);
  }
  return outcomes;
}

/** All 10^k digit results. */
function allDigits(k: number): Outcome[] {
  return cached(`digits${k}`, () =>
    Array.from({ length: 10 ** k }, (_, i) => ({
      results: [Array.from({ length: k }, (_, p) => Math.floor(i / 10 ** (k - 1 - p)) % 10)],
      weight: 1n,
    })),
  );
}

/** Every injective assignment of values of 1..n to `slots` positions, in order. */
function assignments(n: number, slots: number): number[][] {
  if (slots === 0) return [[]];
  return assignments(n, slots - 1).flatMap((prefix) =>
    Array.from({ length: n }, (_, v) => v + 1)
      .filter((v) => !prefix.includes(v))
      .map((v) => [...prefix, v]),
  );
}

/** All 11 × 10 × 9 × 8 × 7 ordered 11X5 draws. */
function all11x5(): Outcome[] {
  return cached('11x5', () => assignments(11, 5).map((result) => ({ results: [result], weight: 1n })));
}

/** Places `values` at `positions` (1-based) of a length-`size` draw and fills the rest with the unused numbers of 1..of, ascending or descending. */
function fill(size: number, of: number, positions: number[], values: number[], descending: boolean): number[] {
  const rest = Array.from({ length: of }, (_, i) => i + 1).filter((v) => !values.includes(v));
  if (descending) rest.reverse();
  const result: number[] = [];
  for (let p = 1; p <= size; p++) {
    const at = positions.indexOf(p);
    result.push(at >= 0 ? (values[at] as number) : (rest.shift() as number));
  }
  return result;
}

/** PK10: every assignment of the positions a unit reads; each stands for (10 − k)! equally likely orders. */
function pk10Positions(positions: number[]): Outcome[] {
  return assignments(10, positions.length).map((values) => ({
    results: [fill(10, 10, positions, values, false), fill(10, 10, positions, values, true)],
    weight: 1n,
  }));
}

/** LHC: every assignment of the positions a unit reads; each stands for equally many draws of the rest. */
function lhcPositions(positions: number[]): Outcome[] {
  return assignments(49, positions.length).map((values) => ({
    results: [fill(7, 49, positions, values, false), fill(7, 49, positions, values, true)],
    weight: 1n,
  }));
}

/** LHC: every special number (position 7). */
function lhcSpecial(): Outcome[] {
  return cached('lhc-special', () => lhcPositions([7]));
}

/** Falling factorial n × (n − 1) × … (k factors). */
function falling(n: number, k: number): bigint {
  let out = 1n;
  for (let i = 0; i < k; i++) out *= BigInt(n - i);
  return out;
}

/**
 * LHC, for a unit that asks where one number n landed: the 49 × 48 × … × 43 ordered draws grouped
 * by n's position — at each of the seven positions in 48 × … × 43 draws, absent in 48 × … × 42.
 */
function lhcWhereIs(n: number): Outcome[] {
  const others = Array.from({ length: 49 }, (_, i) => i + 1).filter((v) => v !== n);
  const at = (position: number) => {
    const draw = others.slice(0, 6);
    draw.splice(position - 1, 0, n);
    const reversed = others.slice(-6).reverse();
    reversed.splice(position - 1, 0, n);
    return { results: [draw, reversed], weight: falling(48, 6) };
  };
  return [...[1, 2, 3, 4, 5, 6, 7].map(at), { results: [others.slice(0, 7), others.slice(-7)], weight: falling(48, 7) }];
}

type Probe = { gameType: GameType; betType: string; selection: unknown; context?: DrawContext; space: () => Outcome[] };

const ssc = (betType: string, selection: unknown): Probe => ({ gameType: 'ssc', betType, selection, space: () => allDigits(5) });
const lf = (betType: string, selection: unknown): Probe => ({ gameType: 'lf', betType, selection, space: () => allDigits(3) });
const x11 = (betType: string, selection: unknown): Probe => ({ gameType: '11x5', betType, selection, space: all11x5 });
const pk10 = (betType: string, selection: unknown, positions: number[]): Probe => ({
  gameType: 'pk10',
  betType,
  selection,
  space: () => pk10Positions(positions),
});
const lhc = (betType: string, selection: unknown, lunarYear = 2026, space: () => Outcome[] = lhcSpecial): Probe => ({
  gameType: 'lhc',
  betType,
  selection,
  context: { lunarYear },
  space,
});
const BSOE = ['big', 'small', 'odd', 'even'] as const;

const PROBES: Probe[] = [
  ssc('ssc.position_digit', { position: 1, digits: [0, 9] }),
  ssc('ssc.position_digit', { position: 4, digits: [5] }),
  ...BSOE.map((pick) => ssc('ssc.bsoe_position', { position: 2, picks: [pick] })),
  ssc('ssc.bsoe_position', { position: 5, picks: ['big'] }),
  ...BSOE.map((pick) => ssc('ssc.bsoe_total', { picks: [pick] })),
  ssc('ssc.dragon_tiger', { picks: ['dragon', 'tiger', 'tie'] }),
  ssc('ssc.three_straight', { part: 'front', digits: [[1], [2], [3]] }),
  ssc('ssc.three_straight', { part: 'middle', digits: [[0], [0], [0]] }),
  ssc('ssc.three_straight', { part: 'back', digits: [[9], [5, 6], [9]] }),
  ssc('ssc.three_group3', { part: 'front', digits: [7, 2] }),
  ssc('ssc.three_group3', { part: 'back', digits: [0, 9] }),
  ssc('ssc.three_group6', { part: 'middle', digits: [1, 2, 3] }),
  ssc('ssc.three_group6', { part: 'back', digits: [0, 5, 9] }),
  pk10('pk10.position', { position: 1, numbers: [1, 10] }, [1]),
  pk10('pk10.position', { position: 7, numbers: [4] }, [7]),
  pk10('pk10.sum_value', { values: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] }, [1, 2]),
  ...BSOE.map((pick) => pk10('pk10.bsoe_sum', { picks: [pick] }, [1, 2])),
  ...BSOE.map((pick) => pk10('pk10.bsoe_position', { position: 3, picks: [pick] }, [3])),
  pk10('pk10.bsoe_position', { position: 10, picks: ['big'] }, [10]),
  ...[1, 2, 3, 4, 5].map((pair) => pk10('pk10.dragon_tiger', { pair, picks: ['dragon', 'tiger'] }, [pair, 11 - pair])),
  x11('11x5.any_1', { numbers: [3] }),
  x11('11x5.any_1', { numbers: [11] }),
  x11('11x5.any_2', { numbers: [1, 2] }),
  x11('11x5.any_3', { numbers: [4, 5, 6] }),
  x11('11x5.any_4', { numbers: [1, 3, 5, 7] }),
  x11('11x5.any_5', { numbers: [1, 2, 3, 4, 5] }),
  x11('11x5.any_6', { numbers: [1, 2, 3, 4, 5, 6] }),
  x11('11x5.any_7', { numbers: [2, 3, 4, 5, 6, 7, 8] }),
  x11('11x5.any_8', { numbers: [4, 5, 6, 7, 8, 9, 10, 11] }),
  x11('11x5.front2_straight', { numbers: [[1], [2]] }),
  x11('11x5.front2_straight', { numbers: [[11], [3]] }),
  x11('11x5.front2_group', { numbers: [5, 9] }),
  x11('11x5.front3_straight', { numbers: [[1], [2], [3]] }),
  x11('11x5.front3_group', { numbers: [2, 6, 11] }),
  x11('11x5.position', { position: 1, numbers: [4] }),
  x11('11x5.position', { position: 5, numbers: [11] }),
  lhc('lhc.special_number', { numbers: [1, 25, 49] }),
  lhc('lhc.special_zodiac', { zodiacs: ['horse', 'dog', 'goat'] }),
  lhc('lhc.special_zodiac', { zodiacs: ['pig', 'rat'] }, 2031),
  lhc('lhc.special_colour', { colours: ['red', 'blue', 'green'] }),
  ...BSOE.map((pick) => lhc('lhc.special_bsoe', { picks: [pick] })),
  lhc('lhc.any_regular', { numbers: [1] }, 2026, () => lhcWhereIs(1)),
  lhc('lhc.any_regular', { numbers: [49] }, 2026, () => lhcWhereIs(49)),
  lf('lf.straight', { digits: [[1], [2], [3]] }),
  lf('lf.straight', { digits: [[0], [0], [0]] }),
  lf('lf.group3', { digits: [7, 2] }),
  lf('lf.group6', { digits: [1, 2, 3] }),
];

/** A unit's counts over the outcome space, and outcomes where it alone wins or is pushed. */
type Tally = { total: bigint; wins: bigint; pushes: bigint; soloWin?: number[]; soloPush?: number[] };

function tally(probe: Probe): Tally[] {
  const game = gameDefinition(probe.gameType);
  const definition = game.betTypes[probe.betType]!;
  const units = definition.units(definition.schema.parse(probe.selection));
  const context = probe.context ?? {};
  const tallies: Tally[] = units.map(() => ({ total: 0n, wins: 0n, pushes: 0n }));
  for (const { results, weight } of probe.space()) {
    const outcomes = units.map((unit) => {
      const outcome = definition.judge(unit, results[0]!, context);
      // A unit that read a position outside the assignment would judge the two fills differently.
      for (let r = 1; r < results.length; r++) {
        if (definition.judge(unit, results[r]!, context) !== outcome) throw new Error(`${probe.betType} reads an unassigned position`);
      }
      return outcome;
    });
    outcomes.forEach((outcome, u) => {
      const t = tallies[u]!;
      t.total += weight;
      const alone = outcome !== 'lose' && outcomes.every((o, other) => other === u || o === 'lose');
      if (outcome === 'win') {
        t.wins += weight;
        if (alone) t.soloWin ??= results[0];
      } else if (outcome === 'push') {
        t.pushes += weight;
        if (alone) t.soloPush ??= results[0];
      }
    });
  }
  return tallies;
}

const SERIES = [1700, 1800, 1900, 1950, 1980, 2000];

function payoutOf(probe: Probe, result: number[], unitStake: bigint, pay: { series: number } | 'fixed') {
  const common = { gameType: probe.gameType, betType: probe.betType, selection: probe.selection, unitStake, context: probe.context };
  return pay === 'fixed'
    ? settleBet({ ...common, mode: 'fixed_odds' }, result)
    : settleBet({ ...common, mode: 'prize_group', series: pay.series }, result);
}

const atLeast = (a: Rational, b: Rational) => compare(a, b) >= 0;

describe('house edge over the real outcome space', () => {
  it('probes every bet type and every price key', () => {
    const betTypes = new Set(PROBES.map((p) => p.betType));
    const keys = new Set(
      PROBES.flatMap((p) => {
        const game = gameDefinition(p.gameType);
        return game.units(p.betType, p.selection).map((unit) => game.priceKey(p.betType, unit, p.context));
      }),
    );
    const classic = (gameType: GameType) => (CLASSIC_GAME_TYPES as readonly GameType[]).includes(gameType);
    expect([...betTypes].sort()).toEqual(BET_TYPE_CODES.filter((code) => classic(gameTypeOf(code))).sort());
    expect([...keys].sort()).toEqual(PRICE_KEYS.filter((key) => classic(gameTypeOfPriceKey(key))).sort());
  });

  for (const probe of PROBES) {
    it(`${probe.betType} ${JSON.stringify(probe.selection)}${probe.context ? ` ${probe.context.lunarYear}` : ''}`, () => {
      const game = gameDefinition(probe.gameType);
      const units = game.units(probe.betType, probe.selection);
      tally(probe).forEach((t, u) => {
        const unit = units[u];
        const key = game.priceKey(probe.betType, unit, probe.context) as PriceKey;
        const chance = game.chance(probe.betType, unit, probe.context);
        expect(chance).toEqual({ win: ratio(t.wins, t.total), push: ratio(t.pushes, t.total) });
        expect(t.soloWin).toBeDefined();
        const soloWin = t.soloWin!;
        const unpushed = t.total - t.pushes;
        const p = game.probability(probe.betType, unit, probe.context);
        expect(p).toEqual(ratio(t.wins, unpushed));

        for (const series of SERIES) {
          // At stake 2000 × num the prize is series × den exactly: the return is stake × series / 2000 on the nose.
          const exactStake = 2000n * p.num;
          const exact = payoutOf(probe, soloWin, exactStake, { series });
          expect(exact.winningUnits).toBe(1);
          expect(exact.payout).toBe(BigInt(series) * p.den);
          expect(ratio(t.wins * exact.payout, unpushed)).toEqual(ratio(exactStake * BigInt(series), 2000));
          const overall = ratio(t.wins * exact.payout + t.pushes * exactStake, t.total * exactStake);
          expect(sub(ratio(1), overall)).toEqual(prizeGroupHouseEdge(chance, series));

          // At 2.00 the floor keeps the return below by less than one minor unit per win.
          const stake = 200n;
          const floored = payoutOf(probe, soloWin, stake, { series }).payout;
          const shortfall = sub(ratio(stake * BigInt(series), 2000), ratio(t.wins * floored, unpushed));
          expect(atLeast(shortfall, ratio(0))).toBe(true);
          expect(compare(shortfall, ratio(t.wins, unpushed))).toBe(-1);
        }

        // Fixed odds at 10.00: odds in thousandths divide evenly.
        const stake = 1000n;
        const prize = payoutOf(probe, soloWin, stake, 'fixed');
        expect(prize.winningUnits).toBe(1);
        const edge = sub(ratio(1), ratio(t.wins * prize.payout + t.pushes * stake, t.total * stake));
        expect(edge).toEqual(DEFAULT_HOUSE_EDGE[key]);
        expect(atLeast(edge, ratio(2, 100)) && atLeast(ratio(3, 100), edge)).toBe(true);

        if (t.pushes > 0n) {
          const pushed = payoutOf(probe, t.soloPush!, stake, 'fixed');
          expect(pushed).toEqual({ winningUnits: 0, pushUnits: 1, payout: stake });
          expect(payoutOf(probe, t.soloPush!, stake, { series: 1950 }).payout).toBe(stake);
        }
      });
    });
  }

  it('counts the LHC 49 push into the prize-group edge: (1 − series/2000) × 48/49', () => {
    const chance = gameDefinition('lhc').chance('lhc.special_bsoe');
    expect(prizeGroupHouseEdge(chance, 1950)).toEqual(mul(ratio(50, 2000), ratio(48, 49)));
  });
});
