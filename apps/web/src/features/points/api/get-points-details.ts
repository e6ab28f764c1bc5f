import { type PointMoveType, pointsDetailsSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { POINTS_PAGE_SIZE, pointsKeys, pointsQuery } from './points-keys';

export type DetailsFilter = { type?: PointMoveType | undefined; from: string; to: string; page: number };

/** `GET /wps/points/details?type&from&to&page&size` (token): the member's points movements, newest first. */
export function getPointsDetails(filter: DetailsFilter, signal?: AbortSignal) {
  const query = pointsQuery({ ...filter, size: POINTS_PAGE_SIZE });
  return apiGet(`/wps/points/details${query}`, pointsDetailsSchema, { signal });
}

export function usePointsDetails(filter: DetailsFilter) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...pointsKeys.details(filter)),
    queryFn: ({ signal }) => getPointsDetails(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
