import {
  type PromotionAudience,
  type PromotionCategory,
  type PromotionTag,
  type PromotionTakeMode,
  promotionAudienceSchema,
  type TurnoverRequirement,
  turnoverRequirementSchema,
} from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A promotion as the server uses it (money in minor units). */
export type PromotionRow = {
  id: number;
  merchantId: number;
  code: string;
  category: PromotionCategory;
  tags: PromotionTag[];
  starts_at: Date;
  ends_at: Date | null;
  /** Null when the stored audience is malformed: nobody then. */
  audience: PromotionAudience | null;
  sort: number;
  takeMode: PromotionTakeMode;
  rewardKind: string;
  rule: Record<string, unknown>;
  turnover: TurnoverRequirement | null;
  budget: bigint | null;
  spent: bigint;
  enabled: boolean;
  bannerUrl: string;
  texts: Record<string, { title: string; summary: string; html: string }>;
};

type Raw = Awaited<ReturnType<typeof selectPromotions>>[number];

function selectPromotions(db: Kysely<Database>, merchantId: number) {
  return db.selectFrom('promotion').selectAll().where('merchant_id', '=', merchantId).orderBy('sort').orderBy('id').execute();
}

/** A stored row as a PromotionRow; a malformed audience or requirement reads as nobody's / none. */
export function toPromotionRow(r: Raw): PromotionRow {
  const audience = promotionAudienceSchema.safeParse(r.audience);
  const turnover = r.turnover === null ? null : turnoverRequirementSchema.safeParse(r.turnover);
  return {
    id: r.id,
    merchantId: r.merchant_id,
    code: r.code,
    category: r.category as PromotionCategory,
    tags: r.tags as PromotionTag[],
    starts_at: new Date(r.starts_at),
    ends_at: r.ends_at === null ? null : new Date(r.ends_at),
    audience: audience.success ? audience.data : null,
    sort: r.sort,
    takeMode: r.take_mode,
    rewardKind: r.reward_kind,
    rule: r.rule,
    turnover: turnover?.success ? turnover.data : null,
    budget: r.budget === null ? null : BigInt(r.budget),
    spent: BigInt(r.spent),
    enabled: r.enabled,
    bannerUrl: r.banner_url,
    texts: r.texts,
  };
}

/** A member's join or application row of a period, as the status needs it. */
export type EntryRow = {
  promotionId: number;
  periodKey: string;
  status: 'joined' | 'in_process' | 'rejected' | 'approved';
  rejectReason: string;
  createdAt: Date;
};
/** A bonus a promotion paid the member, by period key. */
export type PaidRow = { promotionId: number; grantKey: string; takenBy: 'claim' | 'auto' | 'operator' };

/** Promotions, and a member's entries and bonuses on them. */
export function createPromotionsRepository(db: Kysely<Database>) {
  return {
    /** A merchant's enabled promotions, in display order. */
    async enabled(merchantId: number): Promise<PromotionRow[]> {
      const rows = await selectPromotions(db, merchantId);
      return rows.filter((r) => r.enabled).map(toPromotionRow);
    },

    async byId(merchantId: number, id: number): Promise<PromotionRow | null> {
      const row = await db
        .selectFrom('promotion')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toPromotionRow(row) : null;
    },

    /** The member's entries (joins, applications) on these promotions. */
    async entries(memberId: number, promotionIds: readonly number[]): Promise<EntryRow[]> {
      if (promotionIds.length === 0) return [];
      const rows = await db
        .selectFrom('promotion_entry')
        .select(['promotion_id', 'period_key', 'status', 'reject_reason', 'created_at'])
        .where('member_id', '=', memberId)
        .where('promotion_id', 'in', [...promotionIds])
        .execute();
      return rows.map((r) => ({
        promotionId: r.promotion_id,
        periodKey: r.period_key,
        status: r.status,
        rejectReason: r.reject_reason,
        createdAt: new Date(r.created_at),
      }));
    },

    /** The bonuses these promotions paid the member (their grant keys are `promo:<id>:<period>`). */
    async paid(memberId: number, promotionIds: readonly number[]): Promise<PaidRow[]> {
      if (promotionIds.length === 0) return [];
      const rows = await db
        .selectFrom('bonus')
        .select(['promotion_id', 'grant_key', 'taken_by'])
        .where('member_id', '=', memberId)
        .where('promotion_id', 'in', [...promotionIds])
        .execute();
      return rows.map((r) => ({ promotionId: r.promotion_id as number, grantKey: r.grant_key, takenBy: r.taken_by }));
    },

    /** What the audience checks need of the member. */
    async audienceFacts(memberId: number): Promise<{ createdAt: Date; vipLevel: number; ancestors: Set<number> }> {
      const member = await db.selectFrom('member').select(['created_at', 'vip_level']).where('id', '=', memberId).executeTakeFirstOrThrow();
      const { rows } = await sql<{ ancestor_id: number }>`SELECT ancestor_id FROM member_closure WHERE descendant_id = ${memberId}`.execute(
        db,
      );
      return { createdAt: new Date(member.created_at), vipLevel: member.vip_level, ancestors: new Set(rows.map((r) => r.ancestor_id)) };
    },

    /** The member ids of agents' usernames (a team audience names its agent). */
    async agentIds(merchantId: number, usernames: readonly string[]): Promise<Map<string, number>> {
      if (usernames.length === 0) return new Map();
      const rows = await db
        .selectFrom('member')
        .select(['id', 'username'])
        .where('merchant_id', '=', merchantId)
        .where('username', 'in', [...usernames])
        .execute();
      return new Map(rows.map((r) => [r.username, r.id]));
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;

/** The grant key of a promotion's bonus for a period. */
export function promotionGrantKey(promotionId: number, periodKey: string): string {
  return `promo:${promotionId}:${periodKey}`;
}
