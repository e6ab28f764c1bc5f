import type { Uint32Stream } from '../fair/sampling';

/**
 * Live-style tables (issue 22, docs/games/live-tables.md): the pure maths of every table game,
 * shared by the server (which deals and settles) and the web (which draws results and road maps).
 * Nothing here touches a database, a clock or money: amounts are bigints in minor units.
 */

/**
 * A card 0…51: rank = (c % 13) + 1 (1 ace … 11 jack, 12 queen, 13 king), suit = floor(c / 13)
 * (0 spades, 1 hearts, 2 clubs, 3 diamonds). A shoe of several decks repeats the 52 codes.
 */
export type Card = number;

/** The table games dealt on shared timed rounds. Blackjack is a single-seat game (instant/blackjack.ts). */
export const LIVE_GAME_CODES = ['baccarat', 'dragon-tiger', 'sic-bo', 'roulette', 'fan-tan', 'fish-prawn-crab', 'se-die'] as const;
export type LiveGameCode = (typeof LIVE_GAME_CODES)[number];

/**
 * The exact return of one unit staked on a spot for a result, stake included:
 * {2,1} an even-money win, {195,100} banker with 5 % commission, {1,1} a push, {1,2} half lost, {0,1} lost.
 * A member's return on a spot is floor(amount × num / den).
 */
export type SpotReturn = { num: bigint; den: bigint };

/**
 * Where a round's randomness comes from. A table plays a "shoe": a server seed committed by its
 * SHA-256 before the shoe's first round and revealed when the shoe ends.
 * - Card games (`shoe` set): round 0 of the seed shuffles the whole shoe (`shuffleShoe`), and each
 *   round deals on from where the last one stopped (`position`); the shoe ends when fewer than
 *   `shoe.cutCard` cards are left.
 * - Dice, wheel and bean games (`shoe` null): round n (1, 2, …) of the seed draws from its own
 *   stream; the seed ends after `roundsPerSeed` rounds.
 * The stream of round n is `instantStream(seed, tableCode, n)` (fair/instant.ts): the HMAC-SHA256
 * stream every in-house game uses, with the table's code as the public client seed.
 */
export type DealSource = { kind: 'cards'; cards: readonly Card[]; position: number } | { kind: 'stream'; stream: Uint32Stream };

/** What the lobby, the room list and the road maps need of a result, the same shape for every game. */
export type ResultSummary = {
  /**
   * Baccarat 'B' | 'P' | 'T'; dragon tiger 'D' | 'T' (tiger) | 'X' (tie); sic bo 'S' (small) | 'L' (big) | 'A' (any triple);
   * roulette 'R' | 'K' (black) | 'Z' (zero); fan tan '1'…'4'; fish prawn crab and se die: the game's own short label.
   */
  outcome: string;
  /** Shown on a bead or the result strip ("8", "B 7:5", "4·5·6", "17"). */
  label: string;
  /** Baccarat: banker pair / player pair happened (road-map dots). */
  bankerPair?: boolean;
  playerPair?: boolean;
  /** The number the statistics count (a total, a roulette number, a fan tan remainder …), when the game has one. */
  value?: number;
};

/** One table game. Every function is pure and synchronous. */
export type LiveGameDefinition<R = unknown> = {
  code: LiveGameCode;
  /** Card games: decks in the shoe and the cut card (cards left that end the shoe). Null for dice, wheel and bean games. */
  shoe: { decks: number; cutCard: number } | null;
  /** Rounds one seed serves when `shoe` is null. */
  roundsPerSeed: number;
  /** Table variants ('no-commission' for baccarat); the first is the default. */
  variants: readonly string[];
  /** Every spot code the table takes, in the order the felt lists them. */
  spots(variant: string): readonly string[];
  /** Deals one round. Card games read `cards` from `position` and say how many they used. */
  deal(source: DealSource, variant: string): { result: R; used: number };
  /** The exact return of one unit on `spot` for `result` (throws RangeError on an unknown spot). */
  settle(spot: string, result: R, variant: string): SpotReturn;
  /** The exact house edge of a spot (1 − expected return), e.g. 0.0106 for banker. Tests check it against the game's true odds. */
  houseEdge(spot: string, variant: string): number;
  /** The largest return per unit any result pays on the spot (the table caps a spot's stake with it). */
  maxReturn(spot: string, variant: string): SpotReturn;
  summary(result: R): ResultSummary;
};
