import { type AnnouncementType, announcementPageSchema, LIMITS } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';

type AnnouncementQuery = { types: readonly AnnouncementType[]; pageNo?: number; pageSize?: number };

/** `GET /wps/relay/MCSFE_getListAnnouncements`: one page of announcements of the given types (platform W). */
export function getAnnouncements({ types, pageNo = 1, pageSize = LIMITS.noticePageSize }: AnnouncementQuery, signal?: AbortSignal) {
  const query = new URLSearchParams({
    types: types.join(','),
    platform: 'W',
    pageNo: String(pageNo),
    pageSize: String(pageSize),
  });
  return apiGet(`/wps/relay/MCSFE_getListAnnouncements?${query}`, announcementPageSchema, { signal });
}

/** The first page (9 per page, spec §9) of type-B announcements: the marquee and the notice panel. */
export function useNotices() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'announcements', 'B', 1, i18n.language],
    queryFn: ({ signal }) => getAnnouncements({ types: ['B'] }, signal),
    staleTime: 2 * 60_000,
  });
}

/** One page (9 per page, spec §9) of type-B announcements, for a paged list: the agent centre's announcement section. */
export function useNoticePage(pageNo: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'announcements', 'B', pageNo, i18n.language],
    queryFn: ({ signal }) => getAnnouncements({ types: ['B'], pageNo }, signal),
    staleTime: 2 * 60_000,
    placeholderData: keepPreviousData,
  });
}
