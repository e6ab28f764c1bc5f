import { promotionCardSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { getSession, useToken } from '../../../lib/session';
import { promotionsKeys } from './promotions-keys';

/** `GET /wps/promotion/claimHall` (token): what the member can take now (claim, join or apply). */
export function getClaimHall(signal?: AbortSignal) {
  return apiGet('/wps/promotion/claimHall', z.array(promotionCardSchema), { signal });
}

/**
 * The member's claim hall; idle for a guest or a trial account. `staleTime` lets the badges read
 * the same cache without asking on every render.
 */
export function useClaimHall(options: { staleTime?: number } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...promotionsKeys.claimHall),
    queryFn: ({ signal }) => getClaimHall(signal),
    enabled: token !== null && !getSession().isTrial,
    staleTime: options.staleTime ?? 0,
  });
}
