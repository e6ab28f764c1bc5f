import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToken } from '../../lib/session';
import { Icon } from '../../ui/icons';
import { ChatRoomModal } from './chat-room-modal';
import './chat-texts';

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
        <span>{t('chat.room_open')}</span>
      </button>
      <ChatRoomModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
