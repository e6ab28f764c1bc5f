import { add, mul, type Rational, ratio, toNumber } from '../rational';
import { linePay, symbolTable } from './evaluate';
import { REELS, type ReelSet, ROWS, type SlotTitle } from './types';

/**
 * The exact return to player of a title, without enumerating the 5×3 windows:
 *
 * - Each reel's stop is uniform and independent, so every row of a reel shows symbol s with
 *   probability count(s on strip) / strip length, and the five symbols of any payline come from
 *   five independent reels. Every line therefore has the same expected pay, found by enumerating
 *   the symbol tuples of the five reels (≤ 12^5) through the engine's own `linePay`; the spin's
 *   expected line pay is that times the number of lines (linearity of expectation).
 * - Ways: for symbol s, let c_r be the count of s-or-wild in reel r's window. The pay for a run of
 *   k reels is pay(s, k) × c_1 × … × c_k when c_{k+1} = 0 (or k = 5); the reels are independent, so
 *   its expectation is pay(s, k) × E[c_1] × … × E[c_k] × P(c_{k+1} = 0), each factor counted
 *   over the strip's windows.
 * - Scatters: the distribution of the scatter count in the window is the convolution of each
 *   reel's window counts.
 * All of the above are exact fractions. Free spins: each free spin has the same expected win e_f
 * (the free strips' expectation × multiplier) and awards retriggers with the free strips' scatter
 * distribution; the expected number of free spins played from an award of n with the cap is a
 * small recursion over (spins left, room under the cap) in floating point (rounding ~1e-12).
 */

export type SlotRtpBreakdown = {
  /** Expected return of the paid spin's lines or ways, per unit of total bet. */
  baseLines: number;
  /** Expected return of the paid spin's scatter pays. */
  baseScatter: number;
  /** Expected return of the free spins (all of them, multiplier included). */
  freeSpins: number;
  rtp: number;
  /** Probability that the paid spin awards free spins. */
  triggerChance: number;
  /** Expected free spins played per trigger (retriggers included, capped). */
  freeSpinsPerTrigger: number;
};

