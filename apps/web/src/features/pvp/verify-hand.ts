import { arrayStream } from '@fortuna/bgs/instant';
import { cardsMatchDeal, cardText, dealHands, deckFromStream, type PvpDeal, parseCard } from '@fortuna/bgs/pvp/pure';
import type { PvpHandRecord } from '@fortuna/shared';
import { isServerSeed, roundNumbers, sha256Hex } from '../originals/fair-stream';

/**
 * A finished hand checked in the browser (docs/games/pvp-rooms.md), with the very deal code the
 * server runs: SHA-256 of the revealed seed against the hash committed before the deal, then the
 * deck recomputed from the seed's HMAC-SHA256 stream (Web Crypto blocks of `${clientSeed}:${nonce}:${i}`)
 * and each seat's cards against what that deck deals it.
 */

/** The page's verdict: `unsupported` when this browser cannot compute it (no Web Crypto, e.g. a page not served over HTTPS). */
export type HandVerdict = 'checking' | 'verified' | 'mismatch' | 'unsupported';

export type SeatCheck = {
  seat: number;
  /** The cards the seed deals this seat ('Qh'), with Shan Koe Mee's spare when the seat drew it. */
  dealt: string[];
  matches: boolean;
};

export type HandCheck = {
  /** SHA-256 of the revealed seed, computed here. */
  hash: string;
  hashMatches: boolean;
  seats: SeatCheck[];
  verdict: 'verified' | 'mismatch';
};

/** Whether this browser has what the check needs (Web Crypto's `subtle` exists only in secure contexts). */
export function canCheckHands(): boolean {
  return typeof globalThis.crypto?.subtle?.sign === 'function';
}

/** The hand's deck and seat order from its seed, fetching more HMAC blocks while the stream runs short. */
export async function recomputeDeck(seed: string, clientSeed: string, nonce: number): Promise<{ deck: number[]; order: number[] }> {
  // 52 + 6 cards and seats take ~57 numbers (8 per block) and rarely a few rejected ones.
  for (let blocks = 16; ; blocks *= 4) {
    try {
      return deckFromStream(arrayStream(await roundNumbers(seed, clientSeed, nonce, blocks)));
    } catch (error) {
      if (!(error instanceof RangeError && /ran out/.test(error.message)) || blocks >= 4096) throw error;
    }
  }
}

const parsed = (cards: readonly string[]): number[] | null => {
  try {
    return cards.map(parseCard);
  } catch {
    return null;
  }
};

/** What the seed deals a seat, as the record should show it: the hand, and the spare after it when the seat drew. */
function dealtText(deal: PvpDeal, seat: number, shown: number): string[] {
  const hand = deal.hands[seat] ?? [];
  const spare = deal.spares[seat];
  return (spare !== null && spare !== undefined && shown > hand.length ? [...hand, spare] : hand).map(cardText);
}

/** Checks a finished hand's record; throws when the deal cannot be computed at all (an unknown game). */
export async function checkHand(record: PvpHandRecord): Promise<HandCheck> {
  const hash = await sha256Hex(record.seed);
  const hashMatches = isServerSeed(record.seed) && hash === record.seedHash.toLowerCase();
  const { deck } = await recomputeDeck(record.seed, record.clientSeed, record.nonce);
  const deal = dealHands(
    record.gameCode,
    deck,
    record.seats.map((s) => s.seat),
  );
  const seats = record.seats.map((s): SeatCheck => {
    const cards = parsed(s.cards);
    return { seat: s.seat, dealt: dealtText(deal, s.seat, s.cards.length), matches: cards !== null && cardsMatchDeal(deal, s.seat, cards) };
  });
  const verdict = hashMatches && seats.length > 0 && seats.every((s) => s.matches) ? 'verified' : 'mismatch';
  return { hash, hashMatches, seats, verdict };
}
