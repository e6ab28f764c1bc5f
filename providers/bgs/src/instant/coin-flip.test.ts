import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { ratio } from '../rational';
import { coinFlip, coinFlipRtp } from './coin-flip';
import { hmacTestStream, TEST_CLIENT_SEED, TEST_SERVER_SEED } from './test-streams';

describe('coin flip', () => {
  it('an even stream number is heads, an odd one tails; a right call pays floor(bet × 1.98)', () => {
    const heads = coinFlip.start({ stream: arrayStream([42]), bet: 1001n, params: { side: 'heads' } });
    expect(heads.view).toEqual({ side: 'heads', result: 'heads', won: true, multiplier: 1.98 });
    expect(heads.win).toBe(1981n);
    const tails = coinFlip.start({ stream: arrayStream([43]), bet: 1001n, params: { side: 'heads' } });
    expect(tails.view.result).toBe('tails');
    expect(tails.win).toBe(0n);
  });

  it('returns exactly 99 % (enumerating both outcomes)', () => {
    expect(coinFlipRtp()).toEqual(ratio(99, 100));
    for (const side of ['heads', 'tails'] as const) {
      const total = [0, 1].reduce((sum, x) => sum + coinFlip.start({ stream: arrayStream([x]), bet: 100n, params: { side } }).win, 0n);
      expect(total).toBe(198n); // 2 outcomes × 100 staked × 0.99
    }
    expect(coinFlip.maxMultiplier({ side: 'heads' })).toBe(1.98);
  });

  it('test vector (FAIRNESS.md): seed f3a1…4d6e, client seed fortuna, nonce 0, heads', () => {
    const step = coinFlip.start({ stream: hmacTestStream(TEST_SERVER_SEED, TEST_CLIENT_SEED, 0), bet: 10_000n, params: { side: 'heads' } });
    expect(step.view).toMatchInlineSnapshot(`
      {
        "multiplier": 0,
        "result": "tails",
        "side": "heads",
        "won": false,
      }
    `);
  });
});
