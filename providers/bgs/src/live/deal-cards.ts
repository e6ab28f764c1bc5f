import type { Card, DealSource } from './types';

/** Reads `count` cards of a card source from its position (throws when the shoe runs out). */
export function takeCards(source: DealSource, game: string, count: number): Card[] {
  if (source.kind !== 'cards') throw new RangeError(`${game} deals from a shoe`);
  const { cards, position } = source;
  if (!Number.isInteger(position) || position < 0 || position + count > cards.length) {
    throw new RangeError(`${game}: the shoe has no ${count} cards left at ${position}`);
  }
  return cards.slice(position, position + count);
}
