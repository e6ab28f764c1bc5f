import { rankOf, suitStrength } from './cards';
import { compareTuples } from './common';

/**
 * Niu Niu hands (docs/games/pvp-rooms.md). Card points: A 1, 2–10 their value, J Q K 10. A hand
 * "has niu" when three of its five cards sum to a multiple of 10; the other two's sum mod 10 is the
 * niu (0: niu niu). Special hands, checked first, highest first:
 * - five small: every card below 5 and the five sum to at most 10 (×5);
 * - bomb: four cards of one rank (×4);
 * - five face: all five J, Q or K (×4);
 * then niu niu (×3), niu 7–9 (×2), niu 1–6 and no niu (×1).
 * Equal categories: the higher highest card (K high, A low), then that card's suit (spades > hearts > clubs > diamonds).
 */
export type NiuHand = {
  /** 0 no niu, 1–9 niu n, 10 niu niu, 11 five face, 12 bomb, 13 five small. */
  category: number;
  label: string;
  multiplier: number;
  /** The highest card (rank, then suit) for ties. */
  high: number;
};

export const NIU_MAX_MULTIPLIER = 5;

const points = (c: number) => Math.min(rankOf(c), 10);
const strength = (c: number) => rankOf(c) * 4 + suitStrength(c);

export function niuHand(cards: readonly number[]): NiuHand {
  if (cards.length !== 5) throw new RangeError('a niu niu hand has five cards');
  const high = cards.reduce((a, b) => (strength(b) > strength(a) ? b : a));
  const ranks = cards.map(rankOf);
  const sum = cards.reduce((a, c) => a + points(c), 0);
  if (ranks.every((r) => r < 5) && sum <= 10) return { category: 13, label: 'Five small', multiplier: 5, high };
  if (ranks.some((r) => ranks.filter((x) => x === r).length === 4)) return { category: 12, label: 'Bomb', multiplier: 4, high };
  if (ranks.every((r) => r > 10)) return { category: 11, label: 'Five face', multiplier: 4, high };
  let best = -1;
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++)
      for (let c = b + 1; c < 5; c++) {
        const three = points(cards[a] as number) + points(cards[b] as number) + points(cards[c] as number);
        if (three % 10 !== 0) continue;
        const niu = (sum - three) % 10;
        best = Math.max(best, niu === 0 ? 10 : niu);
      }
  if (best < 0) return { category: 0, label: 'No niu', multiplier: 1, high };
  if (best === 10) return { category: 10, label: 'Niu niu', multiplier: 3, high };
  return { category: best, label: `Niu ${best}`, multiplier: best >= 7 ? 2 : 1, high };
}

/** > 0 when `a` beats `b`; never 0 for two different hands of one deck (the highest cards differ). */
export function compareNiu(a: NiuHand, b: NiuHand): number {
  return compareTuples([a.category, strength(a.high)], [b.category, strength(b.high)]);
}
