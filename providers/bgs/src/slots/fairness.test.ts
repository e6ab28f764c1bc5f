import { describe, expect, it } from 'vitest';
import { instantStream } from '../fair/instant';
import { playSlotRound, slotWin } from './play';
import { jadeTemple } from './titles/jade-temple';
import { luckyLanterns } from './titles/lucky-lanterns';

const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';

describe('the slots vector of FAIRNESS.md', () => {
  it('Jade Temple, client seed fortuna, nonce 0: stops, window, three line wins, 12.00 on 10.00', () => {
    expect(jadeTemple.baseReels.map((strip) => strip.length)).toEqual([48, 49, 46, 48, 48]);
    const round = playSlotRound(jadeTemple, instantStream(SEED, 'fortuna', 0));
    const spin = round.spins[0]!;
    expect(spin.stops).toEqual([43, 42, 29, 44, 41]);
    expect(spin.grid).toEqual([
      ['a', 'k', 'q'],
      ['lotus', 'a', 'k'],
      ['temple', 'coin', 'a'],
      ['k', 'q', 'j'],
      ['lotus', 'coin', 'a'],
    ]);
    expect(spin.wins.map((w) => (w.kind === 'line' ? [w.line + 1, w.symbol, w.count, w.coins] : w.kind))).toEqual([
      [4, 'a', 3, 11],
      [12, 'a', 3, 11],
      [23, 'k', 3, 8],
    ]);
    expect(round.freeSpins).toBe(0);
    expect(slotWin(1000n, round)).toBe(1200n);
  });

  it('Lucky Lanterns with the same seeds plays 5 free spins in the round', () => {
    const round = playSlotRound(luckyLanterns, instantStream(SEED, 'fortuna', 0));
    expect(round.spins[0]?.freeSpinsAwarded).toBe(5);
    expect(round.spins).toHaveLength(6);
    expect(round.totalCoins).toBe(106);
  });
});
