import { instantStream } from '../fair/instant';
import { uniformInt } from '../fair/sampling';
import { deckFromStream } from './cards';

/**
 * The server's half of the deal (node: the HMAC stream of fair/instant.ts). The browser recomputes
 * the same deck with `deckFromStream` over Web Crypto blocks (`@fortuna/bgs/pvp/pure`).
 */

/** The hand's deck and seat order from its committed seed: `deckFromStream(instantStream(seed, clientSeed, nonce))`. */
export function dealDeck(seed: string, clientSeed: string, nonce: number): { deck: number[]; order: number[] } {
  return deckFromStream(instantStream(seed, clientSeed, nonce));
}

/** A uniform pick of 0..n−1 from a fresh stream of the seed (tests and tools). */
export function seedPick(seed: string, clientSeed: string, nonce: number, n: number): number {
  return uniformInt(instantStream(seed, clientSeed, nonce), n);
}
