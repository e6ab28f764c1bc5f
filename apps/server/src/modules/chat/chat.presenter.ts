import type { ChatConversation, ChatMessage, ChatRoomMessage, ChatStatus, OpsChatConversation } from '@fortuna/shared';

const iso = (value: Date | string) => new Date(value).toISOString();

export type MessageRow = {
  id: string;
  conversation_id: number;
  sender: string;
  operator_name: string | null;
  body: string;
  image_id: number | null;
  created_at: Date | string;
};

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: String(row.id),
    conversationId: row.conversation_id,
    sender: row.sender as ChatMessage['sender'],
    operatorName: row.operator_name,
    text: row.body,
    imageId: row.image_id,
    createdAt: iso(row.created_at),
  };
}

export type ConversationRow = {
  id: number;
  status: string;
  member_id: number | null;
  guest_id: number | null;
  party_name: string | null;
  operator_id: number | null;
  operator_name: string | null;
  member_unread: number;
  operator_unread: number;
  last_message: string | null;
  last_message_at: Date | string;
  created_at: Date | string;
};

/** What the member or guest sees: never the operator's id, only its name. */
export function presentConversation(row: ConversationRow): ChatConversation {
  return {
    id: row.id,
    status: row.status as ChatStatus,
    operatorName: row.operator_name,
    unread: row.member_unread,
    createdAt: iso(row.created_at),
  };
}

export function presentOpsConversation(row: ConversationRow): OpsChatConversation {
  const member = row.member_id !== null;
  return {
    id: row.id,
    status: row.status as ChatStatus,
    party: { kind: member ? 'member' : 'guest', id: (member ? row.member_id : row.guest_id) ?? 0, name: row.party_name ?? '' },
    operatorId: row.operator_id,
    operatorName: row.operator_name,
    unread: row.operator_unread,
    lastMessage: row.last_message,
    lastMessageAt: iso(row.last_message_at),
    createdAt: iso(row.created_at),
  };
}

export function presentRoomMessage(row: {
  id: string;
  member_id: number;
  nickname: string;
  body: string;
  created_at: Date | string;
}): ChatRoomMessage {
  return { id: String(row.id), memberId: row.member_id, nickname: row.nickname, text: row.body, createdAt: iso(row.created_at) };
}
