import { describe, expect, it } from 'vitest';
import { sea4dIboxTable, sea4dPrizeTable, vnPrize } from './prize-table';

describe('prize tables', () => {
  it('gives the 4D Big and Small prizes per tier at the unit stake', () => {
    expect(sea4dPrizeTable(100n)).toEqual([
      { tier: 'first', big: 250_000n, small: 350_000n },
      { tier: 'second', big: 100_000n, small: 200_000n },
      { tier: 'third', big: 50_000n, small: 100_000n },
      { tier: 'special', big: 18_000n, small: null },
      { tier: 'consolation', big: 6000n, small: null },
    ]);
  });

  it('gives an i-box prize per number of orders', () => {
    const [first] = sea4dIboxTable('small', 200n);
    expect(first).toEqual({ tier: 'first', prizes: { 24: 29_166n, 12: 58_333n, 6: 116_666n, 4: 175_000n } });
    expect(sea4dIboxTable('big', 100n)).toHaveLength(5);
  });

  it('gives a Vietnamese bet its prize per hit', () => {
    expect(vnPrize('vn_south.lo', 100n)).toBe(540n);
    expect(vnPrize('vn_north.xien4', 100n)).toBe(36_500n);
    expect(vnPrize('vn_north.nothing', 100n)).toBeNull();
  });
});
