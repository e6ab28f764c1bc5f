import type { Announcement, AnnouncementType, Banner, BannerGroup, BannerLinkageType, LanguageCode } from '@fortuna/shared';

/** Picks a text in the member's language, else English, else any. */
export function pickLanguage(texts: Record<string, string>, language: LanguageCode): string {
  return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/** The spec shows announcement times as yyyy-MM-dd HH:mm:ss; we send ISO and the client formats in the member's zone. */
export function presentAnnouncement(
  row: { id: number; type: string; title: Record<string, string>; content: Record<string, string>; published_at: Date },
  language: LanguageCode,
): Announcement {
  return {
    id: row.id,
    type: row.type as AnnouncementType,
    title: pickLanguage(row.title, language),
    content: pickLanguage(row.content, language),
    timestamp: row.published_at.toISOString(),
  };
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
