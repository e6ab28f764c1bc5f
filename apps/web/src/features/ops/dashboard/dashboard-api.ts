import { opsDashboardSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsGet, opsKeys, opsQuery } from '../api/ops-api';

/** `GET /ops/reports/dashboard` as of a business day (undefined: the merchant's today). */
export function useDashboard(day: string | undefined) {
  return useQuery({
    queryKey: opsKeys.area('dashboard', day ?? 'today'),
    queryFn: ({ signal }) => opsGet(`/ops/reports/dashboard${opsQuery({ day })}`, opsDashboardSchema, { signal }),
    placeholderData: keepPreviousData,
    // Today's figures move as rounds settle: refresh while the screen is open.
    refetchInterval: day ? false : 60_000,
  });
}
