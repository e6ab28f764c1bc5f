import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { type FanTanResult, fanTan, fanTanRemainder } from './fan-tan';

const r = (remainder: 1 | 2 | 3 | 4): FanTanResult => ({ beans: 20 + remainder, remainder });
const ret = (spot: string, n: 1 | 2 | 3 | 4) => fanTan.settle(spot, r(n), 'standard');

describe('fan tan', () => {
  it('counts 20–99 beans off by four; each remainder has 20 of the 80 counts', () => {
    expect(fanTanRemainder(20)).toBe(4);
    expect(fanTanRemainder(21)).toBe(1);
    expect(fanTanRemainder(99)).toBe(3);
    const counts = new Map<number, number>();
    for (let beans = 20; beans <= 99; beans++) counts.set(fanTanRemainder(beans), (counts.get(fanTanRemainder(beans)) ?? 0) + 1);
    expect([1, 2, 3, 4].map((n) => counts.get(n))).toEqual([20, 20, 20, 20]);
    const { result } = fanTan.deal({ kind: 'stream', stream: arrayStream([27]) }, 'standard');
    expect(result).toEqual({ beans: 47, remainder: 3 });
    expect(fanTan.summary(result)).toEqual({ outcome: '3', label: '3 (47)', value: 3 });
  });

  it('pays less 5 % commission, with the pushes of nim and tong', () => {
    expect(ret('fan_2', 2)).toEqual({ num: 77n, den: 20n });
    expect(ret('fan_2', 1)).toEqual({ num: 0n, den: 1n });
    expect(ret('nim_1_2', 1)).toEqual({ num: 29n, den: 10n });
    expect(ret('nim_1_2', 2)).toEqual({ num: 1n, den: 1n });
    expect(ret('nim_1_2', 3)).toEqual({ num: 0n, den: 1n });
    expect(ret('kwok_1_4', 4)).toEqual({ num: 39n, den: 20n });
    expect(ret('kwok_1_4', 2)).toEqual({ num: 0n, den: 1n });
    expect(ret('tong_1_2_3', 2)).toEqual({ num: 59n, den: 40n });
    expect(ret('tong_1_2_3', 3)).toEqual({ num: 1n, den: 1n });
    expect(ret('tong_1_2_3', 4)).toEqual({ num: 0n, den: 1n });
    expect(ret('ssh_1_2_4', 4)).toEqual({ num: 79n, den: 60n });
    expect(ret('ssh_1_2_4', 3)).toEqual({ num: 0n, den: 1n });
    expect(ret('odd', 3)).toEqual({ num: 39n, den: 20n });
    expect(ret('even', 3)).toEqual({ num: 0n, den: 1n });
    expect(() => ret('kwok_1_3', 1)).toThrow(RangeError);
  });

  it('has the exact house edges', () => {
    const expected: Record<string, number> = {
      fan: 1 - 3.85 / 4, // 3.75 %
      nim: 1 - (2.9 + 1) / 4, // 2.5 %
      kwok: 1 - (2 * 1.95) / 4, // 2.5 %
      tong: 1 - (2 * 1.475 + 1) / 4, // 1.25 %
      ssh: 1 - (3 * (1 + 0.95 / 3)) / 4, // 1.25 %
      odd: 0.025,
      even: 0.025,
    };
    const spots = fanTan.spots('standard');
    expect(spots).toHaveLength(4 + 12 + 4 + 12 + 4 + 2);
    for (const spot of spots)
      expect(fanTan.houseEdge(spot, 'standard'), spot).toBeCloseTo(expected[spot.split('_')[0] as string] as number, 12);
    expect(fanTan.maxReturn('fan_1', 'standard')).toEqual({ num: 77n, den: 20n });
  });
});
