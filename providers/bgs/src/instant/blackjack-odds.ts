/**
 * The exact expected return of Blackjack's rules (blackjack.ts) under the best play of every
 * decision (basic strategy), dealt from an infinite deck: each card independent, ace … 9 with chance
 * 1/13 each and a ten-value card 4/13. The 8-deck shoe of a real round differs from this by a few
 * hundredths of a percent (docs/games/blackjack.md). Floats only: this is a figure for tests and the
 * documentation, never a payout.
 */

type Action = 'hit' | 'stand' | 'double' | 'split';

/** Chance of a card of value v (1 = ace … 10 = any ten-value card). */
const P = (v: number): number => (v === 10 ? 4 / 13 : 1 / 13);
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const best = (hard: number, ace: boolean): number => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/** Final dealer totals 17…21 and bust (index 5) from a hand (hard sum, holds an ace); S17. */
function dealerFrom(hard: number, ace: boolean, memo: Map<string, number[]>): number[] {
  const total = best(hard, ace);
  const out = [0, 0, 0, 0, 0, 0];
  if (total > 21) {
    out[5] = 1;
    return out;
  }
  if (total >= 17) {
    out[total - 17] = 1;
    return out;
  }
  const key = `${hard}:${ace}`;
  const known = memo.get(key);
  if (known) return known;
  for (const v of VALUES) {
    const next = dealerFrom(hard + v, ace || v === 1, memo);
    for (let i = 0; i < 6; i++) out[i] = (out[i] as number) + P(v) * (next[i] as number);
  }
  memo.set(key, out);
  return out;
}

/** The dealer's final totals with `up` showing, given the peek found no natural; and the natural's chance. */
export function dealerOutcomes(up: number): { dist: number[]; natural: number } {
  const memo = new Map<string, number[]>();
  const natural = up === 1 ? P(10) : up === 10 ? P(1) : 0;
  const dist = [0, 0, 0, 0, 0, 0];
  for (const hole of VALUES) {
    if ((up === 1 && hole === 10) || (up === 10 && hole === 1)) continue;
    const next = dealerFrom(up + hole, up === 1 || hole === 1, memo);
    for (let i = 0; i < 6; i++) dist[i] = (dist[i] as number) + (P(hole) / (1 - natural)) * (next[i] as number);
  }
  return { dist, natural };
}

const players = new Map<number, ReturnType<typeof makePlayer>>();

/** Everything the best play of one up card needs (made once per up card). */
function player(up: number): ReturnType<typeof makePlayer> {
  let found = players.get(up);
  if (!found) {
    found = makePlayer(up);
    players.set(up, found);
  }
  return found;
}

function makePlayer(up: number) {
  const { dist } = dealerOutcomes(up);
  const stand = (total: number): number => {
    if (total > 21) return -1;
    let ev = dist[5] as number;
    for (let d = 17; d <= 21; d++) ev += (total > d ? 1 : total < d ? -1 : 0) * (dist[d - 17] as number);
    return ev;
  };
  const hitMemo = new Map<string, number>();
  /** The best of hitting and standing from here on (no double, no split). */
  const play = (hard: number, ace: boolean): number => {
    const total = best(hard, ace);
    if (total > 21) return -1;
    const key = `${hard}:${ace}`;
    const known = hitMemo.get(key);
    if (known !== undefined) return known;
    const value = total === 21 ? stand(21) : Math.max(stand(total), hit(hard, ace));
    hitMemo.set(key, value);
    return value;
  };
  const hit = (hard: number, ace: boolean): number => VALUES.reduce((ev, v) => ev + P(v) * play(hard + v, ace || v === 1), 0);
  const double = (hard: number, ace: boolean): number => 2 * VALUES.reduce((ev, v) => ev + P(v) * stand(best(hard + v, ace || v === 1)), 0);
  /** One hand of a split pair of value c (split aces take one card; doubling after a split is allowed). */
  const splitHand = (c: number): number =>
    VALUES.reduce((ev, v) => {
      const hard = c + v;
      const ace = c === 1 || v === 1;
      const value = c === 1 ? stand(best(hard, ace)) : Math.max(play(hard, ace), double(hard, ace));
      return ev + P(v) * value;
    }, 0);
  return { stand, play, hit, double, split: (c: number) => 2 * splitHand(c) };
}

/** The values of the expected return of every action on a hand; undefined where the action is not allowed. */
export function actionValues(
  cards: readonly number[],
  up: number,
  allowed: { double: boolean; split: boolean },
): Partial<Record<Action, number>> {
  const ev = player(up);
  const hard = cards.reduce((sum, v) => sum + v, 0);
  const ace = cards.includes(1);
  const values: Partial<Record<Action, number>> = { stand: ev.stand(best(hard, ace)), hit: ev.hit(hard, ace) };
  if (allowed.double) values.double = ev.double(hard, ace);
  if (allowed.split && cards.length === 2 && cards[0] === cards[1]) values.split = ev.split(cards[0] as number);
  return values;
}

const strategyMemo = new Map<string, Action>();

/** Basic strategy: the action of the highest expected return (cards as values 1…10). */
export function basicStrategy(cards: readonly number[], up: number, allowed: { double: boolean; split: boolean }): Action {
  const hard = cards.reduce((sum, v) => sum + v, 0);
  const pair = allowed.split && cards.length === 2 && cards[0] === cards[1];
  const key = `${up}:${hard}:${cards.includes(1)}:${allowed.double}:${pair ? cards[0] : 0}`;
  const known = strategyMemo.get(key);
  if (known) return known;
  const values = actionValues(cards, up, allowed);
  let choice: Action = 'stand';
  for (const action of ['hit', 'double', 'split'] as const) {
    const value = values[action];
    if (value !== undefined && value > (values[choice] as number) + 1e-12) choice = action;
  }
  strategyMemo.set(key, choice);
  return choice;
}

/** The player's expected return per opening bet under basic strategy (−0.005 is a 0.5 % house edge). */
export function blackjackExpectedReturn(): number {
  const naturalChance = 2 * P(1) * P(10);
  let total = 0;
  for (const up of VALUES) {
    const { natural } = dealerOutcomes(up);
    const ev = player(up);
    let hands = 0;
    for (const a of VALUES)
      for (const b of VALUES) {
        const chance = P(a) * P(b);
        if ((a === 1 && b === 10) || (a === 10 && b === 1)) {
          hands += chance * 1.5;
          continue;
        }
        const hard = a + b;
        const ace = a === 1 || b === 1;
        const plain = Math.max(ev.play(hard, ace), ev.double(hard, ace));
        if (a !== b) hands += chance * plain;
        else {
          const splitting = Math.max(plain, ev.split(a));
          // A split takes equal ranks: a pair of ten-value cards is one of equal rank a quarter of the time.
          hands += chance * (a === 10 ? 0.25 * splitting + 0.75 * plain : splitting);
        }
      }
    // With a dealer natural a player natural pushes, anything else loses the opening bet.
    total += P(up) * (natural * -(1 - naturalChance) + (1 - natural) * hands);
  }
  return total;
}
