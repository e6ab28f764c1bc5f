import { describe, it } from 'vitest';
import { CLASSIC_GAME_TYPES } from '../games/registry';
import { expectUniformDraws, UNIFORMITY_DRAWS, UNIFORMITY_TIMEOUT_MS } from './uniformity-support';

/** The classic games' draws are uniform (uniformity-support.ts; the regional games: uniformity-regional.test.ts, run in parallel). */
describe('draws are uniform', () => {
  for (const gameType of CLASSIC_GAME_TYPES) {
    it(
      `${gameType}: every position, and the first two together, pass chi-square over ${UNIFORMITY_DRAWS} draws`,
      () => {
        expectUniformDraws(gameType);
      },
      UNIFORMITY_TIMEOUT_MS,
    );
  }
});
