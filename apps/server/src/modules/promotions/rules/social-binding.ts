import { sql } from 'kysely';
import { z } from 'zod';
import { minor, moneyParam } from './money-param';
import { notYet, pays, type RewardRule } from './types';

/** The member profile's social contacts a binding reward may ask for (member columns). */
export const SOCIAL_NETWORKS = ['line', 'whatsapp', 'facebook', 'wechat', 'zalo', 'telegram'] as const;

export const socialBindingParams = z.object({
  amount: moneyParam,
  /** Any one of these bound qualifies. */
  networks: z.array(z.enum(SOCIAL_NETWORKS)).min(1).max(SOCIAL_NETWORKS.length),
});
type Params = z.infer<typeof socialBindingParams>;

/** `(line IS NOT NULL AND line <> '') OR …` over the chosen networks (names from the enum above only). */
function boundAny(networks: Params['networks']) {
  return sql.join(
    networks.map((n) => sql`coalesce(trim(${sql.ref(`member.${n}`)}), '') <> ''`),
    sql` OR `,
  );
}

/**
 * Social binding (the spec's "Zalo reward"): a fixed reward, once, when the member's profile has
 * one of the chosen social accounts bound (its column set and not blank). The profile holds LINE,
 * WhatsApp, Facebook and WeChat from registration; Zalo and Telegram from the member profile (0053).
 */
export const socialBindingRule: RewardRule<Params> = {
  kind: 'social_binding',
  params: socialBindingParams,
  periodKey: () => 'once',
  async evaluate(ctx, params) {
    const { rows } = await sql<{ bound: boolean }>`
      SELECT (${boundAny(params.networks)}) AS bound FROM member WHERE id = ${ctx.memberId}`.execute(ctx.db);
    if (!rows[0]?.bound) return notYet('once', 'social_bind_first', { networks: params.networks.join(',') });
    return pays('once', minor(params.amount, ctx.merchant.currency_decimals));
  },
  async sweep(ctx, params) {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM member WHERE merchant_id = ${ctx.merchant.id} AND (${boundAny(params.networks)})
         AND NOT EXISTS (SELECT 1 FROM bonus b WHERE b.member_id = member.id AND b.promotion_id = ${ctx.promotion.id})
       ORDER BY id LIMIT 1000`.execute(ctx.db);
    return { periodKey: 'once', final: false, members: rows.map((r) => r.id) };
  },
};
