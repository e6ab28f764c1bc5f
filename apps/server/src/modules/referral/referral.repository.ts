import { type ReferralFlag, type ReferralSettings, type ReferralStage, referralSettingsSchema } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Settings of a merchant that never saved any: rewards off, so nothing is paid until an operator decides. */
export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = {
  rewardsEnabled: false,
  stages: {
    register: { referrer: '0', friend: '0', threshold: '0' },
    first_deposit: { referrer: '0', friend: '0', threshold: '0' },
    valid_bet: { referrer: '0', friend: '0', threshold: '0' },
  },
  monthlyFriendsMax: 0,
  blockSameIp: true,
  turnoverMultiple: 0,
  rulesText: {},
};

/** A referred friend in the referrer's list: how far the friend came, never the friend's money. */
/** One referral in the back office's list (amounts in minor units). */
export type OpsReferralRow = {
  referrer: string;
  friend: string;
  createdAt: Date;
  stage: ReferralStage;
  flag: ReferralFlag | null;
  referrerPaid: bigint;
  friendPaid: bigint;
};
export type FriendRow = { username: string; createdAt: Date; stage: ReferralStage; flagged: boolean };

/** Every query of invite friends (0045). */
export function createReferralRepository(db: Kysely<Database>) {
  return {
    /** The merchant's settings, or the defaults; a stored object that no longer parses is treated as the defaults. */
    async settings(executor: Kysely<Database>, merchantId: number): Promise<ReferralSettings> {
      const row = await executor.selectFrom('referral_setting').select('settings').where('merchant_id', '=', merchantId).executeTakeFirst();
      const parsed = referralSettingsSchema.safeParse(row?.settings);
      return parsed.success ? parsed.data : DEFAULT_REFERRAL_SETTINGS;
    },

    async saveSettings(trx: Kysely<Database>, merchantId: number, settings: ReferralSettings): Promise<void> {
      const json = JSON.stringify(settings);
      await trx
        .insertInto('referral_setting')
        .values({ merchant_id: merchantId, settings: json })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ settings: json, updated_at: sql<Date>`now()` }))
        .execute();
    },

    /** The member's referral code, or null before the first. */
    async code(memberId: number): Promise<string | null> {
      const row = await db.selectFrom('member').select('referral_code').where('id', '=', memberId).executeTakeFirst();
      return row?.referral_code ?? null;
    },

    /** Sets the code once (a code already set wins); false when another member holds it (unique per merchant). */
    async setCode(memberId: number, code: string): Promise<boolean> {
      try {
        await db.updateTable('member').set({ referral_code: code }).where('id', '=', memberId).where('referral_code', 'is', null).execute();
        return true;
      } catch (error) {
        if ((error as { code?: string })?.code === '23505') return false;
        throw error;
      }
    },

    /** The member's invited friends, newest first, each with the furthest stage reached. */
    async friends(referrerId: number, page: number, size: number): Promise<{ total: number; rows: FriendRow[] }> {
      const [count, { rows }] = await Promise.all([
        db
          .selectFrom('member')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('referred_by', '=', referrerId)
          .executeTakeFirstOrThrow(),
        sql<{ username: string; created_at: Date; stage: ReferralStage | null; flagged: boolean }>`
          SELECT m.username, m.created_at,
                 (SELECT s.stage FROM referral_stage s WHERE s.friend_id = m.id
                   ORDER BY array_position(ARRAY['register', 'first_deposit', 'valid_bet'], s.stage) DESC LIMIT 1) AS stage,
                 EXISTS (SELECT 1 FROM referral_stage s WHERE s.friend_id = m.id AND s.flag IN ('same_ip', 'monthly_limit')) AS flagged
            FROM member m
           WHERE m.referred_by = ${referrerId}
           ORDER BY m.created_at DESC, m.id DESC
           LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db),
      ]);
      return {
        total: Number(count.n),
        rows: rows.map((r) => ({
          username: r.username,
          createdAt: new Date(r.created_at),
          stage: r.stage ?? 'register',
          flagged: r.flagged,
        })),
      };
    },

    /** The merchant's referrals for the back office, newest first: both usernames, furthest stage, first flag, rewards paid. */
    async opsReferrals(merchantId: number, page: number, size: number, q: string): Promise<{ total: number; rows: OpsReferralRow[] }> {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const filter = q ? sql`AND (r.username ILIKE ${like} OR m.username ILIKE ${like})` : sql``;
      const [count, { rows }] = await Promise.all([
        sql<{ n: string }>`
          SELECT count(*)::text AS n FROM member m JOIN member r ON r.id = m.referred_by
           WHERE m.merchant_id = ${merchantId} ${filter}`.execute(db),
        sql<{
          referrer: string;
          friend: string;
          created_at: Date;
          stage: ReferralStage | null;
          flag: ReferralFlag | null;
          referrer_paid: string;
          friend_paid: string;
        }>`
          SELECT r.username AS referrer, m.username AS friend, m.created_at,
                 (SELECT s.stage FROM referral_stage s WHERE s.friend_id = m.id
                   ORDER BY array_position(ARRAY['register', 'first_deposit', 'valid_bet'], s.stage) DESC LIMIT 1) AS stage,
                 (SELECT s.flag FROM referral_stage s WHERE s.friend_id = m.id AND s.flag IS NOT NULL
                   ORDER BY s.reached_at LIMIT 1) AS flag,
                 (SELECT coalesce(sum(b.amount), 0) FROM referral_stage s JOIN bonus b ON b.id = s.referrer_bonus_id
                   WHERE s.friend_id = m.id)::text AS referrer_paid,
                 (SELECT coalesce(sum(b.amount), 0) FROM referral_stage s JOIN bonus b ON b.id = s.friend_bonus_id
                   WHERE s.friend_id = m.id)::text AS friend_paid
            FROM member m JOIN member r ON r.id = m.referred_by
           WHERE m.merchant_id = ${merchantId} ${filter}
           ORDER BY m.created_at DESC, m.id DESC
           LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db),
      ]);
      return {
        total: Number(count.rows[0]?.n ?? 0),
        rows: rows.map((r) => ({
          referrer: r.referrer,
          friend: r.friend,
          createdAt: new Date(r.created_at),
          stage: r.stage ?? 'register',
          flag: r.flag,
          referrerPaid: BigInt(r.referrer_paid),
          friendPaid: BigInt(r.friend_paid),
        })),
      };
    },

    /** Referral bonuses the member received (as referrer or as a friend). */
    async earned(memberId: number): Promise<bigint> {
      const row = await db
        .selectFrom('bonus')
        .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
        .where('member_id', '=', memberId)
        .where('source', '=', 'referral')
        .executeTakeFirstOrThrow();
      return BigInt(row.total);
    },

    /** The stages a friend has reached. */
    async stagesOf(executor: Kysely<Database>, friendId: number): Promise<Set<ReferralStage>> {
      const rows = await executor.selectFrom('referral_stage').select('stage').where('friend_id', '=', friendId).execute();
      return new Set(rows.map((r) => r.stage));
    },

    /** The friend's first credited deposit of at least `min`, if any. */
    async qualifyingDeposit(executor: Kysely<Database>, friendId: number, min: bigint): Promise<bigint | null> {
      const row = await executor
        .selectFrom('deposit')
        .select('amount')
        .where('member_id', '=', friendId)
        .where('status', '=', 'CREDITED')
        .where('amount', '>=', min)
        .orderBy('decided_at')
        .orderBy('id')
        .executeTakeFirst();
      return row ? BigInt(row.amount) : null;
    },

    /** The friend's valid bets since registering (settled rounds' rollups). */
    async validBets(executor: Kysely<Database>, friendId: number): Promise<bigint> {
      const row = await executor
        .selectFrom('member_hourly_rollup')
        .select(sql<string>`coalesce(sum(valid_bet), 0)::text`.as('total'))
        .where('member_id', '=', friendId)
        .executeTakeFirstOrThrow();
      return BigInt(row.total);
    },

    /** Different friends whose stages paid the referrer since `from` (the month's count), other than `friendId`. */
    async rewardedFriendsSince(trx: Kysely<Database>, referrerId: number, from: Date, friendId: number): Promise<number> {
      const row = await trx
        .selectFrom('referral_stage')
        .select(sql<string>`count(DISTINCT friend_id)::text`.as('n'))
        .where('referrer_id', '=', referrerId)
        .where('referrer_bonus_id', 'is not', null)
        .where('reached_at', '>=', from)
        .where('friend_id', '!=', friendId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether the friend already earned the referrer a reward (a friend counts once, in the month of its first reward). */
    async friendRewarded(trx: Kysely<Database>, friendId: number): Promise<boolean> {
      const row = await trx
        .selectFrom('referral_stage')
        .select('stage')
        .where('friend_id', '=', friendId)
        .where('referrer_bonus_id', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Referred friends of the last 90 days still short of a stage, by id after `afterId` (the
     * sweeper's batch; it wraps around): friends older than that stop being watched.
     */
    async openFriends(afterId: number, limit: number): Promise<{ id: number; merchantId: number }[]> {
      const { rows } = await sql<{ id: number; merchant_id: number }>`
        SELECT m.id, m.merchant_id FROM member m
         WHERE m.id > ${afterId} AND m.referred_by IS NOT NULL AND m.created_at > now() - interval '90 days'
           AND (SELECT count(*) FROM referral_stage s WHERE s.friend_id = m.id) < 3
         ORDER BY m.id LIMIT ${limit}`.execute(db);
      return rows.map((r) => ({ id: r.id, merchantId: r.merchant_id }));
    },
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
