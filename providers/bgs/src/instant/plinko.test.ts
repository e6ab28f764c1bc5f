import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { add, compare, ratio, toNumber } from '../rational';
import { PLINKO_RISKS, plinko, plinkoRtp, plinkoSlotChance, plinkoTable } from './plinko';
import { hmacTestStream, TEST_CLIENT_SEED, TEST_SERVER_SEED } from './test-streams';

const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16];
const configs = PLINKO_RISKS.flatMap((risk) => ROWS.map((rows) => ({ rows, risk })));

describe('plinko', () => {
  it('each row reads one bit: left 0, right 1; the slot counts the rights', () => {
    const step = plinko.start({ stream: arrayStream([1, 0, 1, 1, 0, 1, 1, 1]), bet: 1000n, params: { rows: 8, risk: 'low' } });
    expect(step.view.path).toEqual([1, 0, 1, 1, 0, 1, 1, 1]);
    expect(step.view.slot).toBe(6);
    expect(step.view.multiplier).toBe(1.1);
    expect(step.win).toBe(1100n);
  });

  it.each(configs)('table $rows rows $risk: symmetric, rows + 1 slots, edge pays most', (params) => {
    const table = plinkoTable(params);
    expect(table).toHaveLength(params.rows + 1);
    expect([...table].reverse()).toEqual(table);
    expect(Math.max(...table)).toBe(table[0]);
    expect(plinko.maxMultiplier(params)).toBe((table[0] as number) / 100);
  });

  it.each(configs)('RTP $rows rows $risk by enumerating every path equals the binomial sum, 98.9–99.2 %', (params) => {
    const bet = 100n;
    let total = 0n;
    for (let bits = 0; bits < 2 ** params.rows; bits++) {
      const path = Array.from({ length: params.rows }, (_, i) => (bits >> i) & 1);
      total += plinko.start({ stream: arrayStream(path), bet, params }).win;
    }
    const enumerated = ratio(total, bet * (1n << BigInt(params.rows)));
    expect(enumerated).toEqual(plinkoRtp(params));
    expect(compare(enumerated, ratio(989, 1000))).toBe(1);
    expect(compare(enumerated, ratio(992, 1000))).toBe(-1);
  });

  it('slot chances are C(rows, k) / 2^rows and add up to 1', () => {
    for (const rows of ROWS) {
      const sum = Array.from({ length: rows + 1 }, (_, k) => plinkoSlotChance(rows, k)).reduce(add, ratio(0));
      expect(sum).toEqual(ratio(1));
    }
    expect(plinkoSlotChance(16, 8)).toEqual(ratio(12870, 65536));
  });

  it('prints the RTP table for docs/games/originals.md', () => {
    const lines = PLINKO_RISKS.map(
      (risk) => `${risk}: ${ROWS.map((rows) => (toNumber(plinkoRtp({ rows, risk })) * 100).toFixed(4)).join(' ')}`,
    );
    expect(lines).toHaveLength(3);
    if (process.env.PRINT_RTP) console.log(lines.join('\n'));
  });

  it('test vector (FAIRNESS.md): seed f3a1…4d6e, client seed fortuna, nonce 0, 16 rows high', () => {
    const step = plinko.start({
      stream: hmacTestStream(TEST_SERVER_SEED, TEST_CLIENT_SEED, 0),
      bet: 10_000n,
      params: { rows: 16, risk: 'high' },
    });
    expect(step.view).toMatchInlineSnapshot(`
      {
        "multiplier": 4,
        "path": [
          1,
          0,
          1,
          0,
          1,
          1,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
        ],
        "risk": "high",
        "rows": 16,
        "slot": 4,
      }
    `);
  });
});
