/**
 * Promotions (spec §2 "Promotions", §4 "Promotion statuses"; issue 19). The codes are ours; the
 * web shows each through its i18n key (`promotions.category.<code>`, `promotions.tag.<code>`,
 * `promotions.status.<code>`).
 */

/** The spec's 15 tabs: `ALL` is the tab of every promotion; a promotion has one of the other 14. */
export const PROMOTION_TABS = [
  'ALL',
  'OTHER',
  'SPORTS',
  'LIVE',
  'SLOTS',
  'CARD',
  'FISH',
  'LOTTERY',
  'REBATE',
  'POINTS_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
  'GAME',
] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];
export const PROMOTION_CATEGORIES = PROMOTION_TABS.filter((t) => t !== 'ALL') as Exclude<PromotionTab, 'ALL'>[];
export type PromotionCategory = Exclude<PromotionTab, 'ALL'>;

/** The spec's 6 tags. */
export const PROMOTION_TAGS = ['NEWBIE', 'LIMITED', 'SPECIAL', 'DAILY', 'HIGH_REBATE', 'VIP'] as const;
export type PromotionTag = (typeof PROMOTION_TAGS)[number];

/**
 * How a member takes a promotion: `auto` (granted when the member qualifies, nothing to press),
 * `claim` (a claim button once the member qualifies), `join` (join first; the rule counts from the
 * join; then claim), `apply` (an application with a comment and images, reviewed by an operator).
 */
export const PROMOTION_TAKE_MODES = ['auto', 'claim', 'join', 'apply'] as const;
export type PromotionTakeMode = (typeof PROMOTION_TAKE_MODES)[number];

/**
 * A member's status on a promotion (spec §4), derived per member and period:
 * - `COMING_SOON` the period has not begun; `CLOSED` it ended, the budget is spent, or the
 *   member is outside its audience;
 * - `JOIN` a join-mode promotion the member may join; `JOINED` joined, not yet qualified;
 * - `CLAIM` the member qualifies now and may claim; `ISSUED` the bonus was paid without a claim
 *   (auto mode, or an operator approved an application); `CLAIMED` the member claimed it;
 * - `APPLYING` an apply-mode promotion the member may apply for; `IN_PROCESS` the application
 *   awaits review; `REJECTED` the operator rejected it (with a reason; the member may apply again).
 * A promotion whose rule the member does not meet yet (and which needs no join) shows `CLAIM`
 * disabled in the web, with the rule's reason: the status then is `JOINED` for join mode and
 * `CLAIM` with `claimable: null` otherwise.
 */
export const PROMOTION_STATUSES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSED',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'IN_PROCESS',
  'JOINED',
  'COMING_SOON',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * The reward rules (issue 19 item 2), each in `apps/server/src/modules/promotions/rules/`: its
 * parameters are a zod schema there, so the back office edits them as data.
 */
export const REWARD_KINDS = [
  'first_deposit',
  'reload',
  'newbie',
  'daily_sign_in',
  'turnover_tiers',
  'loss_rebate',
  'ranking',
  'app_download',
  'social_binding',
  'red_envelope',
  'application',
] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** Where a bonus came from: a promotion, or another area that pays through the same bonus book. */
export const BONUS_SOURCES = ['promotion', 'vip', 'referral', 'rebate', 'red_envelope'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

/**
 * A bonus's turnover requirement: `none` (none was set), `open` (valid bets still short; a
 * withdrawal is refused), `met`, `forfeited` (the member gave the bonus up), `waived` (an operator
 * lifted it).
 */
export const BONUS_REQUIREMENT_STATUSES = ['none', 'open', 'met', 'forfeited', 'waived'] as const;
export type BonusRequirementStatus = (typeof BONUS_REQUIREMENT_STATUSES)[number];

/** Promotion application (spec §5): comment ≤ 140 characters; ≤ 3 png or jpg images of ≤ 5 MB. */
export const PROMOTION_APPLICATION = { commentMax: 140, imagesMax: 3, imageBytesMax: 5 * 1024 * 1024 } as const;

/** The side menu lists the first 6 promotions, then More (spec §9). */
export const SIDE_MENU_PROMOTIONS = 6;
