import type { Card } from './types';

/** Test helper: the card of a rank (1 ace … 13 king) and suit (0 spades, 1 hearts, 2 clubs, 3 diamonds). */
export function card(rank: number, suit = 0): Card {
  return suit * 13 + rank - 1;
}

/** A card source over the given cards from `position`. */
export function cardsAt(cards: readonly Card[], position = 0) {
  return { kind: 'cards' as const, cards, position };
}
