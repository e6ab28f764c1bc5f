import { redEnvelopeDropsResponseSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { redEnvelopeKeys } from './red-envelope-keys';

/** `GET /wps/promotion/raffle/drops` (token): live and upcoming drops for the member, then recently ended ones. */
export function getRedEnvelopeDrops(signal?: AbortSignal) {
  return apiGet('/wps/promotion/raffle/drops', redEnvelopeDropsResponseSchema, { signal });
}

/** The member's red-envelope drops; checked again every minute so a drop that starts shows up. */
export function useRedEnvelopeDrops(options: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...redEnvelopeKeys.drops),
    queryFn: ({ signal }) => getRedEnvelopeDrops(signal),
    enabled: token !== null && options.enabled !== false,
    refetchInterval: 60_000,
  });
}
