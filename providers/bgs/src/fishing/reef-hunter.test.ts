import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantStream } from '../fair/instant';
import { arrayStream } from '../fair/sampling';
import { INSTANT_GAMES } from '../instant/registry';
import { mul, ratio } from '../rational';
import { BASE_UNIT_MINOR, bulletCost, CANNON_LEVELS, captureOdds, FISH_KINDS, MAX_MULTIPLIER, RTP } from './kinds';
import { type ReefHunterParams, reefHunter } from './reef-hunter';

const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';
const shotAt = (fish: string | null, level = 1): ReefHunterParams => ({ level, fish, fishId: fish ? '1-0' : null, room: 'r1' });

describe('reef hunter pay table', () => {
  it('has 12 kinds from ×2 to a ×300 boss, and cannon levels 1 … 100 base units', () => {
    expect(FISH_KINDS.length).toBeGreaterThanOrEqual(10);
    expect(FISH_KINDS[0]?.multiplier).toBe(2);
    expect(MAX_MULTIPLIER).toBe(300);
    expect(CANNON_LEVELS).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(bulletCost(1)).toBe(BASE_UNIT_MINOR);
    expect(bulletCost(7)).toBe(100n * BASE_UNIT_MINOR);
    expect(() => bulletCost(0)).toThrow(RangeError);
    expect(() => bulletCost(8)).toThrow(RangeError);
    expect(INSTANT_GAMES['reef-hunter']).toBe(reefHunter);
  });

  it('returns exactly 96 % for every kind: P(capture) × multiplier, as fractions', () => {
    for (const kind of FISH_KINDS) {
      const { hits, outOf } = captureOdds(kind);
      expect(mul(ratio(hits, outOf), ratio(kind.multiplier))).toEqual(ratio(96, 100));
    }
    expect(RTP).toBe(0.96);
  });

  it('returns exactly 96 % by enumerating every pick of every kind (win is bet × multiplier, no rounding)', () => {
    const bet = bulletCost(3);
    for (const kind of FISH_KINDS) {
      const { outOf } = captureOdds(kind);
      let paid = 0n;
      for (let pick = 0; pick < outOf; pick++) {
        paid += reefHunter.start({ stream: arrayStream([pick]), bet, params: shotAt(kind.code) }).win;
      }
      // Σ wins ÷ (outOf × bet) = 96 / 100 exactly.
      expect(ratio(paid, BigInt(outOf) * bet)).toEqual(ratio(96, 100));
    }
  });

  it('captures when the pick is below 96 and pays bet × multiplier', () => {
    const play = (pick: number) => reefHunter.start({ stream: arrayStream([pick]), bet: 50n, params: shotAt('shark') });
    expect(play(95).view.captured).toBe(true);
    expect(play(95).win).toBe(50n * 150n);
    expect(play(96).view.captured).toBe(false);
    expect(play(96).win).toBe(0n);
  });

  it('a miss pays 0 and draws nothing', () => {
    const step = reefHunter.start({ stream: arrayStream([]), bet: 10n, params: shotAt(null) });
    expect(step).toMatchObject({ finished: true, win: 0n, view: { captured: false, pick: null } });
  });

  it('never pays below 0 or above bet × maxMultiplier, and is a pure function of the stream', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FISH_KINDS.map((kind) => kind.code)),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (fish, level, x) => {
          const bet = bulletCost(level);
          const params = shotAt(fish, level);
          const a = reefHunter.start({ stream: arrayStream([x, x, x, 1]), bet, params });
          const b = reefHunter.start({ stream: arrayStream([x, x, x, 1]), bet, params });
          expect(a).toEqual(b);
          expect(a.win === 0n || a.win === bet * BigInt(reefHunter.maxMultiplier(params))).toBe(true);
        },
      ),
    );
  });

  it('matches the FAIRNESS.md test vector', () => {
    // Block 0 of 'fortuna:0' starts 46607bdb = 1180728283. For a turtle (×20) the pick is of 2000:
    // 1180728283 < 4294966000 (the limit), 1180728283 mod 2000 = 283 ≥ 96: not captured.
    const turtle = reefHunter.start({ stream: instantStream(SEED, 'fortuna', 0), bet: 100n, params: shotAt('turtle') });
    expect(turtle.view).toMatchObject({ pick: 283, outOf: 2000, captured: false });
    // A minnow (×2): 1180728283 mod 200 = 83 < 96: captured, pays 2 × 1.00.
    const minnow = reefHunter.start({ stream: instantStream(SEED, 'fortuna', 0), bet: 100n, params: shotAt('minnow') });
    expect(minnow.view).toMatchObject({ pick: 83, outOf: 200, captured: true });
    expect(minnow.win).toBe(200n);
  });

  it('returns about 96 % over 200,000 seeded shots at kinds in spawn proportion (within 4 standard deviations)', () => {
    const totalWeight = FISH_KINDS.reduce((sum, kind) => sum + kind.weight, 0);
    // The exact mean and variance of one shot's return (in bullets) when kinds come in spawn proportion.
    let variance = 0;
    for (const kind of FISH_KINDS) variance += (kind.weight / totalWeight) * (kind.multiplier * 0.96 - 0.96 * 0.96);
    const shots = 200_000;
    const picker = instantStream(SEED, 'simulation-kinds', 0);
    let paid = 0n;
    for (let nonce = 0; nonce < shots; nonce++) {
      let left = (picker.next() / 2 ** 32) * totalWeight;
      let code = 'minnow';
      for (const candidate of FISH_KINDS) {
        code = candidate.code;
        left -= candidate.weight;
        if (left < 0) break;
      }
      const step = reefHunter.start({ stream: instantStream(SEED, 'simulation', nonce), bet: 1n, params: shotAt(code) });
      paid += step.win;
    }
    const rtp = Number(paid) / shots;
    const sd = Math.sqrt(variance / shots);
    expect(Math.abs(rtp - 0.96)).toBeLessThan(4 * sd);
  });
});
