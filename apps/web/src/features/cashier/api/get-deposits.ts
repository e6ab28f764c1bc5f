import { depositSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';

/** `GET /wps/cashier/deposits?pageNo&pageSize` (token): the member's deposits, newest first. */
export function useDeposits(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: useMoneyKey('deposits', pageNo, pageSize),
    queryFn: ({ signal }) => apiGet(`/wps/cashier/deposits?pageNo=${pageNo}&pageSize=${pageSize}`, z.array(depositSchema), { signal }),
    placeholderData: keepPreviousData,
  });
}
