import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleError, PVP_GAMES, PVP_RULES, type PvpMove, type PvpOption, type PvpStateBase } from './index';

/** A move drawn from the seat's options (amounts anywhere in their bounds). */
function pick(option: PvpOption, r: number): PvpMove {
  const move: PvpMove = { type: option.type };
  if (option.multipliers) move.multiplier = option.multipliers[r % option.multipliers.length];
  if (option.minAmount !== undefined && option.maxAmount !== undefined) {
    const span = option.maxAmount - option.minAmount;
    move.amount = option.minAmount + (span > 0n ? BigInt(r) % (span + 1n) : 0n);
  }
  if (option.seats) move.seat = option.seats[r % option.seats.length];
  return move;
}

const seatsArb = fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 6 });
const seedArb = fc.stringMatching(/^[0-9a-f]{64}$/);

describe.each(PVP_GAMES)('%s: pot and rake', (code) => {
  const rules = PVP_RULES[code];
  it('returns plus rake equal the stakes, for any hand and any moves', () => {
    fc.assert(
      fc.property(
        seatsArb,
        seedArb,
        fc.bigInt({ min: 1n, max: 5000n }),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 99 }), fc.nat()), { minLength: 200, maxLength: 200 }),
        (seats, seed, base, rakeBps, script) => {
          let state: PvpStateBase = rules.start({ seats, base, rakeBps, seed, clientSeed: 'prop', nonce: 1 });
          const staked = (s: PvpStateBase) => s.stakes.reduce((a, b) => a + b, 0n);
          for (const [kind, r] of script) {
            if (state.finished) break;
            const before = state.stakes;
            const seat = state.turn[r % state.turn.length] as number;
            if (kind < 5) state = rules.forfeit(state, seat);
            else if (kind < 20) {
              const next = rules.act(state, seat, rules.timeoutAction(state, seat));
              expect(isRuleError(next), isRuleError(next) ? next.reason : '').toBe(false);
              state = next as PvpStateBase;
            } else {
              const options = rules.view(state, seat).options.filter((o) => o.type !== 'see' || kind < 30);
              if (options.length === 0) continue;
              const next = rules.act(state, seat, pick(options[r % options.length] as PvpOption, r));
              expect(isRuleError(next), isRuleError(next) ? next.reason : '').toBe(false);
              state = next as PvpStateBase;
            }
            for (const [i, stake] of state.stakes.entries()) expect(stake).toBeGreaterThanOrEqual(before[i] as bigint);
          }
          // Whatever is left runs out on time-outs.
          for (let guard = 0; !state.finished && guard < 500; guard++) {
            const seat = state.turn[0] as number;
            state = rules.act(state, seat, rules.timeoutAction(state, seat)) as PvpStateBase;
          }
          expect(state.finished).toBe(true);
          const { returns, rake, rakes } = rules.settle(state);
          expect(returns.reduce((a, b) => a + b, 0n) + rake).toBe(staked(state));
          expect(rakes.reduce((a, b) => a + b, 0n)).toBe(rake);
          for (const r of returns) expect(r >= 0n).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
