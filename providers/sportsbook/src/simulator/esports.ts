import { type EsportsResult, mapScore, seriesWinner } from '../markets/results';
import type { Score, Side } from '../markets/types';
import type { EsportsModel } from '../pricing/esports';
import { seededRandom } from './seeded';

/**
 * An esports series played map by map from a seed, with the series model the pricing uses
 * (pricing/esports.ts): the home team takes each map when the next number of
 * seededRandom(seed, "esports") is below its map-win chance, until one team has its wins.
 */

/** One map played: its number (1..), its winner and the series score after it. */
export type EsportsMap = { map: number; winner: Side; score: Score };

/** A simulated series: every map and the result to settle on. */
export type EsportsTimeline = { maps: EsportsMap[]; result: EsportsResult };

/** Plays a series from a seed (see above). */
export function simulateEsports(seed: string, model: EsportsModel): EsportsTimeline {
  const random = seededRandom(seed, 'esports');
  const winners: Side[] = [];
  const maps: EsportsMap[] = [];
  while (seriesWinner(model.bestOf, winners) === null) {
    const winner: Side = random.next() < model.mapWinProbability ? 'home' : 'away';
    winners.push(winner);
    maps.push({ map: winners.length, winner, score: mapScore(winners) });
  }
  return { maps, result: { sport: 'esports', bestOf: model.bestOf, maps: winners } };
}
