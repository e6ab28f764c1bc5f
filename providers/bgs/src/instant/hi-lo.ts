import { z } from 'zod';
import { type Uint32Stream, uniformInt } from '../fair/sampling';
import { compare, mul, type Rational, ratio } from '../rational';
import { InstantActionError } from './action-error';
import { multiplierText, rationalText, stepsMultiplier, stepsWin } from './steps-payout';
import type { InstantGameDefinition, InstantStep } from './types';

/**
 * Hi-Lo: a card is shown; the player says whether the next one is higher or lower, skips it, or cashes
 * out after at least one right guess. The cards are drawn at the start: 52 times uniformInt(52), with
 * replacement (each card is a fresh draw from a full deck, so every rank always has chance 1/13). Card c
 * is rank (c mod 13) + 1 (1 = ace, lowest … 13 = king, highest) of suit ⌊c / 13⌋ (♠ ♥ ♦ ♣).
 *
 * On a card of rank r: "higher" wins on a next rank ≥ r (chance (14 − r)/13), "lower" on a rank ≤ r
 * (chance r/13); on an ace "higher" means strictly higher (12/13) and on a king "lower" strictly lower
 * (12/13), so no guess is certain. After right guesses of joint chance P the multiplier is 0.99 / P.
 * A guess that would lift the multiplier above {@link HI_LO_MAX_MULTIPLIER} is refused (the player
 * cashes out or skips), so every payout stays exactly 0.99 / P. A skip shows the next card and changes
 * nothing else; the last card is kept for a guess. When the 52nd card was guessed right the round cashes
 * out by itself.
 */

export const HI_LO_DECK = 52;
/** The largest multiplier (the max-win cap of 10,000,000 then allows bets up to 100). */
export const HI_LO_MAX_MULTIPLIER = ratio(100_000);

export const hiLoParams = z.object({}).strict();
export type HiLoParams = z.infer<typeof hiLoParams>;

export const hiLoAction = z.object({ type: z.enum(['higher', 'lower', 'skip', 'cashout']) });
export type HiLoAction = z.infer<typeof hiLoAction>;
export type HiLoGuess = 'higher' | 'lower';

export type HiLoMove = { type: 'higher' | 'lower' | 'skip'; card: number; right: boolean | null };

export type HiLoState = {
  /** Every card of the round (the later ones are hidden until the round ends). */
  deck: number[];
  /** Moves so far; move i turned deck[i + 1]. */
  moves: HiLoMove[];
  finished: boolean;
  /** The player cashed out (otherwise a finished round ended on a wrong guess or the last card). */
  cashedOut: boolean;
};

export type HiLoChoice = { chance: string; multiplier: string; allowed: boolean };

export type HiLoView = {
  /** The cards shown so far: deck[0 … moves]. */
  cards: number[];
  moves: HiLoMove[];
  multiplier: string;
  multiplierExact: string;
  cashOut: string;
  /** The two guesses on the current card (null once the round is over). */
  higher: HiLoChoice | null;
  lower: HiLoChoice | null;
  canSkip: boolean;
  cardsLeft: number;
  deck: number[] | null;
  outcome: 'playing' | 'bust' | 'cashout' | 'deck_end';
};

export const cardRank = (card: number): number => (card % 13) + 1;
export const cardSuit = (card: number): number => Math.floor(card / 13);

/** The chance that a guess on a card of rank r is right. */
export function guessChance(rank: number, guess: HiLoGuess): Rational {
  if (guess === 'higher') return rank === 1 ? ratio(12, 13) : ratio(14 - rank, 13);
  return rank === 13 ? ratio(12, 13) : ratio(rank, 13);
}

/** Whether the next rank makes the guess right. */
export function guessRight(rank: number, guess: HiLoGuess, next: number): boolean {
  if (guess === 'higher') return rank === 1 ? next > 1 : next >= rank;
  return rank === 13 ? next < 13 : next <= rank;
}

/** The joint chance of the right guesses so far (1 when there are none). */
function chanceOf(state: HiLoState): Rational {
  let chance = ratio(1);
  state.moves.forEach((move, i) => {
    if (move.type !== 'skip' && move.right) chance = mul(chance, guessChance(cardRank(state.deck[i] as number), move.type));
  });
  return chance;
}

