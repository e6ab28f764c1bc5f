import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choose } from '../combinatorics';
import { add, mul, type Rational, ratio } from '../rational';
import { InstantActionError } from './action-error';
import { parseRational, seededStream, vectorStream } from './steps-test-support';
import { TOWER_DIFFICULTIES, TOWER_LEVELS, type TowerDifficulty, type TowerState, tower, towerMultiplier } from './tower';

const BET = 10_000n;
const act = tower.act as NonNullable<typeof tower.act>;
const DIFFICULTIES = Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[];

function stateOf(bombs: number[][]): TowerState {
  return { bombs, picks: [], hit: null, finished: false, cashedOut: false };
}

describe('tower payouts', () => {
  it('are 0.99 × (tiles / safe tiles)^levels', () => {
    expect(towerMultiplier('easy', 1)).toEqual(ratio(132, 100)); // 0.99 × 4/3
    expect(towerMultiplier('medium', 1)).toEqual(ratio(297, 200)); // 0.99 × 3/2
    expect(towerMultiplier('hard', 2)).toEqual(ratio(396, 100)); // 0.99 × 4
    expect(towerMultiplier('expert', 1)).toEqual(ratio(297, 100)); // 0.99 × 3
    expect(towerMultiplier('master', 9)).toEqual(ratio(99 * 4 ** 9, 100)); // 259,522.56
    expect(tower.maxMultiplier({ difficulty: 'master' })).toBe(259_522.56);
    expect(() => towerMultiplier('easy', 0)).toThrow(RangeError);
    expect(() => towerMultiplier('easy', TOWER_LEVELS + 1)).toThrow(RangeError);
  });

  it('return exactly 0.99 for every "climb k levels, then cash out", played over every layout', () => {
    for (const difficulty of DIFFICULTIES) {
      const { tiles, bombs } = TOWER_DIFFICULTIES[difficulty];
      const levelLayouts = subsetsOf(tiles, bombs);
      expect(levelLayouts).toHaveLength(choose(tiles, bombs));
      for (let k = 1; k <= 3; k++) {
        let total: Rational = ratio(0);
        let count = 0;
        for (const layout of product(levelLayouts, k)) {
          const padded = [...layout, ...Array.from({ length: TOWER_LEVELS - k }, () => levelLayouts[0] as number[])];
          let step = tower.start({ stream: seededStream(1), bet: BET, params: { difficulty } });
          step = { ...step, state: stateOf(padded) };
          for (let level = 0; level < k && !step.finished; level++) {
            step = act({ state: step.state, bet: BET, params: { difficulty }, action: { type: 'pick', tile: level % tiles } });
          }
          if (!step.finished) step = act({ state: step.state, bet: BET, params: { difficulty }, action: { type: 'cashout' } });
          total = add(total, parseRational(step.view.multiplierExact));
          count++;
        }
        expect(mul(total, ratio(1, count)), `${difficulty} k=${k}`).toEqual(ratio(99, 100));
      }
    }
  });

  it('pay floor(bet × multiplier) on a cash-out, nothing on a bomb, the top on the last level', () => {
    const bombs = Array.from({ length: TOWER_LEVELS }, () => [0]);
    const params = { difficulty: 'hard' as const };
    let step = act({ state: stateOf(bombs), bet: 333n, params, action: { type: 'pick', tile: 1 } });
    expect(step.view).toMatchObject({ multiplier: '1.9800', cashOut: '659', bombs: null }); // 659.34
    const cashed = act({ state: step.state, bet: 333n, params, action: { type: 'cashout' } });
    expect(cashed).toMatchObject({ finished: true, win: 659n });
    expect(cashed.view.outcome).toBe('cashout');
    const boom = act({ state: step.state, bet: 333n, params, action: { type: 'pick', tile: 0 } });
    expect(boom).toMatchObject({ finished: true, win: 0n });
    expect(boom.view).toMatchObject({ outcome: 'bust', hit: 0, multiplier: '0.0000' });
    for (let level = 1; level < TOWER_LEVELS; level++)
      step = act({ state: step.state, bet: 333n, params, action: { type: 'pick', tile: 1 } });
    expect(step).toMatchObject({ finished: true, win: (333n * 99n * 512n) / 100n });
    expect(step.view.outcome).toBe('top');
  });

  it('refuse a tile outside the level, a cash-out before a level, any action after the end', () => {
    const params = { difficulty: 'medium' as const };
    const state = stateOf(Array.from({ length: TOWER_LEVELS }, () => [2]));
    expect(() => act({ state, bet: BET, params, action: { type: 'pick', tile: 3 } })).toThrow(/invalid_action/);
    expect(() => act({ state, bet: BET, params, action: { type: 'cashout' } })).toThrow(/nothing_to_cash_out/);
    const boom = act({ state, bet: BET, params, action: { type: 'pick', tile: 2 } });
    expect(() => act({ state: boom.state, bet: BET, params, action: { type: 'cashout' } })).toThrow(/round_finished/);
  });

  it('draw the FAIRNESS.md test vector', () => {
    const start = tower.start({ stream: vectorStream(0), bet: BET, params: { difficulty: 'medium' } });
    expect(start.state.bombs).toEqual(TOWER_VECTOR);
    expect(start.view.bombs).toBeNull();
  });
});

