import {
  type AnnouncementType,
  announcementPageSchema,
  LIMITS,
  noticeListSchema,
  noticePageSchema,
  popupListSchema,
} from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api';
import { useToken } from '../../../lib/session';

type AnnouncementQuery = { types: readonly AnnouncementType[]; pageNo?: number; pageSize?: number };

/**
 * Announcements change while a page is open (an operator publishes one): lists and popups are
 * fresh for 15 s, read again when the tab comes back into view and every minute while it is open
 * (docs/communications/announcements.md). Each query is keyed by language and session: what a
 * caller sees depends on both (audience, popup execution).
 */
const LIVE = { staleTime: 15_000, refetchInterval: 60_000, refetchOnWindowFocus: true } as const;

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

/** The first page (9 per page, spec §9) of type-B announcements: the marquee. */
export function useNotices() {
  const { i18n } = useTranslation();
  const token = useToken();
  return useQuery({
    queryKey: ['content', 'announcements', 'B', 1, i18n.language, token],
    queryFn: ({ signal }) => getAnnouncements({ types: ['B'] }, signal),
    ...LIVE,
  });
}

/** `GET /wps/notice`: one page (9, spec §9) of the notice list; `agent` keeps the agent-audience items (the agent centre). */
export function useNoticePage(pageNo: number, scope: 'all' | 'agent' = 'all') {
  const { i18n } = useTranslation();
  const token = useToken();
  return useQuery({
    queryKey: ['content', 'notices', scope, pageNo, i18n.language, token],
    queryFn: ({ signal }) =>
      apiGet(
        `/wps/notice?${new URLSearchParams({ pageNo: String(pageNo), pageSize: String(LIMITS.noticePageSize), scope })}`,
        noticePageSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    ...LIVE,
  });
}

/** `GET /wps/notice/popular`: the pinned and popular (PL) notices. */
export function usePopularNotices() {
  const { i18n } = useTranslation();
  const token = useToken();
  return useQuery({
    queryKey: ['content', 'popular', i18n.language, token],
    queryFn: ({ signal }) => apiGet('/wps/notice/popular?size=5', noticeListSchema, { signal }),
    ...LIVE,
  });
}

/** `GET /wps/notice/popups`: the popups the caller is to see now, in its language. */
export function usePopupAnnouncements(enabled: boolean) {
  const { i18n } = useTranslation();
  const token = useToken();
  return useQuery({
    queryKey: ['content', 'popups', i18n.language, token],
    queryFn: ({ signal }) => apiGet('/wps/notice/popups', popupListSchema, { signal }),
    enabled,
    ...LIVE,
  });
}

/** `POST /wps/notice/popups/:id/close`: the session's closed flag for the popup in the current language. */
export function closePopupAnnouncement(id: number) {
  return apiSend('POST', `/wps/notice/popups/${id}/close`, {}, z.null());
}
