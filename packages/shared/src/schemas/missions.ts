import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants/system';

/**
 * Missions and the leaderboard (spec §7 "Lottery: mission summary and leaderboard (relay
 * MCSFE)"; member centre "missions/leaderboard", whose badge shows the mission count). The spec
 * shows neither payload; these are ours (README "Missions and leaderboard").
 *
 * A mission is daily: reach a valid bet (turnover) or a number of settled rounds in a game
 * category, or in all, within one UTC day, then claim its reward into the main wallet. Progress
 * is read from the hourly rollups written when rounds settle, so it counts settled play only.
 */

/** What a mission measures. */
export const MISSION_METRICS = ['valid_bet', 'rounds'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

export const missionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the request's language, else English. */
  title: z.string(),
  /** A server category (LOTT, RNG, …), or null for every category. */
  category: z.string().nullable(),
  metric: z.enum(MISSION_METRICS),
  /** Money as a decimal string for valid_bet; a whole count for rounds. */
  target: z.string(),
  /** Today's figure so far, capped at the target (same units as target). */
  progress: z.string(),
  reward: z.string(),
  completed: z.boolean(),
  claimed: z.boolean(),
});
export type Mission = z.infer<typeof missionSchema>;

/** `GET /wps/relay/MCSFE_getMissionSummary` (token). */
export const missionSummarySchema = z.object({
  /** The UTC day the missions run for (yyyy-MM-dd) and when they reset. */
  day: z.iso.date(),
  resetsAt: z.string(),
  /** Completed but not yet claimed: the member centre's badge. */
  claimable: z.number().int(),
  missions: z.array(missionSchema),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

/** `POST /wps/relay/MCSFE_claimMissionReward` (token): claims today's reward of a completed mission; a repeat pays nothing more. */
export const claimMissionRequestSchema = z.strictObject({ missionId: z.number().int().positive().max(2_147_483_647) });
export type ClaimMissionRequest = z.infer<typeof claimMissionRequestSchema>;
export const claimMissionResponseSchema = z.object({ missionId: z.number().int(), reward: z.string(), balance: z.string() });
export type ClaimMissionResponse = z.infer<typeof claimMissionResponseSchema>;

/** Leaderboard periods (UTC): today, this ISO week (from Monday), this month. */
export const LEADERBOARD_PERIODS = ['today', 'week', 'month'] as const;
/** What the leaderboard ranks: the members' net winnings or their valid bet. */
export const LEADERBOARD_RANKS = ['profit', 'valid_bet'] as const;

/** `GET /wps/relay/MCSFE_getLeaderboard`: the top 20 of a period in a category (ALL for every one). */
export const leaderboardQuerySchema = z.object({
  category: z
    .union([z.literal(''), z.literal('ALL'), z.enum(GAME_CATEGORIES)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? 'ALL' : value)),
  period: z.enum(LEADERBOARD_PERIODS).default('today'),
  rankBy: z.enum(LEADERBOARD_RANKS).default('profit'),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  rankBy: z.enum(LEADERBOARD_RANKS),
  /** The period's first instant and the instant after its last (ISO). */
  from: z.string(),
  to: z.string(),
  list: z.array(
    z.object({
      rank: z.number().int(),
      /** Masked account name (`pl****01`), or the caller's own name unmasked with `me` set. */
      player: z.string(),
      me: z.boolean(),
      profit: z.string(),
      validBet: z.string(),
    }),
  ),
  /** The caller's own rank when logged in and ranked (null otherwise). */
  myRank: z.number().int().nullable(),
  currencySymbol: z.string(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
