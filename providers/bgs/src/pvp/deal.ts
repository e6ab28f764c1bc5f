import { MAX_SEATS, type PvpGame } from './types';

/**
 * Who gets which cards of the deck at the start of a hand (docs/games/pvp-rooms.md), the one rule
 * every game's `start` deals by and the hand record page checks a finished hand against: the seats
 * dealt in, in ascending seat order, take consecutive slices of `PVP_HAND_SIZE[game]` cards from the
 * top of the deck (deck[0] first). Shan Koe Mee then lays one "spare" card per seat, in the same
 * order, from the cards after the two-card hands: the third card a seat gets if it chooses `draw`.
 * No game replaces cards later (poker is five-card stud, without draws).
 *
 * E.g. niu niu at seats 4 and 1: seat 1 gets deck[0…4], seat 4 deck[5…9]; Shan Koe Mee at seats
 * 0, 2 and 5: hands deck[0,1], deck[2,3], deck[4,5], spares deck[6], deck[7], deck[8].
 */

/** Cards each seat is dealt at the start, by game. */
export const PVP_HAND_SIZE: Record<PvpGame, number> = { 'niu-niu': 5, zjh: 3, 'shan-koe-mee': 2, poker: 5 };

/** The deal of one hand, per seat (MAX_SEATS entries each). */
export type PvpDeal = {
  /** The cards dealt to each seat at the start, in deal order; [] for a seat not dealt in. */
  hands: number[][];
  /** Shan Koe Mee's third card for each seat dealt in (taken only on `draw`); null otherwise and in the other games. */
  spares: (number | null)[];
};

/** The deal of a hand of `game` to `seats` (distinct seats 0…MAX_SEATS − 1) from `deck` (its top card first). */
export function dealHands(game: PvpGame, deck: readonly number[], seats: readonly number[]): PvpDeal {
  const size = PVP_HAND_SIZE[game];
  if (size === undefined) throw new RangeError(`unknown game ${game}`);
  if (new Set(seats).size !== seats.length) throw new RangeError('a seat is dealt once');
  for (const seat of seats) if (!Number.isInteger(seat) || seat < 0 || seat >= MAX_SEATS) throw new RangeError(`bad seat ${seat}`);
  const sorted = [...seats].sort((a, b) => a - b);
  const withSpare = game === 'shan-koe-mee';
  if (sorted.length * (size + (withSpare ? 1 : 0)) > deck.length) throw new RangeError('the deck is too short for this deal');
  const hands = Array.from({ length: MAX_SEATS }, (): number[] => []);
  const spares = Array.from({ length: MAX_SEATS }, (): number | null => null);
  for (const [k, seat] of sorted.entries()) {
    hands[seat] = deck.slice(k * size, (k + 1) * size);
    if (withSpare) spares[seat] = deck[sorted.length * size + k] as number;
  }
  return { hands, spares };
}

/**
 * Whether the cards a seat held at the end of a hand are the ones the deal gave it: its hand as
 * dealt, or (Shan Koe Mee, after `draw`) that hand followed by its spare.
 */
export function cardsMatchDeal(deal: PvpDeal, seat: number, cards: readonly number[]): boolean {
  const hand = deal.hands[seat] ?? [];
  const spare = deal.spares[seat] ?? null;
  const same = (expected: readonly number[]) => expected.length === cards.length && expected.every((c, i) => c === cards[i]);
  return hand.length > 0 && (same(hand) || (spare !== null && same([...hand, spare])));
}
