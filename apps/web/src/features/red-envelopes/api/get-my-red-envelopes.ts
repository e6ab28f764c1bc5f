import { myRedEnvelopesResponseSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { redEnvelopeKeys } from './red-envelope-keys';

export const MY_ENVELOPES_PAGE_SIZE = 10;

/** `GET /wps/promotion/raffle/mine?page&size` (token): the envelopes the member opened, newest first. */
export function getMyRedEnvelopes(page: number, signal?: AbortSignal) {
  return apiGet(`/wps/promotion/raffle/mine?page=${page}&size=${MY_ENVELOPES_PAGE_SIZE}`, myRedEnvelopesResponseSchema, { signal });
}

export function useMyRedEnvelopes(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...redEnvelopeKeys.mine(page)),
    queryFn: ({ signal }) => getMyRedEnvelopes(page, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
