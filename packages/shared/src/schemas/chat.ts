import { z } from 'zod';
import { customerServiceSchema } from './config';

/**
 * Customer service chat (docs/communications/live-chat.md): the built-in live chat between a
 * member or guest and the merchant's operators, and the merchant's public chat room.
 * Every text here is plain text: the web shows it as text, never as HTML.
 */

/** The longest chat message or chat-room message, in characters. */
export const CHAT_TEXT_MAX = 1000;
/** Chat-room messages a member may send per {@link CHAT_ROOM_RATE_WINDOW_SECONDS}. */
export const CHAT_ROOM_RATE_LIMIT = 5;
export const CHAT_ROOM_RATE_WINDOW_SECONDS = 10;
/** Live-chat messages a party may send per 10 seconds. */
export const LIVE_CHAT_RATE_LIMIT = 10;
/** Messages per history page. */
export const CHAT_PAGE_SIZE = 50;
/** The header a guest's chat calls carry its chat identity in. */
export const CHAT_GUEST_HEADER = 'x-chat-guest';
/** Where the built-in live chat page lives (the launch call's `chatUrl`). */
export const LIVE_CHAT_PATH = '/livechat';

/** Socket.IO namespace of the chat (member, guest and operator sockets). */
export const CHAT_NAMESPACE = '/chat';
/** Server events on the chat namespace. */
export const CHAT_EVENTS = {
  /** A live-chat message `{ conversationId, message }` (to the conversation's party and to operators). */
  message: 'chat_message',
  /** A conversation changed `{ conversation }` (queue, accept, hand-over, close, unread counts). */
  conversation: 'chat_conversation',
  /** A chat-room message `ChatRoomMessage`. */
  roomMessage: 'chat_room_message',
  /** A chat-room message removed by an operator `{ id }`. */
  roomDeleted: 'chat_room_deleted',
  /** The room's settings changed `{ slowModeSeconds }`. */
  roomSettings: 'chat_room_settings',
  /** The chat-room socket asks to join the room (acknowledged with the envelope). */
  roomJoin: 'chat_room_join',
} as const;

const chatText = z.string().trim().min(1).max(CHAT_TEXT_MAX);

/** `POST /wps/livechat/messages`, `POST /ops/chat/conversations/:id/messages`, `POST /wps/chatroom/messages`. */
export const chatSendRequestSchema = z.object({ text: chatText });
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;

/** A history page: messages with an id below `before` (newest first), or the newest. */
export const chatHistoryQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export const chatIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const chatMessageIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const chatMemberParamsSchema = z.object({ memberId: z.coerce.number().int().positive().max(2_147_483_647) });

export const CHAT_STATUSES = ['waiting', 'open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** `GET /ops/chat/conversations`: the queue (`waiting`), the accepted (`open`, `mine` only the caller's) or the closed. */
export const opsChatListQuerySchema = z.object({
  status: z.enum(CHAT_STATUSES).default('waiting'),
  mine: z.enum(['0', '1']).default('0'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** `POST /ops/chat/conversations/:id/handover`. */
export const chatHandoverRequestSchema = z.object({ operatorId: z.number().int().positive().max(2_147_483_647) });

/** `POST /ops/chatroom/mutes`: mute a member for `minutes`. */
export const chatRoomMuteRequestSchema = z.object({
  memberId: z.number().int().positive().max(2_147_483_647),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
  reason: z.string().trim().max(200).default(''),
});
/** `PUT /ops/chatroom/settings`. */
export const chatRoomSettingsRequestSchema = z.object({ slowModeSeconds: z.number().int().min(0).max(3600) });

/** One live-chat message. `imageUrl` is a path served only to the conversation's parties. */
export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.number().int(),
  sender: z.enum(['member', 'guest', 'operator', 'system']),
  operatorName: z.string().nullable(),
  text: z.string(),
  imageId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation as its member or guest sees it. */
export const chatConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  operatorName: z.string().nullable(),
  unread: z.number().int(),
  createdAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** A conversation as the console sees it. */
export const opsChatConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  party: z.object({ kind: z.enum(['member', 'guest']), id: z.number().int(), name: z.string() }),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  unread: z.number().int(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type OpsChatConversation = z.infer<typeof opsChatConversationSchema>;

/** `GET /wps/relay/LC_getModelList`: the customer-service entries, the built-in live chat first. */
export const liveChatModelSchema = z.object({
  builtIn: z.object({ enabled: z.boolean(), title: z.string() }),
  list: z.array(customerServiceSchema),
});
/** `POST /wps/relay/LC_launchChat` answer. `guestToken` is given to a guest (kept by its browser). */
export const launchChatResponseSchema = z.object({
  chatUrl: z.string(),
  conversationId: z.number().int(),
  guestToken: z.string().nullable(),
});
export type LaunchChatResponse = z.infer<typeof launchChatResponseSchema>;

/** One chat-room message; a deleted one is never sent. */
export const chatRoomMessageSchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  nickname: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatRoomMessage = z.infer<typeof chatRoomMessageSchema>;
