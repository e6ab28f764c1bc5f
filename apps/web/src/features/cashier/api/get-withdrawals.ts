import { withdrawalSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';

/** `GET /wps/cashier/withdrawals?pageNo&pageSize` (token): the member's withdrawals, newest first. */
export function useWithdrawals(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: useMoneyKey('withdrawals', pageNo, pageSize),
    queryFn: ({ signal }) =>
      apiGet(`/wps/cashier/withdrawals?pageNo=${pageNo}&pageSize=${pageSize}`, z.array(withdrawalSchema), { signal }),
    placeholderData: keepPreviousData,
  });
}
