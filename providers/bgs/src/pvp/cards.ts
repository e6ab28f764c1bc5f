import { drawPermutation, type Uint32Stream } from '../fair/sampling';

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
 * The hand's deck and seat order from its stream (the server's `dealDeck` reads the committed
 * seed's `instantStream(seed, clientSeed, nonce)`; the browser an `arrayStream` of the same HMAC
 * blocks): a permutation of 1…52 (Fisher–Yates with bias-free sampling, FAIRNESS.md) minus 1 is the
 * deck, top card first; then a permutation of 1…6 minus 1 orders the six seats (`order`: ties the
 * rules break "by the seed" go to the seat first in it).
 */
export function deckFromStream(stream: Uint32Stream): { deck: number[]; order: number[] } {
  const deck = drawPermutation(stream, 52).map((n) => n - 1);
  const order = drawPermutation(stream, 6).map((n) => n - 1);
  return { deck, order };
}
