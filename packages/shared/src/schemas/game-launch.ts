import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants/system';

/** The original client sends empty strings for unset fields: '' means absent. */
function blankable<T extends z.ZodType>(schema: T) {
  return z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : value) as z.output<T> | undefined);
}

const vendorSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,20}$/);

/**
 * `GET /wps/game/launchGame` (spec §4 "Game start", §7 "Games"; T): opens a game. Names the game
 * by `nodeId`, or by `vendor` (alias `vassalage`) and `gameCode`; `gameType` when given must be
 * the game's category. `language` overrides the `Language` header for the game; `device` the
 * `Device` header; `theme` is passed on to the vendor's page.
 *
 * A guest gets `not_logged_in` (the web opens the login popup); a trial account gets
 * `in_need_true_account` unless the vendor offers free play, when it plays with its play money;
 * an unknown or disabled game `game_not_found`; a vendor the merchant has not connected
 * `game_unavailable`; a game in maintenance, or whose vendor's maintenance window is open,
 * `game_maintenance` (503; details `{ vendor, until }`, `until` the window's end or null).
 */
export const gameLaunchQuerySchema = z
  .object({
    nodeId: blankable(z.coerce.number().int().min(1).max(2_147_483_647)),
    vendor: blankable(vendorSchema),
    vassalage: blankable(vendorSchema),
    gameCode: blankable(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/),
    ),
    gameType: blankable(z.enum(GAME_CATEGORIES)),
    language: blankable(z.string().trim().max(16)),
    device: blankable(z.string().trim().toLowerCase().max(16)),
    theme: blankable(z.enum(['light', 'dark'])),
    /** Client context the original sends; validated, not needed. */
    platform: blankable(z.string().trim().max(32)),
    clientType: blankable(z.coerce.number().int().min(0).max(99)),
  })
  .refine((q) => q.nodeId !== undefined || ((q.vendor ?? q.vassalage) !== undefined && q.gameCode !== undefined), {
    message: 'nodeId, or vendor and gameCode',
    path: ['nodeId'],
  });
export type GameLaunchQuery = z.input<typeof gameLaunchQuerySchema>;

/**
 * The launch: `url` opens the game (in the game popup's iframe). It is one of the merchant's
 * `launchGameCDNs`, chosen at random, followed by the vendor's launch path and a query with
 * `token` (single-use, valid until `expiresAt`), `operator`, `vendor`, `game`, `lang`,
 * `currency`, `device` and `theme`.
 */
export const gameLaunchSchema = z.object({
  url: z.string(),
  nodeId: z.number().int(),
  vendor: z.string(),
  gameCode: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameName: z.string(),
  /** A trial account playing with play money. */
  playMoney: z.boolean(),
  expiresAt: z.string(),
});
export type GameLaunch = z.infer<typeof gameLaunchSchema>;
