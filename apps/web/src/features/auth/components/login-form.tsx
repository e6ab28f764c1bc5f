import type { LOGIN_SIDES, LoginResponse } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { Button } from '../../../ui/button';
import { CaptchaField, useCaptcha } from '../../../ui/captcha-field';
import { Checkbox, Field, FormAlert, Input, PasswordInput } from '../../../ui/field';
import { login } from '../api/login';
import { forgetUsername, readRememberedUsername, rememberUsername } from '../remember-me';
import styles from './auth-forms.module.css';
import { type NewIpMethod, NewIpStep } from './new-ip-step';
import { TwoFactorStep } from './two-factor-step';

type LoginSide = (typeof LOGIN_SIDES)[number];

type LoginFormProps = {
  side: LoginSide;
  /** A successful login, with the password typed (kept in memory only if a change is forced). */
  onSuccess: (login: LoginResponse, password: string) => void;
  /** Shows the "forgot password" link. */
  onForgotPassword?: () => void;
  /** A prefix for test ids: `login` in the popup, `agent-login` on /agent. */
  testId?: string;
  submitLabel?: string;
  children?: ReactNode;
};

const required = formMessage('form.required');
const tooLong = formMessage('form.invalid');

/** A failed login's details: whether the captcha is now required, and for a new address how to verify. */
const failureSchema = z.object({
  captcha: z.boolean().optional(),
  ipVerification: z.array(z.enum(['sms', 'email', 'realName', 'google'])).optional(),
});

/** What the new-address step needs to resubmit the login once the member has the code. */
type PendingLogin = { username: string; password: string; methods: NewIpMethod[] };

/** The answer of the new-address step: which method and its code (or real name). */
type IpAnswer = { method: NewIpMethod; code: string };

/**
 * Login by username and password (spec §4 "Login", §5): username trimmed, both required; the captcha
 * row shows once a failure says so; a login from a new address goes through the extra-code step.
 */
export function LoginForm({ side, onSuccess, onForgotPassword, testId = 'login', submitLabel, children }: LoginFormProps) {
  const { t } = useTranslation();
  const formText = useFormText();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingLogin | null>(null);
  // The new-address code, once entered, goes with every later try of this form (e.g. after a captcha).
  const [ipAnswer, setIpAnswer] = useState<IpAnswer | undefined>(undefined);
  // An account with two-factor sign-in: the step that asks for its code, with the login to resend.
  const [twoFactor, setTwoFactor] = useState<{ username: string; password: string } | null>(null);
  const captcha = useCaptcha(captchaShown);
  const remembered = useMemo(() => readRememberedUsername(), []);

  const schema = useMemo(
    () =>
      z
        .object({
          username: z.string().trim().min(1, required).max(64, tooLong),
          password: z.string().min(1, required).max(128, tooLong),
          captcha: z.string().trim(),
          remember: z.boolean(),
        })
        .superRefine((values, ctx) => {
          if (captchaShown && !values.captcha) ctx.addIssue({ code: 'custom', path: ['captcha'], message: required });
        }),
    [captchaShown],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { username: remembered ?? '', password: '', captcha: '', remember: remembered !== null },
  });
  const { register, handleSubmit, setError, setValue, formState } = form;

  /** Sends the login; a refusal shows the captcha, the new-address step or a message. */
  const submit = async (
    username: string,
    password: string,
    captchaAnswer: string,
    remember: boolean,
    ip: IpAnswer | undefined = ipAnswer,
    twoFactorCode?: string,
  ) => {
    setFormError(null);
    const withCaptcha = captchaShown && captcha.captcha && captchaAnswer;
    try {
      const result = await login({
        type: 'username',
        username,
        password,
        side,
        ...(withCaptcha ? { captcha: captchaAnswer, captchaId: captcha.captcha?.captchaId } : {}),
        ...(ip ? { ipVerificationCode: ip.code, ipVerificationMethod: ip.method } : {}),
        ...(twoFactorCode ? { twoFactorCode } : {}),
      });
      if (remember) rememberUsername(username);
      else forgetUsername();
      onSuccess(result, password);
    } catch (error) {
      const details = failureSchema.safeParse(error instanceof ApiError ? error.value : null);
      if (details.success && details.data.captcha) {
        // A shown captcha was spent by this try, right or wrong: show a fresh one.
        if (captchaShown) captcha.refresh();
        setCaptchaShown(true);
        setValue('captcha', '');
      }
      if (error instanceof ApiError && error.code === 'new_ip_verification_required' && details.success) {
        setPending({ username, password, methods: details.data.ipVerification ?? [] });
        return;
      }
      if (error instanceof ApiError && error.code === 'totp_required') {
        setPending(null);
        setTwoFactor({ username, password });
        return;
      }
      if (twoFactor && error instanceof ApiError && error.code === 'totp_incorrect') throw error;
      if (pending && error instanceof ApiError && (error.code.startsWith('verification_code') || error.code === 'real_name_incorrect'))
        throw error;
      if (pending && error instanceof ApiError && error.code === 'totp_incorrect') throw error;
      setPending(null);
      setTwoFactor(null);
      const message = placeServerError(error, setError, ['captcha'], { captcha_required: 'captcha', captcha_incorrect: 'captcha' });
      if (message) setFormError(message);
    }
  };

  if (twoFactor) {
    return (
      <TwoFactorStep
        testId={testId}
        onVerify={(code) => submit(twoFactor.username, twoFactor.password, '', form.getValues('remember'), ipAnswer, code)}
        onBack={() => setTwoFactor(null)}
      />
    );
  }

  if (pending) {
    return (
      <NewIpStep
        username={pending.username}
        password={pending.password}
        methods={pending.methods}
        testId={testId}
        onVerify={(method, code) => {
          setIpAnswer({ method, code });
          return submit(pending.username, pending.password, '', form.getValues('remember'), { method, code });
        }}
        onBack={() => setPending(null)}
      />
    );
  }

  const errors = formState.errors;
  return (
    <form
      className={styles.form}
      noValidate
      data-testid={`${testId}-form`}
      onSubmit={handleSubmit((values) => submit(values.username, values.password, values.captcha, values.remember))}
    >
      {formError ? <FormAlert testId={`${testId}-error`}>{formText(formError)}</FormAlert> : null}
      <Field label={t('auth.username')} required error={formText(errors.username?.message)}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('auth.username_placeholder')}
            data-testid={`${testId}-username`}
            {...register('username')}
          />
        )}
      </Field>
      <Field label={t('auth.password')} required error={formText(errors.password?.message)}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="current-password"
            placeholder={t('auth.password_placeholder')}
            data-testid={`${testId}-password`}
            {...register('password')}
          />
        )}
      </Field>
      {captchaShown ? <CaptchaField state={captcha} input={register('captcha')} error={formText(errors.captcha?.message)} /> : null}
      <div className={styles.between}>
        <Checkbox label={t('auth.remember_me')} data-testid={`${testId}-remember`} {...register('remember')} />
        {onForgotPassword ? (
          <button type="button" className={styles.link} onClick={onForgotPassword} data-testid="forgot-password-link">
            {t('auth.forgot_password')}
          </button>
        ) : null}
      </div>
      <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting} data-testid={`${testId}-submit`}>
        {formState.isSubmitting ? t('auth.logging_in') : (submitLabel ?? t('auth.login_submit'))}
      </Button>
      {children}
    </form>
  );
}
