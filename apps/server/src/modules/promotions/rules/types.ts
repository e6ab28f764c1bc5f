import type { RewardKind } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow } from '../../../db/schema';
import type { PromotionRow } from '../promotions.repository';

/** What a rule is asked about: one member on one promotion, now. */
export type RuleContext = {
  db: Kysely<Database>;
  merchant: MerchantRow;
  memberId: number;
  promotion: PromotionRow;
  now: Date;
  /** When the member joined the promotion's current period (join mode), else null. */
  joinedAt: Date | null;
};

/**
 * A rule's answer. `periodKey` names the period the reward belongs to (`once`, a business day
 * `2026-11-27`, a week `2026-W48`, …): a member is paid once per promotion and period key. When
 * `eligible`, `amount` (minor units, > 0) is what a claim pays now; otherwise `reason` is an i18n
 * key under `promotions.reason.` and `reasonValues` its figures (money as decimal strings).
 */
export type RuleOutcome = {
  periodKey: string;
  eligible: boolean;
  amount: bigint;
  /** The deposit a deposit bonus was computed from (a turnover base of deposit + bonus uses it). */
  depositBase: bigint;
  reason: string | null;
  reasonValues: Record<string, string> | null;
};

/**
 * A reward rule (issue 19 item 2): its parameters as data (a zod schema: the back office edits
 * them, the server checks them on save and on read), and what it gives a member now. One file per
 * kind in this folder, registered in registry.ts; each is tested on its own.
 */
export type RewardRule<P = unknown> = {
  kind: RewardKind;
  params: z.ZodType<P>;
  /** The period `now` falls in (`once`, a business day, …): a join or application belongs to it. */
  periodKey(ctx: Pick<RuleContext, 'merchant' | 'now' | 'promotion'>, params: P): string;
  evaluate(ctx: RuleContext, params: P): Promise<RuleOutcome>;
  /**
   * For automatic promotions (`take_mode = 'auto'`) of kinds no member action triggers: which
   * period the sweeper grants now and which members may qualify in it (a superset: each is
   * evaluated; those paid already are skipped). `final` when the period has ended, so one full
   * pass pays it; otherwise the sweeper passes again on its next tick. Null: nothing due now.
   */
  sweep?(ctx: SweepContext, params: P): Promise<SweepPlan | null>;
};

/** What a sweep is asked about: one automatic promotion, now. */
export type SweepContext = Pick<RuleContext, 'db' | 'merchant' | 'promotion' | 'now'>;

/** A sweep's answer: the period due and its candidate members. */
export type SweepPlan = { periodKey: string; final: boolean; members: number[] };

/** A rule that pays nothing now, with its reason. */
export function notYet(periodKey: string, reason: string, reasonValues: Record<string, string> | null = null): RuleOutcome {
  return { periodKey, eligible: false, amount: 0n, depositBase: 0n, reason, reasonValues };
}

/** A rule that pays `amount` now. */
export function pays(periodKey: string, amount: bigint, depositBase = 0n): RuleOutcome {
  if (amount <= 0n) return notYet(periodKey, 'nothing_to_pay');
  return { periodKey, eligible: true, amount, depositBase, reason: null, reasonValues: null };
}
