import { pointsBalanceSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { pointsKeys } from './points-keys';

/** `GET /wps/points/balance` (token): the member's points, earned, spent and in process. */
export function getPointsBalance(signal?: AbortSignal) {
  return apiGet('/wps/points/balance', pointsBalanceSchema, { signal });
}

export function usePointsBalance(options: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...pointsKeys.balance),
    queryFn: ({ signal }) => getPointsBalance(signal),
    enabled: token !== null && options.enabled !== false,
  });
}
