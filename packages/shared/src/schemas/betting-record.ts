import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants/system';

/**
 * `GET /wps/member/bettingRecord`: the member's game rounds (every vendor's, the in-house
 * lottery's included), newest first. Dates are yyyy-MM-dd, both included, as in the account record.
 */
export const bettingRecordQuerySchema = z
  .object({
    /** A catalogue category (LOTT, RNG, LIVE …); all when absent. */
    category: z.enum(GAME_CATEGORIES).optional(),
    /** A vendor code; all when absent. */
    vendor: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{1,20}$/)
      .optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['from'] });
export type BettingRecordQuery = z.input<typeof bettingRecordQuerySchema>;

/** Bet, win and profit (win − bet) of a round or of the filtered range, as decimal strings. */
const figuresSchema = z.object({ bet: z.string(), win: z.string(), profit: z.string() });

/** One game round of the member. */
export const bettingRecordRowSchema = figuresSchema.extend({
  /** The vendor's round id (the lottery's is `issue:<issueId>:<memberId>`). */
  roundId: z.string(),
  /** The game's name in the call's language; empty when the game is no longer in the catalogue. */
  gameName: z.string(),
  vendor: z.string(),
  /** The game's catalogue category, or empty when unknown. */
  category: z.string(),
  status: z.enum(['open', 'settled']),
  /** When the round started (ISO). */
  createdAt: z.string(),
  /** When it was settled (ISO), or null while open. */
  settledAt: z.string().nullable(),
  /** Lottery rounds: the numero; null for other vendors. */
  numero: z.string().nullable(),
  /** Lottery rounds: how many bets the member placed in the issue; null for other vendors. */
  betCount: z.number().int().nullable(),
});
export type BettingRecordRow = z.infer<typeof bettingRecordRowSchema>;

export const bettingRecordSchema = z.object({
  list: z.array(bettingRecordRowSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Sums over every round the filter matches, not only this page. */
  totals: figuresSchema,
});
export type BettingRecord = z.infer<typeof bettingRecordSchema>;
