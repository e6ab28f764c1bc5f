import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { Button } from '../../../ui/button';
import { CaptchaField, useCaptchaOnDemand } from '../../../ui/captcha-field';
import { Field, FormAlert, Input, InputRow } from '../../../ui/field';
import { SmsCodeButton } from '../../../ui/sms-code-button';
import { sendNewIpCode } from '../api/send-new-ip-code';
import styles from './auth-forms.module.css';

/** The ways a login from a new address can be verified (the operator chooses which are offered). */
export type NewIpMethod = 'sms' | 'email' | 'realName' | 'google';
type Method = NewIpMethod;

type NewIpStepProps = {
  username: string;
  password: string;
  /** The ways this account can verify (its mobile, its email, its real name, its authenticator). */
  methods: Method[];
  /** Resubmits the login with the method and its code (or name); rejects when it is refused. */
  onVerify: (method: Method, code: string) => Promise<void>;
  onBack: () => void;
  testId: string;
};

const schema = z.object({
  code: z.string().trim().min(1, formMessage('form.required')).max(64, formMessage('form.invalid')),
  captcha: z.string(),
});

/**
 * Spec §4 "An unrecognised IP needs extra verification": the member picks SMS or email, gets a code
 * and the login is sent again with it.
 */
export function NewIpStep({ username, password, methods, onVerify, onBack, testId }: NewIpStepProps) {
  const { t } = useTranslation();
  const formText = useFormText();
  const [method, setMethod] = useState<Method>(methods[0] ?? 'sms');
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, getValues, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { code: '', captcha: '' },
  });
  // Sending the code checks the password again, under the login limits: the captcha shows once asked.
  const captcha = useCaptchaOnDemand();

  const send = async () => {
    try {
      const channel = method === 'email' ? 'email' : 'sms';
      return await sendNewIpCode({ username, password, method: channel, ...captcha.fields(getValues('captcha')) });
    } catch (error) {
      if (captcha.onRefusal(error)) setValue('captcha', '');
      throw error;
    }
  };
  const captchaAnswered = async () => {
    if (!captcha.shown || getValues('captcha').trim()) return true;
    setError('captcha', { type: 'required', message: formMessage('form.required') }, { shouldFocus: true });
    return false;
  };

  const verify = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onVerify(method, code);
    } catch (error) {
      const message = placeServerError(error, setError, ['code'], {
        verification_code_invalid: 'code',
        verification_code_expired: 'code',
        real_name_incorrect: 'code',
        totp_incorrect: 'code',
      });
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={verify} data-testid={`${testId}-new-ip`}>
      <FormAlert tone="info">
        {t(methods.some((m) => m === 'sms' || m === 'email') ? 'auth.new_ip_text' : 'errors.new_ip_verification_required')}
      </FormAlert>
      {formError ? <FormAlert>{formText(formError)}</FormAlert> : null}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('auth.new_ip_method')}</legend>
        {methods.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="new-ip-method"
              value={option}
              checked={method === option}
              onChange={() => setMethod(option)}
              data-testid={`${testId}-ip-method-${option}`}
            />
            {t(`auth.new_ip_by_${option}`)}
          </label>
        ))}
      </fieldset>
      {method === 'realName' || method === 'google' ? (
        <Field
          label={t(method === 'realName' ? 'auth.new_ip_real_name' : 'auth.verification_code')}
          hint={t(method === 'realName' ? 'auth.new_ip_real_name_hint' : 'auth.new_ip_google_hint')}
          required
          error={formText(formState.errors.code?.message)}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              {...(method === 'google' ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code' } : { autoComplete: 'name' })}
              data-testid={`${testId}-ip-code`}
              {...register('code')}
            />
          )}
        </Field>
      ) : (
        <Field label={t('auth.verification_code')} required error={formText(formState.errors.code?.message)}>
          {({ id, describedBy, invalid }) => (
            <InputRow>
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('auth.code_placeholder')}
                data-testid={`${testId}-ip-code`}
                {...register('code')}
              />
              <SmsCodeButton validate={captchaAnswered} send={send} testId={`${testId}-ip-send`} />
            </InputRow>
          )}
        </Field>
      )}
      {captcha.shown ? (
        <CaptchaField state={captcha.state} input={register('captcha')} error={formText(formState.errors.captcha?.message)} />
      ) : null}
      <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting} data-testid={`${testId}-ip-submit`}>
        {t('auth.verify_and_login')}
      </Button>
      <Button variant="ghost" block onClick={onBack}>
        {t('common.back')}
      </Button>
    </form>
  );
}
