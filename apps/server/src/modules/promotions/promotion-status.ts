import type { PromotionStatus } from '@fortuna/shared';
import type { EntryRow, PaidRow, PromotionRow } from './promotions.repository';
import type { RuleOutcome } from './rules/types';

/** Whether a promotion's period holds `now`: before it COMING_SOON, after it CLOSED. */
export function periodState(p: Pick<PromotionRow, 'starts_at' | 'ends_at'>, now: Date): 'open' | 'COMING_SOON' | 'CLOSED' {
  if (now < p.starts_at) return 'COMING_SOON';
  if (p.ends_at && now >= p.ends_at) return 'CLOSED';
  return 'open';
}

/** A promotion with what it means for one member (or a guest) now. */
export type Evaluated = {
  promotion: PromotionRow;
  status: PromotionStatus;
  outcome: RuleOutcome | null;
  entry: EntryRow | null;
  paid: PaidRow | null;
};

export type StatusInput = {
  promotion: PromotionRow;
  now: Date;
  /** False for a member outside the audience; null for a guest. */
  inAudience: boolean | null;
  /** The rule's answer for the member (null for a guest, or when the promotion has no rule). */
  outcome: RuleOutcome | null;
  /** The member's entry and bonus of the outcome's period, if any. */
  entry: EntryRow | null;
  paid: PaidRow | null;
};

/**
 * A member's status on a promotion (constants/promotions.ts PROMOTION_STATUSES), in this order:
 * the period; paid already (CLAIMED, or ISSUED when paid without a claim); an application's
 * state; outside the audience or the budget spent (CLOSED); then what the take mode offers.
 */
export function promotionStatus(input: StatusInput): PromotionStatus {
  const { promotion, now, entry, paid, outcome } = input;
  const period = periodState(promotion, now);
  if (period !== 'open') return period;
  if (paid) return paid.takenBy === 'claim' ? 'CLAIMED' : 'ISSUED';
  if (promotion.takeMode === 'apply') {
    if (entry?.status === 'in_process') return 'IN_PROCESS';
    if (entry?.status === 'rejected') return 'REJECTED';
  }
  if (input.inAudience === false) return 'CLOSED';
  if (promotion.budget !== null && promotion.spent >= promotion.budget) return 'CLOSED';
  switch (promotion.takeMode) {
    case 'apply':
      return 'APPLYING';
    case 'join':
      return entry?.status === 'joined' ? (outcome?.eligible ? 'CLAIM' : 'JOINED') : 'JOIN';
    default:
      return 'CLAIM';
  }
}
