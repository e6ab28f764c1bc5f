import type { MemberDetail } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { CopyButton } from '../../../ui/copy-button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, PasswordInput } from '../../../ui/field';
import styles from './members.module.css';
import { useMemberWrites } from './members-api';

/**
 * Resets the member's password: a generated temporary one (shown here once, never again) or one
 * the operator types. Either way the member must choose a new one at its next login, and its
 * sessions end.
 */
export function PasswordDialog({ member, onClose }: { member: MemberDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { password } = useMemberWrites(member.id);
  const [mode, setMode] = useState<'generate' | 'set'>('generate');
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const done = password.isSuccess;
  return (
    <Dialog open onClose={onClose} title={t('ops_members.action_password')} testId="ops-member-password-dialog">
      {done ? (
        <div className={styles.form}>
          {shown ? (
            <>
              <p className={styles.warning}>{t('ops_members.password_temporary_once')}</p>
              <div className={styles.secret} data-testid="ops-member-temporary-password">
                {shown}
              </div>
              <CopyButton value={shown} label={t('ops_members.copy')} />
            </>
          ) : (
            <p className={styles.hint}>{t('ops_members.password_done')}</p>
          )}
          <Button variant="primary" onClick={onClose} data-testid="ops-member-password-close">
            {t('ops_members.done')}
          </Button>
        </div>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            password.mutate(mode === 'generate' ? { mode } : { mode, password: typed }, {
              onSuccess: (result) => setShown(result.temporaryPassword),
            });
          }}
        >
          <p className={styles.warning}>{t('ops_members.password_confirm_text', { username: member.username })}</p>
          {password.error ? <FormAlert>{errorMessage(password.error)}</FormAlert> : null}
          <label className={styles.inline}>
            <input
              type="radio"
              name="mode"
              checked={mode === 'generate'}
              onChange={() => setMode('generate')}
              data-testid="ops-member-password-generate"
            />
            {t('ops_members.password_generate')}
          </label>
          <label className={styles.inline}>
            <input
              type="radio"
              name="mode"
              checked={mode === 'set'}
              onChange={() => setMode('set')}
              data-testid="ops-member-password-set"
            />
            {t('ops_members.password_set')}
          </label>
          {mode === 'set' ? (
            <Field label={t('ops_members.password_new')} hint={t('ops_members.password_new_hint')}>
              {({ id }) => (
                <PasswordInput id={id} value={typed} autoComplete="new-password" onChange={(event) => setTyped(event.target.value)} />
              )}
            </Field>
          ) : null}
          <div className={styles.actions}>
            <Button onClick={onClose}>{t('ops_members.cancel')}</Button>
            <Button
              type="submit"
              variant="primary"
              disabled={password.isPending || (mode === 'set' && typed.length < 6)}
              data-testid="ops-member-password-confirm"
            >
              {t('ops_members.password_reset')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
