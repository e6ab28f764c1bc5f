import { describe, expect, it } from 'vitest';
import { boxKey, expandRolled, permutationCount, permutations, rolledCount } from './four-digits';

describe('four-digit numbers', () => {
  it('expand a rolled position to the ten digits, in order', () => {
    expect(expandRolled('12R4')).toEqual(['1204', '1214', '1224', '1234', '1244', '1254', '1264', '1274', '1284', '1294']);
    expect(rolledCount('12R4')).toBe(10);
    const twice = expandRolled('R2R4');
    expect(twice).toHaveLength(100);
    expect(rolledCount('R2R4')).toBe(100);
    expect(twice.slice(0, 3)).toEqual(['0204', '0214', '0224']);
    expect(twice.at(-1)).toBe('9294');
    expect(new Set(twice).size).toBe(100);
    expect(expandRolled('0123')).toEqual(['0123']);
    expect(rolledCount('0123')).toBe(1);
    expect(rolledCount('RRRR')).toBe(10_000);
  });

  it('count the distinct orders of the digits: 24, 12, 6, 4 and 1', () => {
    expect(permutationCount('1234')).toBe(24);
    expect(permutationCount('1123')).toBe(12);
    expect(permutationCount('1122')).toBe(6);
    expect(permutationCount('1112')).toBe(4);
    expect(permutationCount('1111')).toBe(1);
    expect(permutationCount('0012')).toBe(12);
    for (const n of ['1234', '1123', '1122', '1112', '1111', '0012', '9090']) expect(permutations(n)).toHaveLength(permutationCount(n));
  });

  it('list every order once, ascending, each with the same digits', () => {
    expect(permutations('1112')).toEqual(['1112', '1121', '1211', '2111']);
    expect(permutations('1122')).toEqual(['1122', '1212', '1221', '2112', '2121', '2211']);
    const all = permutations('4321');
    expect(all[0]).toBe('1234');
    expect(all.at(-1)).toBe('4321');
    expect(all.every((n) => boxKey(n) === '1234')).toBe(true);
    expect(permutations('0001')).toEqual(['0001', '0010', '0100', '1000']);
  });
});
