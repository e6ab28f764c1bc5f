import { describe, expect, it } from 'vitest';
import { ratio, sub, toNumber } from '../rational';
import { BACCARAT_8_DECK_WEIGHTS, baccarat } from './baccarat';
import { baccaratDistribution } from './baccarat-odds';
import { bankerDraws, playerDraws } from './baccarat-rules';
import { card, cardsAt } from './test-cards';

const K = 13;
const Q = 12;
const J = 11;
const deal = (...cards: number[]) => baccarat.deal(cardsAt(cards), 'standard');

describe('baccarat drawing rules', () => {
  it('player draws on 0–5 and stands on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('banker follows the standard tableau', () => {
    // Rows: banker's two-card total 0–7; columns: the player's third card 0–9. D draws, S stands.
    const tableau = ['DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDDD', 'DDDDDDDDSD', 'SSDDDDDDSS', 'SSSSDDDDSS', 'SSSSSSDDSS', 'SSSSSSSSSS'];
    tableau.forEach((row, total) => {
      for (let v = 0; v <= 9; v++) expect(bankerDraws(total, v), `banker ${total}, player third ${v}`).toBe(row[v] === 'D');
    });
    // When the player stood, the banker draws on 0–5 like the player.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((t) => bankerDraws(t, null))).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('a natural ends the coup on four cards, even against a drawing total', () => {
    // P1 4, B1 K, P2 5, B2 2: player 9 natural; banker 2 would draw but does not.
    const { result, used } = deal(card(4), card(K), card(5, 1), card(2), card(9), card(9));
    expect(used).toBe(4);
    expect(result).toMatchObject({ playerTotal: 9, bankerTotal: 2, outcome: 'P', natural: true });
    expect(result.player).toEqual([card(4), card(5, 1)]);
    expect(result.banker).toEqual([card(K), card(2)]);
    expect(baccarat.summary(result)).toEqual({ outcome: 'P', label: 'P 9:2', bankerPair: false, playerPair: false, value: 9 });
    // A banker natural 8 against a player 5 also stops the draw.
    expect(deal(card(2), card(3), card(3), card(5), card(1)).used).toBe(4);
  });

  it('the player stands on 6 and 7; the banker then draws on 5 and stands on 6', () => {
    // Player 3+3 = 6 stands; banker 2+3 = 5 draws a 4 → 9.
    const a = deal(card(3), card(2), card(3, 1), card(3, 2), card(4), card(9));
    expect(a.used).toBe(5);
    expect(a.result).toMatchObject({ playerTotal: 6, bankerTotal: 9, outcome: 'B' });
    expect(a.result.banker).toEqual([card(2), card(3, 2), card(4)]);
    // Player 7 stands, banker 6 stands: player wins 7:6.
    const b = deal(card(7), card(6), card(K), card(Q), card(1));
    expect(b.used).toBe(4);
    expect(b.result).toMatchObject({ playerTotal: 7, bankerTotal: 6, outcome: 'P' });
  });

  it('the banker uses the player third card: 6 draws on a 6, 3 stands on an 8', () => {
    // Player 2+3 = 5 draws a 6 → 1; banker 3+3 = 6 draws (third card 6) a 2 → 8.
    const a = deal(card(2), card(3), card(3, 1), card(3, 1), card(6), card(2));
    expect(a.used).toBe(6);
    expect(a.result).toMatchObject({ playerTotal: 1, bankerTotal: 8, outcome: 'B' });
    expect(a.result.player).toEqual([card(2), card(3, 1), card(6)]);
    // Player J+K = 0 draws an 8; banker 1+2 = 3 stands on an 8: 8:3 to the player.
    const b = deal(card(J), card(1), card(K), card(2), card(8), card(5));
    expect(b.used).toBe(5);
    expect(b.result).toMatchObject({ playerTotal: 8, bankerTotal: 3, outcome: 'P' });
    // Banker 4 against a player third card 1 stands; against a 2 draws.
    expect(deal(card(1), card(4), card(2), card(K), card(1), card(5)).used).toBe(5);
    expect(deal(card(1), card(4), card(2), card(K), card(2), card(5)).used).toBe(6);
  });

  it('deals from the position and marks pairs on the first two cards', () => {
    const cards = [card(9), card(9), card(7), card(K), card(7, 1), card(K, 3), card(1), card(1)];
    const { result, used } = baccarat.deal(cardsAt(cards, 2), 'standard');
    // P 7, B K, P 7h, B Kd: player 4 draws an ace → 5; banker 0 draws an ace → 1.
    expect(used).toBe(6);
    expect(result).toMatchObject({ playerPair: true, bankerPair: true, playerTotal: 5, bankerTotal: 1, outcome: 'P' });
    expect(() => baccarat.deal(cardsAt(cards, 5), 'standard')).toThrow(RangeError);
  });
});

