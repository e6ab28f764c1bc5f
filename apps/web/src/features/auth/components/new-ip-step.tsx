import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { Button } from '../../../ui/button';
import { CaptchaField, useCaptchaOnDemand } from '../../../ui/captcha-field';
import { Field, FormAlert, Input, InputRow } from '../../../ui/field';
import { sendNewIpCode } from '../api/send-new-ip-code';
import styles from './auth-forms.module.css';
import { SmsCodeButton } from './sms-code-button';

type Method = 'sms' | 'email';

type NewIpStepProps = {
  username: string;
  password: string;
  /** The ways this account can get a code (its mobile, its email). */
  methods: Method[];
  /** Resubmits the login with the code; rejects when the code is refused. */
  onVerify: (code: string) => Promise<void>;
  onBack: () => void;
  testId: string;
};

const schema = z.object({
  code: z.string().trim().min(1, formMessage('form.required')).max(12, formMessage('form.invalid')),
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
      return await sendNewIpCode({ username, password, method, ...captcha.fields(getValues('captcha')) });
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
      await onVerify(code);
    } catch (error) {
      const message = placeServerError(error, setError, ['code'], { verification_code_invalid: 'code', verification_code_expired: 'code' });
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={verify} data-testid={`${testId}-new-ip`}>
      <FormAlert tone="info">{t('auth.new_ip_text')}</FormAlert>
      {formError ? <FormAlert>{formText(formError)}</FormAlert> : null}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('auth.new_ip_method')}</legend>
        {methods.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name="new-ip-method" value={option} checked={method === option} onChange={() => setMethod(option)} />
            {t(`auth.new_ip_by_${option}`)}
          </label>
        ))}
      </fieldset>
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
