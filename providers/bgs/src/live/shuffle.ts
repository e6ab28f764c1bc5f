import { type Uint32Stream, uniformInt } from '../fair/sampling';
import type { Card } from './types';

/**
 * A shoe of `decks` decks shuffled by Fisher–Yates over `stream` (FAIRNESS.md "Live tables"):
 * start from deck after deck in code order [0, 1, …, 51, 0, 1, …]; for i = 0 … n − 2:
 * j = i + uniformInt(n − i), swap cards i and j. Pure: the web recomputes it from Web Crypto blocks.
 */
export function shuffleCards(stream: Uint32Stream, decks: number): Card[] {
  if (!Number.isInteger(decks) || decks < 1 || decks > 16) throw new RangeError(`bad deck count: ${decks}`);
  const cards: Card[] = Array.from({ length: decks * 52 }, (_, i) => i % 52);
  const n = cards.length;
  for (let i = 0; i < n - 1; i++) {
    const j = i + uniformInt(stream, n - i);
    [cards[i], cards[j]] = [cards[j] as Card, cards[i] as Card];
  }
  return cards;
}
