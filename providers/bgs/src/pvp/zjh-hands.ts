import { rankOf, suitOf } from './cards';
import { compareTuples } from './common';

/**
 * Zha Jin Hua (three-card) hands, highest first: leopard (three of a rank) > straight flush > flush
 * > straight > pair > high card. Aces are high (A-K-Q the top straight) and A-2-3 is the lowest
 * straight. Equal categories compare ranks from the top; suits never break ties (equal hands tie).
 * The 2-3-5 rule is on: 2-3-5 of mixed suits beats a leopard (and loses to everything else as a high card).
 */
export type ZjhHand = { category: number; label: string; ranks: number[]; is235: boolean };

const LABELS = ['High card', 'Pair', 'Straight', 'Flush', 'Straight flush', 'Leopard'];

export function zjhHand(cards: readonly number[]): ZjhHand {
  if (cards.length !== 3) throw new RangeError('a zjh hand has three cards');
  const ranks = cards.map((c) => (rankOf(c) === 1 ? 14 : rankOf(c))).sort((a, b) => b - a);
  const [a, b, c] = ranks as [number, number, number];
  const flush = new Set(cards.map(suitOf)).size === 1;
  const wheel = a === 14 && b === 3 && c === 2;
  const straight = (a - b === 1 && b - c === 1) || wheel;
  const straightRanks = wheel ? [3, 2, 1] : ranks;
  let category: number;
  let keyRanks = ranks;
  if (a === c) category = 5;
  else if (straight && flush) [category, keyRanks] = [4, straightRanks];
  else if (flush) category = 3;
  else if (straight) [category, keyRanks] = [2, straightRanks];
  else if (a === b || b === c) {
    category = 1;
    keyRanks = a === b ? [a, c] : [b, a];
  } else category = 0;
  const is235 = category === 0 && a === 5 && b === 3 && c === 2;
  return { category, label: LABELS[category] as string, ranks: keyRanks, is235 };
}

/** > 0 when `a` beats `b`, 0 for a tie. */
export function compareZjh(a: ZjhHand, b: ZjhHand): number {
  if (a.is235 && b.category === 5) return 1;
  if (b.is235 && a.category === 5) return -1;
  return compareTuples([a.category, ...a.ranks], [b.category, ...b.ranks]);
}
