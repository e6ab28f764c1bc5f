import { instantStream } from '../fair/instant';
import { drawPermutation, uniformInt } from '../fair/sampling';

/**
 * Cards 0…51 as the live tables code them: rank = (c % 13) + 1 (1 ace … 11 jack, 12 queen,
 * 13 king), suit = floor(c / 13) (0 spades, 1 hearts, 2 clubs, 3 diamonds).
 */
export const rankOf = (c: number): number => (c % 13) + 1;
export const suitOf = (c: number): number => Math.floor(c / 13);
/** Suit strength for ties: spades 3 > hearts 2 > clubs 1 > diamonds 0. */
export const suitStrength = (c: number): number => 3 - suitOf(c);

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_TEXT = ['s', 'h', 'c', 'd'];

/** '<rank><suit>': "Qh", "10s", "Ad". */
export function cardText(c: number): string {
  return `${RANK_TEXT[c % 13]}${SUIT_TEXT[suitOf(c)]}`;
}

/** A card from its text ("Qh" → 50 … tests write hands this way). */
export function parseCard(text: string): number {
  const rank = RANK_TEXT.indexOf(text.slice(0, -1));
  const suit = SUIT_TEXT.indexOf(text.slice(-1));
  if (rank < 0 || suit < 0) throw new RangeError(`bad card ${text}`);
  return suit * 13 + rank;
}

export const parseCards = (text: string): number[] => text.split(/\s+/).filter(Boolean).map(parseCard);

/**
 * The hand's deck and seat order from its committed seed: the stream of `instantStream(seed,
 * clientSeed, nonce)` shuffles 52 cards (Fisher–Yates with bias-free sampling), then orders the
 * six seats the same way (`order`: ties the rules break "by the seed" go to the seat first in it).
 */
export function dealDeck(seed: string, clientSeed: string, nonce: number): { deck: number[]; order: number[] } {
  const stream = instantStream(seed, clientSeed, nonce);
  const deck = drawPermutation(stream, 52).map((n) => n - 1);
  const order = drawPermutation(stream, 6).map((n) => n - 1);
  return { deck, order };
}

/** A uniform pick of 0..n−1 from a fresh stream of the seed (tests and tools). */
export function seedPick(seed: string, clientSeed: string, nonce: number, n: number): number {
  return uniformInt(instantStream(seed, clientSeed, nonce), n);
}
