import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { APP_RESOURCES, GAME_CATEGORIES } from '../constants/system';
import { languageCodeSchema } from './common';
import { opsPageQuerySchema, opsPageSchema } from './ops';
import { httpsUrlSchema, logoUrlSchema } from './ops-site';

/**
 * The site's own pages of issue 17 (docs/communications/pages.md): the winners list, the jackpot
 * ranking, the blog, the mirror list and licence, and the app download links the back office edits.
 */

const categoryFilter = z
  .union([z.literal(''), z.literal('ALL'), z.enum(GAME_CATEGORIES)])
  .optional()
  .transform((value) => (value === '' || value === undefined ? 'ALL' : value));

/** Day-range presets of the winners list, in the merchant's business days (today included). */
export const WINNER_RANGES = ['today', 'yesterday', 'last_7_days', 'last_30_days'] as const;
export type WinnerRange = (typeof WINNER_RANGES)[number];

/** `GET /wps/game/winners`: settled real-money wins of a range of business days, biggest first, paged. */
export const winnersQuerySchema = z.object({
  range: z.enum(WINNER_RANGES).default('today'),
  gameCategory: categoryFilter,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type WinnersQuery = z.input<typeof winnersQuerySchema>;

export const winnerRowSchema = z.object({
  /** Decimal string with the currency's places; the web adds thousand separators and shows 2 decimals. */
  winAmount: z.string(),
  betAmount: z.string(),
  /** Masked account name (`pl****01`), as on the winner board. */
  player: z.string(),
  gameName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  settledAt: z.string(),
});
export type WinnerRow = z.infer<typeof winnerRowSchema>;

export const winnersPageSchema = z.object({
  list: z.array(winnerRowSchema),
  total: z.number().int().nonnegative(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** The range's instants ([from, to)) and its first and last business day (yyyy-MM-dd). */
  from: z.string(),
  to: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  currencySymbol: z.string(),
});
export type WinnersPage = z.infer<typeof winnersPageSchema>;

/** Periods of the jackpot ranking: the merchant's business day, ISO week and month holding now. */
export const JACKPOT_PERIODS = ['today', 'week', 'month'] as const;
export type JackpotPeriod = (typeof JACKPOT_PERIODS)[number];

/** `GET /wps/game/jackpotRanking`: the biggest multipliers (win ÷ bet) of settled real-money rounds in a period. */
export const jackpotQuerySchema = z.object({ period: z.enum(JACKPOT_PERIODS).default('week'), gameCategory: categoryFilter });
export type JackpotQuery = z.input<typeof jackpotQuerySchema>;

export const jackpotRowSchema = winnerRowSchema.extend({
  rank: z.number().int(),
  /** win ÷ bet, two decimals (`1250.00`). */
  multiplier: z.string(),
});
export type JackpotRow = z.infer<typeof jackpotRowSchema>;
export const jackpotRankingSchema = z.object({
  period: z.enum(JACKPOT_PERIODS),
  from: z.string(),
  to: z.string(),
  list: z.array(jackpotRowSchema),
  currencySymbol: z.string(),
});
export type JackpotRanking = z.infer<typeof jackpotRankingSchema>;

/** Size of the jackpot ranking (the winner board's, spec §9). */
export const JACKPOT_RANKING_SIZE = LIMITS.winnerBoardSize;

// ---- Blog / news ----

/** `GET /wps/content/blog`: published posts, newest first, in the visitor's language. */
export const blogListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(30).default(9),
  category: z.string().trim().max(40).optional(),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogSummarySchema = z.object({
  id: z.number().int(),
  /** Plain text (rendered as text, never HTML). */
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  category: z.string(),
  publishedAt: z.string(),
  /** The language the texts are in (the visitor's when written in it, else a fallback). */
  language: z.string(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;
export const blogListSchema = z.object({
  list: z.array(blogSummarySchema),
  total: z.number().int().nonnegative(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  categories: z.array(z.string()),
});
export type BlogList = z.infer<typeof blogListSchema>;
/** `GET /wps/content/blog/:id`: one published article; `html` was sanitized on save (and is again on render). */
export const blogArticleSchema = blogSummarySchema.extend({ html: z.string() });
export type BlogArticle = z.infer<typeof blogArticleSchema>;
export const blogIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const BLOG_STATUSES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** One language of a post: plain-text title and summary, operator HTML body. */
export const blogTextSchema = z.object({
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(300),
  html: z.string().max(100_000),
});
export type BlogText = z.infer<typeof blogTextSchema>;

/** `POST /ops/pages/blog`, `PUT /ops/pages/blog/:id`: a post's content (a new post is a draft). */
export const blogPostRequestSchema = z.object({
  coverUrl: z.union([z.literal(''), logoUrlSchema]),
  category: z.string().trim().max(40),
  texts: z
    .partialRecord(languageCodeSchema, blogTextSchema)
    .refine((texts) => Object.keys(texts).length >= 1, { message: 'at least one language' }),
});
export type BlogPostRequest = z.infer<typeof blogPostRequestSchema>;

/** `POST /ops/pages/blog/:id/publish`: now (no `publishAt`, or one in the past) or scheduled for later. */
export const blogPublishRequestSchema = z.object({ publishAt: z.iso.datetime({ offset: true }).nullable().optional() });
export type BlogPublishRequest = z.infer<typeof blogPublishRequestSchema>;

export const opsBlogPostSchema = z.object({
  id: z.number().int(),
  status: z.enum(BLOG_STATUSES),
  publishAt: z.string().nullable(),
  coverUrl: z.string(),
  category: z.string(),
  texts: z.record(z.string(), blogTextSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsBlogPost = z.infer<typeof opsBlogPostSchema>;
export const opsBlogQuerySchema = opsPageQuerySchema.extend({
  status: z.union([z.literal(''), z.enum(BLOG_STATUSES)]).optional(),
  q: z.string().trim().max(80).optional(),
});
export const opsBlogPageSchema = opsPageSchema(opsBlogPostSchema);

// ---- Mirrors, licence and app links ----

export const MIRRORS_MAX = 30;
export const mirrorSchema = z.object({ label: z.string().trim().min(1).max(120), url: httpsUrlSchema, note: z.string().trim().max(200) });
export type Mirror = z.infer<typeof mirrorSchema>;
/** `PUT /ops/pages/mirrors`: the whole list, in display order. */
export const mirrorsRequestSchema = z.object({ mirrors: z.array(mirrorSchema).max(MIRRORS_MAX) });
export type MirrorsRequest = z.infer<typeof mirrorsRequestSchema>;

/** The gaming licence the footer shows: plain text, its number and a link to the regulator's record (all optional). */
export const licenceSchema = z.object({
  text: z.string().trim().max(1000),
  number: z.string().trim().max(80),
  url: z.union([z.literal(''), httpsUrlSchema]),
});
export type Licence = z.infer<typeof licenceSchema>;

/** `GET /wps/content/mirrors`: the official mirrors in order and the licence. */
export const mirrorListSchema = z.object({ mirrors: z.array(mirrorSchema.extend({ id: z.number().int() })), licence: licenceSchema });
export type MirrorList = z.infer<typeof mirrorListSchema>;

export const appLinkSchema = z.object({ type: z.enum(APP_RESOURCES), url: httpsUrlSchema });
/** `PUT /ops/pages/apps`: the download address of each offered app (a missing type is not offered). */
export const appLinksRequestSchema = z.object({
  apps: z
    .array(appLinkSchema)
    .max(APP_RESOURCES.length)
    .refine((list) => new Set(list.map((app) => app.type)).size === list.length, { message: 'each type once' }),
});
export type AppLinksRequest = z.infer<typeof appLinksRequestSchema>;

/** `GET /ops/pages/settings`: what the download, mirrors and licence tabs edit. */
export const opsPagesSettingsSchema = z.object({
  apps: z.array(appLinkSchema),
  mirrors: z.array(mirrorSchema.extend({ id: z.number().int() })),
  licence: licenceSchema,
});
export type OpsPagesSettings = z.infer<typeof opsPagesSettingsSchema>;
