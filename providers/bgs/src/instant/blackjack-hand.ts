import { type Uint32Stream, uniformInt } from '../fair/sampling';

/**
 * Blackjack cards and hands (docs/games/blackjack.md). A card is 0…51: rank (c mod 13) + 1
 * (1 ace … 13 king), suit ⌊c / 13⌋ (drawn as in Hi-Lo). An ace counts 1 or 11,
 * a ten, jack, queen or king 10, every other card its rank.
 */

/** Decks in the shoe: a fresh 8-deck shoe is shuffled for every round. */
export const BLACKJACK_DECKS = 8;
export const BLACKJACK_SHOE_SIZE = BLACKJACK_DECKS * 52;

export const bjRank = (card: number): number => (card % 13) + 1;

/** The card's value with an ace as 1. */
export const bjValue = (card: number): number => Math.min(bjRank(card), 10);

/** The best total of some cards (an ace counts 11 when that does not bust) and whether an ace counts 11 (soft). */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = false;
  for (const card of cards) {
    total += bjValue(card);
    if (bjRank(card) === 1) aces = true;
  }
  if (aces && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

/** Two cards making 21 (a split hand's 21 is not one; the caller says whether the hand was split). */
export const isNatural = (cards: readonly number[]): boolean => cards.length === 2 && handTotal(cards).total === 21;

/** The dealer draws to 17 and stands on every 17, soft ones included (S17). */
export const dealerDraws = (cards: readonly number[]): boolean => handTotal(cards).total < 17;

/**
 * A fresh shoe in the order it is dealt: the codes 0…51 eight times (position i holds i mod 52),
 * shuffled by a full Fisher–Yates over the round's stream (FAIRNESS.md §3: for i = 0 … n − 2 swap
 * item i with item i + uniformInt(n − i)), so 415 picks; the first card dealt is item 0.
 */
export function shuffleBlackjackShoe(stream: Uint32Stream): number[] {
  const shoe = Array.from({ length: BLACKJACK_SHOE_SIZE }, (_, i) => i % 52);
  for (let i = 0; i < shoe.length - 1; i++) {
    const j = i + uniformInt(stream, shoe.length - i);
    [shoe[i], shoe[j]] = [shoe[j] as number, shoe[i] as number];
  }
  return shoe;
}
