import { CHAT_EVENTS, LIVE_CHAT_PATH } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToken } from '../../lib/session';
import { Icon } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import styles from './chat.module.css';
import { chatKeys, launchChat, useChatUnread, useLiveChatModel, usePartyKey } from './chat-api';
import { partySocketAuth } from './chat-identity';
import { useChatSocket } from './use-chat-socket';

/** Opens our chat page (the launch call's chatUrl) in its own window; where popups are blocked, in this tab. */
export async function openLiveChat(): Promise<void> {
  const url = await launchChat();
  const target = url.startsWith('/') ? url : LIVE_CHAT_PATH;
  const opened = window.open(target, 'fortuna-livechat', 'popup,width=420,height=680');
  if (!opened) window.location.assign(target);
}

/**
 * The unread count of the member's (or guest's) live chat, as a small badge; nothing when zero.
 * The `live` one (the header's, always shown) holds a chat socket and keeps the count current for all.
 */
export function LiveChatUnread({ live = false }: { live?: boolean }) {
  const { t } = useTranslation();
  const unread = useChatUnread().data?.unread ?? 0;
  const token = useToken();
  const queryClient = useQueryClient();
  const who = usePartyKey();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the identity follows the member's token.
  const auth = useMemo(() => (live ? partySocketAuth() : null), [live, token]);
  const socket = useChatSocket(auth);
  useEffect(() => {
    if (!socket) return;
    const onConversation = ({ conversation }: { conversation: { unread: number } }) =>
      queryClient.setQueryData(chatKeys.unread(who), { unread: conversation.unread });
    socket.on(CHAT_EVENTS.conversation, onConversation);
    return () => {
      socket.off(CHAT_EVENTS.conversation, onConversation);
    };
  }, [socket, queryClient, who]);
  if (unread <= 0) return null;
  return (
    <span className={styles.unreadDot} data-testid="live-chat-unread" title={t('cs.livechat_unread', { count: unread })}>
      {unread > 99 ? '99+' : unread}
      <span className="sr-only">{t('cs.livechat_unread', { count: unread })}</span>
    </span>
  );
}

/** The built-in live chat as a customer-service entry (shown first in the LIVECHAT group), with its unread badge. */
export function LiveChatEntry({
  className,
  iconClassName,
  onOpened,
}: {
  className?: string | undefined;
  iconClassName?: string | undefined;
  onOpened?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const model = useLiveChatModel();
  const [busy, setBusy] = useState(false);
  if (model.data && !model.data.builtIn.enabled) return null;
  const open = async () => {
    setBusy(true);
    try {
      await openLiveChat();
      onOpened?.();
    } catch {
      toast.show(t('cs.livechat_open_failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void open()} data-testid="live-chat-entry">
      <span className={iconClassName}>
        <Icon.Chat size={18} />
      </span>
      <span style={{ flex: 1, minWidth: 0 }}>{model.data?.builtIn.title || t('cs.livechat_builtin')}</span>
      <LiveChatUnread />
    </button>
  );
}
