import { z } from 'zod';
import { amountSchema } from '../money';
import { lotteryRequestIdSchema } from './lottery';

/**
 * The in-house instant games' calls (issue 18, docs/games/originals.md). A game's own parameters
 * and actions are validated by its definition in providers/bgs/src/instant (the same schema in
 * the web); here they pass as JSON objects.
 */

/** A catalogue game code of vendor BGS: lowercase letters, digits and dashes. */
export const originalsCodeSchema = z.string().regex(/^[a-z0-9-]{2,40}$/, 'code');
/** A round's code, `O` and digits. */
export const originalsRoundCodeSchema = z.string().regex(/^O\d{1,18}$/, 'roundCode');
export const originalsClientSeedSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'clientSeed');

const jsonObject = z.record(z.string(), z.unknown());

/** `POST /wps/originals/:code/bet`: one round; `requestId` is resent unchanged on a retry. */
export const originalsBetRequestSchema = z.object({
  requestId: lotteryRequestIdSchema,
  amount: amountSchema,
  params: jsonObject,
});
export type OriginalsBetRequest = z.input<typeof originalsBetRequestSchema>;

/** `POST /wps/originals/rounds/:roundCode/act`: one action of a steps game (reveal, pick, cash out). */
export const originalsActRequestSchema = z.object({ requestId: lotteryRequestIdSchema, action: jsonObject });
export type OriginalsActRequest = z.input<typeof originalsActRequestSchema>;

/** `POST /wps/originals/:code/seed`: the member's new client seed. */
export const originalsClientSeedRequestSchema = z.object({ clientSeed: originalsClientSeedSchema });

export const originalsRoundsQuerySchema = z.object({
  code: originalsCodeSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** The seed pair a member plays with now. */
export type OriginalsFair = { serverSeedHash: string; clientSeed: string; nonce: number };

/** One round as the member sees it. */
export type OriginalsRound = {
  roundCode: string;
  code: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** The server seed once the pair has been rotated; null while it is still in play. */
  serverSeed: string | null;
  bet: string;
  win: string;
  /** win ÷ bet, 4 decimals. */
  multiplier: string;
  params: Record<string, unknown>;
  actions: Record<string, unknown>[];
  view: unknown;
  finished: boolean;
  status: 'open' | 'debited' | 'settled' | 'void';
  createdAt: string;
  settledAt: string | null;
};

/** A round just played or acted on, with the balance after it. */
export type OriginalsPlay = OriginalsRound & { balance: string };

/** `GET /wps/originals/games`: an in-house game in the catalogue. */
export type OriginalsGame = {
  code: string;
  nodeId: number;
  name: string;
  family: 'original' | 'slot';
  kind: 'single' | 'steps';
  minBet: string;
  maxBet: string;
  maxWin: string;
};

/** `GET /wps/originals/:code/state`. */
export type OriginalsState = {
  game: OriginalsGame;
  fair: OriginalsFair;
  openRound: OriginalsRound | null;
  balance: string | null;
};

/** `POST /wps/originals/:code/seed/rotate`. */
export type OriginalsRotation = {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
  next: OriginalsFair;
};

export type OriginalsRoundPage = { list: OriginalsRound[]; total: number; pageNo: number; pageSize: number };
