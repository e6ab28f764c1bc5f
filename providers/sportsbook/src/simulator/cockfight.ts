import type { CockfightResult } from '../markets/results';
import { type CockfightModel, DEFAULT_COCKFIGHT_MODEL } from '../pricing/cockfight';
import { seededRandom } from './seeded';

/**
 * A cockfight decided from a seed with the chances its prices are made from (pricing/cockfight.ts):
 * u, the first number of seededRandom(seed, "cockfight"), gives meron when u < meron, wala when
 * u < meron + wala, a draw otherwise. The simulator never cancels a fight; operators do.
 */
export function simulateCockfight(seed: string, model: CockfightModel = DEFAULT_COCKFIGHT_MODEL): CockfightResult {
  const u = seededRandom(seed, 'cockfight').next();
  const outcome = u < model.meron ? 'meron' : u < model.meron + model.wala ? 'wala' : 'draw';
  return { sport: 'cockfight', outcome };
}
