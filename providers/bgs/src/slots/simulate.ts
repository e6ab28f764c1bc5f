import type { Uint32Stream } from '../fair/sampling';
import { playSlotRound } from './play';
import type { SlotTitle } from './types';

/**
 * A fast seeded stream for simulations only (sfc32): rounds in play use the HMAC stream
 * (fair/instant.ts); a simulation checks the maths, so any good uniform generator will do.
 */
export function seededStream(seed: number): Uint32Stream {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const step = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 15; i++) step();
  return { next: step };
}

export type SimulationResult = {
  rounds: number;
  /** Mean win ÷ bet. */
  rtp: number;
  /** Standard error of that mean. */
  standardError: number;
  /** Share of rounds that played free spins. */
  triggerRate: number;
  /** Largest win ÷ bet met. */
  maxMultiplier: number;
};

/** Plays `rounds` rounds of a title on one seeded stream and measures the mean return (win ÷ bet, unfloored). */
export function simulateTitle(title: SlotTitle, rounds: number, seed: number): SimulationResult {
  const stream = seededStream(seed);
  let sum = 0;
  let sumSquares = 0;
  let triggers = 0;
  let max = 0;
  for (let i = 0; i < rounds; i++) {
    const round = playSlotRound(title, stream);
    const multiplier = round.totalCoins / round.coins;
    sum += multiplier;
    sumSquares += multiplier * multiplier;
    if (round.freeSpins > 0) triggers++;
    if (multiplier > max) max = multiplier;
  }
  const mean = sum / rounds;
  const variance = sumSquares / rounds - mean * mean;
  return { rounds, rtp: mean, standardError: Math.sqrt(variance / rounds), triggerRate: triggers / rounds, maxMultiplier: max };
}