/** FAIRNESS.md "Tower": seed f3a1…4d6e, client seed fortuna, nonce 0, medium (3 tiles, 1 bomb), bottom level first. */
const TOWER_VECTOR = [[1], [0], [2], [2], [2], [2], [1], [0], [1]];

describe('tower properties', () => {
  const round = fc.record({
    seed: fc.integer({ min: 1, max: 2 ** 31 }),
    difficulty: fc.constantFrom(...DIFFICULTIES),
    bet: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    actions: fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 14 }),
  });

  it('never act after the end, never cash out before a level, never pay over bet × max', () => {
    fc.assert(
      fc.property(round, ({ seed, difficulty, bet, actions }) => {
        const params = { difficulty };
        const { tiles, bombs } = TOWER_DIFFICULTIES[difficulty];
        let step = tower.start({ stream: seededStream(seed), bet, params });
        for (const level of step.state.bombs) {
          expect(new Set(level).size).toBe(bombs);
          expect(level.every((t) => t >= 0 && t < tiles)).toBe(true);
        }
        const max = towerMultiplier(difficulty, TOWER_LEVELS);
        for (const a of actions) {
          const action = a < 0 ? ({ type: 'cashout' } as const) : ({ type: 'pick', tile: a } as const);
          const before = step;
          try {
            step = act({ state: step.state, bet, params, action });
          } catch (error) {
            expect(error).toBeInstanceOf(InstantActionError);
            const reason = (error as InstantActionError).reason;
            if (before.finished) expect(reason).toBe('round_finished');
            else if (action.type === 'cashout') expect(reason).toBe('nothing_to_cash_out');
            else expect(reason).toBe('invalid_action');
            continue;
          }
          expect(before.finished).toBe(false);
          if (action.type === 'cashout') expect(before.state.picks.length).toBeGreaterThan(0);
          if (!step.finished) expect(step.view.bombs).toBeNull();
          if (!step.finished) expect(step.win).toBe(0n);
          expect(step.win * max.den).toBeLessThanOrEqual(bet * max.num);
        }
      }),
      { numRuns: 300 },
    );
  });
});

function subsetsOf(tiles: number, bombs: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, pick: number[]) => {
    if (pick.length === bombs) return void out.push(pick);
    for (let t = start; t < tiles; t++) walk(t + 1, [...pick, t]);
  };
  walk(0, []);
  return out;
}

function product<T>(items: T[], k: number): T[][] {
  return k === 0 ? [[]] : product(items, k - 1).flatMap((prefix) => items.map((item) => [...prefix, item]));
}
