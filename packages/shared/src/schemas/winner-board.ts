import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { GAME_CATEGORIES } from '../constants/system';

/**
 * `GET /wps/game/winnerBoard` (spec §7 "Winner board GET (gameCategory ALL, language, limitNum
 * 20)"): the biggest wins of settled rounds, largest first. `gameCategory` ALL (the default) or
 * one server category; `language` overrides the `Language` header for game names; `limitNum`
 * at most 20. Play-money (trial) rounds never appear.
 */
export const winnerBoardQuerySchema = z.object({
  gameCategory: z
    .union([z.literal(''), z.literal('ALL'), z.enum(GAME_CATEGORIES)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? 'ALL' : value)),
  language: z.string().trim().max(16).optional(),
  limitNum: z.coerce.number().int().min(1).max(LIMITS.winnerBoardSize).default(LIMITS.winnerBoardSize),
});
export type WinnerBoardQuery = z.input<typeof winnerBoardQuerySchema>;

/** One winner (spec §3 "Winner board row: vo with winAmount"; "Winners list: player, game name, prize"). */
export const winnerBoardRowSchema = z.object({
  vo: z.object({
    /** The round's total win, a decimal string with the currency's places; the web adds thousand separators. */
    winAmount: z.string(),
    /** Masked account name (`pl****01`). */
    player: z.string(),
    /** In the request's language, else English. */
    gameName: z.string(),
    nodeId: z.number().int(),
    vassalage: z.string(),
    gameType: z.enum(GAME_CATEGORIES),
    settledAt: z.string(),
  }),
});
export type WinnerBoardRow = z.infer<typeof winnerBoardRowSchema>;
export const winnerBoardSchema = z.object({ list: z.array(winnerBoardRowSchema), currencySymbol: z.string() });
export type WinnerBoard = z.infer<typeof winnerBoardSchema>;
