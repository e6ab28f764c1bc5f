import type { MemberDetail, MemberStatus } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import styles from './members.module.css';
import { useMemberWrites } from './members-api';

const VERB = { FROZEN: 'freeze', ACTIVE: 'unfreeze', CLOSED: 'close' } as const;

/** Freeze, unfreeze or close, with a reason; the dialog says what follows (sessions end; closing is final). */
export function StatusDialog({ member, to, onClose }: { member: MemberDetail; to: MemberStatus; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { status } = useMemberWrites(member.id);
  const [reason, setReason] = useState('');
  const verb = VERB[to];
  return (
    <Dialog open onClose={onClose} title={t(`ops_members.action_${verb}`)} testId="ops-member-status-dialog">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          status.mutate(
            { status: to, reason: reason.trim() },
            {
              onSuccess: () => {
                toast.show(t(`ops_members.status_done_${verb}`, { username: member.username }), 'success');
                onClose();
              },
            },
          );
        }}
      >
        <p className={to === 'ACTIVE' ? styles.hint : styles.warning}>
          {t(`ops_members.status_confirm_${verb}`, { username: member.username })}
        </p>
        {status.error ? <FormAlert>{errorMessage(status.error)}</FormAlert> : null}
        <Field label={t('ops_members.status_reason')} required>
          {({ id }) => (
            <Input
              id={id}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              data-testid="ops-member-status-reason"
            />
          )}
        </Field>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('ops_members.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={!reason.trim() || status.isPending} data-testid="ops-member-status-confirm">
            {t(`ops_members.action_${verb}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
