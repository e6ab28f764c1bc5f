import { describe, expect, it } from 'vitest';
import { add, mul, type Rational, ratio, toNumber } from '../rational';
import { evaluateWindow, symbolTable, windowAt } from './evaluate';
import { expectedFreeSpins, slotRtp, spinExpectation } from './rtp';
import { simulateTitle } from './simulate';
import { defineSlotTitle, type TitleSpec } from './strip';
import { SLOT_TITLES } from './titles/index';
import type { ReelSet, SlotTitle } from './types';

const tinySpec: Omit<TitleSpec, 'mode'> = {
  code: 'tiny',
  symbols: [
    { id: 'w', kind: 'wild', pays: [10, 50, 200] },
    { id: 's', kind: 'scatter' },
    { id: 'h', kind: 'regular', pays: [5, 20, 100] },
    { id: 'l', kind: 'regular', pays: [1, 3, 10] },
  ],
  scatter: { pays: [2, 10, 50], freeSpins: [3, 4, 5] },
  freeSpins: { multiplier: 2, cap: 7 },
  declaredRtp: 1,
  baseCounts: [
    { s: 1, h: 1, l: 2 },
    { w: 1, s: 1, h: 1, l: 2 },
    { s: 1, h: 1, l: 1 },
    { w: 1, s: 1, h: 2, l: 1 },
    { s: 1, h: 2, l: 2 },
  ],
  freeCounts: [
    { s: 1, h: 2, l: 1 },
    { w: 2, s: 1, h: 1, l: 1 },
    { w: 1, s: 1, h: 1, l: 1 },
    { w: 1, s: 1, h: 2, l: 1 },
    { s: 1, h: 1, l: 2 },
  ],
};
// Lines: wilds on every reel, so lines may start with wilds (which pay their own line here).
const everyReelWild = (counts: TitleSpec['baseCounts']) => counts.map((c) => ({ w: 1, ...c }));
const tinyLines = defineSlotTitle({
  ...tinySpec,
  mode: { kind: 'lines', lines: 25 },
  baseCounts: everyReelWild(tinySpec.baseCounts),
  freeCounts: everyReelWild(tinySpec.freeCounts),
});
const tinyWays = defineSlotTitle({ ...tinySpec, code: 'tiny-ways', mode: { kind: 'ways' } });

/** Every window of these reels, weighted equally: the brute-force expectation of the coins and awards. */
function enumerate(title: SlotTitle, reels: ReelSet): { coins: Rational; awards: Map<number, Rational> } {
  const table = symbolTable(title);
  const total = reels.reduce((n, strip) => n * strip.length, 1);
  let coins = 0;
  const awards = new Map<number, number>();
  const stops = [0, 0, 0, 0, 0];
  for (let i = 0; i < total; i++) {
    let rest = i;
    reels.forEach((strip, r) => {
      stops[r] = rest % strip.length;
      rest = Math.floor(rest / strip.length);
    });
    const result = evaluateWindow(title, windowAt(reels, stops), table);
    coins += result.coins;
    if (result.freeSpinsAwarded > 0) awards.set(result.freeSpinsAwarded, (awards.get(result.freeSpinsAwarded) ?? 0) + 1);
  }
  return { coins: ratio(coins, total), awards: new Map([...awards].map(([a, n]) => [a, ratio(n, total)])) };
}

describe('the exact method', () => {
  for (const title of [tinyLines, tinyWays]) {
    it(`equals brute force over every window (${title.mode.kind})`, () => {
      for (const reels of [title.baseReels, title.freeReels]) {
        const exact = spinExpectation(title, reels);
        expect(add(exact.lines, exact.scatter)).toEqual(enumerate(title, reels).coins);
      }
    });

    it(`adds free spins by the retrigger recursion (${title.mode.kind})`, () => {
      const base = enumerate(title, title.baseReels);
      const free = enumerate(title, title.freeReels);
      const retriggers = new Map([...free.awards].map(([a, p]) => [a, toNumber(p)]));
      let expected = toNumber(base.coins);
      for (const [award, p] of base.awards) {
        const spins = expectedFreeSpins(retriggers, award, title.freeSpins.cap - award);
        expected += toNumber(mul(p, free.coins)) * title.freeSpins.multiplier * spins;
      }
      expect(slotRtp(title).rtp).toBeCloseTo(expected / title.coins, 12);
    });
  }

  it('counts free spins with retriggers under the cap', () => {
    expect(expectedFreeSpins(new Map(), 10, 40)).toBe(10);
    // one spin that retriggers one more with chance q, with room for one: 1 + q
    expect(expectedFreeSpins(new Map([[1, 0.25]]), 1, 1)).toBeCloseTo(1.25, 12);
    // no room: exactly the spins awarded
    expect(expectedFreeSpins(new Map([[5, 0.5]]), 8, 0)).toBe(8);
    // unbounded geometric retriggers: n / (1 − q) for award 1 as the cap grows
    expect(expectedFreeSpins(new Map([[1, 0.2]]), 4, 400)).toBeCloseTo(5, 6);
  });
});

describe('each title', () => {
  for (const title of SLOT_TITLES) {
    it(`${title.code} returns its declared ${(title.declaredRtp * 100).toFixed(2)} % within ±0.2 % (exact)`, () => {
      const { rtp } = slotRtp(title);
      expect(Math.abs(rtp - title.declaredRtp)).toBeLessThanOrEqual(0.002);
    });

    it(`${title.code}: 200,000 seeded rounds agree with the exact figure`, () => {
      const exact = slotRtp(title);
      const sim = simulateTitle(title, 200_000, 18);
      // four standard errors: a fair title fails this about once in 16,000 runs, and the seed is fixed
      expect(Math.abs(sim.rtp - exact.rtp)).toBeLessThanOrEqual(4 * sim.standardError);
      const triggerError = Math.sqrt((exact.triggerChance * (1 - exact.triggerChance)) / sim.rounds);
      expect(Math.abs(sim.triggerRate - exact.triggerChance)).toBeLessThanOrEqual(4 * triggerError);
    }, 120_000);
  }
});
