import { z } from 'zod';
import { languageCodeSchema } from './common';
import { opsPageQuerySchema, opsPageSchema } from './ops';

/**
 * The help centre (spec §7 `/wps/system/helpCenter`) and feedback (`PUT /wps/feedback`), with their
 * back-office calls (`/ops/help`, `/ops/feedback`). Decisions in docs/communications/help-and-feedback.md.
 */

// ---- help centre ----------------------------------------------------------------------------

/** The help centre's sections, each addressable as `/help#<id>` (spec §2 keeps `#term` for the terms of use). */
export const HELP_SECTION_IDS = ['about', 'term', 'privacy', 'responsible', 'faq', 'payments', 'agent'] as const;
export type HelpSectionId = (typeof HELP_SECTION_IDS)[number];
export const helpSectionIdSchema = z.enum(HELP_SECTION_IDS);

/** Longest stored help HTML (after sanitizing), in characters. */
export const HELP_HTML_MAX = 60_000;

/** `GET|POST /wps/system/helpCenter`: the language (falls back to the site's) and the device (`WEB`). */
export const helpCenterQuerySchema = z.object({
  lang: z.string().trim().max(16).optional(),
  device: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['WEB', 'MOBILE', 'APP']))
    .default('WEB'),
});

export const helpCenterSectionSchema = z.object({
  id: helpSectionIdSchema,
  title: z.string(),
  /** Operator HTML, sanitized on save; the web sanitizes it again on render. */
  content: z.string(),
  /** The language this section's text is in (the asked one, or the fallback's). */
  lang: z.string(),
});
export type HelpCenterSection = z.infer<typeof helpCenterSectionSchema>;
export const helpCenterSchema = z.object({ lang: z.string(), sections: z.array(helpCenterSectionSchema) });
export type HelpCenter = z.infer<typeof helpCenterSchema>;

/** `GET /ops/help`: every section with its order, switch and texts per language. */
export const opsHelpSectionSchema = z.object({
  id: helpSectionIdSchema,
  sort: z.number().int(),
  enabled: z.boolean(),
  texts: z.array(z.object({ lang: z.string(), title: z.string(), content: z.string(), updatedAt: z.string() })),
});
export type OpsHelpSection = z.infer<typeof opsHelpSectionSchema>;
export const opsHelpSchema = z.object({
  sections: z.array(opsHelpSectionSchema),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
});
export type OpsHelp = z.infer<typeof opsHelpSchema>;

export const helpTextParamsSchema = z.object({ section: helpSectionIdSchema, lang: languageCodeSchema });
/** `PUT /ops/help/:section/:lang`: a section's title and HTML in one language (HTML sanitized on save). */
export const helpTextRequestSchema = z.object({
  title: z.string().trim().min(1).max(80),
  content: z.string().max(HELP_HTML_MAX),
});
export type HelpTextRequest = z.infer<typeof helpTextRequestSchema>;
/** `PUT /ops/help/sections`: order and switch of the listed sections. */
export const helpSectionsRequestSchema = z.object({
  sections: z
    .array(z.object({ id: helpSectionIdSchema, sort: z.number().int().min(0).max(1000), enabled: z.boolean() }))
    .min(1)
    .max(HELP_SECTION_IDS.length)
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, { message: 'duplicate section' }),
});
export type HelpSectionsRequest = z.infer<typeof helpSectionsRequestSchema>;

// ---- feedback -------------------------------------------------------------------------------

/** What a member's feedback is about (spec §3 "question type"). */
export const FEEDBACK_TYPES = ['ACCOUNT', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'PROMOTION', 'TECHNICAL', 'SUGGESTION', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** The spec's bounds "not shown": ours. */
export const FEEDBACK_LIMITS = {
  contentMin: 10,
  contentMax: 1000,
  replyMax: 2000,
  images: 3,
  imageBytes: 5 * 1024 * 1024,
  /** Feedback a member may send per hour. */
  perHour: 10,
} as const;

/** `PUT /wps/feedback` fields (multipart with up to 3 `images`, or JSON without images). */
export const feedbackRequestSchema = z.object({
  type: z.enum(FEEDBACK_TYPES),
  content: z.string().trim().min(FEEDBACK_LIMITS.contentMin).max(FEEDBACK_LIMITS.contentMax),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const feedbackImageParamsSchema = feedbackIdParamsSchema.extend({
  imageId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const feedbackListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const feedbackReplySchema = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  operator: z.string().nullable(),
});
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

/** One feedback as its member sees it (the thread: content, images, replies). */
export const feedbackSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string(),
  lastReplyAt: z.string().nullable(),
  /** A reply the member has not opened yet. */
  unread: z.boolean(),
  imageIds: z.array(z.number().int()),
  replies: z.array(feedbackReplySchema),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackPageSchema = z.object({
  list: z.array(feedbackSchema.omit({ replies: true })),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  /** Feedback with a reply the member has not opened (the badge). */
  unread: z.number().int(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** `GET /ops/feedback`: the queue, oldest open first unless sorted otherwise. */
export const opsFeedbackQuerySchema = opsPageQuerySchema.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  type: z.enum(FEEDBACK_TYPES).optional(),
  username: z.string().trim().max(64).optional(),
});
export const opsFeedbackRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  status: z.enum(FEEDBACK_STATUSES),
  /** The first 120 characters of the content. */
  excerpt: z.string(),
  images: z.number().int(),
  replies: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsFeedbackRow = z.infer<typeof opsFeedbackRowSchema>;
export const opsFeedbackPageSchema = opsPageSchema(opsFeedbackRowSchema);
export const opsFeedbackSchema = feedbackSchema.omit({ unread: true }).extend({ username: z.string(), memberId: z.number().int() });
export type OpsFeedback = z.infer<typeof opsFeedbackSchema>;
/** `POST /ops/feedback/:id/reply`: plain text, never HTML. */
export const feedbackReplyRequestSchema = z.object({
  content: z.string().trim().min(1).max(FEEDBACK_LIMITS.replyMax),
});
