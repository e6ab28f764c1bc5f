import type { RewardKind } from '@fortuna/shared';
import { appDownloadRule } from './app-download';
import { applicationRule } from './application';
import { dailySignInRule } from './daily-sign-in';
import { firstDepositRule } from './first-deposit';
import { lossRebateRule } from './loss-rebate';
import { newbieRule } from './newbie';
import { rankingRule } from './ranking';
import { reloadRule } from './reload';
import { socialBindingRule } from './social-binding';
import { turnoverTiersRule } from './turnover-tiers';
import type { RewardRule } from './types';

/**
 * Every reward kind's rule. A kind without a rule here cannot be saved (the back office offers
 * the kinds listed) and a stored promotion of such a kind shows CLOSED.
 */
export const REWARD_RULES: Partial<Record<RewardKind, RewardRule<any>>> = {
  first_deposit: firstDepositRule,
  reload: reloadRule,
  newbie: newbieRule,
  daily_sign_in: dailySignInRule,
  turnover_tiers: turnoverTiersRule,
  loss_rebate: lossRebateRule,
  ranking: rankingRule,
  app_download: appDownloadRule,
  social_binding: socialBindingRule,
  application: applicationRule,
};

export function ruleOf(kind: string): RewardRule<unknown> | null {
  return (REWARD_RULES as Record<string, RewardRule<unknown> | undefined>)[kind] ?? null;
}
