import { z } from 'zod';

/**
 * The player's own reports: a range of the merchant's business days (yyyy-MM-dd, both included,
 * at most 92 days).
 */
export const memberReportQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .strict()
  .refine((q) => q.from <= q.to, { message: 'from after to', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 91 * 86_400_000, { message: 'at most 92 days', path: ['to'] });
export type MemberReportQuery = z.infer<typeof memberReportQuerySchema>;

/** Settled play figures as decimal strings: stakes, valid bet, payout and the member's net (payout − stakes). */
export const playFiguresSchema = z.object({
  bets: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** payout − bets: positive is the member's profit, negative its loss. */
  net: z.string(),
  rounds: z.number().int(),
});
export type PlayFigures = z.infer<typeof playFiguresSchema>;

/** One business day of play, with its categories. */
export const profitLossDaySchema = playFiguresSchema.extend({
  day: z.string(),
  categories: z.array(playFiguresSchema.extend({ category: z.string() })),
});

/** `GET /wps/member/reports/profitLoss`: personal profit and loss by day and category, with bonuses and rebates. */
export const profitLossReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(profitLossDaySchema),
  categories: z.array(playFiguresSchema.extend({ category: z.string() })),
  totals: playFiguresSchema.extend({
    /** Bonuses and rebates credited in the range (promotions, VIP, rebate, red envelopes, missions). */
    bonuses: z.string(),
    /** net + bonuses. */
    result: z.string(),
  }),
});
export type ProfitLossReport = z.infer<typeof profitLossReportSchema>;

/** Money in and out of the main wallet, by kind, as decimal strings. */
export const creditFiguresSchema = z.object({
  deposits: z.string(),
  withdrawals: z.string(),
  bonuses: z.string(),
  adjustments: z.string(),
  transfers: z.string(),
  /** Game play paid from or to the main wallet (stakes and wins; the P&L report details it). */
  play: z.string(),
  /** The sum of the above (money out counts negative): opening + net = closing. */
  net: z.string(),
});
export type CreditFigures = z.infer<typeof creditFiguresSchema>;

/** `GET /wps/member/reports/credit`: the credit report, per day, with the opening and closing balances. */
export const creditReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  opening: z.string(),
  closing: z.string(),
  days: z.array(creditFiguresSchema.extend({ day: z.string() })),
  totals: creditFiguresSchema,
});
export type CreditReport = z.infer<typeof creditReportSchema>;
