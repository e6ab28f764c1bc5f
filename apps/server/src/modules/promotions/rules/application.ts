import { z } from 'zod';
import { isoDay } from '../../missions/periods';
import { moneyParam } from './money-param';
import { notYet, type RewardRule } from './types';

export const applicationParams = z.object({
  /** What an approved application pays (the operator may pay less when approving). */
  amount: moneyParam,
  /** Whether a member may apply again in a later period: `once`, or once per business day. */
  period: z.enum(['once', 'daily']).default('once'),
});

/**
 * Application: the member applies with a comment and images; an operator approves (the bonus is
 * paid then, `ISSUED`) or rejects with a reason. Nothing is paid by a claim.
 */
export const applicationRule: RewardRule<z.infer<typeof applicationParams>> = {
  kind: 'application',
  params: applicationParams,
  periodKey: (ctx, params) => (params.period === 'once' ? 'once' : isoDay(ctx.now, ctx.merchant.time_zone)),
  async evaluate(ctx, params) {
    return notYet(applicationRule.periodKey(ctx, params), 'apply_first');
  },
};
