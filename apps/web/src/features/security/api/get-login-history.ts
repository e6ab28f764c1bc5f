import { loginHistoryPageSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { securityKeys } from './security-keys';

/** Rows per page of the login history. */
export const LOGIN_HISTORY_PAGE = 10;

/** `GET /wps/security/logins` (token): a page of the member's logins, newest first. */
export function useLoginHistory(pageNo: number) {
  return useQuery({
    queryKey: securityKeys.logins(pageNo),
    queryFn: ({ signal }) =>
      apiGet(`/wps/security/logins?pageNo=${pageNo}&pageSize=${LOGIN_HISTORY_PAGE}`, loginHistoryPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
