import { CHAT_EVENTS, type ChatConversation, type ChatMessage } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToken } from '../../lib/session';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icons';
import { CenteredSpinner } from '../../ui/spinner';
import styles from './chat.module.css';
import { chatKeys, launchChat, markChatRead, sendChatImage, sendChatText, useCurrentConversation, usePartyKey } from './chat-api';
import { ChatComposer } from './chat-composer';
import { partyHeaders, partySocketAuth } from './chat-identity';
import { ChatThread } from './chat-thread';
import './chat-texts';
import { useChatSocket } from './use-chat-socket';

type Current = { conversation: ChatConversation | null; messages: ChatMessage[] };

/**
 * `/livechat`, the launch call's `chatUrl`: the member's (or this browser's guest's) conversation
 * with customer service. Opened in its own window from the customer-service entry; works inline too.
 */
export function LiveChatPage() {
  const { t } = useTranslation();
  const token = useToken();
  const queryClient = useQueryClient();
  const who = usePartyKey();
  const [identity, setIdentity] = useState<ReturnType<typeof partySocketAuth>>(() => partySocketAuth());
  const [launchError, setLaunchError] = useState<unknown>(null);

  // Opened by its address with no identity yet: a guest identity is made (kept in this browser).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the member signs in or out.
  useEffect(() => {
    const known = partySocketAuth();
    if (known) return setIdentity(known);
    launchChat()
      .then(() => setIdentity(partySocketAuth()))
      .catch(setLaunchError);
  }, [token]);

  const current = useCurrentConversation(identity !== null);
  const key = chatKeys.conversation(who);

  const onConnect = useCallback(() => void queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  const socket = useChatSocket(identity, onConnect);

  useEffect(() => {
    if (!socket) return;
    const onMessage = ({ conversationId, message }: { conversationId: number; message: ChatMessage }) => {
      queryClient.setQueryData<Current>(key, (data) => {
        if (!data || data.conversation?.id !== conversationId) {
          void queryClient.invalidateQueries({ queryKey: key });
          return data;
        }
        if (data.messages.some((m) => m.id === message.id)) return data;
        return { ...data, messages: [...data.messages, message] };
      });
    };
    const onConversation = ({ conversation }: { conversation: ChatConversation }) => {
      queryClient.setQueryData<Current>(key, (data) =>
        data && data.conversation?.id === conversation.id ? { ...data, conversation } : data,
      );
      queryClient.setQueryData(chatKeys.unread(who), { unread: conversation.unread });
    };
    socket.on(CHAT_EVENTS.message, onMessage);
    socket.on(CHAT_EVENTS.conversation, onConversation);
    return () => {
      socket.off(CHAT_EVENTS.message, onMessage);
      socket.off(CHAT_EVENTS.conversation, onConversation);
    };
  }, [socket, queryClient, key, who]);

  const conversation = current.data?.conversation ?? null;
  const unread = conversation?.unread ?? 0;
  // What the page shows is read: the badge clears.
  useEffect(() => {
    if (unread > 0 && document.visibilityState === 'visible') void markChatRead().catch(() => {});
  }, [unread]);

  const sent = (message: ChatMessage) => {
    queryClient.setQueryData<Current>(key, (data) => {
      if (!data || data.conversation?.id !== message.conversationId) {
        void queryClient.invalidateQueries({ queryKey: key });
        return data;
      }
      return data.messages.some((m) => m.id === message.id) ? data : { ...data, messages: [...data.messages, message] };
    });
  };

  // A conversation nobody wrote in yet is not in the queue: the page invites the first message.
  const fresh = !conversation || (conversation.status === 'waiting' && (current.data?.messages.length ?? 0) === 0);
  const status = fresh ? t('chat.status_new') : t(`chat.status_${conversation.status}`);
  let body: React.ReactNode;
  if (launchError) body = <ErrorState error={launchError} onRetry={() => window.location.reload()} />;
  else if (!identity || current.isPending) body = <CenteredSpinner />;
  else if (current.isError) body = <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  else if (current.data.messages.length === 0) body = <EmptyState icon="Chat" title={t('chat.empty_title')} text={t('chat.empty_text')} />;
  else
    body = (
      <ChatThread
        testId="live-chat-thread"
        messages={current.data.messages}
        mine={(m) => m.sender === 'member' || m.sender === 'guest'}
        author={(m) => (m.sender === 'operator' ? `${t('chat.agent')} ${m.operatorName ?? ''}`.trim() : t('chat.you'))}
        imagePath={(id) => `/wps/livechat/images/${id}`}
        imageHeaders={partyHeaders()}
      />
    );

  return (
    <div className={styles.page} data-testid="live-chat-page">
      <header className={styles.head}>
        <Icon.Headset size={22} />
        <div className={styles.headTitle}>
          <h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('chat.title')}</h1>
          <div className={styles.status} data-testid="live-chat-status">
            {status}
          </div>
        </div>
        {window.opener ? (
          <Button variant="ghost" onClick={() => window.close()}>
            {t('chat.close_window')}
          </Button>
        ) : null}
      </header>
      {body}
      <ChatComposer
        label={t('chat.placeholder')}
        disabled={!identity}
        onText={async (text) => sent(await sendChatText(text))}
        onImage={async (file) => sent(await sendChatImage(file))}
      />
    </div>
  );
}
