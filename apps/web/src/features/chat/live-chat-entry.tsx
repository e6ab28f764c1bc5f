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
 * The `live` one (the header's, always shown) holds a chat socket while a conversation is open and
 * keeps the count current for all; with none open, the site holds no chat socket (the count is read
 * again when the window regains focus, e.g. after the chat window).
 */
export function LiveChatUnread({ live = false }: { live?: boolean }) {
  const { t } = useTranslation();
  const status = useChatUnread().data;
  const unread = status?.unread ?? 0;
  const open = status?.open ?? false;
  const token = useToken();
  const queryClient = useQueryClient();
  const who = usePartyKey();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the identity follows the member's token.
  const auth = useMemo(() => (live && open ? partySocketAuth() : null), [live, open, token]);
  // On every (re)connection, read the count again: what arrived before the socket joined is counted too.
  const socket = useChatSocket(auth, () => void queryClient.invalidateQueries({ queryKey: chatKeys.unread(who) }));
  useEffect(() => {
    if (!socket) return;
    const onConversation = ({ conversation }: { conversation: { unread: number; status: string } }) =>
      queryClient.setQueryData(chatKeys.unread(who), { unread: conversation.unread, open: conversation.status !== 'closed' });
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
  const queryClient = useQueryClient();
  const who = usePartyKey();
  const [busy, setBusy] = useState(false);
  if (model.data && !model.data.builtIn.enabled) return null;
  const open = async () => {
    setBusy(true);
    try {
      await openLiveChat();
      // The launch opened a conversation: the header's badge now holds a chat socket (LiveChatUnread).
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread(who) });
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
