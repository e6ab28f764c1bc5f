import { OPERATOR_ROLES, type OperatorRole, type OperatorRow } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert } from '../../../ui/field';
import { Select } from '../../../ui/select';
import styles from './operators.module.css';
import { useOperatorWrites } from './operators-api';

/**
 * Changes an operator's role or status, or clears its two-factor (it sets up a new one at its next
 * login). Every change ends the operator's sessions; the operator cannot change its own role or
 * disable itself, and the last owner stays an owner (the server refuses both).
 */
export function EditOperatorDialog({ operator, self, onClose }: { operator: OperatorRow | null; self: number; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { update } = useOperatorWrites();
  const [role, setRole] = useState<OperatorRole>('auditor');
  const [status, setStatus] = useState<'active' | 'disabled'>('active');
  const [resetTotp, setResetTotp] = useState(false);
  useEffect(() => {
    if (!operator) return;
    setRole(operator.role);
    setStatus(operator.status);
    setResetTotp(false);
    update.reset();
  }, [operator, update.reset]);
  if (!operator) return <Dialog open={false} onClose={onClose} title="" />;
  const own = operator.id === self;
  const changed = role !== operator.role || status !== operator.status || resetTotp;
  return (
    <Dialog open onClose={onClose} title={t('ops_shell.operator_edit', { username: operator.username })} testId="ops-operator-edit-dialog">
      <div className={styles.form}>
        {update.error ? <FormAlert>{errorMessage(update.error)}</FormAlert> : null}
        <Field label={t('ops_shell.operator_role')}>
          {({ id }) => (
            <Select
              id={id}
              value={role}
              disabled={own}
              onChange={(event) => setRole(event.target.value as OperatorRole)}
              data-testid="ops-edit-role"
            >
              {OPERATOR_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(`ops_shell.role_${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ops_shell.operator_status')}>
          {({ id }) => (
            <Select
              id={id}
              value={status}
              disabled={own}
              onChange={(event) => setStatus(event.target.value as 'active' | 'disabled')}
              data-testid="ops-edit-status"
            >
              <option value="active">{t('ops_shell.status_active')}</option>
              <option value="disabled">{t('ops_shell.status_disabled')}</option>
            </Select>
          )}
        </Field>
        {operator.totpEnabled ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={resetTotp}
              onChange={(event) => setResetTotp(event.target.checked)}
              data-testid="ops-edit-reset-totp"
            />
            {t('ops_shell.operator_reset_totp')}
          </label>
        ) : null}
        <p className={styles.note}>{t('ops_shell.operator_edit_note')}</p>
        <Button
          variant="primary"
          disabled={!changed || update.isPending}
          onClick={() =>
            update.mutate(
              {
                id: operator.id,
                ...(role !== operator.role ? { role } : {}),
                ...(status !== operator.status ? { status } : {}),
                ...(resetTotp ? { resetTotp } : {}),
              },
              { onSuccess: onClose },
            )
          }
          data-testid="ops-edit-save"
        >
          {t('ops_shell.save')}
        </Button>
      </div>
    </Dialog>
  );
}
