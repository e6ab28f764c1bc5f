import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { Button } from '../../../ui/button';
import { CaptchaField, useCaptchaOnDemand } from '../../../ui/captcha-field';
import { Card } from '../../../ui/card';
import { Field, FormAlert, Input, PasswordInput } from '../../../ui/field';
import { opsLogin } from '../api/ops-login';
import styles from '../components/backoffice.module.css';
import { opsSessionEnd, startOpsSession } from '../ops-session';

const loginSchema = (captchaShown: boolean, totpShown: boolean) =>
  z.object({ username: z.string(), password: z.string(), captcha: z.string(), totp: z.string() }).superRefine((v, ctx) => {
    if (!v.username.trim()) ctx.addIssue({ code: 'custom', path: ['username'], message: formMessage('form.required') });
    if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: formMessage('form.required') });
    if (captchaShown && !v.captcha.trim()) ctx.addIssue({ code: 'custom', path: ['captcha'], message: formMessage('form.required') });
    if (totpShown && !/^\d{6}$/.test(v.totp.trim()))
      ctx.addIssue({ code: 'custom', path: ['totp'], message: formMessage('errors.totp_required') });
  });

/**
 * The operator's login: username and password, then (for an operator with two-factor, when the
 * server answers `totp_required`) the authenticator's code. An operator without two-factor gets
 * a session that may only set it up (shell/totp-setup.tsx).
 */

export function OpsLoginForm() {
  const { t } = useTranslation();
  const formText = useFormText();
  const [formError, setFormError] = useState<string | null>(null);
  // Operator logins count against the login limits: the captcha shows once the server asks.
  const captcha = useCaptchaOnDemand();
  const [totpShown, setTotpShown] = useState(false);
  const schema = useMemo(() => loginSchema(captcha.shown, totpShown), [captcha.shown, totpShown]);
  // Read once: why the previous session ended (the server's expiry or inactivity), if it did.
  const [ended] = useState(opsSessionEnd);
  const { register, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', captcha: '', totp: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await opsLogin({
        username: values.username.trim(),
        password: values.password,
        ...captcha.fields(values.captcha),
        ...(totpShown ? { totp: values.totp.trim() } : {}),
      });
      startOpsSession({ token: answer.token, username: answer.username, idleMinutes: answer.idleMinutes });
    } catch (error) {
      if (captcha.onRefusal(error)) setValue('captcha', '');
      if (error instanceof ApiError && error.code === 'totp_required' && !totpShown) {
        setTotpShown(true);
        return;
      }
      if (error instanceof ApiError && error.code === 'totp_incorrect') setValue('totp', '');
      const message = placeServerError(error, setError, ['username', 'password', 'captcha', 'totp'], {
        captcha_required: 'captcha',
        captcha_incorrect: 'captcha',
        totp_required: 'totp',
        totp_incorrect: 'totp',
      });
      if (message) setFormError(message);
    }
  });
  return (
    <Card className={styles.login}>
      <h1 className={styles.loginTitle}>{t('ops.login_title')}</h1>
      <p className={styles.muted}>{t('ops.login_lead')}</p>
      <form className={styles.form} noValidate onSubmit={submit} data-testid="ops-login-form">
        {formError ? <FormAlert testId="ops-login-error">{formText(formError)}</FormAlert> : null}
        {!formError && ended ? <FormAlert testId="ops-session-ended">{t(`ops.session_${ended}`)}</FormAlert> : null}
        <Field label={t('ops.username')} required error={formText(formState.errors.username?.message)}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="username"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="ops-username"
              {...register('username')}
            />
          )}
        </Field>
        <Field label={t('ops.password')} required error={formText(formState.errors.password?.message)}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              autoComplete="current-password"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="ops-password"
              {...register('password')}
            />
          )}
        </Field>
        {totpShown ? (
          <Field
            label={t('ops_shell.totp_code')}
            hint={t('ops_shell.totp_code_hint')}
            required
            error={formText(formState.errors.totp?.message)}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                // biome-ignore lint/a11y/noAutofocus: the code is the one thing left to type once asked for
                autoFocus
                aria-describedby={describedBy}
                invalid={invalid}
                data-testid="ops-totp"
                {...register('totp')}
              />
            )}
          </Field>
        ) : null}
        {captcha.shown ? (
          <CaptchaField state={captcha.state} input={register('captcha')} error={formText(formState.errors.captcha?.message)} />
        ) : null}
        <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting} data-testid="ops-login-submit">
          {t('ops.login_submit')}
        </Button>
      </form>
    </Card>
  );
}
