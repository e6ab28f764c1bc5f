import { unreadCountSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { messagesKeys } from './messages-keys';

/** `GET /wps/relay/CSP_unreadCount` (token): the member's unread messages (spec §7). */
export function getUnreadCount(signal?: AbortSignal) {
  return apiGet('/wps/relay/CSP_unreadCount', unreadCountSchema, { signal });
}

/** The unread count of the logged-in member (the badges); idle for a guest. NEW_MAIL refreshes it at once. */
export function useUnreadCount() {
  const token = useToken();
  return useQuery({
    queryKey: messagesKeys.unread(token),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}