function stripCounts(strip: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of strip) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Exact expected coins of one payline on these reels. */
export function lineExpectation(title: SlotTitle, reels: ReelSet): Rational {
  const table = symbolTable(title);
  const perReel = reels.map((strip) => [...stripCounts(strip).entries()]);
  const denominator = reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
  let numerator = 0n;
  const symbols: string[] = new Array(REELS);
  const walk = (reel: number, weight: number) => {
    if (reel === REELS) {
      const { coins } = linePay(symbols, table);
      if (coins > 0) numerator += BigInt(weight) * BigInt(coins);
      return;
    }
    for (const [id, count] of perReel[reel] as [string, number][]) {
      symbols[reel] = id;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  return ratio(numerator, denominator);
}

/** Per reel, over its L windows: the sum of `countOf(window)` and how many windows have none. */
function windowStats(strip: readonly string[], countOf: (id: string) => boolean): { sum: number; zero: number; histogram: number[] } {
  const histogram = new Array(ROWS + 1).fill(0);
  let sum = 0;
  for (let stop = 0; stop < strip.length; stop++) {
    let count = 0;
    for (let row = 0; row < ROWS; row++) if (countOf(strip[(stop + row) % strip.length] as string)) count++;
    histogram[count]++;
    sum += count;
  }
  return { sum, zero: histogram[0], histogram };
}

/** Exact expected coins of the ways wins of one spin on these reels. */
export function waysExpectation(title: SlotTitle, reels: ReelSet): Rational {
  const table = symbolTable(title);
  let total = ratio(0);
  for (const symbol of title.symbols) {
    if (symbol.kind !== 'regular' || !symbol.pays) continue;
    const stats = reels.map((strip) => windowStats(strip, (id) => id === symbol.id || table.get(id)?.kind === 'wild'));
    let prefix = ratio(1);
    for (let k = 1; k <= REELS; k++) {
      const s = stats[k - 1] as { sum: number };
      prefix = mul(prefix, ratio(s.sum, (reels[k - 1] as readonly string[]).length));
      if (k < 3) continue;
      const stopHere = k < REELS ? ratio((stats[k] as { zero: number }).zero, (reels[k] as readonly string[]).length) : ratio(1);
      total = add(total, mul(ratio(symbol.pays[k - 3] as number), mul(prefix, stopHere)));
    }
  }
  return total;
}

/** Exact distribution of the number of scatters in the window: probability by count. */
export function scatterDistribution(title: SlotTitle, reels: ReelSet): Rational[] {
  const table = symbolTable(title);
  let counts: bigint[] = [1n];
  for (const strip of reels) {
    const { histogram } = windowStats(strip, (id) => table.get(id)?.kind === 'scatter');
    const next: bigint[] = new Array(counts.length + ROWS).fill(0n);
    counts.forEach((ways, have) => {
      histogram.forEach((windows, add) => {
        next[have + add] = (next[have + add] as bigint) + ways * BigInt(windows);
      });
    });
    counts = next;
  }
  const denominator = reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return counts.map((ways) => ratio(ways, denominator));
}

/** Exact expected coins of one spin on these reels (lines or ways, plus scatter pays), before any multiplier. */
export function spinExpectation(title: SlotTitle, reels: ReelSet): { lines: Rational; scatter: Rational } {
  const lines = title.mode.kind === 'lines' ? mul(lineExpectation(title, reels), ratio(title.mode.lines)) : waysExpectation(title, reels);
  let scatter = ratio(0);
  scatterDistribution(title, reels).forEach((p, count) => {
    if (count >= 3) scatter = add(scatter, mul(p, ratio((title.scatter.pays[Math.min(count, REELS) - 3] ?? 0) * title.coins)));
  });
  return { lines, scatter };
}

/** Probability of each free-spin award (awards > 0 only) from one spin on these reels. */
function awardDistribution(title: SlotTitle, reels: ReelSet): Map<number, Rational> {
  const awards = new Map<number, Rational>();
  scatterDistribution(title, reels).forEach((p, count) => {
    if (count < 3) return;
    const award = title.scatter.freeSpins[Math.min(count, REELS) - 3] ?? 0;
    if (award > 0) awards.set(award, add(awards.get(award) ?? ratio(0), p));
  });
  return awards;
}

/**
 * Expected number of free spins played from `left` spins to play with `room` more allowed by the
 * cap: E(0, room) = 0; E(left, room) = 1 + Σ_a q_a E(left − 1 + min(a, room), room − min(a, room)) + q_0 E(left − 1, room).
 */
export function expectedFreeSpins(awards: ReadonlyMap<number, number>, left: number, room: number): number {
  const memo = new Map<number, number>();
  const q0 = 1 - [...awards.values()].reduce((sum, q) => sum + q, 0);
  const expected = (l: number, r: number): number => {
    if (l === 0) return 0;
    const key = l * 100_000 + r;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = 1 + q0 * expected(l - 1, r);
    for (const [award, q] of awards) {
      const granted = Math.min(award, r);
      value += q * expected(l - 1 + granted, r - granted);
    }
    memo.set(key, value);
    return value;
  };
  return expected(left, room);
}

/** The title's return to player, broken down. */
export function slotRtp(title: SlotTitle): SlotRtpBreakdown {
  const base = spinExpectation(title, title.baseReels);
  const free = spinExpectation(title, title.freeReels);
  const freeSpinValue = (toNumber(free.lines) + toNumber(free.scatter)) * title.freeSpins.multiplier;
  const retriggers = new Map([...awardDistribution(title, title.freeReels)].map(([award, p]) => [award, toNumber(p)]));
  let triggerChance = 0;
  let spinsFromTriggers = 0;
  for (const [award, p] of awardDistribution(title, title.baseReels)) {
    const first = Math.min(award, title.freeSpins.cap);
    const q = toNumber(p);
    triggerChance += q;
    spinsFromTriggers += q * expectedFreeSpins(retriggers, first, title.freeSpins.cap - first);
  }
  const baseLines = toNumber(base.lines) / title.coins;
  const baseScatter = toNumber(base.scatter) / title.coins;
  const freeSpins = (spinsFromTriggers * freeSpinValue) / title.coins;
  return {
    baseLines,
    baseScatter,
    freeSpins,
    rtp: baseLines + baseScatter + freeSpins,
    triggerChance,
    freeSpinsPerTrigger: triggerChance > 0 ? spinsFromTriggers / triggerChance : 0,
  };
}

/**
 * An upper bound of win ÷ bet for one round: every line (or the best way count) paying the top
 * 5-of-a-kind plus the top scatter pay, on the paid spin and on each of the capped free spins
 * (multiplied). The server compares it with its max-win cap.
 */
export function slotMaxMultiplier(title: SlotTitle): number {
  const topPay = Math.max(...title.symbols.map((s) => s.pays?.[2] ?? 0));
  const reach = title.mode.kind === 'lines' ? title.mode.lines : ROWS ** REELS;
  const perSpin = (topPay * reach) / title.coins + Math.max(...title.scatter.pays);
  return perSpin * (1 + title.freeSpins.cap * title.freeSpins.multiplier);
}
