import { type InboxQuery, inboxPageSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { messagesKeys } from './messages-keys';

/** `GET /wps/messages` (token): a page of the inbox, newest first. */
export function getInbox(query: InboxQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ pageNo: String(query.pageNo), pageSize: String(query.pageSize), filter: query.filter });
  return apiGet(`/wps/messages?${params}`, inboxPageSchema, { signal });
}

/** A page of the member's inbox in the current language; the previous page stays while the next loads. */
export function useInbox(query: InboxQuery) {
  const token = useToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: messagesKeys.inbox(token, i18n.language, query),
    queryFn: ({ signal }) => getInbox(query, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
