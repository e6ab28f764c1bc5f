import { z } from 'zod';

/**
 * Invite friends (spec §1 "referral and invitation", member centre "invite friends", module
 * `REFERRAL`; issue 19 item 6). The spec shows no payloads: these are ours
 * (docs/promotions/referral.md).
 */

/**
 * The stages a referred friend reaches, in order: registered, first deposit of at least the
 * setting's minimum, valid bets of at least the setting's threshold. Each stage pays once per friend.
 */
export const REFERRAL_STAGES = ['register', 'first_deposit', 'valid_bet'] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];

/** A member's referral code: `R` and 9 letters or digits that cannot be mistaken for one another. */
export const REFERRAL_CODE_PATTERN = /^R[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{9}$/;

const money = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount');

/** One stage's rewards (money as operators type it, "0" for none) and, for the later stages, its threshold. */
export const referralStageRewardSchema = z.object({
  /** Paid to the member who invited the friend. */
  referrer: money,
  /** Paid to the friend; "0" for none. */
  friend: money,
  /** first_deposit: the first deposit's minimum; valid_bet: the valid bets to reach; register: unused ("0"). */
  threshold: money,
});
export type ReferralStageReward = z.infer<typeof referralStageRewardSchema>;

/** A merchant's referral settings (`/ops/referral`, permission promotions.write). */
export const referralSettingsSchema = z.object({
  /** Rewards are paid only while on; codes, links and the friends list work either way (the module switch hides the section). */
  rewardsEnabled: z.boolean(),
  stages: z.object({
    register: referralStageRewardSchema,
    first_deposit: referralStageRewardSchema,
    valid_bet: referralStageRewardSchema,
  }),
  /** Anti-abuse: at most this many friends earn the referrer rewards per business month (0: no limit). */
  monthlyFriendsMax: z.number().int().min(0).max(100_000),
  /** A friend registered from the referrer's own IP address is flagged and earns nothing (the operator sees the flag). */
  blockSameIp: z.boolean(),
  /** Valid bets required on each referral bonus before a withdrawal, as a multiple of the bonus (0: none). */
  turnoverMultiple: z.number().min(0).max(100),
  /** The rules the member centre shows, per language (plain text). */
  rulesText: z.record(z.string().min(2).max(8), z.string().max(2000)),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

/** One invited friend in the member's list: never the friend's money, only how far the friend came. */
export const referralFriendSchema = z.object({
  /** The friend's username, masked (`pl****01`). */
  username: z.string(),
  registeredAt: z.string(),
  /** The furthest stage reached. */
  stage: z.enum(REFERRAL_STAGES),
  /** True when the friend was flagged (same IP as the referrer, or over the month's limit) and earned the referrer nothing. */
  flagged: z.boolean(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** `GET /wps/referral/summary` (T): the member's code and link parts, rules and totals. */
export const referralSummarySchema = z.object({
  code: z.string(),
  /** The path the web appends to its origin: `/register?referralCode=<code>`. */
  path: z.string(),
  rewardsEnabled: z.boolean(),
  /** Per stage the rewards (decimal strings) and threshold, so the web states the rules with figures. */
  stages: z.array(z.object({ stage: z.enum(REFERRAL_STAGES), referrer: z.string(), friend: z.string(), threshold: z.string() })),
  monthlyFriendsMax: z.number().int(),
  /** The operator's rules text in the request's language (else English), plain text. */
  rulesText: z.string(),
  friends: z.number().int(),
  /** Referral rewards the member received, as a decimal string. */
  earned: z.string(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** `GET /wps/referral/friends?page&size` (T): newest first. */
export const referralFriendsRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const referralFriendsResponseSchema = z.object({ total: z.number().int(), list: z.array(referralFriendSchema) });
export type ReferralFriendsResponse = z.infer<typeof referralFriendsResponseSchema>;

/** Why a reached stage paid the referrer nothing (docs/promotions/referral.md "Limits"); null when it paid. */
export const REFERRAL_FLAGS = ['same_ip', 'monthly_limit', 'trial', 'rewards_off'] as const;
export type ReferralFlag = (typeof REFERRAL_FLAGS)[number];

/** `GET /ops/referral/friends?page&size&q` (promotions.read): every referral of the merchant, newest first. */
export const opsReferralsRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** Part of the referrer's or the friend's username. */
  q: z.string().trim().max(40).default(''),
});
export type OpsReferralsRequest = z.infer<typeof opsReferralsRequestSchema>;

/** One referral as the operator sees it: both usernames in full, the furthest stage, its flag and the rewards paid. */
export const opsReferralSchema = z.object({
  referrer: z.string(),
  friend: z.string(),
  registeredAt: z.string(),
  /** The furthest stage recorded (`register` when none is recorded yet). */
  stage: z.enum(REFERRAL_STAGES),
  /** The first flag among the friend's stages, or null. */
  flag: z.enum(REFERRAL_FLAGS).nullable(),
  /** Referral bonuses paid to the referrer for this friend, and to the friend, as decimal strings. */
  referrerPaid: z.string(),
  friendPaid: z.string(),
});
export type OpsReferral = z.infer<typeof opsReferralSchema>;
export const opsReferralsResponseSchema = z.object({ total: z.number().int(), list: z.array(opsReferralSchema) });
export type OpsReferralsResponse = z.infer<typeof opsReferralsResponseSchema>;
