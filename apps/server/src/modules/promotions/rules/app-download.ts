import { sql } from 'kysely';
import { z } from 'zod';
import { minor, moneyParam } from './money-param';
import { notYet, pays, type RewardRule } from './types';

/** The `Device` header values of the portal's apps (iOS, Android, and the wrapped app's `app`). */
export const APP_DEVICES = ['app', 'ios', 'android'] as const;

export const appDownloadParams = z.object({ amount: moneyParam });

/**
 * App download: a fixed reward, once, when the member has logged in from the app, i.e. has a
 * session whose login sent `Device: app`, `ios` or `android` (member_session.device, recorded at
 * login from the request's Device header) since the promotion began.
 */
export const appDownloadRule: RewardRule<z.infer<typeof appDownloadParams>> = {
  kind: 'app_download',
  params: appDownloadParams,
  periodKey: () => 'once',
  async evaluate(ctx, params) {
    const session = await ctx.db
      .selectFrom('member_session')
      .select('member_id')
      .where('member_id', '=', ctx.memberId)
      .where('device', 'in', [...APP_DEVICES])
      .where('created_at', '>=', ctx.promotion.starts_at)
      .executeTakeFirst();
    if (!session) return notYet('once', 'app_login_first');
    return pays('once', minor(params.amount, ctx.merchant.currency_decimals));
  },
  async sweep(ctx) {
    // Members with an app login in the last day; older ones were swept when they logged in.
    const since = new Date(Math.max(ctx.now.getTime() - 86_400_000, ctx.promotion.starts_at.getTime()));
    const { rows } = await sql<{ member_id: number }>`
      SELECT DISTINCT s.member_id FROM member_session s JOIN member m ON m.id = s.member_id
       WHERE m.merchant_id = ${ctx.merchant.id} AND s.device IN ('app', 'ios', 'android') AND s.created_at >= ${since}
       ORDER BY s.member_id`.execute(ctx.db);
    return { periodKey: 'once', final: false, members: rows.map((r) => r.member_id) };
  },
};
