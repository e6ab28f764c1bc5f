import { messageDetailSchema } from '@fortuna/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { messagesKeys } from './messages-keys';

/** `GET /wps/messages/:id` (token): one message, whole; reading it marks it read. */
export function getMessage(id: number, signal?: AbortSignal) {
  return apiGet(`/wps/messages/${id}`, messageDetailSchema, { signal });
}

/** One message (null: none open); once read, the list and the badges read afresh. */
export function useMessage(id: number | null) {
  const token = useToken();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messagesKeys.message(token, i18n.language, id ?? 0),
    queryFn: ({ signal }) => getMessage(id as number, signal),
    enabled: Boolean(token) && id !== null,
  });
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void queryClient.invalidateQueries({ queryKey: messagesKeys.unread(token) });
    void queryClient.invalidateQueries({ queryKey: ['messages', token, 'inbox'] });
  }, [loaded, queryClient, token]);
  return query;
}
