import { bankAccountSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';

/** `GET /wps/member/bankAccounts` (token): the member's bound bank accounts, numbers masked. */
export function useBankAccounts() {
  return useQuery({
    queryKey: useMoneyKey('bankAccounts'),
    queryFn: ({ signal }) => apiGet('/wps/member/bankAccounts', z.array(bankAccountSchema), { signal }),
  });
}
