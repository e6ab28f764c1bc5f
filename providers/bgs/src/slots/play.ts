import { type Uint32Stream, uniformInt } from '../fair/sampling';
import { evaluateWindow, type Grid, type SlotWin, symbolTable, windowAt } from './evaluate';
import type { ReelSet, SlotTitle } from './types';

export type SlotSpinView = {
  /** 'base' for the paid spin, 'free' for each free spin. */
  kind: 'base' | 'free';
  /** The stop of each reel (the index of the top visible symbol on its strip). */
  stops: number[];
  /** grid[reel][row], row 0 on top. */
  grid: string[][];
  wins: SlotWin[];
  /** Coins won by this spin, the free-spin multiplier included. */
  coins: number;
  /** Free spins this spin awarded (after the cap). */
  freeSpinsAwarded: number;
  /** 1 in the base game, the title's multiplier in free spins. */
  multiplier: number;
};

export type SlotRoundView = {
  spins: SlotSpinView[];
  /** Coins the whole round won; the win is floor(bet × totalCoins / coins). */
  totalCoins: number;
  coins: number;
  /** Free spins played in this round (retriggers included, at most the cap). */
  freeSpins: number;
  freeSpinMultiplier: number;
  /** Coins won inside free spins (multiplied). */
  freeSpinCoins: number;
};

/** The stops of one spin: uniformInt(strip length) per reel, reel 1 first. */
export function drawStops(stream: Uint32Stream, reels: ReelSet): number[] {
  return reels.map((strip) => uniformInt(stream, strip.length));
}

function spin(
  title: SlotTitle,
  stream: Uint32Stream,
  kind: 'base' | 'free',
  table: ReturnType<typeof symbolTable>,
): SlotSpinView & { grid: Grid } {
  const reels = kind === 'base' ? title.baseReels : title.freeReels;
  const stops = drawStops(stream, reels);
  const grid = windowAt(reels, stops).map((column) => [...column]);
  const evaluation = evaluateWindow(title, grid, table);
  const multiplier = kind === 'base' ? 1 : title.freeSpins.multiplier;
  return {
    kind,
    stops,
    grid,
    wins: evaluation.wins,
    coins: evaluation.coins * multiplier,
    freeSpinsAwarded: evaluation.freeSpinsAwarded,
    multiplier,
  };
}

/**
 * One paid spin and every free spin it leads to, in one round. Three or more scatters award free
 * spins; free spins use the free-spin strips, multiply their wins and may award more (retrigger),
 * until the cap on the round's free spins is reached. The stream is read in order: five stops for
 * the paid spin, then five for each free spin.
 */
export function playSlotRound(title: SlotTitle, stream: Uint32Stream): SlotRoundView {
  const table = symbolTable(title);
  const base = spin(title, stream, 'base', table);
  const spins: SlotSpinView[] = [base];
  let awarded = Math.min(base.freeSpinsAwarded, title.freeSpins.cap);
  base.freeSpinsAwarded = awarded;
  let freeSpinCoins = 0;
  for (let played = 0; played < awarded; played++) {
    const free = spin(title, stream, 'free', table);
    const extra = Math.min(free.freeSpinsAwarded, title.freeSpins.cap - awarded);
    free.freeSpinsAwarded = extra;
    awarded += extra;
    freeSpinCoins += free.coins;
    spins.push(free);
  }
  return {
    spins,
    totalCoins: base.coins + freeSpinCoins,
    coins: title.coins,
    freeSpins: awarded,
    freeSpinMultiplier: title.freeSpins.multiplier,
    freeSpinCoins,
  };
}

/** The win of a round in minor units: floor(bet × totalCoins / coins). */
export function slotWin(bet: bigint, round: Pick<SlotRoundView, 'totalCoins' | 'coins'>): bigint {
  return (bet * BigInt(round.totalCoins)) / BigInt(round.coins);
}