describe('baccarat payouts', () => {
  const coup = deal(card(7), card(6), card(K), card(Q), card(1)).result; // player 7:6
  const bankerSix = deal(card(5), card(6), card(K), card(K), card(Q)).result; // player 5 draws a queen; banker 6 stands: 6:5
  const tie = deal(card(8), card(8, 1), card(K), card(K, 1)).result; // 8:8 natural tie
  it('settles every spot', () => {
    expect(bankerSix).toMatchObject({ outcome: 'B', bankerTotal: 6, playerTotal: 5 });
    expect(baccarat.settle('player', coup, 'standard')).toEqual({ num: 2n, den: 1n });
    expect(baccarat.settle('banker', coup, 'standard')).toEqual({ num: 0n, den: 1n });
    expect(baccarat.settle('banker', bankerSix, 'standard')).toEqual({ num: 195n, den: 100n });
    expect(baccarat.settle('banker', bankerSix, 'no-commission')).toEqual({ num: 3n, den: 2n });
    expect(baccarat.settle('banker', { ...bankerSix, bankerTotal: 7 }, 'no-commission')).toEqual({ num: 2n, den: 1n });
    for (const spot of ['banker', 'player']) expect(baccarat.settle(spot, tie, 'standard')).toEqual({ num: 1n, den: 1n });
    expect(baccarat.settle('tie', tie, 'standard')).toEqual({ num: 9n, den: 1n });
    expect(baccarat.settle('banker_pair', tie, 'standard')).toEqual({ num: 0n, den: 1n });
    expect(baccarat.settle('player_pair', { ...tie, playerPair: true }, 'standard')).toEqual({ num: 12n, den: 1n });
    expect(() => baccarat.settle('dragon', tie, 'standard')).toThrow(RangeError);
    expect(() => baccarat.settle('banker', tie, 'mini')).toThrow(RangeError);
  });

  it('the hard-coded 8-deck weights are the exact enumeration of the shoe', () => {
    const { classes, total } = baccaratDistribution(8);
    const sum = (keep: (c: { outcome: string; bankerTotal: number }) => boolean) =>
      [...classes.values()].filter(({ coup }) => keep(coup)).reduce((a, { weight }) => a + weight, 0n);
    expect(total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    expect({
      total,
      banker: sum((c) => c.outcome === 'B'),
      bankerOnSix: sum((c) => c.outcome === 'B' && c.bankerTotal === 6),
      player: sum((c) => c.outcome === 'P'),
      tie: sum((c) => c.outcome === 'T'),
    }).toEqual(BACCARAT_8_DECK_WEIGHTS);
    // The published 8-deck probabilities.
    const w = BACCARAT_8_DECK_WEIGHTS;
    expect(toNumber(ratio(w.banker, w.total))).toBeCloseTo(0.458597, 6);
    expect(toNumber(ratio(w.player, w.total))).toBeCloseTo(0.446247, 6);
    expect(toNumber(ratio(w.tie, w.total))).toBeCloseTo(0.095156, 6);
  });

  it('has the exact house edge of every spot', () => {
    const w = BACCARAT_8_DECK_WEIGHTS;
    const edge = (num: bigint, den: bigint) => toNumber(sub(ratio(1), ratio(num, den)));
    // banker: 1.95 × P(B) + P(T); no commission: 2 × P(B) − 0.5 × P(B on 6) + P(T).
    expect(baccarat.houseEdge('banker', 'standard')).toBeCloseTo(edge(195n * w.banker + 100n * w.tie, 100n * w.total), 15);
    expect(baccarat.houseEdge('banker', 'standard')).toBeCloseTo(0.010579, 6);
    expect(baccarat.houseEdge('banker', 'no-commission')).toBeCloseTo(edge(4n * w.banker - w.bankerOnSix + 2n * w.tie, 2n * w.total), 15);
    expect(baccarat.houseEdge('banker', 'no-commission')).toBeCloseTo(0.014581, 6);
    expect(baccarat.houseEdge('player', 'standard')).toBeCloseTo(0.012351, 6);
    expect(baccarat.houseEdge('tie', 'standard')).toBeCloseTo(0.143596, 6);
    // A pair: the hand's second card matches the first's rank in 31 of the 415 cards left; 12 × 31/415.
    for (const spot of ['banker_pair', 'player_pair']) expect(baccarat.houseEdge(spot, 'standard')).toBeCloseTo(43 / 415, 15);
    expect(baccarat.maxReturn('banker', 'standard')).toEqual({ num: 195n, den: 100n });
    expect(baccarat.maxReturn('banker', 'no-commission')).toEqual({ num: 2n, den: 1n });
    expect(baccarat.maxReturn('tie', 'standard')).toEqual({ num: 9n, den: 1n });
    expect(baccarat.maxReturn('player_pair', 'standard')).toEqual({ num: 12n, den: 1n });
  });
});
