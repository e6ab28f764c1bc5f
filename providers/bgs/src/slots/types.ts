/**
 * A slot title: symbols, reel strips and pay tables. Everything here is data; the engine
 * (evaluate.ts, play.ts) and the exact RTP (rtp.ts) read the same object, so what is paid and what
 * is declared cannot drift apart.
 *
 * Money: the round's amount is the total bet. It is split into `coins` coins (the number of
 * paylines in lines mode, a fixed 25 in ways mode); line and way pays are in coins, scatter pays in
 * multiples of the total bet. A round's win is floor(bet × coinsWon / coins) in minor units.
 */

export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

export type SlotSymbol = {
  /** Short id used in strips, views and the art ('dragon', 'a', 'wild' …). */
  id: string;
  kind: SlotSymbolKind;
  /** Coins paid for 3, 4 and 5 of a kind (regular symbols; a wild may pay its own line in lines mode). */
  pays?: readonly [number, number, number];
};

/** One strip per reel, top to bottom; the window shows the stop and the next two positions (wrapping). */
export type ReelSet = readonly (readonly string[])[];

export type SlotMode = { kind: 'lines'; lines: number } | { kind: 'ways' };

export type SlotTitle = {
  code: string;
  mode: SlotMode;
  /** The total bet is this many coins: the line count (lines mode) or 25 (ways mode). */
  coins: number;
  symbols: readonly SlotSymbol[];
  /** Strips of the base game. */
  baseReels: ReelSet;
  /** Strips played during free spins. */
  freeReels: ReelSet;
  scatter: {
    /** Multiples of the total bet for 3, 4, 5 (or more) scatters anywhere. */
    pays: readonly [number, number, number];
    /** Free spins awarded for 3, 4, 5 (or more) scatters, in the base game and as a retrigger. */
    freeSpins: readonly [number, number, number];
  };
  freeSpins: {
    /** Every free-spin win is multiplied by this. */
    multiplier: number;
    /** At most this many free spins in one round, retriggers included. */
    cap: number;
  };
  /** The declared return to player (0.96 = 96 %), checked against the exact figure within ±0.2 %. */
  declaredRtp: number;
};

export const REELS = 5;
export const ROWS = 3;
/** Ways mode: every combination of one symbol per reel, left to right. */
export const WAYS = 3 ** REELS;
