import { inboxChangeSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { messagesKeys } from './messages-keys';

/** `POST /wps/messages/read-all` (token): marks every message read. */
export function markAllRead() {
  return apiSend('POST', '/wps/messages/read-all', {}, inboxChangeSchema);
}

/** `POST /wps/messages/delete` (token): deletes the member's messages among `ids`. */
export function deleteMessages(ids: number[]) {
  return apiSend('POST', '/wps/messages/delete', { ids }, inboxChangeSchema);
}

/** Marks all read; the inbox and badges read afresh. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAllRead, onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }) });
}

/** Deletes messages; the inbox and badges read afresh. */
export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMessages, onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }) });
}
