import { type CreateRedEnvelopeDropRequest, createRedEnvelopeDropRequestSchema } from '@fortuna/shared';
import { fromZoneInput, toZoneInput } from '../catalogue/zone-time';
import type { PromotionDraft } from '../promotions/promotion-form';

/** The languages a drop's title is written in here (English required). */
export const TITLE_LANGUAGES = ['en', 'zh', 'my'] as const;

/** A new drop as the form holds it: numbers as typed, the window as the merchant's wall clock. */
export type DropDraft = {
  titles: Record<(typeof TITLE_LANGUAGES)[number], string>;
  budget: string;
  count: string;
  minAmount: string;
  startsAt: string;
  endsAt: string;
  audience: PromotionDraft['audience'];
};

/** A blank drop: open from this minute for a day, for everyone. */
export function newDropDraft(now = Date.now(), timeZone?: string): DropDraft {
  return {
    titles: { en: '', zh: '', my: '' },
    budget: '',
    count: '',
    minAmount: '1',
    startsAt: toZoneInput(new Date(now).toISOString(), timeZone),
    endsAt: toZoneInput(new Date(now + 86_400_000).toISOString(), timeZone),
    audience: { kind: 'everyone', days: '7', levels: [], agent: '' },
  };
}

function audienceOf(draft: DropDraft['audience']): unknown {
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

/** The form's field a schema path belongs to: `titles.en` → `title_en`, `audience.days` → `audience`. */
function fieldOf(path: PropertyKey[]): string {
  const [head, next] = path.map(String);
  if (head === 'titles') return `title_${next ?? 'en'}`;
  return head ?? 'form';
}

/**
 * The request of a draft, checked with the shared schema the server validates with, plus the window
 * (the end after the start, and not already past); on failure, each refused field.
 */
export function checkDropDraft(
  draft: DropDraft,
  now = Date.now(),
  timeZone?: string,
): { ok: true; request: CreateRedEnvelopeDropRequest } | { ok: false; fields: Set<string> } {
  const titles = Object.fromEntries(Object.entries(draft.titles).filter(([language, text]) => language === 'en' || text.trim() !== ''));
  const startsAt = fromZoneInput(draft.startsAt, timeZone);
  const endsAt = fromZoneInput(draft.endsAt, timeZone);
  const parsed = createRedEnvelopeDropRequestSchema.safeParse({
    titles,
    budget: draft.budget.trim(),
    count: draft.count.trim() === '' ? Number.NaN : Number(draft.count.trim()),
    minAmount: draft.minAmount.trim(),
    startsAt: startsAt ?? '',
    endsAt: endsAt ?? '',
    audience: audienceOf(draft.audience),
  });
  const fields = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => fieldOf(issue.path)));
  if (startsAt && endsAt && (Date.parse(endsAt) <= Date.parse(startsAt) || Date.parse(endsAt) <= now)) fields.add('endsAt');
  if (parsed.success && fields.size === 0) return { ok: true, request: parsed.data };
  return { ok: false, fields };
}
