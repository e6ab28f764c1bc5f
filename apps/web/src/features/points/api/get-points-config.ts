import { pointsConfigSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';

/** `GET /wps/points/config` (guest or member): switches, earning rules, the exchange-rate table and the rules text. */
export function getPointsConfig(signal?: AbortSignal) {
  return apiGet('/wps/points/config', pointsConfigSchema, { signal });
}

/** The mall's configuration; keyed by language because the rules text comes in the reader's language. */
export function usePointsConfig() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['points', 'config', i18n.language],
    queryFn: ({ signal }) => getPointsConfig(signal),
    staleTime: 60_000,
  });
}
