import { cardRank } from './cards';
import { takeCards } from './deal-cards';
import { checkVariant, edgeNumber, LOST, maxReturnOf, memo, pays, unknownSpot, type Weighted } from './spot-maths';
import type { Card, LiveGameDefinition, SpotReturn } from './types';

/**
 * Dragon Tiger (docs/games/live-maths.md): 8 decks; one card to the dragon, then one to the tiger
 * (no burn cards). The higher rank wins, ace low (A < 2 < … < 10 < J < Q < K); suits do not rank.
 * - `dragon`, `tiger`: 1:1; on a tie they lose half (return 1/2);
 * - `tie`: 8:1; `suited_tie` (same rank and suit): 50:1.
 * The shoe ends when fewer than 14 cards are left.
 */
export type DragonTigerResult = { dragon: Card; tiger: Card; outcome: 'D' | 'T' | 'X' };

export const DRAGON_TIGER_DECKS = 8;
const SPOT_CODES: readonly string[] = ['dragon', 'tiger', 'tie', 'suited_tie'];
const VARIANTS = ['standard'] as const;

function resultOf(dragon: Card, tiger: Card): DragonTigerResult {
  const d = cardRank(dragon);
  const t = cardRank(tiger);
  return { dragon, tiger, outcome: d > t ? 'D' : t > d ? 'T' : 'X' };
}

/** Every ordered pair of card codes with its weight in an 8-deck shoe: 8 × 7 for the same code, 8 × 8 otherwise. */
const PAIRS: Weighted<DragonTigerResult>[] = Array.from({ length: 52 * 52 }, (_, i) => {
  const dragon = Math.floor(i / 52);
  const tiger = i % 52;
  const copies = BigInt(DRAGON_TIGER_DECKS);
  return { result: resultOf(dragon, tiger), weight: dragon === tiger ? copies * (copies - 1n) : copies * copies };
});

const HALF = pays(1n, 2n);

function settle(spot: string, r: DragonTigerResult): SpotReturn {
  switch (spot) {
    case 'dragon':
      return r.outcome === 'D' ? pays(2n) : r.outcome === 'X' ? HALF : LOST;
    case 'tiger':
      return r.outcome === 'T' ? pays(2n) : r.outcome === 'X' ? HALF : LOST;
    case 'tie':
      return r.outcome === 'X' ? pays(9n) : LOST;
    case 'suited_tie':
      return r.dragon === r.tiger ? pays(51n) : LOST;
    default:
      throw unknownSpot('dragon-tiger', spot);
  }
}

const RANK_LABEL = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export const dragonTiger: LiveGameDefinition<DragonTigerResult> = {
  code: 'dragon-tiger',
  shoe: { decks: DRAGON_TIGER_DECKS, cutCard: 14 },
  roundsPerSeed: 1,
  variants: VARIANTS,
  spots(variant) {
    checkVariant('dragon-tiger', VARIANTS, variant);
    return SPOT_CODES;
  },
  deal(source) {
    const [dragon, tiger] = takeCards(source, 'dragon-tiger', 2) as [Card, Card];
    return { result: resultOf(dragon, tiger), used: 2 };
  },
  settle: (spot, result) => settle(spot, result),
  houseEdge: memo((spot) => edgeNumber(PAIRS, (r) => settle(spot, r))),
  maxReturn: memo((spot) => maxReturnOf(PAIRS, (r) => settle(spot, r))),
  summary(r) {
    const label = `${r.outcome} ${RANK_LABEL[cardRank(r.dragon) - 1]}:${RANK_LABEL[cardRank(r.tiger) - 1]}`;
    return { outcome: r.outcome, label };
  },
};
