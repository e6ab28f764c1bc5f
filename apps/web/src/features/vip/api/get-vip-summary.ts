import { vipSummarySchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { vipKeys } from './vip-keys';

/** `GET /wps/vip/summary` (token): the member's level (evaluated on the way), progress, the level table and the bonuses to claim. */
export function getVipSummary(signal?: AbortSignal) {
  return apiGet('/wps/vip/summary', vipSummarySchema, { signal });
}

/** The VIP page's summary of the logged-in member; idle for a guest. */
export function useVipSummary() {
  const token = useToken();
  return useQuery({ queryKey: useMoneyKey(...vipKeys.summary), queryFn: ({ signal }) => getVipSummary(signal), enabled: token !== null });
}
