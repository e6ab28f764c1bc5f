import {
  type GameCategory,
  type OpsPromotion,
  type OpsPromotionRequest,
  opsPromotionInputSchema,
  PROMOTION_TEXT_LANGUAGES,
  type PromotionAudience,
  type PromotionCategory,
  type PromotionTag,
  type PromotionTakeMode,
  type PromotionTextLanguage,
  type PromotionTexts,
  promotionInputProblems,
  type RewardKind,
} from '@fortuna/shared';
import { fromZoneInput, toZoneInput } from '../catalogue/zone-time';

type Texts = Record<PromotionTextLanguage, PromotionTexts>;

/** The editor's values as typed: the period as the merchant's wall clock, numbers as text, texts per language. */
export type PromotionDraft = {
  code: string;
  category: PromotionCategory;
  tags: PromotionTag[];
  starts: string;
  ends: string;
  audience: { kind: PromotionAudience['kind']; days: string; levels: number[]; agent: string };
  takeMode: PromotionTakeMode;
  rewardKind: RewardKind;
  rule: Record<string, unknown>;
  turnoverOn: boolean;
  turnover: { multiple: string; base: 'bonus' | 'deposit_bonus'; category: GameCategory | '' };
  budget: string;
  texts: Texts;
  bannerUrl: string;
  sort: string;
  enabled: boolean;
};

const emptyTexts = (): PromotionTexts => ({ title: '', summary: '', html: '' });

/** The editor's values of a promotion, or of a new one (a claim-mode newbie gift for everyone, from now, switched off). */
export function draftOf(row: OpsPromotion | null, now: Date = new Date()): PromotionDraft {
  const audience = row?.audience ?? { kind: 'everyone' as const };
  return {
    code: row?.code ?? '',
    category: row?.category ?? 'OTHER',
    tags: row?.tags ?? [],
    starts: toZoneInput(row?.startsAt ?? new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000).toISOString()),
    ends: toZoneInput(row?.endsAt ?? null),
    audience: {
      kind: audience.kind,
      days: audience.kind === 'newbies' ? String(audience.days) : '7',
      levels: audience.kind === 'vip' ? audience.levels : [],
      agent: audience.kind === 'team' ? audience.agent : '',
    },
    takeMode: row?.takeMode ?? 'claim',
    rewardKind: row?.rewardKind ?? 'newbie',
    rule: row?.rule ?? {},
    turnoverOn: row ? row.turnover !== null : true,
    turnover: {
      multiple: String(row?.turnover?.multiple ?? 1),
      base: row?.turnover?.base ?? 'bonus',
      category: row?.turnover?.category ?? '',
    },
    budget: row?.budget ?? '',
    texts: Object.fromEntries(PROMOTION_TEXT_LANGUAGES.map((l) => [l, { ...emptyTexts(), ...row?.texts[l] }])) as Texts,
    bannerUrl: row?.bannerUrl ?? '',
    sort: String(row?.sort ?? 0),
    enabled: row?.enabled ?? false,
  };
}

function audienceOf(draft: PromotionDraft['audience']): unknown {
  switch (draft.kind) {
    case 'everyone':
      return { kind: 'everyone' };
    case 'newbies':
      return { kind: 'newbies', days: Number(draft.days) };
    case 'vip':
      return { kind: 'vip', levels: draft.levels };
    case 'team':
      return { kind: 'team', agent: draft.agent.trim() };
  }
}

/** What a field's check failed with: the first path segment of each issue, or a code of promotionInputProblems. */
export type DraftCheck = { ok: true; request: OpsPromotionRequest } | { ok: false; fields: string[]; problems: string[] };

/** The request of a draft, checked with the shared schema and the shared rules the server applies too. */
export function requestOf(draft: PromotionDraft): DraftCheck {
  const texts: Partial<Texts> = {};
  for (const language of PROMOTION_TEXT_LANGUAGES) {
    const written = draft.texts[language];
    if (language === 'en' || written.title.trim() || written.summary.trim() || written.html.trim()) texts[language] = written;
  }
  const parsed = opsPromotionInputSchema.safeParse({
    code: draft.code.trim().toUpperCase(),
    category: draft.category,
    tags: draft.tags,
    startsAt: fromZoneInput(draft.starts),
    endsAt: draft.ends ? fromZoneInput(draft.ends) : null,
    audience: audienceOf(draft.audience),
    takeMode: draft.takeMode,
    rewardKind: draft.rewardKind,
    rule: draft.rule,
    turnover: draft.turnoverOn
      ? { multiple: Number(draft.turnover.multiple), base: draft.turnover.base, category: draft.turnover.category || null }
      : null,
    budget: draft.budget.trim() || null,
    texts,
    bannerUrl: draft.bannerUrl.trim(),
    sort: Number(draft.sort),
    enabled: draft.enabled,
  });
  if (!parsed.success) {
    return { ok: false, fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))], problems: [] };
  }
  const problems = promotionInputProblems(parsed.data);
  if (problems.length > 0) return { ok: false, fields: [], problems };
  return { ok: true, request: parsed.data };
}

/** The field a problem code belongs to (where the editor shows it). */
export const PROBLEM_FIELD: Record<string, string> = {
  promotion_period_invalid: 'endsAt',
  promotion_title_required: 'texts',
  promotion_mode_mismatch: 'takeMode',
  promotion_code_taken: 'code',
  promotion_agent_not_found: 'audience',
  promotion_budget_below_spent: 'budget',
  promotion_rule_invalid: 'rule',
  promotion_kind_unsupported: 'rewardKind',
  promotion_banner_invalid: 'bannerUrl',
};
