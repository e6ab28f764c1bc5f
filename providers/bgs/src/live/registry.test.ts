import { describe, expect, it } from 'vitest';
import { liveStream, shuffleShoe } from './index';
import { LIVE_GAMES, liveGame } from './registry';
import { LIVE_GAME_CODES } from './types';

const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';

describe('the live games', () => {
  it('has every code once', () => {
    expect(Object.keys(LIVE_GAMES).sort()).toEqual([...LIVE_GAME_CODES].sort());
    for (const code of LIVE_GAME_CODES) expect(liveGame(code)?.code).toBe(code);
    expect(liveGame('blackjack')).toBeUndefined();
    expect(liveGame('toString')).toBeUndefined();
  });

  for (const code of LIVE_GAME_CODES) {
    const game = LIVE_GAMES[code];
    it(`${code}: spots unique, edges between 0 and 35 %, every dealt return within maxReturn`, () => {
      expect((game.shoe === null) === game.roundsPerSeed > 1).toBe(true);
      for (const variant of game.variants) {
        const spots = game.spots(variant);
        expect(new Set(spots).size).toBe(spots.length);
        // The bet schema's spot codes (packages/shared/src/schemas/live.ts).
        for (const spot of spots) expect(spot).toMatch(/^[a-z0-9_]{1,32}$/);
        for (const spot of spots) {
          const edge = game.houseEdge(spot, variant);
          expect(edge, spot).toBeGreaterThan(0);
          expect(edge, spot).toBeLessThan(0.35);
        }
        expect(() => game.houseEdge('nope', variant)).toThrow(RangeError);
        expect(() => game.spots('nope')).toThrow(RangeError);
        // Deal a run of rounds from the fair streams and check every return against the cap.
        const shoe = game.shoe ? shuffleShoe(SEED, code, game.shoe.decks) : [];
        let position = 0;
        for (let round = 1; round <= 60; round++) {
          const source = game.shoe
            ? { kind: 'cards' as const, cards: shoe, position }
            : { kind: 'stream' as const, stream: liveStream(SEED, code, round) };
          const { result, used } = game.deal(source, variant);
          position += used;
          const summary = game.summary(result);
          expect(summary.outcome.length).toBeGreaterThan(0);
          for (const spot of spots) {
            const r = game.settle(spot, result, variant);
            const cap = game.maxReturn(spot, variant);
            expect(r.num * cap.den <= cap.num * r.den, `${spot} ${summary.label}`).toBe(true);
          }
        }
      }
    });
  }
});
