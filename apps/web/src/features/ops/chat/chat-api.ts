import { chatMessageSchema, chatRoomMessageSchema, opsChatConversationSchema } from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSendForm } from '../../../lib/api';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';
import { getOpsSession } from '../ops-session';

export const chatOpsKey = (...parts: unknown[]) => opsKeys.area('chat', ...parts);

const pageSchema = z.object({ list: z.array(opsChatConversationSchema), total: z.number(), pageNo: z.number(), pageSize: z.number() });
const detailSchema = z.object({ conversation: opsChatConversationSchema, messages: z.array(chatMessageSchema) });
const roomSchema = z.object({
  messages: z.array(chatRoomMessageSchema.extend({ username: z.string() })),
  slowModeSeconds: z.number(),
});
const mutesSchema = z.array(
  z.object({ memberId: z.number(), username: z.string(), nickname: z.string(), until: z.string(), reason: z.string() }),
);

export type ConsoleFilter = 'waiting' | 'mine' | 'open' | 'closed';

export function useConversations(filter: ConsoleFilter, pageNo: number) {
  const query = { status: filter === 'mine' ? 'open' : filter, mine: filter === 'mine' ? '1' : undefined, pageNo, pageSize: 20 };
  return useQuery({
    queryKey: chatOpsKey('list', query),
    queryFn: ({ signal }) => opsGet(`/ops/chat/conversations${opsQuery(query)}`, pageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChatSummary() {
  return useQuery({
    queryKey: chatOpsKey('summary'),
    queryFn: ({ signal }) => opsGet('/ops/chat/summary', z.object({ waiting: z.number(), mineUnread: z.number() }), { signal }),
  });
}

export function useConversation(id: number | null) {
  return useQuery({
    queryKey: chatOpsKey('detail', id),
    queryFn: ({ signal }) => opsGet(`/ops/chat/conversations/${id}`, detailSchema, { signal }),
    enabled: id !== null,
  });
}

export function useChatOperators(enabled: boolean) {
  return useQuery({
    queryKey: chatOpsKey('operators'),
    queryFn: ({ signal }) => opsGet('/ops/chat/operators', z.array(z.object({ id: z.number(), username: z.string() })), { signal }),
    enabled,
  });
}

/** The console's writes; each refreshes the chat area's lists. */
export function useChatWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatOpsKey() });
  const ok = z.unknown();
  return {
    accept: useMutation({
      mutationFn: (id: number) => opsSend('POST', `/ops/chat/conversations/${id}/accept`, {}, ok),
      onSettled: refresh,
    }),
    close: useMutation({ mutationFn: (id: number) => opsSend('POST', `/ops/chat/conversations/${id}/close`, {}, ok), onSettled: refresh }),
    handover: useMutation({
      mutationFn: ({ id, operatorId }: { id: number; operatorId: number }) =>
        opsSend('POST', `/ops/chat/conversations/${id}/handover`, { operatorId }, ok),
      onSettled: refresh,
    }),
    read: (id: number) => opsSend('POST', `/ops/chat/conversations/${id}/read`, {}, ok).then(refresh),
    text: (id: number, text: string) => opsSend('POST', `/ops/chat/conversations/${id}/messages`, { text }, chatMessageSchema),
    image: (id: number, file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiSendForm(`/ops/chat/conversations/${id}/images`, form, chatMessageSchema, {
        authorization: getOpsSession()?.token ?? null,
      });
    },
  };
}

export function useOpsRoom() {
  return useQuery({ queryKey: chatOpsKey('room'), queryFn: ({ signal }) => opsGet('/ops/chatroom/messages', roomSchema, { signal }) });
}
export function useRoomMutes() {
  return useQuery({ queryKey: chatOpsKey('mutes'), queryFn: ({ signal }) => opsGet('/ops/chatroom/mutes', mutesSchema, { signal }) });
}

export function useRoomWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatOpsKey() });
  const ok = z.unknown();
  return {
    remove: useMutation({
      mutationFn: (id: string) => opsSend('DELETE', `/ops/chatroom/messages/${id}`, undefined, ok),
      onSettled: refresh,
    }),
    mute: useMutation({
      mutationFn: (input: { memberId: number; minutes: number; reason: string }) => opsSend('POST', '/ops/chatroom/mutes', input, ok),
      onSettled: refresh,
    }),
    unmute: useMutation({
      mutationFn: (memberId: number) => opsSend('DELETE', `/ops/chatroom/mutes/${memberId}`, undefined, ok),
      onSettled: refresh,
    }),
    slowMode: useMutation({
      mutationFn: (slowModeSeconds: number) => opsSend('PUT', '/ops/chatroom/settings', { slowModeSeconds }, ok),
      onSettled: refresh,
    }),
  };
}
