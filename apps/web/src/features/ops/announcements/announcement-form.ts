import {
  ANNOUNCEMENT_LANGUAGES,
  type AnnouncementAudience,
  type AnnouncementLanguage,
  type AnnouncementRequest,
  type AnnouncementType,
  announcementRequestSchema,
  type OpsAnnouncement,
  type PopupExecution,
} from '@fortuna/shared';
import { fromZoneInput, toZoneInput } from '../catalogue/zone-time';

type Texts = Record<AnnouncementLanguage, string>;

/** The editor's values as typed: texts per language, the schedule as the merchant's wall clock. */
export type AnnouncementDraft = {
  type: AnnouncementType;
  title: Texts;
  content: Texts;
  imageUrl: string;
  popup: PopupExecution;
  starts: string;
  ends: string;
  audience: AnnouncementAudience;
  vipLevel: string;
  agent: { id: number; username: string } | null;
  pinned: boolean;
  sort: string;
};

const texts = (from: Record<string, string> | undefined): Texts =>
  Object.fromEntries(ANNOUNCEMENT_LANGUAGES.map((language) => [language, from?.[language] ?? ''])) as Texts;

/** The editor's values for an announcement, or for a new one (a notice for everyone, no popup). */
export function draftOf(row: OpsAnnouncement | null): AnnouncementDraft {
  return {
    type: row?.type ?? 'B',
    title: texts(row?.title),
    content: texts(row?.content),
    imageUrl: row?.imageUrl ?? '',
    popup: row?.popup ?? 'NONE',
    starts: toZoneInput(row?.startsAt ?? null),
    ends: toZoneInput(row?.endsAt ?? null),
    audience: row?.audience ?? 'ALL',
    vipLevel: row?.vipLevel ? String(row.vipLevel) : '',
    agent: row?.agentId ? { id: row.agentId, username: row.agentUsername ?? String(row.agentId) } : null,
    pinned: row?.pinned ?? false,
    sort: String(row?.sort ?? 0),
  };
}

/** The request of a draft, checked with the shared schema: the request, or the paths of the fields to fix. */
export function requestOf(draft: AnnouncementDraft): { ok: true; request: AnnouncementRequest } | { ok: false; fields: string[] } {
  const present = (values: Texts) => {
    const out: Record<string, string> = { en: values.en };
    for (const language of ANNOUNCEMENT_LANGUAGES) if (language !== 'en' && values[language].trim()) out[language] = values[language];
    return out;
  };
  const parsed = announcementRequestSchema.safeParse({
    type: draft.type,
    title: present(draft.title),
    content: present(draft.content),
    imageUrl: draft.imageUrl.trim() || null,
    popup: draft.popup,
    startsAt: draft.starts ? fromZoneInput(draft.starts) : null,
    endsAt: draft.ends ? fromZoneInput(draft.ends) : null,
    audience: draft.audience,
    vipLevel: draft.audience === 'VIP' ? Number(draft.vipLevel) || null : null,
    agentId: draft.audience === 'TEAM' ? (draft.agent?.id ?? null) : null,
    pinned: draft.pinned,
    sort: Number(draft.sort),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))] };
}
