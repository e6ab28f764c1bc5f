import { z } from 'zod';
import { drawDistinct, type Uint32Stream } from '../fair/sampling';
import { type Rational, ratio } from '../rational';
import { InstantActionError } from './action-error';
import { multiplierCeiling, multiplierText, rationalText, stepsMultiplier, stepsWin } from './steps-payout';
import type { InstantGameDefinition, InstantStep } from './types';

/**
 * Tower: climb {@link TOWER_LEVELS} levels, picking one tile per level; each level hides bombs. The
 * layout is drawn at the start, level by level from the bottom: drawDistinct(bombs of tiles), tile
 * t = drawn number − 1 (tiles counted 0 … from the left). A bomb ends the round with nothing; the
 * player may cash out after at least one level; the top level cashes out by itself. After k levels the
 * multiplier is 0.99 ÷ (safe/tiles)^k.
 */

export const TOWER_LEVELS = 9;

export const TOWER_DIFFICULTIES = {
  easy: { tiles: 4, bombs: 1 },
  medium: { tiles: 3, bombs: 1 },
  hard: { tiles: 2, bombs: 1 },
  expert: { tiles: 3, bombs: 2 },
  master: { tiles: 4, bombs: 3 },
} as const;
export type TowerDifficulty = keyof typeof TOWER_DIFFICULTIES;

export const towerParams = z.object({
  difficulty: z.enum(['easy', 'medium', 'hard', 'expert', 'master']),
});
export type TowerParams = z.infer<typeof towerParams>;

export const towerAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pick'), tile: z.number().int().min(0).max(3) }),
  z.object({ type: z.literal('cashout') }),
]);
export type TowerAction = z.infer<typeof towerAction>;

export type TowerState = {
  /** Bomb tiles of each level, bottom level first (hidden until the round ends). */
  bombs: number[][];
  /** The tile picked on each level climbed so far. */
  picks: number[];
  /** The bomb picked, if the round ended on one (its level is picks.length − 1). */
  hit: number | null;
  finished: boolean;
  cashedOut: boolean;
};

export type TowerView = {
  difficulty: TowerDifficulty;
  tiles: number;
  levels: number;
  picks: number[];
  multiplier: string;
  multiplierExact: string;
  cashOut: string;
  /** The multiplier of each level (index k − 1 for k levels climbed), for the ladder beside the tower. */
  ladder: string[];
  hit: number | null;
  bombs: number[][] | null;
  outcome: 'playing' | 'bust' | 'cashout' | 'top';
};

/** The exact multiplier after `levels` safe levels: 0.99 × (tiles / safe)^levels. */
export function towerMultiplier(difficulty: TowerDifficulty, levels: number): Rational {
  if (levels < 1 || levels > TOWER_LEVELS) throw new RangeError(`tower: ${levels} levels`);
  const { tiles, bombs } = TOWER_DIFFICULTIES[difficulty];
  return stepsMultiplier(ratio(BigInt(tiles - bombs) ** BigInt(levels), BigInt(tiles) ** BigInt(levels)));
}

function step(state: TowerState, bet: bigint, params: TowerParams): InstantStep<TowerState, TowerView> {
  const { tiles } = TOWER_DIFFICULTIES[params.difficulty];
  const climbed = state.hit === null ? state.picks.length : 0;
  const current = climbed > 0 ? towerMultiplier(params.difficulty, climbed) : null;
  const value = current ? stepsWin(bet, current) : 0n;
  const outcome: TowerView['outcome'] = !state.finished ? 'playing' : state.hit !== null ? 'bust' : state.cashedOut ? 'cashout' : 'top';
  return {
    state,
    finished: state.finished,
    win: state.finished ? value : 0n,
    view: {
      difficulty: params.difficulty,
      tiles,
      levels: TOWER_LEVELS,
      picks: [...state.picks],
      multiplier: current ? multiplierText(current) : '0.0000',
      multiplierExact: current ? rationalText(current) : '0/1',
      cashOut: value.toString(),
      ladder: Array.from({ length: TOWER_LEVELS }, (_, i) => multiplierText(towerMultiplier(params.difficulty, i + 1))),
      hit: state.hit,
      bombs: state.finished ? state.bombs.map((level) => [...level]) : null,
      outcome,
    },
  };
}

export const tower: InstantGameDefinition<TowerParams, TowerAction, TowerState, TowerView> = {
  code: 'tower',
  family: 'original',
  kind: 'steps',
  params: towerParams,
  action: towerAction,
  rtp: () => 0.99,
  maxMultiplier: (params) => multiplierCeiling(towerMultiplier(params.difficulty, TOWER_LEVELS)),
  start({ stream, bet, params }: { stream: Uint32Stream; bet: bigint; params: TowerParams }) {
    const { tiles, bombs: count } = TOWER_DIFFICULTIES[params.difficulty];
    const bombs = Array.from({ length: TOWER_LEVELS }, () => drawDistinct(stream, count, tiles).map((n) => n - 1));
    return step({ bombs, picks: [], hit: null, finished: false, cashedOut: false }, bet, params);
  },
  act({ state, bet, params, action }) {
    if (state.finished) throw new InstantActionError('round_finished');
    if (action.type === 'cashout') {
      if (state.picks.length === 0) throw new InstantActionError('nothing_to_cash_out');
      return step({ ...state, finished: true, cashedOut: true }, bet, params);
    }
    const { tiles } = TOWER_DIFFICULTIES[params.difficulty];
    if (action.tile >= tiles) throw new InstantActionError('invalid_action', `a level has ${tiles} tiles`);
    const level = state.picks.length;
    const picks = [...state.picks, action.tile];
    if (state.bombs[level]?.includes(action.tile)) return step({ ...state, picks, hit: action.tile, finished: true }, bet, params);
    return step({ ...state, picks, finished: picks.length === TOWER_LEVELS }, bet, params);
  },
};
