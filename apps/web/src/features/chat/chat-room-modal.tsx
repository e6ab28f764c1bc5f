import { CHAT_EVENTS, type ChatRoomMessage } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { formatDateTime } from '../../lib/format-date';
import { useToken } from '../../lib/session';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { CenteredSpinner } from '../../ui/spinner';
import styles from './chat.module.css';
import { chatKeys, sendRoomText, useChatRoom, usePartyKey } from './chat-api';
import { ChatComposer } from './chat-composer';
import './chat-texts';
import { useChatSocket } from './use-chat-socket';

type Room = { messages: ChatRoomMessage[]; slowModeSeconds: number; mutedUntil: string | null; memberId: number };

/** The merchant's public chat room (spec Modals "chat room"): signed-in members write; nicknames and texts are plain text. */
export function ChatRoomModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const token = useToken();
  const queryClient = useQueryClient();
  const who = usePartyKey();
  const key = useMemo(() => chatKeys.room(who), [who]);
  const room = useChatRoom(open && token !== null);
  const end = useRef<HTMLDivElement>(null);

  const onConnect = useCallback(
    (socket: Socket) => {
      void socket.emitWithAck(CHAT_EVENTS.roomJoin, {}).catch(() => {});
      void queryClient.invalidateQueries({ queryKey: key });
    },
    [queryClient, key],
  );
  const socket = useChatSocket(open && token ? { token } : null, onConnect);

  useEffect(() => {
    if (!socket) return;
    const update = (change: (room: Room) => Room) => queryClient.setQueryData<Room>(key, (data) => (data ? change(data) : data));
    const onMessage = (message: ChatRoomMessage) =>
      update((data) =>
        data.messages.some((m) => m.id === message.id) ? data : { ...data, messages: [...data.messages, message].slice(-200) },
      );
    const onDeleted = ({ id }: { id: string }) => update((data) => ({ ...data, messages: data.messages.filter((m) => m.id !== id) }));
    const onSettings = ({ slowModeSeconds }: { slowModeSeconds: number }) => update((data) => ({ ...data, slowModeSeconds }));
    socket.on(CHAT_EVENTS.roomMessage, onMessage);
    socket.on(CHAT_EVENTS.roomDeleted, onDeleted);
    socket.on(CHAT_EVENTS.roomSettings, onSettings);
    return () => {
      socket.off(CHAT_EVENTS.roomMessage, onMessage);
      socket.off(CHAT_EVENTS.roomDeleted, onDeleted);
      socket.off(CHAT_EVENTS.roomSettings, onSettings);
    };
  }, [socket, queryClient, key]);

  const count = room.data?.messages.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the number of messages changes.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const data = room.data;
  const muted = data?.mutedUntil && new Date(data.mutedUntil) > new Date() ? data.mutedUntil : null;
  const notice = muted
    ? t('chat.room_muted', { until: formatDateTime(muted) })
    : data && data.slowModeSeconds > 0
      ? t('chat.room_slow', { seconds: data.slowModeSeconds })
      : null;

  let body: React.ReactNode;
  if (!token) body = <EmptyState icon="Lock" title={t('chat.room_sign_in')} />;
  else if (room.isPending) body = <CenteredSpinner />;
  else if (room.isError) body = <ErrorState error={room.error} onRetry={() => void room.refetch()} />;
  else if (room.data.messages.length === 0) body = <EmptyState icon="Chat" title={t('chat.room_empty')} />;
  else
    body = (
      <div className={styles.thread} role="log" aria-live="polite" data-testid="chat-room-thread">
        {room.data.messages.map((message) => (
          <div
            key={message.id}
            className={[styles.bubbleRow, message.memberId === room.data.memberId ? styles.mine : ''].join(' ')}
            data-testid="chat-room-message"
          >
            <span className={styles.nick} data-testid="chat-room-nick">
              {message.nickname}
            </span>
            <div className={styles.bubble} data-testid="chat-room-text">
              {message.text}
            </div>
            <span className={styles.meta}>{formatDateTime(message.createdAt)}</span>
          </div>
        ))}
        <div ref={end} />
      </div>
    );

  return (
    <Dialog open={open} onClose={onClose} title={t('chat.room_title')} size="md" testId="chat-room">
      <div className={styles.roomBody}>
        {body}
        {token ? (
          <ChatComposer
            label={t('chat.room_placeholder')}
            disabled={Boolean(muted)}
            notice={notice}
            onText={async (text) => {
              const message = await sendRoomText(text);
              queryClient.setQueryData<Room>(key, (old) =>
                old && !old.messages.some((m) => m.id === message.id) ? { ...old, messages: [...old.messages, message] } : old,
              );
            }}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
