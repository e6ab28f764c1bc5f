import { depositChannelSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';

/** `GET /wps/cashier/deposit/channels` (token): where and how the member can deposit, with each channel's bounds. */
export function useDepositChannels() {
  return useQuery({
    queryKey: useMoneyKey('depositChannels'),
    queryFn: ({ signal }) => apiGet('/wps/cashier/deposit/channels', z.array(depositChannelSchema), { signal }),
    staleTime: 5 * 60_000,
  });
}
