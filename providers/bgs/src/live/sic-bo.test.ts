import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { type SicBoResult, sicBo } from './sic-bo';

const roll = (a: number, b: number, c: number): SicBoResult => ({ dice: [a, b, c], total: a + b + c });
const ret = (spot: string, r: SicBoResult) => sicBo.settle(spot, r, 'standard');
const edge = (spot: string) => sicBo.houseEdge(spot, 'standard');

describe('sic bo', () => {
  it('rolls three dice 1 + uniformInt(6)', () => {
    const { result } = sicBo.deal({ kind: 'stream', stream: arrayStream([0, 7, 5]) }, 'standard');
    expect(result).toEqual(roll(1, 2, 6));
    expect(sicBo.summary(result)).toEqual({ outcome: 'S', label: '1·2·6', value: 9 });
    expect(sicBo.summary(roll(4, 4, 4)).outcome).toBe('A');
    expect(sicBo.summary(roll(6, 5, 1)).outcome).toBe('L');
  });

  it('settles every kind of spot', () => {
    expect(ret('small', roll(1, 3, 6))).toEqual({ num: 2n, den: 1n });
    expect(ret('small', roll(2, 2, 2))).toEqual({ num: 0n, den: 1n });
    expect(ret('big', roll(6, 6, 6))).toEqual({ num: 0n, den: 1n });
    expect(ret('odd', roll(5, 5, 5))).toEqual({ num: 0n, den: 1n });
    expect(ret('even', roll(1, 1, 2))).toEqual({ num: 2n, den: 1n });
    expect(ret('total_4', roll(1, 1, 2))).toEqual({ num: 61n, den: 1n });
    expect(ret('total_10', roll(3, 3, 4))).toEqual({ num: 7n, den: 1n });
    expect(ret('triple_3', roll(3, 3, 3))).toEqual({ num: 181n, den: 1n });
    expect(ret('any_triple', roll(3, 3, 3))).toEqual({ num: 31n, den: 1n });
    expect(ret('double_3', roll(3, 3, 3))).toEqual({ num: 11n, den: 1n });
    expect(ret('double_3', roll(3, 4, 5))).toEqual({ num: 0n, den: 1n });
    expect(ret('combo_2_5', roll(5, 2, 2))).toEqual({ num: 6n, den: 1n });
    expect(ret('single_2', roll(5, 2, 2))).toEqual({ num: 3n, den: 1n });
    expect(ret('single_2', roll(2, 2, 2))).toEqual({ num: 4n, den: 1n });
    expect(ret('single_6', roll(2, 2, 2))).toEqual({ num: 0n, den: 1n });
    expect(() => ret('total_3', roll(1, 1, 1))).toThrow(RangeError);
  });

  it('has the exact house edge of every spot (216 rolls)', () => {
    // Ways to roll each total with three dice.
    const ways: Record<number, number> = { 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27 };
    const pays: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 };
    for (let t = 4; t <= 10; t++) {
      const expected = 1 - (((pays[t] as number) + 1) * (ways[t] as number)) / 216;
      expect(edge(`total_${t}`), `total ${t}`).toBeCloseTo(expected, 12);
      expect(edge(`total_${21 - t}`), `total ${21 - t}`).toBeCloseTo(expected, 12);
    }
    expect(edge('total_4')).toBeCloseTo(0.152778, 6);
    expect(edge('total_7')).toBeCloseTo(0.097222, 6);
    // small/big/odd/even: 105 winning rolls of 216 (108 minus the 3 triples of that kind).
    for (const spot of ['small', 'big', 'odd', 'even']) expect(edge(spot)).toBeCloseTo(1 - (2 * 105) / 216, 12);
    for (let n = 1; n <= 6; n++) {
      expect(edge(`triple_${n}`)).toBeCloseTo(1 - 181 / 216, 12);
      expect(edge(`double_${n}`)).toBeCloseTo(1 - (11 * 16) / 216, 12); // 3 × 5 pairs + the triple
      expect(edge(`single_${n}`)).toBeCloseTo(1 - (2 * 75 + 3 * 15 + 4 * 1) / 216, 12); // 7.87 %
    }
    expect(edge('any_triple')).toBeCloseTo(1 - (31 * 6) / 216, 12);
    expect(edge('combo_1_6')).toBeCloseTo(1 - (6 * 30) / 216, 12); // 216 − 2 × 125 + 64 = 30 rolls show both
    expect(sicBo.spots('standard')).toHaveLength(4 + 14 + 7 + 6 + 15 + 6);
    expect(sicBo.maxReturn('triple_1', 'standard')).toEqual({ num: 181n, den: 1n });
    expect(sicBo.maxReturn('single_1', 'standard')).toEqual({ num: 4n, den: 1n });
  });
});
