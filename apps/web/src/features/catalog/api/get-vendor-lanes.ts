import { gameVendorSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../lib/api';
import { CLIENT_FIELDS, catalogKeys } from './catalog-keys';

/** `POST /wps/relay/GCSGAME_gameVendor` (platform html5-desktop): one lane of vendors per category, with game counts. */
export function getVendorLanes(signal?: AbortSignal) {
  return apiSend('POST', '/wps/relay/GCSGAME_gameVendor', { ...CLIENT_FIELDS, platform: 'html5-desktop' }, gameVendorSchema, { signal });
}

/** The vendor lanes of the header's drop menus, in the current language. */
export function useVendorLanes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: catalogKeys.lanes(i18n.language),
    queryFn: async ({ signal }) => (await getVendorLanes(signal)).data.lanes,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}
