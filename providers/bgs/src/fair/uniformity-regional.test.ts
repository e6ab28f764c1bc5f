import { describe, expect, it } from 'vitest';
import { CLASSIC_GAME_TYPES, GAME_TYPES, REGIONAL_GAME_TYPES } from '../games/registry';
import { expectUniformDraws, UNIFORMITY_DRAWS, UNIFORMITY_TIMEOUT_MS } from './uniformity-support';

/** The regional games' draws are uniform (uniformity-support.ts); a file of their own so it runs beside the classic games'. */
describe('regional draws are uniform', () => {
  it('covers every game type between this file and uniformity.test.ts', () => {
    expect([...CLASSIC_GAME_TYPES, ...REGIONAL_GAME_TYPES]).toEqual(GAME_TYPES);
  });

  for (const gameType of REGIONAL_GAME_TYPES) {
    it(
      `${gameType}: every position, and the first two together, pass chi-square over ${UNIFORMITY_DRAWS} draws`,
      () => {
        expectUniformDraws(gameType);
      },
      UNIFORMITY_TIMEOUT_MS,
    );
  }
});
