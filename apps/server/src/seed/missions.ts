import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** The demo's daily missions (amounts in minor units: MMK with two decimals). */
const DEMO_MISSIONS = [
  {
    code: 'LOTTERY_FIVE_BETS',
    titles: { en: 'Settle 5 lottery draws', zh: '完成 5 期彩票投注', my: 'ထီ ၅ ကြိမ် ထိုးပါ' },
    category: 'LOTT',
    metric: 'rounds' as const,
    target: 5n,
    reward: 500n,
  },
  {
    code: 'LOTTERY_TURNOVER',
    titles: { en: 'Bet 100 on the lottery', zh: '彩票有效投注 100', my: 'ထီတွင် ၁၀၀ ထိုးပါ' },
    category: 'LOTT',
    metric: 'valid_bet' as const,
    target: 10_000n,
    reward: 1_000n,
  },
  {
    code: 'ALL_GAMES_TURNOVER',
    titles: { en: 'Bet 500 on any game', zh: '任意游戏有效投注 500', my: 'မည်သည့်ဂိမ်းတွင်မဆို ၅၀၀ ထိုးပါ' },
    category: null,
    metric: 'valid_bet' as const,
    target: 50_000n,
    reward: 2_000n,
  },
];

/** The demo merchant's daily missions; adds only what is missing (an operator's edits stay). */
export async function seedDemoMissions(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db
    .insertInto('mission')
    .values(
      DEMO_MISSIONS.map((m, i) => ({
        ...m,
        merchant_id: merchantId,
        titles: sql`${JSON.stringify(m.titles)}::jsonb` as never,
        sort: i,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}
