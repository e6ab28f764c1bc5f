/**
 * Query keys of the member's messages. Every key starts with `messages` and the session's token
 * (another login never sees them); the list and a message carry the language (system messages are
 * rendered in it by the server). NEW_MAIL and `mailbox_changed` on the socket invalidate `all`.
 */
export const messagesKeys = {
  all: ['messages'] as const,
  unread: (token: string | null) => ['messages', token, 'unread'] as const,
  inbox: (token: string | null, language: string, query: object) => ['messages', token, 'inbox', language, query] as const,
  message: (token: string | null, language: string, id: number) => ['messages', token, 'message', language, id] as const,
};
