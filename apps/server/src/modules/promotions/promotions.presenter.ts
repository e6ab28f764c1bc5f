import { type Bonus, formatMinor, type PromotionCard, type PromotionDetail, type RewardKind } from '@fortuna/shared';
import { nameIn } from '../game-launch/game-launch.presenter';
import type { Evaluated } from './promotion-status';
import type { PromotionRow } from './promotions.repository';

/** A promotion's texts in a language, else English, else any. */
export function textsIn(p: PromotionRow, language: string): { title: string; summary: string; html: string } {
  return p.texts[language] ?? p.texts.en ?? Object.values(p.texts)[0] ?? { title: p.code, summary: '', html: '' };
}

export function presentCard(e: Evaluated, language: string, decimals: number): PromotionCard {
  const p = e.promotion;
  const texts = textsIn(p, language);
  return {
    id: p.id,
    code: p.code,
    category: p.category,
    tags: p.tags,
    title: texts.title,
    summary: texts.summary,
    bannerUrl: p.bannerUrl,
    startsAt: p.starts_at.toISOString(),
    endsAt: p.ends_at?.toISOString() ?? null,
    takeMode: p.takeMode,
    rewardKind: p.rewardKind as RewardKind,
    status: e.status,
    claimable: e.status === 'CLAIM' && e.outcome?.eligible ? formatMinor(e.outcome.amount, decimals) : null,
  };
}

export function presentDetail(e: Evaluated, language: string, decimals: number): PromotionDetail {
  const card = presentCard(e, language, decimals);
  const blocked = e.outcome && !e.outcome.eligible && (e.status === 'CLAIM' || e.status === 'JOINED');
  return {
    ...card,
    bodyHtml: textsIn(e.promotion, language).html,
    turnover: e.promotion.turnover,
    reason: blocked ? (e.outcome?.reason ?? null) : null,
    reasonValues: blocked ? (e.outcome?.reasonValues ?? null) : null,
    rejectReason: e.status === 'REJECTED' ? (e.entry?.rejectReason ?? '') : null,
  };
}

export type BonusView = {
  id: number;
  promotion_id: number | null;
  source: Bonus['source'];
  title: Record<string, string>;
  amount: bigint;
  created_at: Date;
  requirement: Bonus['requirement'];
  turnover_required: bigint;
  turnover_category: string | null;
  done: bigint | null;
};

export function presentBonus(b: BonusView, language: string, decimals: number): Bonus {
  const hasRequirement = b.requirement !== 'none';
  const done = b.requirement === 'met' ? b.turnover_required : (b.done ?? 0n);
  const capped = done > b.turnover_required ? b.turnover_required : done;
  return {
    id: b.id,
    promotionId: b.promotion_id,
    source: b.source,
    title: nameIn(b.title, language),
    amount: formatMinor(b.amount, decimals),
    createdAt: b.created_at.toISOString(),
    // Met by settled bets though not yet marked (blockingRequirement marks it when a withdrawal asks).
    requirement: b.requirement === 'open' && b.turnover_required > 0n && done >= b.turnover_required ? 'met' : b.requirement,
    turnover: hasRequirement
      ? {
          required: formatMinor(b.turnover_required, decimals),
          done: formatMinor(capped, decimals),
          remaining: formatMinor(b.turnover_required - capped, decimals),
          category: b.turnover_category as NonNullable<Bonus['turnover']>['category'],
        }
      : null,
  };
}
