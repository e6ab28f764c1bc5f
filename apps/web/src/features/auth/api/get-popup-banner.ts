import { bannerSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';

const bannerListSchema = z.array(bannerSchema);

/** The popup banner groups of the account popups. */
export type PopupBannerGroup = 'w_login' | 'w_register' | 'w_forget';

/** `GET /wps/content/banners?group=w_login|w_register|w_forget`: the banners of an account popup. */
export function getPopupBanners(group: PopupBannerGroup, signal?: AbortSignal) {
  return apiGet(`/wps/content/banners?group=${group}`, bannerListSchema, { signal });
}

/** The first banner of an account popup's group, fetched only while the popup is open. */
export function usePopupBanner(group: PopupBannerGroup, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'banners', group, i18n.language],
    queryFn: ({ signal }) => getPopupBanners(group, signal),
    staleTime: 5 * 60_000,
    enabled,
    select: (banners) => banners[0] ?? null,
  });
}
