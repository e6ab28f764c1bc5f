import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { type FishPrawnCrabResult, fishPrawnCrab } from './fish-prawn-crab';

const roll = (a: number, b: number, c: number): FishPrawnCrabResult => ({ dice: [a, b, c] });
const ret = (spot: string, r: FishPrawnCrabResult) => fishPrawnCrab.settle(spot, r, 'standard');

describe('fish prawn crab', () => {
  it('rolls three symbol dice', () => {
    const { result } = fishPrawnCrab.deal({ kind: 'stream', stream: arrayStream([0, 2, 5]) }, 'standard');
    expect(result).toEqual(roll(1, 3, 6));
    expect(fishPrawnCrab.summary(result)).toEqual({ outcome: 'FCS', label: 'F·C·S' });
  });

  it('pays 1:1 per matching die and 5:1 on a pair', () => {
    expect(ret('crab', roll(3, 1, 2))).toEqual({ num: 2n, den: 1n });
    expect(ret('crab', roll(3, 3, 2))).toEqual({ num: 3n, den: 1n });
    expect(ret('crab', roll(3, 3, 3))).toEqual({ num: 4n, den: 1n });
    expect(ret('stag', roll(3, 3, 3))).toEqual({ num: 0n, den: 1n });
    expect(ret('pair_fish_gourd', roll(5, 2, 1))).toEqual({ num: 6n, den: 1n });
    expect(ret('pair_fish_gourd', roll(1, 1, 2))).toEqual({ num: 0n, den: 1n });
    expect(() => ret('pair_gourd_fish', roll(1, 5, 2))).toThrow(RangeError);
  });

  it('has the exact house edges (216 rolls)', () => {
    // A symbol shows on 1, 2, 3 dice in 75, 15, 1 rolls: (2·75 + 3·15 + 4·1) / 216 = 199/216.
    for (const spot of fishPrawnCrab.spots('standard')) {
      const expected = spot.startsWith('pair_') ? 1 - (6 * 30) / 216 : 17 / 216;
      expect(fishPrawnCrab.houseEdge(spot, 'standard'), spot).toBeCloseTo(expected, 12);
    }
    expect(fishPrawnCrab.spots('standard')).toHaveLength(6 + 15);
    expect(fishPrawnCrab.maxReturn('fish', 'standard')).toEqual({ num: 4n, den: 1n });
  });
});
