import { z } from 'zod';
import { PROMOTION_APPLICATION, PROMOTION_STATUSES } from '../constants/promotions';
import { opsPageQuerySchema, opsPageSchema } from './ops';

/**
 * Joining a promotion and applying for one (issue 19 items 5 and 6; spec §3 "Promotion
 * application", §5 its limits), and the back office's review of applications. The spec shows no
 * payloads; these are ours (docs/promotions/hall-and-applications.md).
 */

const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** `POST /wps/promotion/join` (T): joins a join-mode promotion for its current period; a repeat answers the same. */
export const joinPromotionRequestSchema = z.object({ promotionId: idSchema, requestId: requestIdSchema });
export const joinPromotionResponseSchema = z.object({
  promotionId: z.number().int(),
  /** The member's status after joining: JOINED (not qualified yet) or CLAIM. */
  status: z.enum(PROMOTION_STATUSES),
});
export type JoinPromotionResponse = z.infer<typeof joinPromotionResponseSchema>;

/**
 * `POST /wps/promotion/apply` (T), multipart: these fields plus at most 3 png/jpg images of at most
 * 5 MB each (checked by their bytes). A comment over 140 characters is `promotion_comment_too_long`
 * (checked before this schema, so it has its own code).
 */
export const applyPromotionFieldsSchema = z.object({
  promotionId: idSchema,
  comment: z.string().trim().min(1).max(PROMOTION_APPLICATION.commentMax),
  requestId: requestIdSchema,
});
export type ApplyPromotionFields = z.infer<typeof applyPromotionFieldsSchema>;

/** A member's application for a promotion's current period, as the member sees it. */
export const promotionApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  status: z.enum(['in_process', 'approved', 'rejected']),
  comment: z.string(),
  /** Image numbers (1–3): `GET /wps/promotion/application/:id/images/:n`. */
  images: z.array(z.number().int()),
  /** The operator's reason when rejected. */
  rejectReason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

/** `GET /wps/promotion/application?promotionId` (T): the member's application of the current period, or null. */
export const promotionApplicationQuerySchema = z.object({ promotionId: idSchema });
export const promotionApplicationImageParamsSchema = z.object({ id: idSchema, n: z.coerce.number().int().min(1).max(3) });

/** Review states of an application in the back office. */
export const APPLICATION_REVIEW_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export type ApplicationReviewStatus = (typeof APPLICATION_REVIEW_STATUSES)[number];

/** `GET /ops/promotions/applications`: the queue, oldest first; filters by status, promotion and member. */
export const opsApplicationQuerySchema = opsPageQuerySchema.extend({
  status: z.enum(APPLICATION_REVIEW_STATUSES).optional(),
  promotionId: idSchema.optional(),
  username: z.string().trim().max(64).optional(),
});
export const opsApplicationRowSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  username: z.string(),
  status: z.enum(APPLICATION_REVIEW_STATUSES),
  /** The first 80 characters of the comment. */
  excerpt: z.string(),
  images: z.number().int(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OpsApplicationRow = z.infer<typeof opsApplicationRowSchema>;
export const opsApplicationPageSchema = opsPageSchema(opsApplicationRowSchema);

/** `GET /ops/promotions/applications/:id`: one application with what approving it pays. */
export const opsApplicationSchema = opsApplicationRowSchema.extend({
  memberId: z.number().int(),
  periodKey: z.string(),
  comment: z.string(),
  /** Image numbers: `GET /ops/promotions/applications/:id/images/:n`. */
  imageNumbers: z.array(z.number().int()),
  /** What the rule pays (the most an approval may pay), a decimal string. */
  ruleAmount: z.string(),
  rejectReason: z.string(),
  decidedBy: z.string().nullable(),
  /** The bonus paid on approval. */
  bonus: z.object({ id: z.number().int(), amount: z.string() }).nullable(),
});
export type OpsApplication = z.infer<typeof opsApplicationSchema>;
export const opsApplicationIdParamsSchema = z.object({ id: idSchema });
export const opsApplicationImageParamsSchema = z.object({ id: idSchema, n: z.coerce.number().int().min(1).max(3) });

/** `POST /ops/promotions/applications/:id/approve`: pays the rule's amount, or less when `amount` is given. */
export const approveApplicationRequestSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,2})?$/)
    .optional(),
});
/** `POST /ops/promotions/applications/:id/reject`: the reason the member reads. */
export const rejectApplicationRequestSchema = z.object({ reason: z.string().trim().min(1).max(200) });
