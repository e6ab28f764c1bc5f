import { formatMinor, parseMinor, REFERRAL_STAGES, type ReferralSettings, type ReferralStage } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database, MemberRow, MerchantRow } from '../../db/schema';
import type { RecordedEvent } from '../../realtime/member-events';
import { isTrialType } from '../auth/roles';
import type { MessagesService } from '../messages/messages.service';
import { businessMonth } from '../missions/periods';
import { grantBonus } from '../promotions/bonus-book';
import type { ReferralRepository } from './referral.repository';

/** A stage's bonus title per bundled language (bonus details show it). */
const STAGE_TITLES: Record<ReferralStage, Record<string, string>> = {
  register: { en: 'Invite friends: a friend registered', zh: '邀请好友：好友已注册', my: 'သူငယ်ချင်းဖိတ်ခေါ်ခြင်း- သူငယ်ချင်း စာရင်းသွင်းပြီး' },
  first_deposit: {
    en: 'Invite friends: a friend made a first deposit',
    zh: '邀请好友：好友已首存',
    my: 'သူငယ်ချင်းဖိတ်ခေါ်ခြင်း- သူငယ်ချင်း ပထမအပ်ငွေ သွင်းပြီး',
  },
  valid_bet: {
    en: 'Invite friends: a friend reached the valid bets',
    zh: '邀请好友：好友有效投注达标',
    my: 'သူငယ်ချင်းဖိတ်ခေါ်ခြင်း- သူငယ်ချင်း လောင်းကြေး ပြည့်မီပြီး',
  },
};

/** Why a reached stage paid the referrer nothing. */
export type StageFlag = 'same_ip' | 'monthly_limit' | 'trial' | 'rewards_off';

type Deps = { db: Kysely<Database>; repo: ReferralRepository; messages: MessagesService; now?: () => Date };

/**
 * The stages of a referred friend (docs/promotions/referral.md): each stage the friend has
 * reached is recorded once (`referral_stage`, primary key friend and stage) in the same
 * transaction that pays its rewards through the bonus book (`referral:<friendId>:<stage>`), so a
 * stage is paid once however many processes or triggers (registration, deposit credit, sweeper)
 * see it. The referrer's row is locked while the month's rewarded friends are counted.
 */
