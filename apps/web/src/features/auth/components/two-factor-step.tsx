import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { Button } from '../../../ui/button';
import { Field, FormAlert, Input } from '../../../ui/field';
import styles from './auth-forms.module.css';

type TwoFactorStepProps = {
  /** Resubmits the login with the code; rejects when the code is refused. */
  onVerify: (code: string) => Promise<void>;
  onBack: () => void;
  testId: string;
};

const schema = z.object({
  code: z.string().trim().min(6, formMessage('form.required')).max(32, formMessage('form.invalid')),
});

/** The login's second step for an account with two-factor sign-in: an authenticator code or a recovery code. */
export function TwoFactorStep({ onVerify, onBack, testId }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const formText = useFormText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  const verify = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onVerify(code);
    } catch (error) {
      const message = placeServerError(error, setError, ['code'], { totp_incorrect: 'code' });
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={verify} data-testid={`${testId}-two-factor`}>
      <FormAlert tone="info">{t('auth.two_factor_text')}</FormAlert>
      {formError ? <FormAlert testId={`${testId}-two-factor-error`}>{formText(formError)}</FormAlert> : null}
      <Field label={t('auth.two_factor_code')} required error={formText(formState.errors.code?.message)}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            data-testid={`${testId}-two-factor-code`}
            {...register('code')}
          />
        )}
      </Field>
      <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting} data-testid={`${testId}-two-factor-submit`}>
        {t('auth.verify_and_login')}
      </Button>
      <Button variant="ghost" block onClick={onBack}>
        {t('common.back')}
      </Button>
    </form>
  );
}
