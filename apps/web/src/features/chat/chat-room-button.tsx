import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../lib/lazy-named';
import { useToken } from '../../lib/session';
import { Icon } from '../../ui/icons';

/** The modal and its texts load when first opened. */
const ChatRoomModal = lazyNamed(() => import('./chat-room-modal'), 'ChatRoomModal');

/** Opens the chat room modal; shown to signed-in members only (guests do not read the room). */
export function ChatRoomButton({ className, iconClassName }: { className?: string | undefined; iconClassName?: string | undefined }) {
  const { t } = useTranslation();
  const token = useToken();
  const [open, setOpen] = useState(false);
  if (!token) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid="chat-room-open">
        <span className={iconClassName}>
          <Icon.Users size={18} />
        </span>
        <span>{t('cs.chat_room')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatRoomModal open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
