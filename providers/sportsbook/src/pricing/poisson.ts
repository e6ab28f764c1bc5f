import type { Score } from '../markets/types';

/** One score and its chance. */
export type ScoreChance = { score: Score; probability: number };

/**
 * The chances of 0, 1, 2, … goals from a Poisson distribution with the given mean, far enough
 * into the tail (mean + 10 √mean + 10 goals) that what is left is below 1e-12, and scaled to sum
 * to exactly 1 so that every market's chances do too.
 */
export function poissonChances(mean: number): number[] {
  if (!(mean >= 0) || !Number.isFinite(mean)) throw new RangeError(`poisson mean ${mean}`);
  const top = Math.ceil(mean + 10 * Math.sqrt(mean) + 10);
  const chances = [Math.exp(-mean)];
  for (let k = 1; k <= top; k++) chances.push(((chances[k - 1] as number) * mean) / k);
  const total = chances.reduce((a, b) => a + b, 0);
  return chances.map((p) => p / total);
}

/** The chances of each final score: the current score plus independent Poisson goals of each side with the given means. */
export function scoreChances(current: Score, homeMean: number, awayMean: number): ScoreChance[] {
  const home = poissonChances(homeMean);
  const away = poissonChances(awayMean);
  const out: ScoreChance[] = [];
  for (const [h, ph] of home.entries()) {
    for (const [a, pa] of away.entries()) out.push({ score: { home: current.home + h, away: current.away + a }, probability: ph * pa });
  }
  return out;
}
