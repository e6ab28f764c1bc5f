import type { LoginResponse } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { placeServerError, useFormText } from '../../../lib/form-rules';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormAlert } from '../../../ui/field';
import { resetByToken } from '../api/reset-by-token';
import { useStartSession } from '../session-actions';
import styles from './auth-forms.module.css';
import { NewPasswordFields, newPasswordChecks, usePasswordRule } from './new-password-fields';

type ResetPasswordPopupProps = {
  /** The single-use token of the mailed link (`/?resetToken=`); the popup shows while there is one. */
  token: string | null;
  onClose: () => void;
  /** After the reset the member is logged in and goes to / (spec §2 modals). */
  onDone: () => void;
};

/** The page a reset link opens: a new password for the account, then logged in. */
export function ResetPasswordPopup({ token, onClose, onDone }: ResetPasswordPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={token !== null} onClose={onClose} title={t('auth.reset_title')} size="sm" testId="reset-password-popup">
      {token ? <ResetForm token={token} onDone={onDone} /> : null}
    </Dialog>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const rule = usePasswordRule();
  const startSession = useStartSession();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z
        .object({ newPassword: z.string(), confirmNewPassword: z.string() })
        .superRefine((values, ctx) => newPasswordChecks(ctx, values, rule)),
    [rule],
  );
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const login: LoginResponse = await resetByToken({ token, ...values });
      startSession(login);
      onDone();
    } catch (error) {
      const message = placeServerError(error, setError, ['newPassword', 'confirmNewPassword'], {
        inconsistent_twice: 'confirmNewPassword',
      });
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.muted}>{t('auth.reset_lead')}</p>
      {formError ? <FormAlert testId="reset-error">{formText(formError)}</FormAlert> : null}
      <NewPasswordFields register={register} errors={formState.errors} rule={rule} testId="reset" />
      <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting} data-testid="reset-submit">
        {t('auth.reset_and_login')}
      </Button>
    </form>
  );
}
