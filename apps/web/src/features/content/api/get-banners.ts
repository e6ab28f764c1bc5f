import { type BannerGroup, bannerSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';

const bannerListSchema = z.array(bannerSchema);

/** `GET /wps/content/banners?group=`: the banners of one group. */
export function getBanners(group: BannerGroup, signal?: AbortSignal) {
  return apiGet(`/wps/content/banners?group=${encodeURIComponent(group)}`, bannerListSchema, { signal });
}

/** The query of a group's banners in a language (the start-up fetches home's before the page renders: app/first-page.ts). */
export function bannersQuery(group: BannerGroup, language: string) {
  return {
    queryKey: ['content', 'banners', group, language],
    queryFn: ({ signal }: { signal?: AbortSignal }) => getBanners(group, signal),
    staleTime: 5 * 60_000,
  };
}

/** The banners of a group in the current language. */
export function useBanners(group: BannerGroup) {
  const { i18n } = useTranslation();
  return useQuery(bannersQuery(group, i18n.language));
}
