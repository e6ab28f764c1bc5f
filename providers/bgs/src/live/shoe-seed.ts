import { instantStream } from '../fair/instant';
import type { Uint32Stream } from '../fair/sampling';
import { shuffleCards } from './shuffle';
import type { Card } from './types';

/**
 * The stream of round `roundNo` of a table's seed: `instantStream(seed, clientSeed, roundNo)`, the
 * HMAC-SHA256 stream of every in-house game with the table's code as the client seed. Round 0 of a
 * card table's seed shuffles the shoe; dice, wheel and bean tables use rounds 1, 2, ….
 */
export function liveStream(seed: string, clientSeed: string, roundNo: number): Uint32Stream {
  return instantStream(seed, clientSeed, roundNo);
}

/** The shoe of a card table's seed: Fisher–Yates over round 0's stream (shuffle.ts). */
export function shuffleShoe(seed: string, clientSeed: string, decks: number): Card[] {
  return shuffleCards(liveStream(seed, clientSeed, 0), decks);
}
