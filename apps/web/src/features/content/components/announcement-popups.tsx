import type { Notice } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPopupClosed, setPopupClosed, useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { closePopupAnnouncement, usePopupAnnouncements } from '../api/get-announcements';
import { NoticeDetail } from './notice-detail';
import '../content-texts';

/** A guest's closed flag (sessionStorage, spec §3 "per-popup closed flag"): per popup and language. */
const guestFlag = (id: number, language: string) => `announcement.${id}.${language}`;

/**
 * The announcement popups of spec §2 Modals: after login and on every language change the ones
 * the server selects for the caller (B for a guest; A, and F in the session of a first login, for
 * a signed-in account) show one after another, each closable. Closing stores the closed flag for
 * this session and language: on the server for a signed-in session (the next selection leaves it
 * out), in sessionStorage for a guest. Nothing shows while another popup is open (`blocked`).
 */
export function AnnouncementPopups({ blocked }: { blocked: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const signedIn = session.token !== null;
  const language = i18n.language;
  const queryClient = useQueryClient();
  const popups = usePopupAnnouncements(!blocked);
  // Closed in this page view, hidden at once while the server records it.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());

  const queue = (popups.data?.list ?? []).filter((notice) => {
    const key = `${language}:${notice.id}:${signedIn ? session.token : 'guest'}`;
    if (closed.has(key)) return false;
    return signedIn || !isPopupClosed(guestFlag(notice.id, language));
  });
  const current = queue[0];
  if (blocked || !current) return null;

  const close = (notice: Notice) => {
    setClosed((set) => new Set(set).add(`${language}:${notice.id}:${signedIn ? session.token : 'guest'}`));
    if (!signedIn) {
      setPopupClosed(guestFlag(notice.id, language));
      return;
    }
    // If the flag cannot be stored the popup comes back on the next load, which is harmless.
    closePopupAnnouncement(notice.id)
      .catch(() => {})
      .finally(() => void queryClient.invalidateQueries({ queryKey: ['content', 'popups'] }));
  };

  const position = (popups.data?.list.length ?? 1) - queue.length + 1;
  const count = popups.data?.list.length ?? 1;
  return (
    <Dialog
      key={current.id}
      open
      onClose={() => close(current)}
      title={current.title}
      size="md"
      testId="announcement-popup"
      actions={
        count > 1 ? (
          <span className="sr-only" data-testid="announcement-popup-position">
            {t('announcements.popup_position', { index: position, count })}
          </span>
        ) : null
      }
    >
      <NoticeDetail notice={current} />
      <div
        style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 'var(--space-3)', marginTop: 'var(--space-4)' }}
      >
        {count > 1 ? (
          <span aria-hidden="true" style={{ color: 'var(--color-text-faint)', fontSize: 12 }}>
            {t('announcements.popup_position', { index: position, count })}
          </span>
        ) : null}
        <Button onClick={() => close(current)} data-testid="announcement-popup-close">
          {queue.length > 1 ? t('announcements.next') : t('announcements.done')}
        </Button>
      </div>
    </Dialog>
  );
}
