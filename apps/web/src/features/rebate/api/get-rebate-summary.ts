import { rebateSummarySchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { rebateKeys } from './rebate-keys';

/** `GET /wps/rebate/summary` (token): the valid bets not yet rebated per category, the rates and what a claim pays now. */
export function getRebateSummary(signal?: AbortSignal) {
  return apiGet('/wps/rebate/summary', rebateSummarySchema, { signal });
}

/** The logged-in member's rebate now; idle for a guest. */
export function useRebateSummary() {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...rebateKeys.summary),
    queryFn: ({ signal }) => getRebateSummary(signal),
    enabled: token !== null,
  });
}
