import { type PointRedemptionStatus, pointsRedeemListSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { POINTS_PAGE_SIZE, pointsKeys, pointsQuery } from './points-keys';

export type RedemptionFilter = { status?: PointRedemptionStatus | undefined; from: string; to: string; page: number };

/** `GET /wps/points/redeem/list?status&from&to&page&size` (token): the redeem history, newest first. */
export function getRedemptions(filter: RedemptionFilter, signal?: AbortSignal) {
  const query = pointsQuery({ ...filter, size: POINTS_PAGE_SIZE });
  return apiGet(`/wps/points/redeem/list${query}`, pointsRedeemListSchema, { signal });
}

export function useRedemptions(filter: RedemptionFilter) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...pointsKeys.redemptions(filter)),
    queryFn: ({ signal }) => getRedemptions(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
