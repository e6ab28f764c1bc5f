import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { instantStream } from '../fair/instant';
import { arrayStream, type Uint32Stream } from '../fair/sampling';
import { PVP_RULES } from './index';
import { cardsMatchDeal, dealHands, deckFromStream, PVP_GAMES, PVP_HAND_SIZE } from './pure';
import { dealDeck } from './seed-deck';
import type { ShanState } from './shan-koe-mee';

const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';
/** A deck whose cards are their own places: a deal then reads as the places it took. */
const INDEXED = Array.from({ length: 52 }, (_, i) => i);
const SEAT_SETS = [
  [0, 1],
  [4, 1],
  [5, 2, 3],
  [3, 0, 5, 1],
  [0, 1, 2, 3, 4, 5],
] as const;

/** A stream that remembers every number it handed out (the browser's precomputed blocks are such a list). */
function recording(stream: Uint32Stream): { stream: Uint32Stream; taken: number[] } {
  const taken: number[] = [];
  return { stream: { next: () => taken[taken.push(stream.next()) - 1] as number }, taken };
}

describe('the deck of a hand', () => {
  it('is dealDeck’s from the seed’s stream, and the same from a list of the stream’s numbers', () => {
    for (const nonce of [0, 1, 7, 123_456]) {
      const fromSeed = dealDeck(SEED, 'pvp-3', nonce);
      expect(deckFromStream(instantStream(SEED, 'pvp-3', nonce))).toEqual(fromSeed);
      const { stream, taken } = recording(instantStream(SEED, 'pvp-3', nonce));
      deckFromStream(stream);
      expect(deckFromStream(arrayStream(taken))).toEqual(fromSeed);
      // One number fewer and the browser must fetch more blocks: the stream says so, never deals short.
      expect(() => deckFromStream(arrayStream(taken.slice(0, -1)))).toThrow(/ran out/);
    }
  });

  it('holds every card once and orders the six seats', () => {
    const { deck, order } = dealDeck(SEED, 'pvp-1', 1);
    expect([...deck].sort((a, b) => a - b)).toEqual(INDEXED);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('is computed without node: pure.ts and what it imports never import node modules', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from '(node:|crypto'|fs')/);
      for (const [, spec] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) visit(path.resolve(path.dirname(file), `${spec}.ts`));
    };
    visit(path.join(import.meta.dirname, 'pure.ts'));
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe('dealHands', () => {
  it('gives the seats, in ascending order, consecutive slices from the top of the deck', () => {
    const niu = dealHands('niu-niu', INDEXED, [4, 1]);
    expect(niu.hands).toEqual([[], [0, 1, 2, 3, 4], [], [], [5, 6, 7, 8, 9], []]);
    expect(niu.spares).toEqual([null, null, null, null, null, null]);
    expect(dealHands('zjh', INDEXED, [5, 0]).hands).toEqual([[0, 1, 2], [], [], [], [], [3, 4, 5]]);
    expect(dealHands('poker', INDEXED, [2, 3]).hands[3]).toEqual([5, 6, 7, 8, 9]);
  });

  it('lays Shan Koe Mee’s spare cards after all the two-card hands, in the same order', () => {
    const shan = dealHands('shan-koe-mee', INDEXED, [5, 0, 2]);
    expect(shan.hands).toEqual([[0, 1], [], [2, 3], [], [], [4, 5]]);
    expect(shan.spares).toEqual([6, null, 7, null, null, 8]);
  });

  it('refuses a seat dealt twice, a seat off the table and a deck too short', () => {
    expect(() => dealHands('zjh', INDEXED, [1, 1])).toThrow(RangeError);
    expect(() => dealHands('zjh', INDEXED, [0, 6])).toThrow(RangeError);
    expect(() => dealHands('niu-niu', INDEXED.slice(0, 9), [0, 1])).toThrow(RangeError);
  });

  it('is what every game’s start deals', () => {
    for (const game of PVP_GAMES) {
      for (const [k, seats] of SEAT_SETS.entries()) {
        const nonce = 10 + k;
        const state = PVP_RULES[game].start({ seats: [...seats], base: 100n, rakeBps: 500, seed: SEED, clientSeed: `pvp-${k}`, nonce });
        const deal = dealHands(game, dealDeck(SEED, `pvp-${k}`, nonce).deck, seats);
        expect(state.cards, `${game} ${seats}`).toEqual(deal.hands);
        for (const seat of seats) expect(state.cards[seat]).toHaveLength(PVP_HAND_SIZE[game]);
        if (game === 'shan-koe-mee') expect((state as ShanState).spare).toEqual(deal.spares);
      }
    }
  });
});

describe('cardsMatchDeal', () => {
  const shan = dealHands('shan-koe-mee', INDEXED, [1, 3]);

  it('accepts the hand as dealt, and a Shan Koe Mee hand that drew its own spare', () => {
    expect(cardsMatchDeal(shan, 1, [0, 1])).toBe(true);
    expect(cardsMatchDeal(shan, 3, [2, 3, 5])).toBe(true);
    expect(cardsMatchDeal(dealHands('niu-niu', INDEXED, [0, 2]), 2, [5, 6, 7, 8, 9])).toBe(true);
  });

  it('refuses other cards, another order, another seat’s spare and a seat not dealt in', () => {
    expect(cardsMatchDeal(shan, 1, [1, 0])).toBe(false);
    expect(cardsMatchDeal(shan, 1, [0, 1, 5])).toBe(false);
    expect(cardsMatchDeal(shan, 1, [0, 9])).toBe(false);
    expect(cardsMatchDeal(shan, 2, [])).toBe(false);
    expect(cardsMatchDeal(dealHands('niu-niu', INDEXED, [0, 2]), 0, [0, 1, 2, 3])).toBe(false);
  });
});
