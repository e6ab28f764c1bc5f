import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { ROULETTE_SPOTS, roulette } from './roulette';

const at = (number: number) => ({ number });
const ret = (spot: string, n: number) => roulette.settle(spot, at(n), 'standard');

describe('roulette', () => {
  it('spins uniformInt(37)', () => {
    const { result } = roulette.deal({ kind: 'stream', stream: arrayStream([40]) }, 'standard');
    expect(result).toEqual(at(3));
    expect(roulette.summary(at(3))).toEqual({ outcome: 'R', label: '3', value: 3 });
    expect(roulette.summary(at(0)).outcome).toBe('Z');
    expect(roulette.summary(at(2)).outcome).toBe('K');
  });

  it('has the layout of a single-zero table', () => {
    const kinds = new Map<string, number>();
    for (const code of ROULETTE_SPOTS.keys()) {
      const kind = code.split('_')[0] as string;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    expect(Object.fromEntries(kinds)).toEqual({
      s: 37,
      sp: 60,
      st: 12,
      tr: 2,
      c: 22,
      ff: 1,
      l: 11,
      col: 3,
      dz: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
    expect(ROULETTE_SPOTS.get('sp_0_2')).toEqual([0, 2]);
    expect(ROULETTE_SPOTS.get('sp_32_35')).toEqual([32, 35]);
    expect(ROULETTE_SPOTS.has('sp_3_4')).toBe(false); // 3 and 4 are not neighbours on the felt
    expect(ROULETTE_SPOTS.get('c_1_5')).toEqual([1, 2, 4, 5]);
    expect(ROULETTE_SPOTS.has('c_3_7')).toBe(false);
    expect(ROULETTE_SPOTS.get('l_31')).toEqual([31, 32, 33, 34, 35, 36]);
    expect(ROULETTE_SPOTS.get('col_3')).toHaveLength(12);
    expect(ROULETTE_SPOTS.get('col_1')?.at(-1)).toBe(34);
    expect(ROULETTE_SPOTS.get('dz_3')).toEqual([25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
    expect(ROULETTE_SPOTS.get('red')).toHaveLength(18);
    expect(roulette.spots('standard')).toHaveLength(157);
  });

  it('pays 35, 17, 11, 8, 5, 2 and 1 to 1, and zero loses the even chances', () => {
    expect(ret('s_17', 17)).toEqual({ num: 36n, den: 1n });
    expect(ret('sp_1_2', 2)).toEqual({ num: 18n, den: 1n });
    expect(ret('st_1', 3)).toEqual({ num: 12n, den: 1n });
    expect(ret('tr_0_1_2', 0)).toEqual({ num: 12n, den: 1n });
    expect(ret('c_1_5', 4)).toEqual({ num: 9n, den: 1n });
    expect(ret('ff', 0)).toEqual({ num: 9n, den: 1n });
    expect(ret('l_1', 6)).toEqual({ num: 6n, den: 1n });
    expect(ret('col_2', 35)).toEqual({ num: 3n, den: 1n });
    expect(ret('dz_1', 12)).toEqual({ num: 3n, den: 1n });
    expect(ret('red', 36)).toEqual({ num: 2n, den: 1n });
    for (const spot of ['red', 'black', 'odd', 'even', 'low', 'high', 'col_1', 'dz_1']) expect(ret(spot, 0)).toEqual({ num: 0n, den: 1n });
    expect(() => ret('s_37', 1)).toThrow(RangeError);
  });

  it('has a house edge of exactly 1/37 on every spot', () => {
    for (const spot of roulette.spots('standard')) {
      expect(roulette.houseEdge(spot, 'standard'), spot).toBeCloseTo(1 / 37, 15);
      const n = ROULETTE_SPOTS.get(spot)?.length as number;
      expect(roulette.maxReturn(spot, 'standard')).toEqual({ num: BigInt(36 / n), den: 1n });
    }
  });
});
