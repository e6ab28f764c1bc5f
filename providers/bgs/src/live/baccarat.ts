import { handTotal, playCoup, pointValue } from './baccarat-rules';
import { cardRank } from './cards';
import { takeCards } from './deal-cards';
import { checkVariant, edgeNumber, LOST, maxReturnOf, memo, PUSH, pays, unknownSpot, type Weighted } from './spot-maths';
import type { Card, DealSource, LiveGameDefinition, SpotReturn } from './types';

/**
 * Baccarat (docs/games/live-maths.md): 8 decks, the standard tableau (baccarat-rules.ts), no burn
 * cards; the shoe ends when fewer than 14 cards are left (a coup takes at most 6, so every coup
 * dealt before the cut card is complete).
 * - `banker`: 0.95:1 (5 % commission); in the 'no-commission' variant 1:1, except a banker win on
 *   a total of 6 pays 1:2. `player`: 1:1. Both push on a tie.
 * - `tie`: 8:1. `banker_pair` / `player_pair` (the hand's first two cards of the same rank): 11:1.
 */
export type BaccaratResult = {
  /** The hands' cards in the order dealt to each (2 or 3). */
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: 'B' | 'P' | 'T';
  playerPair: boolean;
  bankerPair: boolean;
  /** Either hand had 8 or 9 on two cards. */
  natural: boolean;
};

export const BACCARAT_DECKS = 8;
export const BACCARAT_CUT_CARD = 14;
const VARIANTS = ['standard', 'no-commission'] as const;
const SPOT_CODES: readonly string[] = ['banker', 'player', 'tie', 'banker_pair', 'player_pair'];

/**
 * The exact weights of an 8-deck coup out of 416 × 415 × … × 411 ordered six-card deals, found by
 * enumeration (baccarat-odds.ts; baccarat.test.ts recomputes them): banker wins (of which on a
 * total of 6), player wins, ties.
 */
export const BACCARAT_8_DECK_WEIGHTS = {
  total: 4998398275503360n,
  banker: 2292252566437888n,
  bankerOnSix: 269232304455680n,
  player: 2230518282592256n,
  tie: 475627426473216n,
} as const;

/** Builds a result from its cards (the hands as dealt). */
export function baccaratResult(player: Card[], banker: Card[]): BaccaratResult {
  const playerTotal = handTotal(player.map(pointValue));
  const bankerTotal = handTotal(banker.map(pointValue));
  const natural = handTotal(player.slice(0, 2).map(pointValue)) >= 8 || handTotal(banker.slice(0, 2).map(pointValue)) >= 8;
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    outcome: bankerTotal > playerTotal ? 'B' : playerTotal > bankerTotal ? 'P' : 'T',
    playerPair: cardRank(player[0] as Card) === cardRank(player[1] as Card),
    bankerPair: cardRank(banker[0] as Card) === cardRank(banker[1] as Card),
    natural,
  };
}

function dealCoup(source: DealSource): { result: BaccaratResult; used: number } {
  if (source.kind !== 'cards') throw new RangeError('baccarat deals from a shoe');
  const dealt: Card[] = [];
  const { player, banker } = playCoup(() => {
    const [card] = takeCards({ ...source, position: source.position + dealt.length }, 'baccarat', 1) as [Card];
    dealt.push(card);
    return pointValue(card);
  });
  // Dealing order: P1 B1 P2 B2, then the player's third card (if drawn), then the banker's.
  const playerCards = [dealt[0], dealt[2]] as Card[];
  const bankerCards = [dealt[1], dealt[3]] as Card[];
  let next = 4;
  if (player.length === 3) playerCards.push(dealt[next++] as Card);
  if (banker.length === 3) bankerCards.push(dealt[next++] as Card);
  return { result: baccaratResult(playerCards, bankerCards), used: dealt.length };
}

function settle(spot: string, r: BaccaratResult, variant: string): SpotReturn {
  checkVariant('baccarat', VARIANTS, variant);
  switch (spot) {
    case 'banker':
      if (r.outcome === 'T') return PUSH;
      if (r.outcome === 'P') return LOST;
      if (variant === 'no-commission') return r.bankerTotal === 6 ? pays(3n, 2n) : pays(2n);
      return pays(195n, 100n);
    case 'player':
      return r.outcome === 'P' ? pays(2n) : r.outcome === 'T' ? PUSH : LOST;
    case 'tie':
      return r.outcome === 'T' ? pays(9n) : LOST;
    case 'banker_pair':
      return r.bankerPair ? pays(12n) : LOST;
    case 'player_pair':
      return r.playerPair ? pays(12n) : LOST;
    default:
      throw unknownSpot('baccarat', spot);
  }
}

const shape = (outcome: 'B' | 'P' | 'T', bankerTotal: number, pair: boolean): BaccaratResult => ({
  player: [],
  banker: [],
  playerTotal: 0,
  bankerTotal,
  outcome,
  playerPair: pair,
  bankerPair: pair,
  natural: false,
});
const W = BACCARAT_8_DECK_WEIGHTS;
/** The coups as the main spots see them (winner, banker on 6 or not). */
const MAIN: Weighted<BaccaratResult>[] = [
  { result: shape('B', 6, false), weight: W.bankerOnSix },
  { result: shape('B', 7, false), weight: W.banker - W.bankerOnSix },
  { result: shape('P', 0, false), weight: W.player },
  { result: shape('T', 0, false), weight: W.tie },
];
/** A hand's first two cards are two cards of the shoe: the second matches the first's rank in 31 of the 415 cards left. */
const PAIRS: Weighted<BaccaratResult>[] = [
  { result: shape('T', 0, true), weight: BigInt(4 * BACCARAT_DECKS - 1) },
  { result: shape('T', 0, false), weight: BigInt(52 * BACCARAT_DECKS - 4 * BACCARAT_DECKS) },
];
const distFor = (spot: string) => (spot.endsWith('_pair') ? PAIRS : MAIN);

export const baccarat: LiveGameDefinition<BaccaratResult> = {
  code: 'baccarat',
  shoe: { decks: BACCARAT_DECKS, cutCard: BACCARAT_CUT_CARD },
  roundsPerSeed: 1,
  variants: VARIANTS,
  spots(variant) {
    checkVariant('baccarat', VARIANTS, variant);
    return SPOT_CODES;
  },
  deal: (source) => dealCoup(source),
  settle,
  houseEdge: memo((spot, variant) => edgeNumber(distFor(spot), (r) => settle(spot, r, variant))),
  maxReturn: memo((spot, variant) => maxReturnOf(distFor(spot), (r) => settle(spot, r, variant))),
  summary(r) {
    const [high, low] = r.outcome === 'P' ? [r.playerTotal, r.bankerTotal] : [r.bankerTotal, r.playerTotal];
    return { outcome: r.outcome, label: `${r.outcome} ${high}:${low}`, bankerPair: r.bankerPair, playerPair: r.playerPair, value: high };
  },
};
