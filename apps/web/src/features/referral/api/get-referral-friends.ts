import { referralFriendsResponseSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { referralKeys } from './referral-keys';

/** Friends per page of the list. */
export const FRIENDS_PAGE_SIZE = 10;

/** `GET /wps/referral/friends?page&size` (token): invited friends, masked, with their stage; never their money. */
export function getReferralFriends(page: number, signal?: AbortSignal) {
  return apiGet(`/wps/referral/friends?page=${page}&size=${FRIENDS_PAGE_SIZE}`, referralFriendsResponseSchema, { signal });
}

/** One page of the member's invited friends. */
export function useReferralFriends(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...referralKeys.friends(page)),
    queryFn: ({ signal }) => getReferralFriends(page, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
