import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A promotion the demo's operators are still preparing (switched off, so members never see it):
 * the back office's list shows a promotion in each state, and its editor opens a VIP audience and
 * a second language's texts. Added only when missing (an operator's edits stay).
 */
export async function seedDemoPromotionDrafts(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db
    .insertInto('promotion')
    .values({
      merchant_id: merchantId,
      code: 'VIP_WEEKEND_GIFT',
      category: 'OTHER',
      tags: JSON.stringify(['VIP', 'LIMITED']),
      starts_at: sql<Date>`date_trunc('day', now()) + interval '7 days'`,
      ends_at: sql<Date>`date_trunc('day', now()) + interval '9 days'`,
      audience: JSON.stringify({ kind: 'vip', levels: [2, 3, 4, 5] }),
      sort: 90,
      take_mode: 'claim',
      reward_kind: 'newbie',
      rule: JSON.stringify({ amount: '58.00', withinDays: 365 }),
      turnover: JSON.stringify({ multiple: 5, base: 'bonus', category: null }),
      budget: 5_000_000n,
      enabled: false,
      texts: JSON.stringify({
        en: {
          title: 'VIP weekend gift: 58',
          summary: 'Silver members and above claim 58 over the weekend.',
          html: '<p>Silver and above: claim <strong>58</strong> this weekend. Valid bets of 5× the gift before a withdrawal.</p>',
        },
        zh: {
          title: 'VIP 周末礼：58 元',
          summary: '白银及以上会员周末可领取 58 元。',
          html: '<p>白银及以上会员本周末可领取 <strong>58</strong> 元，提款前需完成 5 倍有效投注。</p>',
        },
      }),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}
