import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantStream } from '../fair/instant';
import { arrayStream } from '../fair/sampling';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, dice, diceWinningRolls } from './dice';

const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';

describe('dice', () => {
  it('returns exactly 99 % (floored per bet) for every target and side, by enumerating the 10,000 rolls', () => {
    const bet = 1_000_000n;
    for (const side of ['under', 'over'] as const) {
      for (const target of [DICE_MIN_TARGET, 1234, 5000, 7777, DICE_MAX_TARGET]) {
        let paid = 0n;
        for (let roll = 0; roll < 10000; roll++) paid += dice.start({ stream: arrayStream([roll]), bet, params: { target, side } }).win;
        const expected = (bet * 9900n * 10000n) / BigInt(diceWinningRolls({ target, side }));
        // Each winning roll pays floor(bet × 9900 / W); W of them pay at most one minor unit less than the exact sum.
        expect(Number(paid) / 10000 / Number(bet)).toBeCloseTo(0.99, 5);
        expect(expected / 10000n - paid).toBeLessThanOrEqual(BigInt(diceWinningRolls({ target, side })));
      }
    }
  });

  it('wins under when the roll is below the target and over when above, never on the target itself', () => {
    const play = (roll: number, side: 'under' | 'over') =>
      dice.start({ stream: arrayStream([roll]), bet: 100n, params: { target: 5000, side } }).view.won;
    expect(play(4999, 'under')).toBe(true);
    expect(play(5000, 'under')).toBe(false);
    expect(play(5000, 'over')).toBe(false);
    expect(play(5001, 'over')).toBe(true);
  });

  it('never pays below zero or above bet × maxMultiplier, and is a pure function of the stream', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: DICE_MIN_TARGET, max: DICE_MAX_TARGET }),
        fc.constantFrom('under' as const, 'over' as const),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 4294959999 }),
        (target, side, bet, x) => {
          const params = { target, side };
          const a = dice.start({ stream: arrayStream([x, x, x, x]), bet, params });
          const b = dice.start({ stream: arrayStream([x, x, x, x]), bet, params });
          expect(a).toEqual(b);
          expect(a.win >= 0n).toBe(true);
          expect(Number(a.win)).toBeLessThanOrEqual(Number(bet) * dice.maxMultiplier(params) + 1e-6);
        },
      ),
    );
  });

  it('matches the FAIRNESS.md test vector', () => {
    const step = dice.start({ stream: instantStream(SEED, 'fortuna', 0), bet: 10000n, params: { target: 5000, side: 'under' } });
    // Block 0 of 'fortuna:0' starts 46607bdb = 1180728283; 1180728283 mod 10000 = 8283, so 82.83: not under 50.00.
    expect(step.view).toEqual({ roll: 8283, target: 5000, side: 'under', won: false, multiplier: '1.9800' });
    expect(step.win).toBe(0n);
    const over = dice.start({ stream: instantStream(SEED, 'fortuna', 0), bet: 10000n, params: { target: 5000, side: 'over' } });
    expect(over.win).toBe(19803n); // floor(10000 × 9900 / 4999)
  });
});
