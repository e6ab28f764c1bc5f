import {
  type ChatMessage,
  chatConversationSchema,
  chatMessageSchema,
  chatRoomMessageSchema,
  launchChatResponseSchema,
  liveChatModelSchema,
} from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiHeaders, apiSend, apiSendForm } from '../../lib/api';
import { useToken } from '../../lib/session';
import { getGuestToken, partyHeaders, setGuestToken } from './chat-identity';

export const chatKeys = {
  all: ['chat'] as const,
  model: ['chat', 'model'] as const,
  conversation: (who: string) => ['chat', 'conversation', who] as const,
  unread: (who: string) => ['chat', 'unread', who] as const,
  room: (who: string) => ['chat', 'room', who] as const,
};

const currentSchema = z.object({ conversation: chatConversationSchema.nullable(), messages: z.array(chatMessageSchema) });
const roomSchema = z.object({
  messages: z.array(chatRoomMessageSchema),
  slowModeSeconds: z.number().int(),
  mutedUntil: z.string().nullable(),
  memberId: z.number().int(),
});

/** `GET /wps/relay/LC_getModelList`. */
export function useLiveChatModel() {
  return useQuery({
    queryKey: chatKeys.model,
    queryFn: ({ signal }) => apiGet('/wps/relay/LC_getModelList', liveChatModelSchema, { signal }),
    staleTime: 300_000,
  });
}

/** `POST /wps/relay/LC_launchChat`: keeps a new guest's token, answers the chat page's address. */
export async function launchChat(): Promise<string> {
  const launched = await apiSend('POST', '/wps/relay/LC_launchChat', {}, launchChatResponseSchema, { headers: partyHeaders() });
  if (launched.guestToken) setGuestToken(launched.guestToken);
  return launched.chatUrl;
}

/** Who the chat's queries are for (a member's token or a guest's), so another party never reads a cached answer. */
export function usePartyKey(): string {
  const token = useToken();
  return token ? `m:${token.slice(0, 12)}` : `g:${(getGuestToken() ?? '').slice(0, 12)}`;
}

export function useCurrentConversation(enabled = true) {
  const who = usePartyKey();
  return useQuery({
    queryKey: chatKeys.conversation(who),
    queryFn: ({ signal }) => apiGet('/wps/livechat/conversation', currentSchema, { signal, headers: partyHeaders() }),
    enabled,
  });
}

export function sendChatText(text: string): Promise<ChatMessage> {
  return apiSend('POST', '/wps/livechat/messages', { text }, chatMessageSchema, { headers: partyHeaders() });
}

export function sendChatImage(file: File): Promise<ChatMessage> {
  const form = new FormData();
  form.append('image', file);
  return apiSendForm('/wps/livechat/images', form, chatMessageSchema, { headers: partyHeaders() });
}

export function markChatRead() {
  return apiSend('POST', '/wps/livechat/read', {}, z.object({ unread: z.number() }), { headers: partyHeaders() });
}

/** The customer-service entry's badge: unread operator messages (members and guests who chatted). */
export function useChatUnread() {
  const who = usePartyKey();
  const token = useToken();
  return useQuery({
    queryKey: chatKeys.unread(who),
    queryFn: ({ signal }) =>
      apiGet('/wps/livechat/unread', z.object({ unread: z.number().int(), open: z.boolean() }), { signal, headers: partyHeaders() }),
    enabled: Boolean(token || getGuestToken()),
    staleTime: 30_000,
    // The chat runs in its own window: coming back to the site shows what was answered meanwhile.
    refetchOnWindowFocus: true,
  });
}

/** An image of the conversation, fetched with the party's headers (an <img> could not send them) as an object URL. */
export async function fetchChatImage(path: string, extraHeaders: Record<string, string>, signal: AbortSignal): Promise<string> {
  const headers = apiHeaders();
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  const response = await fetch(path, { headers, signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

export function useChatRoom(enabled: boolean) {
  const who = usePartyKey();
  return useQuery({
    queryKey: chatKeys.room(who),
    queryFn: ({ signal }) => apiGet('/wps/chatroom/messages', roomSchema, { signal }),
    enabled,
  });
}

export function sendRoomText(text: string) {
  return apiSend('POST', '/wps/chatroom/messages', { text }, chatRoomMessageSchema);
}
