import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { type SeDieResult, seDie } from './se-die';

const coins = (...bits: number[]): SeDieResult => {
  const c = bits.map((b) => b === 1) as SeDieResult['coins'];
  return { coins: c, reds: c.filter(Boolean).length };
};
const ret = (spot: string, r: SeDieResult) => seDie.settle(spot, r, 'standard');

describe('se die', () => {
  it('tosses four coins uniformInt(2), 1 red', () => {
    const { result } = seDie.deal({ kind: 'stream', stream: arrayStream([1, 4, 7, 9]) }, 'standard');
    expect(result).toEqual(coins(1, 0, 1, 1));
    expect(seDie.summary(result)).toEqual({ outcome: 'O', label: '3R1W', value: 3 });
    expect(seDie.summary(coins(0, 0, 0, 0)).outcome).toBe('E');
  });

  it('pays even and odd 0.96:1, four of a colour 14:1, three of a colour 2.8:1', () => {
    expect(ret('even', coins(1, 1, 0, 0))).toEqual({ num: 196n, den: 100n });
    expect(ret('even', coins(1, 1, 1, 1))).toEqual({ num: 196n, den: 100n });
    expect(ret('odd', coins(1, 1, 0, 0))).toEqual({ num: 0n, den: 1n });
    expect(ret('red_4', coins(1, 1, 1, 1))).toEqual({ num: 15n, den: 1n });
    expect(ret('white_4', coins(0, 0, 0, 0))).toEqual({ num: 15n, den: 1n });
    expect(ret('red_3', coins(1, 0, 1, 1))).toEqual({ num: 38n, den: 10n });
    expect(ret('white_3', coins(1, 0, 0, 0))).toEqual({ num: 38n, den: 10n });
    expect(ret('red_3', coins(1, 1, 1, 1))).toEqual({ num: 0n, den: 1n });
    expect(() => ret('red_2', coins(1, 1, 0, 0))).toThrow(RangeError);
  });

  it('has the exact house edges (16 tosses)', () => {
    // Red counts 0–4 come in 1, 4, 6, 4, 1 of the 16 tosses.
    expect(seDie.houseEdge('even', 'standard')).toBeCloseTo(1 - (1.96 * 8) / 16, 12); // 2 %
    expect(seDie.houseEdge('odd', 'standard')).toBeCloseTo(0.02, 12);
    expect(seDie.houseEdge('red_4', 'standard')).toBeCloseTo(1 - 15 / 16, 12); // 6.25 %
    expect(seDie.houseEdge('white_4', 'standard')).toBeCloseTo(0.0625, 12);
    expect(seDie.houseEdge('red_3', 'standard')).toBeCloseTo(1 - (3.8 * 4) / 16, 12); // 5 %
    expect(seDie.houseEdge('white_3', 'standard')).toBeCloseTo(0.05, 12);
  });
});
