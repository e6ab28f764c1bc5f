import { CHAT_EVENTS } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useChatSocket } from '../../chat/use-chat-socket';
import { useOpsSession } from '../ops-session';
import { chatOpsKey } from './chat-api';

/**
 * The console's socket (the merchant's operators' room): every chat event refreshes what the
 * console shows, so the queue, the badges and an open conversation update live.
 */
export function useOpsChatSocket() {
  const session = useOpsSession();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: chatOpsKey() }), [queryClient]);
  const socket = useChatSocket(session ? { opsToken: session.token } : null, refresh);
  useEffect(() => {
    if (!socket) return;
    const events = [
      CHAT_EVENTS.message,
      CHAT_EVENTS.conversation,
      CHAT_EVENTS.roomMessage,
      CHAT_EVENTS.roomDeleted,
      CHAT_EVENTS.roomSettings,
    ];
    for (const event of events) socket.on(event, refresh);
    return () => {
      for (const event of events) socket.off(event, refresh);
    };
  }, [socket, refresh]);
  return socket;
}
