import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinFlip } from './coin-flip';
import { keno } from './keno';
import { limbo } from './limbo';
import { lucky28 } from './lucky-28';
import { plinko } from './plinko';
import { cyclingStream } from './test-streams';
import type { InstantGameDefinition } from './types';
import { wheel } from './wheel';

/**
 * Money invariants of every single-shot original, over arbitrary streams, bets and params:
 * the round finishes at once, 0 ≤ win ≤ floor(bet × maxMultiplier), and the result is a pure
 * function of the stream (same numbers in → same step out, same count of numbers read).
 */

const params: Record<string, fc.Arbitrary<unknown>> = {
  limbo: fc.integer({ min: 101, max: 100_000_000 }).map((target) => ({ target })),
  'coin-flip': fc.constantFrom('heads', 'tails').map((side) => ({ side })),
  plinko: fc.record({ rows: fc.integer({ min: 8, max: 16 }), risk: fc.constantFrom('low', 'medium', 'high') }),
  keno: fc.record({
    picks: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
    risk: fc.constantFrom('classic', 'low', 'medium', 'high'),
  }),
  wheel: fc.record({ segments: fc.constantFrom(10, 20, 30, 40, 50), risk: fc.constantFrom('low', 'medium', 'high') }),
  'lucky-28': fc.oneof(
    fc
      .constantFrom(
        'big',
        'small',
        'odd',
        'even',
        'big-odd',
        'big-even',
        'small-odd',
        'small-even',
        'extreme-big',
        'extreme-small',
        'triple',
      )
      .map((pick) => ({ pick })),
    fc.integer({ min: 0, max: 27 }).map((sum) => ({ pick: 'sum', sum })),
  ),
};

const games: InstantGameDefinition[] = [limbo, coinFlip, plinko, keno, wheel, lucky28];

/** The largest win the cap allows: floor(bet × maxMultiplier), the multiplier taken to the hundredth or thousandth exactly. */
function cap(bet: bigint, maxMultiplier: number): bigint {
  return (bet * BigInt(Math.round(maxMultiplier * 1000))) / 1000n;
}

describe.each(games.map((game) => [game.code, game] as const))('%s', (code, game) => {
  const arbitrary = params[code] as fc.Arbitrary<unknown>;
  const values = fc.array(fc.nat({ max: 0xffffffff }), { minLength: 0, maxLength: 40 });
  const bets = fc.bigInt({ min: 1n, max: 10n ** 12n });

  it('accepts the generated params', () => {
    fc.assert(fc.property(arbitrary, (p) => game.params.safeParse(p).success));
  });

  it('finishes at once with 0 ≤ win ≤ bet × maxMultiplier', () => {
    fc.assert(
      fc.property(values, bets, arbitrary, (vs, bet, raw) => {
        const p = game.params.parse(raw);
        const step = game.start({ stream: cyclingStream(vs), bet, params: p });
        expect(step.finished).toBe(true);
        expect(step.win >= 0n).toBe(true);
        expect(step.win <= cap(bet, game.maxMultiplier(p))).toBe(true);
        expect(() => JSON.stringify({ state: step.state, view: step.view })).not.toThrow();
      }),
    );
  });

  it('is a pure function of the stream', () => {
    fc.assert(
      fc.property(values, bets, arbitrary, (vs, bet, raw) => {
        const p = game.params.parse(raw);
        const first = cyclingStream(vs);
        const second = cyclingStream(vs);
        const a = game.start({ stream: first, bet, params: p });
        const b = game.start({ stream: second, bet, params: p });
        expect(b).toEqual(a);
        expect(second.used()).toBe(first.used());
      }),
    );
  });

  it('states an RTP under 100 %', () => {
    fc.assert(
      fc.property(arbitrary, (raw) => {
        const rtp = game.rtp(game.params.parse(raw));
        return rtp > 0.97 && rtp < 1;
      }),
    );
  });
});
