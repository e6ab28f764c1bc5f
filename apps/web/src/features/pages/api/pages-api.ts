import {
  blogArticleSchema,
  blogListSchema,
  type JackpotPeriod,
  jackpotRankingSchema,
  mirrorListSchema,
  type WinnerRange,
  winnersPageSchema,
} from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';

/** A game category filter: ALL or one server category. */
export type CategoryFilter = string;

/** `GET /wps/game/winners`: a page of a range's wins, biggest first. */
export function useWinners(query: { range: WinnerRange; gameCategory: CategoryFilter; pageNo: number; pageSize: number }) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['pages', 'winners', i18n.language, query],
    queryFn: ({ signal }) =>
      apiGet(
        `/wps/game/winners?${new URLSearchParams({ ...query, pageNo: String(query.pageNo), pageSize: String(query.pageSize) })}`,
        winnersPageSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** `GET /wps/game/jackpotRanking`: the biggest multipliers of a period. */
export function useJackpotRanking(query: { period: JackpotPeriod; gameCategory: CategoryFilter }) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['pages', 'jackpot', i18n.language, query],
    queryFn: ({ signal }) => apiGet(`/wps/game/jackpotRanking?${new URLSearchParams(query)}`, jackpotRankingSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** `GET /wps/content/blog`: a page of published posts in the current language. */
export function useBlogList(query: { pageNo: number; pageSize: number; category: string }) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['pages', 'blog', i18n.language, query],
    queryFn: ({ signal }) =>
      apiGet(
        `/wps/content/blog?${new URLSearchParams({ pageNo: String(query.pageNo), pageSize: String(query.pageSize), ...(query.category ? { category: query.category } : {}) })}`,
        blogListSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /wps/content/blog/:id`. */
export function useBlogArticle(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['pages', 'blog-article', i18n.language, id],
    queryFn: ({ signal }) => apiGet(`/wps/content/blog/${id}`, blogArticleSchema, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** `GET /wps/content/mirrors`: the official mirrors and the licence. */
export function useMirrors() {
  return useQuery({
    queryKey: ['pages', 'mirrors'],
    queryFn: ({ signal }) => apiGet('/wps/content/mirrors', mirrorListSchema, { signal }),
  });
}
