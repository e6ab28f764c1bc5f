import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { MessageDialog } from '../../../ui/message-dialog';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useActiveSessions } from '../api/get-sessions';
import { logoutOthers } from '../api/logout-others';
import { securityKeys } from '../api/security-keys';
import styles from './security.module.css';

/** The member's live sessions, this one marked, and "log out the others" (after a confirmation). */
export function SessionsCard() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const sessions = useActiveSessions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const confirm = async () => {
    setBusy(true);
    try {
      const { revoked } = await logoutOthers();
      toast.show(t('security.logged_out_others', { count: revoked }), 'success');
      await queryClient.invalidateQueries({ queryKey: securityKeys.all });
    } catch (error) {
      toast.show(errorMessage(error), 'error');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Card>
      <div className={styles.head}>
        <div className={styles.itemText}>
          <h2 className={styles.heading}>{t('security.sessions_title')}</h2>
          <span className={styles.muted}>{t('security.sessions_text')}</span>
        </div>
        <Button variant="outline" disabled={others === 0} onClick={() => setConfirming(true)} data-testid="logout-others">
          {t('security.logout_others')}
        </Button>
      </div>
      {sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} compact />
      ) : !sessions.data ? (
        <CenteredSpinner />
      ) : (
        <ul className={styles.list} data-testid="session-list">
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.item} data-testid="session-item">
              <span className={styles.itemText}>
                <strong>{session.ip ?? t('security.unknown')}</strong>
                <span className={styles.muted}>{t('security.signed_in_at', { time: formatDateTime(session.createdAt) })}</span>
              </span>
              {session.current ? (
                <Badge tone="info" testId="session-current">
                  {t('security.this_device')}
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <MessageDialog
        open={confirming}
        title={t('security.logout_others_title')}
        message={t('security.logout_others_text')}
        confirmLabel={t('security.logout_others')}
        cancelLabel={t('security.cancel')}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
        tone="warning"
        busy={busy}
        testId="logout-others-dialog"
      />
    </Card>
  );
}
