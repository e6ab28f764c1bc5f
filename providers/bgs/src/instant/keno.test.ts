import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { add, compare, ratio, toNumber } from '../rational';
import { KENO_RISKS, keno, kenoHitChance, kenoRtpOf, kenoTable } from './keno';
import { hmacTestStream, seededStream, TEST_CLIENT_SEED, TEST_SERVER_SEED } from './test-streams';

const PICKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('keno', () => {
  it('draws 10 different numbers of 1–40 (drawDistinct) and pays the table for the number of hits', () => {
    // drawDistinct(10 of 40): j = i + uniformInt(40 − i); stream value 0 keeps the order → 1 … 10.
    const step = keno.start({ stream: arrayStream(Array(10).fill(0)), bet: 1000n, params: { picks: [1, 2, 3, 33], risk: 'classic' } });
    expect(step.view.drawn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(step.view.hits).toEqual([1, 2, 3]);
    expect(step.view.multiplier).toBe(5);
    expect(step.win).toBe(5000n);
  });

  it('refuses repeated, out-of-range, zero or more than ten picks', () => {
    expect(keno.params.safeParse({ picks: [1, 1], risk: 'low' }).success).toBe(false);
    expect(keno.params.safeParse({ picks: [41], risk: 'low' }).success).toBe(false);
    expect(keno.params.safeParse({ picks: [], risk: 'low' }).success).toBe(false);
    expect(keno.params.safeParse({ picks: PICKS.concat(11), risk: 'low' }).success).toBe(false);
    expect(keno.params.safeParse({ picks: PICKS, risk: 'high' }).success).toBe(true);
  });

  it('hypergeometric chances add up to 1 and match a hand value', () => {
    for (const picks of PICKS) {
      const total = Array.from({ length: picks + 1 }, (_, k) => kenoHitChance(picks, k)).reduce(add, ratio(0));
      expect(total).toEqual(ratio(1));
    }
    expect(kenoHitChance(1, 1)).toEqual(ratio(1, 4)); // 10 of 40 drawn
    expect(kenoHitChance(10, 10)).toEqual(ratio(1, 847_660_528)); // 1 / C(40, 10)
  });

  it.each(KENO_RISKS.flatMap((risk) => PICKS.map((picks) => ({ risk, picks }))))(
    '$risk $picks picks: RTP 98.6–99.1 %',
    ({ risk, picks }) => {
      expect(kenoTable(risk, picks)).toHaveLength(picks + 1);
      const rtp = kenoRtpOf(risk, picks);
      expect(compare(rtp, ratio(986, 1000))).toBe(1);
      expect(compare(rtp, ratio(991, 1000))).toBe(-1);
    },
  );

  it('a seeded simulation agrees with the exact RTP (classic, 5 picks, 200,000 rounds)', () => {
    const stream = seededStream(18);
    const bet = 100n;
    let total = 0n;
    const rounds = 200_000;
    for (let i = 0; i < rounds; i++) total += keno.start({ stream, bet, params: { picks: [3, 7, 19, 28, 40], risk: 'classic' } }).win;
    const simulated = Number(total) / (rounds * 100);
    // Standard deviation of one round's return ≈ 2.1 here; 4 σ / √200,000 ≈ 0.019.
    expect(Math.abs(simulated - toNumber(kenoRtpOf('classic', 5)))).toBeLessThan(0.019);
  });

  it('prints the RTP table for docs/games/originals.md', () => {
    const lines = KENO_RISKS.map((risk) => `${risk}: ${PICKS.map((p) => (toNumber(kenoRtpOf(risk, p)) * 100).toFixed(4)).join(' ')}`);
    if (process.env.PRINT_RTP) console.log(lines.join('\n'));
    expect(lines).toHaveLength(4);
  });

  it('test vector (FAIRNESS.md): seed f3a1…4d6e, client seed fortuna, nonce 0, picks 1–5 classic', () => {
    const step = keno.start({
      stream: hmacTestStream(TEST_SERVER_SEED, TEST_CLIENT_SEED, 0),
      bet: 10_000n,
      params: { picks: [1, 2, 3, 4, 5], risk: 'classic' },
    });
    expect(step.view).toMatchInlineSnapshot(`
      {
        "drawn": [
          4,
          11,
          18,
          19,
          22,
          31,
          33,
          17,
          29,
          5,
        ],
        "hits": [
          4,
          5,
        ],
        "multiplier": 1.4,
        "picks": [
          1,
          2,
          3,
          4,
          5,
        ],
        "risk": "classic",
      }
    `);
  });
});
