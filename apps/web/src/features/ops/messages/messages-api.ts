import { messagePreviewSchema, type SendMessageRequest, sentMessageSchema, sentMessagesPageSchema } from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

/** `GET /ops/messages` (messages.read): sent messages, newest first, with recipient and read counts. */
export function useSentMessages(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: opsKeys.area('messages', pageNo, pageSize),
    queryFn: ({ signal }) => opsGet(`/ops/messages${opsQuery({ pageNo, pageSize })}`, sentMessagesPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /ops/messages/preview` (messages.send): who a draft would reach; sends nothing. */
export function usePreviewMessage() {
  return useMutation({ mutationFn: (input: SendMessageRequest) => opsSend('POST', '/ops/messages/preview', input, messagePreviewSchema) });
}

/** `POST /ops/messages` (messages.send): sends; the sent list reads afresh. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageRequest) => opsSend('POST', '/ops/messages', input, sentMessageSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.area('messages') }),
  });
}

const withdrawnSchema = z.object({ id: z.number().int(), withdrawn: z.boolean(), removed: z.number().int() });

/** `POST /ops/messages/:id/withdraw` (messages.send): takes a message out of every inbox. */
export function useWithdrawMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => opsSend('POST', `/ops/messages/${id}/withdraw`, {}, withdrawnSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.area('messages') }),
  });
}
