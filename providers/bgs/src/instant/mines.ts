import { z } from 'zod';
import { choose } from '../combinatorics';
import { drawDistinct, type Uint32Stream } from '../fair/sampling';
import { type Rational, ratio } from '../rational';
import { InstantActionError } from './action-error';
import { multiplierCeiling, multiplierText, rationalText, stepsMultiplier, stepsWin } from './steps-payout';
import type { InstantGameDefinition, InstantStep } from './types';

/**
 * Mines: a 5×5 board hides 1–24 mines. The layout is drawn at the start (drawDistinct(mines of 25),
 * tile t = drawn number − 1, tiles counted 0–24 row by row); the player opens tiles one at a time and
 * may cash out after at least one safe tile. After k safe tiles the multiplier is
 * 0.99 × C(25, k) / C(25 − mines, k) (0.99 ÷ the chance of k safe tiles in a row); opening a mine ends
 * the round with nothing; opening the last safe tile cashes out by itself.
 */

export const MINES_TILES = 25;

export const minesParams = z.object({ mines: z.number().int().min(1).max(24) });
export type MinesParams = z.infer<typeof minesParams>;

export const minesAction = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('reveal'),
    tile: z
      .number()
      .int()
      .min(0)
      .max(MINES_TILES - 1),
  }),
  z.object({ type: z.literal('cashout') }),
]);
export type MinesAction = z.infer<typeof minesAction>;

export type MinesState = {
  /** The mine tiles, in draw order (hidden until the round ends). */
  mineTiles: number[];
  /** Opened safe tiles, in the order opened. */
  revealed: number[];
  /** The mine that ended the round, if one did. */
  hit: number | null;
  finished: boolean;
  cashedOut: boolean;
};

export type MinesView = {
  mines: number;
  revealed: number[];
  /** Current multiplier (0 safe tiles: "0.0000"), display text and exact "num/den". */
  multiplier: string;
  multiplierExact: string;
  /** The multiplier the next safe tile brings; null when every safe tile is open. */
  nextMultiplier: string | null;
  /** What cashing out now pays, minor units as decimal text (0 before the first safe tile). */
  cashOut: string;
  hit: number | null;
  /** Every mine, only once the round is over. */
  mineTiles: number[] | null;
  outcome: 'playing' | 'bust' | 'cashout' | 'cleared';
};

/** The exact multiplier after `safe` safe tiles with `mines` mines: 0.99 × C(25, k) / C(25 − m, k). */
export function minesMultiplier(mines: number, safe: number): Rational {
  if (safe < 1 || safe > MINES_TILES - mines) throw new RangeError(`mines: ${safe} safe tiles with ${mines} mines`);
  return stepsMultiplier(ratio(choose(MINES_TILES - mines, safe), choose(MINES_TILES, safe)));
}

function step(state: MinesState, bet: bigint, params: MinesParams): InstantStep<MinesState, MinesView> {
  const safe = state.revealed.length;
  const maxSafe = MINES_TILES - params.mines;
  const current = safe > 0 && state.hit === null ? minesMultiplier(params.mines, safe) : null;
  const value = current ? stepsWin(bet, current) : 0n;
  const finished = state.finished;
  const outcome: MinesView['outcome'] = !finished ? 'playing' : state.hit !== null ? 'bust' : state.cashedOut ? 'cashout' : 'cleared';
  return {
    state,
    finished,
    win: finished ? value : 0n,
    view: {
      mines: params.mines,
      revealed: [...state.revealed],
      multiplier: current ? multiplierText(current) : '0.0000',
      multiplierExact: current ? rationalText(current) : '0/1',
      nextMultiplier: !finished && safe < maxSafe ? multiplierText(minesMultiplier(params.mines, safe + 1)) : null,
      cashOut: value.toString(),
      hit: state.hit,
      mineTiles: finished ? [...state.mineTiles] : null,
      outcome,
    },
  };
}

export const mines: InstantGameDefinition<MinesParams, MinesAction, MinesState, MinesView> = {
  code: 'mines',
  family: 'original',
  kind: 'steps',
  params: minesParams,
  action: minesAction,
  rtp: () => 0.99,
  maxMultiplier: (params) => multiplierCeiling(minesMultiplier(params.mines, MINES_TILES - params.mines)),
  start({ stream, bet, params }: { stream: Uint32Stream; bet: bigint; params: MinesParams }) {
    const mineTiles = drawDistinct(stream, params.mines, MINES_TILES).map((n) => n - 1);
    return step({ mineTiles, revealed: [], hit: null, finished: false, cashedOut: false }, bet, params);
  },
  act({ state, bet, params, action }) {
    if (state.finished) throw new InstantActionError('round_finished');
    if (action.type === 'cashout') {
      if (state.revealed.length === 0) throw new InstantActionError('nothing_to_cash_out');
      return step({ ...state, finished: true, cashedOut: true }, bet, params);
    }
    const { tile } = action;
    if (state.revealed.includes(tile)) throw new InstantActionError('tile_taken');
    if (state.mineTiles.includes(tile)) return step({ ...state, hit: tile, finished: true }, bet, params);
    const revealed = [...state.revealed, tile];
    const cleared = revealed.length === MINES_TILES - params.mines;
    return step({ ...state, revealed, finished: cleared }, bet, params);
  },
};