function rightGuesses(state: HiLoState): number {
  return state.moves.filter((m) => m.type !== 'skip' && m.right).length;
}

function choice(chance: Rational, current: Rational, open: boolean): HiLoChoice {
  const next = stepsMultiplier(mul(current, chance));
  const percent = (chance.num * 1_000_000n) / chance.den; // chance × 10^6, shown with 4 decimals of a percent
  return {
    chance: `${percent / 10_000n}.${(percent % 10_000n).toString().padStart(4, '0').slice(0, 2)}`,
    multiplier: multiplierText(next),
    allowed: open && compare(next, HI_LO_MAX_MULTIPLIER) <= 0,
  };
}

function step(state: HiLoState, bet: bigint): InstantStep<HiLoState, HiLoView> {
  const shown = state.moves.length;
  const last = state.moves[shown - 1];
  const lost = last !== undefined && last.right === false;
  const chance = chanceOf(state);
  const hasWin = rightGuesses(state) > 0 && !lost;
  const current = hasWin ? stepsMultiplier(chance) : null;
  const value = current ? stepsWin(bet, current) : 0n;
  const rank = cardRank(state.deck[shown] as number);
  const open = !state.finished && shown < HI_LO_DECK - 1;
  const outcome: HiLoView['outcome'] = !state.finished
    ? 'playing'
    : lost
      ? 'bust'
      : shown === HI_LO_DECK - 1 && last?.type !== 'skip' && !state.cashedOut
        ? 'deck_end'
        : 'cashout';
  return {
    state,
    finished: state.finished,
    win: state.finished ? value : 0n,
    view: {
      cards: state.deck.slice(0, shown + 1),
      moves: state.moves.map((m) => ({ ...m })),
      multiplier: current ? multiplierText(current) : '0.0000',
      multiplierExact: current ? rationalText(current) : '0/1',
      cashOut: value.toString(),
      higher: state.finished ? null : choice(guessChance(rank, 'higher'), chance, open),
      lower: state.finished ? null : choice(guessChance(rank, 'lower'), chance, open),
      canSkip: !state.finished && shown < HI_LO_DECK - 2,
      cardsLeft: HI_LO_DECK - 1 - shown,
      deck: state.finished ? [...state.deck] : null,
      outcome,
    },
  };
}

export const hiLo: InstantGameDefinition<HiLoParams, HiLoAction, HiLoState, HiLoView> = {
  code: 'hi-lo',
  family: 'original',
  kind: 'steps',
  params: hiLoParams,
  action: hiLoAction,
  rtp: () => 0.99,
  maxMultiplier: () => Number(HI_LO_MAX_MULTIPLIER.num),
  start({ stream, bet }: { stream: Uint32Stream; bet: bigint; params: HiLoParams }) {
    const deck = Array.from({ length: HI_LO_DECK }, () => uniformInt(stream, HI_LO_DECK));
    return step({ deck, moves: [], finished: false, cashedOut: false }, bet);
  },
  act({ state, bet, action }) {
    if (state.finished) throw new InstantActionError('round_finished');
    const shown = state.moves.length;
    if (action.type === 'cashout') {
      if (rightGuesses(state) === 0) throw new InstantActionError('nothing_to_cash_out');
      return step({ ...state, finished: true, cashedOut: true }, bet);
    }
    const card = state.deck[shown + 1];
    if (card === undefined) throw new InstantActionError('no_cards_left');
    if (action.type === 'skip') {
      if (shown >= HI_LO_DECK - 2) throw new InstantActionError('no_cards_left', 'the last card is kept for a guess');
      return step({ ...state, moves: [...state.moves, { type: 'skip', card, right: null }] }, bet);
    }
    const rank = cardRank(state.deck[shown] as number);
    const chance = mul(chanceOf(state), guessChance(rank, action.type));
    if (compare(stepsMultiplier(chance), HI_LO_MAX_MULTIPLIER) > 0) throw new InstantActionError('over_max_multiplier');
    const right = guessRight(rank, action.type, cardRank(card));
    const moves = [...state.moves, { type: action.type, card, right }];
    const finished = !right || moves.length === HI_LO_DECK - 1;
    return step({ ...state, moves, finished }, bet);
  },
};
