import type { Card } from './types';

/** Rank 1 (ace) … 13 (king) of a card code 0…51. */
export function cardRank(c: Card): number {
  return (c % 13) + 1;
}

/** Suit 0 spades, 1 hearts, 2 clubs, 3 diamonds. */
export function cardSuit(c: Card): number {
  return Math.floor(c / 13);
}

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_TEXT = ['s', 'h', 'c', 'd'];

/** A card as text for the web: 'Qh', '10s', 'Ad'. */
export function cardText(c: Card): string {
  if (!Number.isInteger(c) || c < 0 || c > 51) throw new RangeError(`not a card: ${c}`);
  return `${RANK_TEXT[c % 13]}${SUIT_TEXT[Math.floor(c / 13)]}`;
}
