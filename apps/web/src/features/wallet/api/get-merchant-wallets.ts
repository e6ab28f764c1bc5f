import { merchantWalletSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** `GET /wps/merchant/wallets`: the vendors that keep a transfer wallet (the spec's cached "merchant wallet"). */
export function useMerchantWallets() {
  return useQuery({
    queryKey: ['merchant', 'wallets'],
    queryFn: ({ signal }) => apiGet('/wps/merchant/wallets', merchantWalletSchema, { signal }),
    staleTime: 10 * 60_000,
  });
}
