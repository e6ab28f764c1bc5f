import { z } from 'zod';
import { minor, moneyParam } from './money-param';
import { notYet, pays, type RewardRule } from './types';

export const newbieParams = z.object({
  amount: moneyParam,
  /** Members registered within this many days qualify. */
  withinDays: z.number().int().min(1).max(365),
});

/** Newbie bonus: a fixed amount for a member registered within the last days. Once per member. */
export const newbieRule: RewardRule<z.infer<typeof newbieParams>> = {
  kind: 'newbie',
  params: newbieParams,
  periodKey: () => 'once',
  async evaluate(ctx, params) {
    const member = await ctx.db.selectFrom('member').select('created_at').where('id', '=', ctx.memberId).executeTakeFirstOrThrow();
    const age = ctx.now.getTime() - new Date(member.created_at).getTime();
    if (age > params.withinDays * 86_400_000) return notYet('once', 'not_newbie', { days: String(params.withinDays) });
    return pays('once', minor(params.amount, ctx.merchant.currency_decimals));
  },
};
