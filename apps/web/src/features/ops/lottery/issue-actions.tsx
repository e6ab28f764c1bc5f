import type { OpsLotteryIssue } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { MessageDialog } from '../../../ui/message-dialog';
import { useToast } from '../../../ui/toast';
import styles from './lottery.module.css';
import { useLotteryWrites } from './lottery-api';

/** Pause, resume, or cancel with refunds: each asks first; a cancel needs a reason. */
export function IssueActions({ issue }: { issue: OpsLotteryIssue }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { control } = useLotteryWrites();
  const [asking, setAsking] = useState<'pause' | 'resume' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const controllable = issue.status === 'open' || issue.status === 'locked';
  if (!controllable) return null;
  const run = (action: 'pause' | 'resume' | 'cancel') =>
    control.mutate(
      { id: issue.id, action, ...(action === 'cancel' ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (answer) => {
          setAsking(null);
          if (action === 'cancel' && answer.refund) {
            toast.show(t('ops_lottery.cancelled_toast', { bets: answer.refund.bets, stake: answer.refund.stake }), 'success');
            if (!answer.refund.complete) toast.show(t('ops_lottery.refund_pending', { count: answer.refund.pending }), 'info');
          } else toast.show(t(action === 'pause' ? 'ops_lottery.paused_toast' : 'ops_lottery.resumed_toast'), 'success');
        },
      },
    );
  const reasonValid = reason.trim().length >= 2 && reason.trim().length <= 200;
  return (
    <div className={styles.actions}>
      {issue.paused ? (
        <Button variant="secondary" onClick={() => setAsking('resume')} data-testid="ops-lottery-resume">
          {t('ops_lottery.resume')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setAsking('pause')} data-testid="ops-lottery-pause">
          {t('ops_lottery.pause')}
        </Button>
      )}
      <Button
        variant="outline"
        onClick={() => {
          setReason('');
          control.reset();
          setAsking('cancel');
        }}
        data-testid="ops-lottery-cancel"
      >
        {t('ops_lottery.cancel_issue')}
      </Button>
      <MessageDialog
        open={asking === 'pause' || asking === 'resume'}
        title={t(asking === 'resume' ? 'ops_lottery.confirm_resume_title' : 'ops_lottery.confirm_pause_title', { numero: issue.numero })}
        message={
          <>
            {control.error ? <FormAlert>{errorMessage(control.error)}</FormAlert> : null}
            {t(asking === 'resume' ? 'ops_lottery.confirm_resume_text' : 'ops_lottery.confirm_pause_text')}
          </>
        }
        confirmLabel={t('ops_lottery.confirm')}
        cancelLabel={t('ops_lottery.cancel')}
        onConfirm={() => asking && asking !== 'cancel' && run(asking)}
        onClose={() => setAsking(null)}
        tone="warning"
        busy={control.isPending}
        testId="ops-lottery-confirm"
      />
      <Dialog
        open={asking === 'cancel'}
        onClose={() => setAsking(null)}
        title={t('ops_lottery.cancel_title', { numero: issue.numero })}
        testId="ops-lottery-cancel-dialog"
      >
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (reasonValid) run('cancel');
          }}
        >
          {control.error ? <FormAlert>{errorMessage(control.error)}</FormAlert> : null}
          <p className={styles.muted}>{t('ops_lottery.cancel_text')}</p>
          <Field label={t('ops_lottery.cancel_reason')} hint={t('ops_lottery.cancel_reason_hint')} required>
            {({ id, describedBy }) => (
              <Input
                id={id}
                maxLength={200}
                aria-describedby={describedBy}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                data-testid="ops-lottery-cancel-reason"
              />
            )}
          </Field>
          <div className={styles.actions}>
            <Button variant="primary" type="submit" disabled={!reasonValid || control.isPending} data-testid="ops-lottery-cancel-confirm">
              {t('ops_lottery.cancel_issue')}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(null)}>
              {t('ops_lottery.cancel')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
