import { z } from 'zod';
import { amountSchema } from '../money';

/**
 * Crash (docs/games/crash.md): one shared timed round per merchant. Multipliers travel as text
 * with two decimals ("2.35"), amounts as money text ("10.00"); times as ISO strings.
 */

/** Socket.IO namespace of the live crash game (members and guests watch; bets go over HTTP). */
export const CRASH_NAMESPACE = '/crash';
/** Server events on the crash namespace. */
export const CRASH_EVENTS = {
  /** The current game changed state `CrashGameView` (new game: betting; running; crashed). */
  game: 'crash_game',
  /** A bet was placed, cashed out or lost `CrashPublicBet`. */
  bet: 'crash_bet',
} as const;

/** A client request id: one per bet or cash-out the member asks for, resent unchanged on retry. */
export const crashRequestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId');

/** A multiplier as text, 1.01 or more with at most two decimals. */
export const crashTargetSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'autoCashout')
  .transform((v) => Math.round(Number(v) * 100))
  .refine((v) => v >= 101, 'autoCashout is at least 1.01');

/** `POST /wps/crash/bet`: a bet on the game now taking bets. */
export const crashBetRequestSchema = z.object({
  requestId: crashRequestIdSchema,
  amount: amountSchema,
  /** Cash out automatically at this multiplier ("2.00"); absent: cash out by hand. */
  autoCashout: crashTargetSchema.optional(),
});

/** `POST /wps/crash/cashout`: cashes out the member's bet on the running game at the multiplier the server reads on receipt. */
export const crashCashoutRequestSchema = z.object({ requestId: crashRequestIdSchema });

/** `GET /wps/crash/history`: the member's bets, newest first. */
export const crashHistoryQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** `GET /wps/crash/games/:gameId`: one crashed game with what verifies it. */
export const crashGameParamsSchema = z.object({ gameId: z.string().regex(/^\d{1,18}$/, 'gameId') });

export type CrashState = 'betting' | 'running' | 'crashed';

/** The live game as everyone sees it. `crashPoint` and `hash` only once crashed. */
export type CrashGameView = {
  gameId: string;
  index: number;
  chainId: number;
  state: CrashState;
  bettingEndsAt: string;
  startedAt: string | null;
  crashedAt: string | null;
  crashPoint: string | null;
  hash: string | null;
  /** The server's clock when this was sent: the browser draws the curve from startedAt with this offset. */
  serverTime: string;
};

/** A bet as every player sees it (masked name). */
export type CrashPublicBet = {
  gameId: string;
  player: string;
  amount: string;
  autoCashout: string | null;
  status: 'active' | 'cashed_out' | 'lost';
  cashout: string | null;
  win: string | null;
};

/** The member's own bet. */
export type CrashMyBet = CrashPublicBet & {
  betId: string;
  roundId: string;
  requestId: string;
  createdAt: string;
  crashPoint: string | null;
  hash: string | null;
  balance?: string;
};

/** `GET /wps/crash/state`. */
export type CrashStateView = {
  game: CrashGameView | null;
  bets: CrashPublicBet[];
  myBet: CrashMyBet | null;
  history: { gameId: string; index: number; crashPoint: string; hash: string }[];
  chain: { chainId: number; terminalHash: string; salt: string; length: number };
  limits: { minBet: string; maxBet: string; maxWin: string };
  /** Return to player as a fraction (0.99). */
  rtp: number;
};

/** `GET /wps/crash/games/:gameId`: a crashed game and the chain it belongs to. */
export type CrashGameVerify = {
  gameId: string;
  index: number;
  hash: string;
  crashPoint: string;
  /** The hash of game index − 1 of the same chain (the terminal hash for game 1): SHA-256(hash) must equal it. */
  previousHash: string;
  chain: { chainId: number; terminalHash: string; salt: string; length: number };
};