export function createReferralStages(deps: Deps) {
  const { db, repo, messages } = deps;
  const now = deps.now ?? (() => new Date());

  /** Whether the friend has reached `stage` now. */
  async function reached(settings: ReferralSettings, stage: ReferralStage, friendId: number, decimals: number): Promise<boolean> {
    const threshold = parseMinor(settings.stages[stage].threshold, decimals);
    if (stage === 'register') return true;
    if (stage === 'first_deposit') return (await repo.qualifyingDeposit(db, friendId, threshold > 0n ? threshold : 1n)) !== null;
    return threshold > 0n && (await repo.validBets(db, friendId)) >= threshold;
  }

  /** Why the referrer earns nothing for this friend's stage, or null. */
  async function flagFor(
    trx: Kysely<Database>,
    merchant: MerchantRow,
    settings: ReferralSettings,
    friend: MemberRow,
    referrer: MemberRow,
  ): Promise<StageFlag | null> {
    if (!settings.rewardsEnabled) return 'rewards_off';
    if (isTrialType(merchant, friend.type) || isTrialType(merchant, referrer.type)) return 'trial';
    const referrerIps = [referrer.register_ip, referrer.last_login_ip].filter((ip): ip is string => Boolean(ip));
    if (settings.blockSameIp && friend.register_ip && referrerIps.includes(friend.register_ip)) return 'same_ip';
    if (settings.monthlyFriendsMax > 0 && !(await repo.friendRewarded(trx, friend.id))) {
      const month = businessMonth(now(), merchant.time_zone);
      if ((await repo.rewardedFriendsSince(trx, referrer.id, month.from, friend.id)) >= settings.monthlyFriendsMax) return 'monthly_limit';
    }
    return null;
  }

  /** Records one reached stage and pays it, in one transaction; false when it had been recorded before. */
  async function pay(merchant: MerchantRow, settings: ReferralSettings, friendId: number, stage: ReferralStage): Promise<boolean> {
    const recorded: RecordedEvent[] = [];
    const done = await db.transaction().execute(async (trx) => {
      const friend = await trx.selectFrom('member').selectAll().where('id', '=', friendId).executeTakeFirst();
      if (!friend || friend.referred_by === null) return false;
      // The referrer's row is the lock the month's count is taken under.
      const referrer = await trx
        .selectFrom('member')
        .selectAll()
        .where('id', '=', friend.referred_by)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('referral_stage')
        .values({ friend_id: friend.id, stage, referrer_id: referrer.id, merchant_id: merchant.id })
        .onConflict((oc) => oc.columns(['friend_id', 'stage']).doNothing())
        .returning('stage')
        .executeTakeFirst();
      if (!inserted) return false;
      const flag = await flagFor(trx, merchant, settings, friend, referrer);
      const reward = settings.stages[stage];
      const decimals = merchant.currency_decimals;
      const toReferrer = flag ? 0n : parseMinor(reward.referrer, decimals);
      // The friend's own reward is withheld only for abuse (same IP, trial) or with rewards off, not by the referrer's monthly limit.
      const toFriend = flag && flag !== 'monthly_limit' ? 0n : parseMinor(reward.friend, decimals);
      const grant = (memberId: number, amount: bigint) =>
        grantBonus(trx, {
          merchant,
          memberId,
          promotionId: null,
          source: 'referral',
          key: `referral:${friend.id}:${stage}`,
          takenBy: 'auto',
          amount,
          title: STAGE_TITLES[stage],
          turnover:
            settings.turnoverMultiple > 0
              ? { required: (amount * BigInt(Math.round(settings.turnoverMultiple * 100))) / 100n, category: null }
              : null,
          memo: `referral ${stage} of member ${friend.id}`,
        });
      const referrerBonus = toReferrer > 0n ? await grant(referrer.id, toReferrer) : null;
      const friendBonus = toFriend > 0n ? await grant(friend.id, toFriend) : null;
      await trx
        .updateTable('referral_stage')
        .set({ flag, referrer_bonus_id: referrerBonus?.bonusId ?? null, friend_bonus_id: friendBonus?.bonusId ?? null })
        .where('friend_id', '=', friend.id)
        .where('stage', '=', stage)
        .execute();
      const language = merchant.default_language;
      for (const [memberId, bonus] of [
        [referrer.id, referrerBonus],
        [friend.id, friendBonus],
      ] as const) {
        if (!bonus || bonus.replayed) continue;
        const title = STAGE_TITLES[stage];
        recorded.push(
          await messages.recordSystem(trx, memberId, 'PROMOTION_ISSUED', {
            name: title[language] ?? title.en,
            amount: formatMinor(bonus.amount, decimals),
          }),
        );
      }
      return true;
    });
    if (recorded.length > 0) messages.publish(...recorded);
    return done;
  }

  return {
    /**
     * Records and pays every stage the friend has reached and not yet been paid for, in order.
     * Safe to call from anywhere at any time (registration, deposit credit, the sweeper).
     */
    async advance(merchant: MerchantRow, friendId: number): Promise<ReferralStage[]> {
      const settings = await repo.settings(db, merchant.id);
      const have = await repo.stagesOf(db, friendId);
      const paid: ReferralStage[] = [];
      for (const stage of REFERRAL_STAGES) {
        if (have.has(stage)) continue;
        if (!(await reached(settings, stage, friendId, merchant.currency_decimals))) break;
        if (await pay(merchant, settings, friendId, stage)) paid.push(stage);
      }
      return paid;
    },
  };
}

export type ReferralStages = ReturnType<typeof createReferralStages>;
