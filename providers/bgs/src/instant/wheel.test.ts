import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { ratio, toNumber } from '../rational';
import { hmacTestStream, TEST_CLIENT_SEED, TEST_SERVER_SEED } from './test-streams';
import { WHEEL_RISKS, WHEEL_SEGMENTS, wheel, wheelCounts, wheelLayout, wheelRtp } from './wheel';

const configs = WHEEL_RISKS.flatMap((risk) => WHEEL_SEGMENTS.map((segments) => ({ segments, risk })));

describe('wheel', () => {
  it.each(configs)('$segments segments $risk: counts fill the wheel, layout holds them, RTP exactly 99 % by enumeration', (params) => {
    const counts = wheelCounts(params);
    expect(counts.reduce((n, [, c]) => n + c, 0)).toBe(params.segments);
    const layout = wheelLayout(params);
    expect(layout).toHaveLength(params.segments);
    for (const [m, c] of counts) expect(layout.filter((x) => x === m)).toHaveLength(c);
    expect(wheelRtp(params)).toEqual(ratio(99, 100));
    let total = 0n;
    for (let segment = 0; segment < params.segments; segment++) {
      const step = wheel.start({ stream: arrayStream([segment]), bet: 100n, params });
      expect(step.view.segment).toBe(segment);
      total += step.win;
    }
    expect(ratio(total, 100n * BigInt(params.segments))).toEqual(ratio(99, 100));
  });

  it('spreads the multipliers: medium never puts two 0× side by side', () => {
    for (const segments of WHEEL_SEGMENTS) {
      const layout = wheelLayout({ segments, risk: 'medium' });
      layout.forEach((m, i) => {
        if (m === 0) expect(layout[(i + 1) % segments]).not.toBe(0);
      });
    }
  });

  it('pays floor(bet × segment multiplier); high risk pays 0.99 × segments on one segment', () => {
    const layout = wheelLayout({ segments: 50, risk: 'high' });
    const jackpot = layout.indexOf(4950);
    const step = wheel.start({ stream: arrayStream([jackpot]), bet: 333n, params: { segments: 50, risk: 'high' } });
    expect(step.view.multiplier).toBe(49.5);
    expect(step.win).toBe(16483n);
    expect(wheel.maxMultiplier({ segments: 50, risk: 'high' })).toBe(49.5);
    expect(wheel.rtp({ segments: 30, risk: 'low' })).toBeCloseTo(toNumber(ratio(99, 100)), 12);
  });

  it('test vector (FAIRNESS.md): seed f3a1…4d6e, client seed fortuna, nonce 0, 30 segments medium', () => {
    const step = wheel.start({
      stream: hmacTestStream(TEST_SERVER_SEED, TEST_CLIENT_SEED, 0),
      bet: 10_000n,
      params: { segments: 30, risk: 'medium' },
    });
    expect({ segment: step.view.segment, multiplier: step.view.multiplier, win: step.win }).toMatchInlineSnapshot(`
      {
        "multiplier": 0,
        "segment": 13,
        "win": 0n,
      }
    `);
  });
});
