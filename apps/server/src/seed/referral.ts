import { newServerSeed, seedHash } from '@fortuna/bgs';
import type { ReferralSettings } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { dropAmounts } from '../modules/red-envelopes/red-envelopes.service';

/** The demo's invite-friends settings (MMK as operators type it). */
const DEMO_REFERRAL: ReferralSettings = {
  rewardsEnabled: true,
  stages: {
    register: { referrer: '5', friend: '2', threshold: '0' },
    first_deposit: { referrer: '20', friend: '10', threshold: '1000' },
    valid_bet: { referrer: '50', friend: '0', threshold: '5000' },
  },
  monthlyFriendsMax: 20,
  blockSameIp: true,
  turnoverMultiple: 1,
  rulesText: {
    en: 'Share your link or code. Rewards go to your main wallet with 1× valid bets before withdrawal.',
    zh: '分享您的链接或邀请码。奖励存入主钱包，提款前需完成 1 倍有效投注。',
    my: 'သင့်လင့်ခ် သို့မဟုတ် ကုဒ်ကို မျှဝေပါ။ ဆုကြေးများကို ပင်မပိုက်ဆံအိတ်သို့ ထည့်ပေးပြီး ငွေမထုတ်မီ ၁ ဆ လောင်းကြေး လိုအပ်သည်။',
  },
};

const DEMO_DROP_TITLES = { en: 'Lucky red envelopes', zh: '幸运红包雨', my: 'ကံကောင်း အနီရောင်စာအိတ်များ' };

/**
 * Invite friends' settings (when the merchant has none) and a live red-envelope drop (when the
 * merchant has no live or upcoming one): 888.00 in 88 envelopes of at least 1.00, for 30 days,
 * its amounts drawn from a fresh committed seed like any operator's drop.
 */
export async function seedDemoReferral(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db
    .insertInto('referral_setting')
    .values({ merchant_id: merchantId, settings: JSON.stringify(DEMO_REFERRAL) })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  await db.transaction().execute(async (trx) => {
    // One seeding at a time per merchant (every process seeds at start).
    await trx.selectFrom('merchant').select('id').where('id', '=', merchantId).forUpdate().execute();
    const current = await trx
      .selectFrom('red_envelope_drop')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('ends_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (current) return;
    const seed = newServerSeed();
    const budget = 88_800n;
    const min = 100n;
    const count = 88;
    const drop = await trx
      .insertInto('red_envelope_drop')
      .values({
        merchant_id: merchantId,
        titles: JSON.stringify(DEMO_DROP_TITLES),
        budget,
        count,
        min_amount: min,
        starts_at: sql<Date>`now() - interval '1 minute'`,
        ends_at: sql<Date>`now() + interval '30 days'`,
        audience: JSON.stringify({ kind: 'everyone' }),
        server_seed: seed,
        seed_hash: seedHash(seed),
        created_by: 'demo',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const amounts = dropAmounts(seed, drop.id, budget, count, min);
    await trx
      .insertInto('red_envelope')
      .values(amounts.map((amount, n) => ({ drop_id: drop.id, n, amount })))
      .execute();
  });
}
