import { sql } from 'kysely';
import { z } from 'zod';
import { businessDay, isoDay } from '../../missions/periods';
import { promotionGrantKey } from '../promotions.repository';
import { minor, moneyParam } from './money-param';
import { notYet, pays, type RewardRule, type RuleContext } from './types';

export const dailySignInParams = z.object({
  /**
   * What the n-th consecutive business day pays (day 1, day 2, … up to 7); one amount pays the
   * same every day. Each further day in a row after the last pays the last amount.
   */
  amounts: z.array(moneyParam).min(1).max(7),
});

/** The business day before the one holding `at`, as its key and an instant in it. */
function dayBefore(at: Date, timeZone: string): Date {
  return new Date(businessDay(at, timeZone).from.getTime() - 1);
}

/**
 * How many business days in a row before today the member was paid this promotion's sign-in
 * bonus: its bonus rows are the record of the member's sign-ins (one per day, key
 * `promo:<id>:<day>`), counted back from yesterday until a day without one.
 */
export async function signInStreak(ctx: Pick<RuleContext, 'db' | 'memberId' | 'merchant' | 'promotion' | 'now'>, longest: number) {
  const zone = ctx.merchant.time_zone;
  const days: string[] = [];
  let at = ctx.now;
  for (let i = 0; i < longest; i++) {
    at = dayBefore(at, zone);
    days.push(isoDay(at, zone));
  }
  if (days.length === 0) return 0;
  const { rows } = await sql<{ grant_key: string }>`
    SELECT grant_key FROM bonus
     WHERE member_id = ${ctx.memberId} AND promotion_id = ${ctx.promotion.id}
       AND grant_key IN (${sql.join(days.map((d) => promotionGrantKey(ctx.promotion.id, d)))})`.execute(ctx.db);
  const paid = new Set(rows.map((r) => r.grant_key));
  let streak = 0;
  while (streak < days.length && paid.has(promotionGrantKey(ctx.promotion.id, days[streak] as string))) streak++;
  return streak;
}

/**
 * Daily sign-in: once per business day, the amount of the member's day in its streak of
 * consecutive days (day 1..7 tiers; a missed day starts again at day 1; past the last tier, the
 * last amount). With
 * a claim, the claim is the sign-in. Automatic, a login (a session begun that business day) is:
 * the sweeper pays each member who logged in today.
 */
export const dailySignInRule: RewardRule<z.infer<typeof dailySignInParams>> = {
  kind: 'daily_sign_in',
  params: dailySignInParams,
  periodKey: (ctx) => isoDay(ctx.now, ctx.merchant.time_zone),
  async evaluate(ctx, params) {
    const zone = ctx.merchant.time_zone;
    const key = isoDay(ctx.now, zone);
    if (ctx.promotion.takeMode === 'auto') {
      const day = businessDay(ctx.now, zone);
      const session = await ctx.db
        .selectFrom('member_session')
        .select('member_id')
        .where('member_id', '=', ctx.memberId)
        .where('created_at', '>=', day.from)
        .where('created_at', '<', day.to)
        .executeTakeFirst();
      if (!session) return notYet(key, 'sign_in_today');
    }
    const streak = await signInStreak(ctx, params.amounts.length - 1);
    return pays(key, minor(params.amounts[streak] as string, ctx.merchant.currency_decimals));
  },
  async sweep(ctx) {
    const zone = ctx.merchant.time_zone;
    const day = businessDay(ctx.now, zone);
    const { rows } = await sql<{ member_id: number }>`
      SELECT DISTINCT s.member_id FROM member_session s JOIN member m ON m.id = s.member_id
       WHERE m.merchant_id = ${ctx.merchant.id} AND s.created_at >= ${day.from} AND s.created_at < ${day.to}
       ORDER BY s.member_id`.execute(ctx.db);
    return { periodKey: isoDay(ctx.now, zone), final: false, members: rows.map((r) => r.member_id) };
  },
};
