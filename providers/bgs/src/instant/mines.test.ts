import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choose } from '../combinatorics';
import { add, mul, type Rational, ratio } from '../rational';
import { InstantActionError } from './action-error';
import { MINES_TILES, type MinesState, mines, minesMultiplier } from './mines';
import { parseRational, seededStream, vectorStream } from './steps-test-support';

const BET = 10_000n;
const act = mines.act as NonNullable<typeof mines.act>;

describe('mines payouts', () => {
  it('are 0.99 × C(25, k) / C(25 − m, k)', () => {
    expect(minesMultiplier(1, 1)).toEqual(ratio(99 * 25, 100 * 24)); // 1.03125
    expect(minesMultiplier(3, 1)).toEqual(ratio(9, 8)); // 0.99 × 25/22
    expect(minesMultiplier(3, 2)).toEqual(ratio(99 * 300, 100 * 231));
    expect(minesMultiplier(24, 1)).toEqual(ratio(99, 4)); // 24.75
    expect(minesMultiplier(1, 24)).toEqual(ratio(99, 4));
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 0)).toThrow(RangeError);
  });

  it('return exactly 0.99 for every "open k tiles, then cash out" (counted over all layouts)', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= MINES_TILES - m; k++) {
        // Layouts that miss k given tiles: C(25 − k, m) of C(25, m), whichever tiles are opened.
        const chance = ratio(choose(MINES_TILES - k, m), choose(MINES_TILES, m));
        expect(mul(chance, minesMultiplier(m, k)), `m=${m} k=${k}`).toEqual(ratio(99, 100));
      }
    }
  });

  it('return exactly 0.99 when the game itself is played over every layout (1, 2, 23, 24 mines)', () => {
    const base = mines.start({ stream: seededStream(1), bet: BET, params: { mines: 1 } }).state;
    for (const m of [1, 2, 23, 24]) {
      const layouts = allLayouts(m);
      for (let k = 1; k <= Math.min(3, MINES_TILES - m); k++) {
        let total: Rational = ratio(0);
        const order = [7, 0, 24, 12].slice(0, k);
        for (const layout of layouts) {
          let step = { ...mines.start({ stream: seededStream(1), bet: BET, params: { mines: m } }) };
          step = { ...step, state: { ...base, mineTiles: layout } };
          for (const tile of order)
            if (!step.finished) step = act({ state: step.state, bet: BET, params: { mines: m }, action: { type: 'reveal', tile } });
          if (!step.finished) step = act({ state: step.state, bet: BET, params: { mines: m }, action: { type: 'cashout' } });
          total = add(total, parseRational(step.view.multiplierExact));
        }
        expect(mul(total, ratio(1, layouts.length)), `m=${m} k=${k}`).toEqual(ratio(99, 100));
      }
    }
  });

  it('pay floor(bet × multiplier) on a cash-out, nothing on a mine', () => {
    const state: MinesState = { mineTiles: [0, 1, 2], revealed: [], hit: null, finished: false, cashedOut: false };
    const params = { mines: 3 };
    const one = act({ state, bet: 1001n, params, action: { type: 'reveal', tile: 10 } });
    expect(one.finished).toBe(false);
    expect(one.win).toBe(0n);
    expect(one.view.cashOut).toBe('1126'); // 1001 × 9/8 = 1126.125
    expect(one.view.mineTiles).toBeNull();
    const cashed = act({ state: one.state, bet: 1001n, params, action: { type: 'cashout' } });
    expect(cashed).toMatchObject({ finished: true, win: 1126n });
    expect(cashed.view).toMatchObject({ outcome: 'cashout', mineTiles: [0, 1, 2] });
    const boom = act({ state: one.state, bet: 1001n, params, action: { type: 'reveal', tile: 2 } });
    expect(boom).toMatchObject({ finished: true, win: 0n });
    expect(boom.view).toMatchObject({ outcome: 'bust', hit: 2, cashOut: '0' });
  });

  it('cash out by itself when the last safe tile opens', () => {
    const params = { mines: 24 };
    const state: MinesState = { mineTiles: range(24).map((t) => t + 1), revealed: [], hit: null, finished: false, cashedOut: false };
    const done = act({ state, bet: 100n, params, action: { type: 'reveal', tile: 0 } });
    expect(done).toMatchObject({ finished: true, win: 2475n });
    expect(done.view.outcome).toBe('cleared');
  });

  it('refuse a cash-out before a safe tile, a tile opened twice, any action after the end', () => {
    const params = { mines: 3 };
    const state: MinesState = { mineTiles: [0, 1, 2], revealed: [], hit: null, finished: false, cashedOut: false };
    expect(() => act({ state, bet: BET, params, action: { type: 'cashout' } })).toThrow(InstantActionError);
    const one = act({ state, bet: BET, params, action: { type: 'reveal', tile: 5 } });
    expect(() => act({ state: one.state, bet: BET, params, action: { type: 'reveal', tile: 5 } })).toThrow(/tile_taken/);
  });

  it('draw the FAIRNESS.md test vector', () => {
    const start = mines.start({ stream: vectorStream(0), bet: BET, params: { mines: 3 } });
    expect(start.state.mineTiles).toEqual(MINES_VECTOR);
    expect(start.view.mineTiles).toBeNull();
    const one = act({ state: start.state, bet: BET, params: { mines: 3 }, action: { type: 'reveal', tile: 1 } });
    const cashed = act({ state: one.state, bet: BET, params: { mines: 3 }, action: { type: 'cashout' } });
    expect(cashed).toMatchObject({ finished: true, win: 11_250n });
  });
});

