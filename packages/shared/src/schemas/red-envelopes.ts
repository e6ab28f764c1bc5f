import { z } from 'zod';
import { promotionAudienceSchema } from './promotions';

/**
 * Red envelopes (spec §2 member centre "red envelope", §7 "raffle promotion claim POST"; issue 19
 * item 2): an operator's drop of `count` envelopes whose amounts split a budget, drawn with the
 * provably fair RNG (providers/bgs/FAIRNESS.md "Red envelopes"). Ours: docs/promotions/red-envelopes.md.
 */

/** Largest budget minus count × minimum (in minor units) a drop may have: one fair pick of 0..extra must fit 2^32 choices. */
export const RED_ENVELOPE_EXTRA_MAX = 4_294_967_295n;
/** Envelopes per drop. */
export const RED_ENVELOPE_COUNT_MAX = 10_000;

const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const money = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount');

/** `POST /ops/red-envelopes` (promotions.write): a drop; its amounts are drawn and its seed committed at once. */
export const createRedEnvelopeDropRequestSchema = z.object({
  /** Title per language code (`en` required). */
  titles: z.object({ en: z.string().trim().min(1).max(80) }).catchall(z.string().trim().max(80)),
  budget: money,
  count: z.number().int().min(1).max(RED_ENVELOPE_COUNT_MAX),
  /** Each envelope holds at least this much (> 0). */
  minAmount: money,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  audience: promotionAudienceSchema,
});
export type CreateRedEnvelopeDropRequest = z.infer<typeof createRedEnvelopeDropRequestSchema>;

/** A drop's fairness record: the commitment always, the seed once the drop has ended. */
export const redEnvelopeFairnessSchema = z.object({
  /** SHA-256 of the server seed, published when the drop was created. */
  seedHash: z.string(),
  /** The server seed, revealed after the drop ends (null before). */
  serverSeed: z.string().nullable(),
  /** What the amounts are recomputed from: HMAC message prefix `RED:<dropId>`. */
  dropId: z.number().int(),
  budget: z.string(),
  count: z.number().int(),
  minAmount: z.string(),
});
export type RedEnvelopeFairness = z.infer<typeof redEnvelopeFairnessSchema>;

/** A drop as a member sees it. */
export const redEnvelopeDropSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  count: z.number().int(),
  /** Envelopes still unclaimed. */
  remaining: z.number().int(),
  /** The amount the member took from this drop, or null. */
  mine: z.string().nullable(),
  /** `live` between start and end, `upcoming`, or `ended`. */
  state: z.enum(['upcoming', 'live', 'ended']),
  fairness: redEnvelopeFairnessSchema,
});
export type RedEnvelopeDrop = z.infer<typeof redEnvelopeDropSchema>;

/** `GET /wps/promotion/raffle/drops` (T): the drops of the member's audience, live and upcoming first, then ended ones of the last 7 days. */
export const redEnvelopeDropsResponseSchema = z.array(redEnvelopeDropSchema);

/** `POST /wps/promotion/raffle/claim` (T): takes the next unclaimed envelope of a live drop, once per member. */
export const claimRedEnvelopeRequestSchema = z.object({ dropId: idSchema, requestId: requestIdSchema });
export const claimRedEnvelopeResponseSchema = z.object({
  dropId: z.number().int(),
  /** The envelope's number in the drop (0-based), so the member can find it in the verification. */
  envelope: z.number().int(),
  amount: z.string(),
  /** The main wallet after the bonus. */
  balance: z.string(),
});
export type ClaimRedEnvelopeResponse = z.infer<typeof claimRedEnvelopeResponseSchema>;

/** One envelope the member opened. */
export const myRedEnvelopeSchema = z.object({
  dropId: z.number().int(),
  title: z.string(),
  envelope: z.number().int(),
  amount: z.string(),
  claimedAt: z.string(),
});
/** `GET /wps/promotion/raffle/mine?page&size` (T): newest first. */
export const myRedEnvelopesRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const myRedEnvelopesResponseSchema = z.object({ total: z.number().int(), list: z.array(myRedEnvelopeSchema) });
export type MyRedEnvelopes = z.infer<typeof myRedEnvelopesResponseSchema>;

/** A drop in the back office (`GET /ops/red-envelopes`, promotions.read). */
export const opsRedEnvelopeDropSchema = z.object({
  id: z.number().int(),
  titles: z.record(z.string(), z.string()),
  budget: z.string(),
  count: z.number().int(),
  minAmount: z.string(),
  claimed: z.number().int(),
  paid: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  audience: promotionAudienceSchema,
  seedHash: z.string(),
  /** Revealed after the end, as members see it. */
  serverSeed: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type OpsRedEnvelopeDrop = z.infer<typeof opsRedEnvelopeDropSchema>;

/** `POST /ops/red-envelopes/:id/end` (promotions.write): ends a live or upcoming drop now; answers the drop. */
export const opsRedEnvelopeDropParamsSchema = z.object({ id: idSchema });
