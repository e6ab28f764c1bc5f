import { CHAT_NAMESPACE } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { getSession } from '../../lib/session';
import { useOptionalSiteConfig } from '../../lib/site-config';

/**
 * A socket on the chat namespace for `auth` (a member's token, a guest's token or an operator's
 * `opsToken`), reconnecting by itself; `onConnect` runs on every (re)connection so the caller can
 * read what it missed. Null while there is no identity.
 */
export function useChatSocket(auth: Record<string, string> | null, onConnect?: (socket: Socket) => void): Socket | null {
  const config = useOptionalSiteConfig();
  const merchant = config?.merchant.code || getSession().merchant || undefined;
  const [socket, setSocket] = useState<Socket | null>(null);
  const authKey = auth ? JSON.stringify(auth) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the identity is compared by value (authKey); onConnect is read on each connect.
  useEffect(() => {
    if (!auth) return;
    // The socket client loads with the first chat socket: the shell (and the first page) do without it.
    let next: Socket | undefined;
    let closed = false;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io(CHAT_NAMESPACE, { path: '/socket.io', auth: { ...auth, merchant }, transports: ['websocket'] });
      socket.on('connect', () => onConnect?.(socket));
      next = socket;
      setSocket(socket);
    });
    return () => {
      closed = true;
      next?.disconnect();
      setSocket(null);
    };
  }, [authKey, merchant]);
  return socket;
}
