import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { memberInfoQueryKey } from '../../../lib/member-info';
import { setMustChangePassword, setToken } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { CaptchaField, useCaptchaOnDemand } from '../../../ui/captcha-field';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, PasswordInput } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import { changePassword } from '../api/change-password';
import { forgetKnownPassword, getKnownPassword } from '../session-actions';
import styles from './auth-forms.module.css';
import { NewPasswordFields, newPasswordChecks, usePasswordRule } from './new-password-fields';

type ChangePasswordPopupProps = {
  open: boolean;
  /**
   * The forced change after a login with the default or an expired password (spec §4): it cannot be
   * dismissed until the password is changed.
   */
  forced: boolean;
  onClose: () => void;
};

/** Change password (spec §2 modals): from the account menu, or forced after login. */
export function ChangePasswordPopup({ open, forced, onClose }: ChangePasswordPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(forced ? 'auth.forced_change_title' : 'auth.change_password_title')}
      size="sm"
      dismissible={!forced}
      testId={forced ? 'forced-password-popup' : 'change-password-popup'}
    >
      {open ? <ChangePasswordForm forced={forced} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ChangePasswordForm({ forced, onDone }: { forced: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const rule = usePasswordRule();
  // Spec §5: "old password required only if not already known" (the login that forced this change).
  const [known, setKnown] = useState(() => (forced ? getKnownPassword() : null));
  const [formError, setFormError] = useState<string | null>(null);
  // The old password is checked under the login limits: the captcha shows once the server asks.
  const captcha = useCaptchaOnDemand();

  const schema = useMemo(
    () =>
      z
        .object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string(), captcha: z.string() })
        .superRefine((values, ctx) => {
          if (known === null && !values.oldPassword)
            ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: formMessage('form.required') });
          if (captcha.shown && !values.captcha.trim())
            ctx.addIssue({ code: 'custom', path: ['captcha'], message: formMessage('form.required') });
          newPasswordChecks(ctx, values, rule);
        }),
    [known, rule, captcha.shown],
  );
  const { register, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '', captcha: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { token } = await changePassword({
        oldPassword: known ?? values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
        ...captcha.fields(values.captcha),
      });
      // Every earlier session was revoked: this tab carries on with the fresh token.
      setToken(token);
      setMustChangePassword(false);
      forgetKnownPassword();
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
      toast.show(t('auth.password_changed'));
      onDone();
    } catch (error) {
      // The remembered password was refused (changed elsewhere meanwhile): ask for it.
      if (known !== null) setKnown(null);
      if (captcha.onRefusal(error)) setValue('captcha', '');
      const message = placeServerError(error, setError, ['oldPassword', 'newPassword', 'confirmNewPassword', 'captcha'], {
        old_password_incorrect: 'oldPassword',
        inconsistent_twice: 'confirmNewPassword',
        captcha_required: 'captcha',
        captcha_incorrect: 'captcha',
      });
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="change-password-form">
      {forced ? <FormAlert tone="info">{t('auth.forced_change_text')}</FormAlert> : null}
      {formError ? <FormAlert testId="change-password-error">{formText(formError)}</FormAlert> : null}
      {known === null ? (
        <Field label={t('auth.old_password')} required error={formText(formState.errors.oldPassword?.message)} testId="change-old-password">
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="current-password"
              data-testid="change-old-password"
              {...register('oldPassword')}
            />
          )}
        </Field>
      ) : null}
      <NewPasswordFields register={register} errors={formState.errors} rule={rule} testId="change" />
      {captcha.shown ? (
        <CaptchaField state={captcha.state} input={register('captcha')} error={formText(formState.errors.captcha?.message)} />
      ) : null}
      <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting} data-testid="change-password-submit">
        {t('auth.change_password_submit')}
      </Button>
    </form>
  );
}
