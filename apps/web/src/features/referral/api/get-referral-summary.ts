import { referralSummarySchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { referralKeys } from './referral-keys';

/** `GET /wps/referral/summary` (token): the member's referral code, link path, rules and totals. */
export function getReferralSummary(signal?: AbortSignal) {
  return apiGet('/wps/referral/summary', referralSummarySchema, { signal });
}

/** The logged-in member's invite-friends summary; idle for a guest. */
export function useReferralSummary() {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...referralKeys.summary),
    queryFn: ({ signal }) => getReferralSummary(signal),
    enabled: token !== null,
  });
}
