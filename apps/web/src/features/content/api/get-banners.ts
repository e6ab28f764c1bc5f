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

/** The banners of a group in the current language. */
export function useBanners(group: BannerGroup) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'banners', group, i18n.language],
    queryFn: ({ signal }) => getBanners(group, signal),
    staleTime: 5 * 60_000,
  });
}
