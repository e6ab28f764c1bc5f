import { helpCenterSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';

/** `GET /wps/system/helpCenter` (spec §7: lang, device WEB): the operator's help sections in the member's language. */
export function useHelpCenter() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: ['help', 'center', lang],
    queryFn: ({ signal }) => apiGet(`/wps/system/helpCenter?lang=${encodeURIComponent(lang)}&device=WEB`, helpCenterSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}
