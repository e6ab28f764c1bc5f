import type {
  Announcement,
  AnnouncementType,
  Banner,
  BannerGroup,
  BannerLinkageType,
  LanguageCode,
  Notice,
  PopupExecution,
} from '@fortuna/shared';

/** Picks a text in the member's language, else English, else any. */
export function pickLanguage(texts: Record<string, string>, language: LanguageCode): string {
  const own = texts[language];
  if (own?.trim()) return own;
  return texts.en ?? Object.values(texts)[0] ?? '';
}

type AnnouncementRow = {
  id: number;
  type: string;
  title: Record<string, string>;
  content: Record<string, string>;
  published_at: Date | null;
  starts_at: Date | null;
};

/**
 * The spec shows announcement times as yyyy-MM-dd HH:mm:ss; we send ISO and the client formats in
 * the merchant's zone. The time is when it went live: its scheduled start, else its publication.
 */
export function presentAnnouncement(row: AnnouncementRow, language: LanguageCode): Announcement {
  return {
    id: row.id,
    type: row.type as AnnouncementType,
    title: pickLanguage(row.title, language),
    content: pickLanguage(row.content, language),
    timestamp: (row.starts_at ?? row.published_at ?? new Date(0)).toISOString(),
  };
}

/** An announcement with what the notice list and the popups need besides. */
export function presentNotice(
  row: AnnouncementRow & { image_path: string | null; popup: string; pinned: boolean },
  language: LanguageCode,
): Notice {
  return { ...presentAnnouncement(row, language), imageUrl: row.image_path, popup: row.popup as PopupExecution, pinned: row.pinned };
}

export function presentBanner(row: {
  id: number;
  title: string;
  image_path: string;
  link: string | null;
  linkage_type: string;
  group_name: string;
}): Banner {
  return {
    id: row.id,
    title: row.title,
    url: row.image_path,
    link: row.link,
    linkageType: row.linkage_type as BannerLinkageType,
    groupName: row.group_name as BannerGroup,
  };
}
