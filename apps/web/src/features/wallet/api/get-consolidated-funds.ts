import { consolidatedFundsSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';

/** `GET /wps/member/info/funds/consolidated` (token): main wallet, each transfer wallet and the total. */
export function getConsolidatedFunds(signal?: AbortSignal) {
  return apiGet('/wps/member/info/funds/consolidated', consolidatedFundsSchema, { signal });
}

/** The member's consolidated funds. */
export function useConsolidatedFunds() {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey('funds'),
    queryFn: ({ signal }) => getConsolidatedFunds(signal),
    enabled: token !== null,
    staleTime: 10_000,
  });
}
