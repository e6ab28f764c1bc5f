import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { compare, ratio, sub } from '../rational';
import { LIMBO_SPACE, limbo, limboOutcome, limboRtp, limboWinningValues } from './limbo';
import { hmacTestStream, TEST_CLIENT_SEED, TEST_SERVER_SEED } from './test-streams';

const play = (x: number, target: number, bet = 10_000n) => limbo.start({ stream: arrayStream([x]), bet, params: { target } });

describe('limbo', () => {
  it('reads one whole stream number and maps it to floor(99 × 2^32 / (x + 1)) hundredths', () => {
    expect(limboOutcome(LIMBO_SPACE - 1)).toBe(99);
    expect(limboOutcome(0)).toBe(99 * LIMBO_SPACE);
    expect(limboOutcome(LIMBO_SPACE / 2 - 1)).toBe(198);
    expect(play(LIMBO_SPACE - 1, 101).view.outcome).toBe(99);
  });

  it('wins exactly for the first floor(99 × 2^32 / T) stream values (the boundary both sides)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000_000 }), (t) => {
        const winning = Number(limboWinningValues(t));
        expect(play(winning - 1, t).view.won).toBe(true);
        expect(play(winning, t).view.won).toBe(false);
      }),
    );
  });

  it('pays floor(bet × target) on a win and nothing on a loss', () => {
    expect(play(0, 250, 1001n).win).toBe(2502n);
    expect(play(LIMBO_SPACE - 1, 250, 1001n).win).toBe(0n);
  });

  it('returns 99 % less the documented rounding (under t / 2^32)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000_000 }), (t) => {
        const rtp = limboRtp({ target: t });
        expect(compare(rtp, ratio(99, 100))).toBeLessThanOrEqual(0);
        expect(compare(sub(ratio(99, 100), rtp), ratio(t, 100 * LIMBO_SPACE))).toBe(-1);
      }),
    );
    // Exactly 99 % where T divides 99 × 2^32.
    expect(limboRtp({ target: 198 })).toEqual(ratio(99, 100));
    expect(limboRtp({ target: 128 })).toEqual(ratio(99, 100));
    expect(limbo.rtp({ target: 100_000_000 })).toBeCloseTo(0.9899959, 7);
  });

  it('takes targets of 1.01× to 1,000,000× in hundredths', () => {
    expect(limbo.params.safeParse({ target: 101 }).success).toBe(true);
    expect(limbo.params.safeParse({ target: 100_000_000 }).success).toBe(true);
    expect(limbo.params.safeParse({ target: 100 }).success).toBe(false);
    expect(limbo.params.safeParse({ target: 234.5 }).success).toBe(false);
    expect(limbo.params.safeParse({ target: 100_000_001 }).success).toBe(false);
    expect(limbo.maxMultiplier({ target: 3333 })).toBe(33.33);
  });

  it('test vector (FAIRNESS.md): seed f3a1…4d6e, client seed fortuna, nonce 0, target 2', () => {
    const step = limbo.start({ stream: hmacTestStream(TEST_SERVER_SEED, TEST_CLIENT_SEED, 0), bet: 10_000n, params: { target: 200 } });
    expect(step.view).toMatchInlineSnapshot(`
      {
        "multiplier": 2,
        "outcome": 360,
        "target": 200,
        "won": true,
      }
    `);
  });
});
