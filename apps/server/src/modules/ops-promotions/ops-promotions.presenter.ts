import {
  formatMinor,
  type OpsPromotion,
  type OpsPromotionRow,
  type OpsPromotionState,
  type PromotionAudience,
  type PromotionCategory,
  type PromotionTag,
  type RewardKind,
  type TurnoverRequirement,
} from '@fortuna/shared';
import type { OpsPromotionRowData } from './ops-promotions.repository';

/** Where a promotion stands now: switched off, before its period, inside it, or after it. */
export function stateOf(row: Pick<OpsPromotionRowData, 'enabled' | 'starts_at' | 'ends_at'>, now: Date): OpsPromotionState {
  if (!row.enabled) return 'disabled';
  if (new Date(row.starts_at) > now) return 'scheduled';
  if (row.ends_at && new Date(row.ends_at) <= now) return 'ended';
  return 'running';
}

const iso = (date: Date | string) => new Date(date).toISOString();

/** A row of the back office's list (money with the currency's places). */
export function presentOpsPromotionRow(row: OpsPromotionRowData, decimals: number, now: Date): OpsPromotionRow {
  return {
    id: row.id,
    code: row.code,
    titles: Object.fromEntries(Object.entries(row.texts).map(([language, texts]) => [language, texts.title])),
    category: row.category as PromotionCategory,
    tags: row.tags as PromotionTag[],
    startsAt: iso(row.starts_at),
    endsAt: row.ends_at ? iso(row.ends_at) : null,
    takeMode: row.take_mode,
    rewardKind: row.reward_kind as RewardKind,
    enabled: row.enabled,
    state: stateOf(row, now),
    sort: row.sort,
    budget: row.budget === null ? null : formatMinor(BigInt(row.budget), decimals),
    spent: formatMinor(BigInt(row.spent), decimals),
    claims: Number(row.claims),
  };
}

/** The whole promotion as the editor edits it. */
export function presentOpsPromotion(row: OpsPromotionRowData, decimals: number, now: Date): OpsPromotion {
  return {
    ...presentOpsPromotionRow(row, decimals, now),
    audience: row.audience as PromotionAudience,
    rule: row.rule,
    turnover: row.turnover as TurnoverRequirement | null,
    texts: row.texts,
    bannerUrl: row.banner_url,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
