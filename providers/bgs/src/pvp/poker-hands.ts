import { rankOf, suitOf } from './cards';
import { compareTuples } from './common';

/**
 * Five-card poker hands, highest first: straight flush 8, four of a kind 7, full house 6, flush 5,
 * straight 4, three of a kind 3, two pair 2, pair 1, high card 0. Aces are high, and low in the
 * A-2-3-4-5 straight (five high). Equal categories compare the ranks that make them, then the
 * kickers; suits never break ties.
 */
export type PokerHand = { category: number; label: string; key: number[] };

const LABELS = ['High card', 'Pair', 'Two pair', 'Three of a kind', 'Straight', 'Flush', 'Full house', 'Four of a kind', 'Straight flush'];

export function pokerHand(cards: readonly number[]): PokerHand {
  if (cards.length !== 5) throw new RangeError('a poker hand has five cards');
  const ranks = cards.map((c) => (rankOf(c) === 1 ? 14 : rankOf(c)));
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  // Ranks by how many, then by rank: [trips, pair] for a full house, [pair, pair, kicker] …
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const byGroup = groups.map(([r]) => r);
  const shape = groups.map(([, n]) => n).join('');
  const flush = new Set(cards.map(suitOf)).size === 1;
  const sorted = [...ranks].sort((a, b) => b - a);
  const wheel = sorted.join() === '14,5,4,3,2';
  const straight = counts.size === 5 && (sorted[0] === (sorted[4] as number) + 4 || wheel);
  const high = wheel ? [5] : [sorted[0] as number];
  let category: number;
  let key: number[];
  if (straight && flush) [category, key] = [8, high];
  else if (shape === '41') [category, key] = [7, byGroup];
  else if (shape === '32') [category, key] = [6, byGroup];
  else if (flush) [category, key] = [5, sorted];
  else if (straight) [category, key] = [4, high];
  else if (shape === '311') [category, key] = [3, byGroup];
  else if (shape === '221') [category, key] = [2, byGroup];
  else if (shape === '2111') [category, key] = [1, byGroup];
  else [category, key] = [0, sorted];
  return { category, label: LABELS[category] as string, key };
}

/** > 0 when `a` beats `b`, 0 for a tie. */
export function comparePoker(a: PokerHand, b: PokerHand): number {
  return compareTuples([a.category, ...a.key], [b.category, ...b.key]);
}
