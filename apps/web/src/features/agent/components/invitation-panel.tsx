import type { Invitation } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { MessageDialog } from '../../../ui/message-dialog';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useDisableInvitation } from '../api/disable-invitation';
import { useInvitations } from '../api/get-invitations';
import { InvitationCard } from './invitation-card';
import { InvitationForm } from './invitation-form';
import styles from './register-accounts.module.css';

/**
 * Register accounts, second part: the agent's invitation links and affiliate codes, each with its
 * QR code, how many registered with it, and a way to make new ones and to stop old ones.
 */
export function InvitationPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const [disabling, setDisabling] = useState<Invitation | null>(null);
  const invitations = useInvitations(page);
  const disable = useDisableInvitation();
  const data = invitations.data;

  const confirmDisable = () => {
    if (!disabling) return;
    disable.mutate(disabling.id, {
      onSuccess: (done) => toast.show(t('agentCentre.accounts.disabled_done', { code: done.code }), 'success'),
      onError: (error) => toast.show(errorMessage(error), 'error'),
      onSettled: () => setDisabling(null),
    });
  };

  return (
    <div className={styles.panel} data-testid="invitation-panel">
      <InvitationForm
        onCreated={(invitation) => {
          setPage(1);
          toast.show(t('agentCentre.accounts.invite_created', { code: invitation.code }), 'success');
        }}
      />
      {invitations.isError ? (
        <ErrorState error={invitations.error} onRetry={() => void invitations.refetch()} compact />
      ) : !data ? (
        <CenteredSpinner />
      ) : (
        <>
          <p className={styles.count} data-testid="invitation-count">
            {t('agentCentre.accounts.active_count', { count: data.activeCount, max: data.activeMax })}
          </p>
          <ul className={styles.invites}>
            {data.personalCode && page === 1 ? <InvitationCard invitation={{ code: data.personalCode, personal: true }} /> : null}
            {data.list.map((invitation) => (
              <InvitationCard key={invitation.id} invitation={invitation} onDisable={setDisabling} />
            ))}
          </ul>
          {data.total === 0 ? (
            <EmptyState
              icon="Send"
              title={t('agentCentre.accounts.no_invites_title')}
              text={t('agentCentre.accounts.no_invites_text')}
              compact
            />
          ) : null}
          <Pagination page={page} totalPages={Math.ceil(data.total / data.pageSize)} onChange={setPage} testId="invitation-pagination" />
        </>
      )}
      <MessageDialog
        open={disabling !== null}
        title={t('agentCentre.accounts.disable_title', { code: disabling?.code ?? '' })}
        message={t('agentCentre.accounts.disable_text')}
        icon="Lock"
        tone="warning"
        confirmLabel={t('agentCentre.accounts.disable')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirmDisable}
        onClose={() => {
          if (!disable.isPending) setDisabling(null);
        }}
        busy={disable.isPending}
        testId="invitation-disable-dialog"
      />
    </div>
  );
}
