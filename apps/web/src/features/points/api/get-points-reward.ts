import { pointsRewardSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { pointsKeys, pointsQuery } from './points-keys';

/** `GET /wps/points/reward?from&to` (token): points earned per type over business days. */
export function getPointsReward(from: string, to: string, signal?: AbortSignal) {
  return apiGet(`/wps/points/reward${pointsQuery({ from, to })}`, pointsRewardSchema, { signal });
}

export function usePointsReward(from: string, to: string) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...pointsKeys.reward(from, to)),
    queryFn: ({ signal }) => getPointsReward(from, to, signal),
    enabled: token !== null,
  });
}