/** FAIRNESS.md "Mines": seed f3a1…4d6e, client seed fortuna, nonce 0, 3 mines. */
const MINES_VECTOR = [8, 19, 0];

describe('mines properties', () => {
  const round = fc.record({
    seed: fc.integer({ min: 1, max: 2 ** 31 }),
    mines: fc.integer({ min: 1, max: 24 }),
    bet: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    actions: fc.array(fc.oneof(fc.integer({ min: 0, max: 24 }), fc.constant(-1)), { maxLength: 30 }),
  });

  it('never act after the end, never cash out before a safe tile, never pay over bet × max', () => {
    fc.assert(
      fc.property(round, ({ seed, mines: m, bet, actions }) => {
        const params = { mines: m };
        let step = mines.start({ stream: seededStream(seed), bet, params });
        expect(new Set(step.state.mineTiles).size).toBe(m);
        expect(step.state.mineTiles.every((t) => t >= 0 && t < MINES_TILES)).toBe(true);
        const max = minesMultiplier(m, MINES_TILES - m);
        for (const a of actions) {
          const action = a < 0 ? ({ type: 'cashout' } as const) : ({ type: 'reveal', tile: a } as const);
          const before = step;
          try {
            step = act({ state: step.state, bet, params, action });
          } catch (error) {
            expect(error).toBeInstanceOf(InstantActionError);
            const reason = (error as InstantActionError).reason;
            if (before.finished) expect(reason).toBe('round_finished');
            else if (action.type === 'cashout') expect(reason).toBe('nothing_to_cash_out');
            else expect(reason).toBe('tile_taken');
            continue;
          }
          expect(before.finished).toBe(false);
          if (action.type === 'cashout') expect(before.state.revealed.length).toBeGreaterThan(0);
          if (!step.finished) {
            expect(step.win).toBe(0n);
            expect(step.view.mineTiles).toBeNull();
          }
          expect(step.win * max.den).toBeLessThanOrEqual(bet * max.num);
          expect(Number(step.win)).toBeLessThanOrEqual(Number(bet) * mines.maxMultiplier(params));
        }
      }),
      { numRuns: 300 },
    );
  });
});

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

function allLayouts(m: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, pick: number[]) => {
    if (pick.length === m) return void out.push([...pick]);
    for (let t = start; t <= MINES_TILES - (m - pick.length); t++) walk(t + 1, [...pick, t]);
  };
  walk(0, []);
  return out;
}
