import type { LoginResponse } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { checkRule, formMessage, placeServerError, shownRule, useFormText } from '../../../lib/form-rules';
import { useSiteConfig } from '../../../lib/site-config';
import { Button } from '../../../ui/button';
import { Field, FormAlert, Input, InputRow } from '../../../ui/field';
import { MobileField } from '../../../ui/mobile-field';
import { SmsCodeButton } from '../../../ui/sms-code-button';
import { login } from '../api/login';
import { sendNoLoginSmsCode } from '../api/send-sms-code';
import styles from './auth-forms.module.css';
import { TwoFactorStep } from './two-factor-step';

type SmsLoginValues = { countryDialingCode: string; mobileNum: string; verificationCode: string };

const CODE_FIELDS = {
  verification_code_invalid: 'verificationCode',
  verification_code_expired: 'verificationCode',
  mobile_not_registered: 'mobileNum',
};

/** Spec §4/§5 login by SMS: a mobile number matching the mobile rule and the code sent to it. */
export function SmsLoginForm({ onSuccess }: { onSuccess: (login: LoginResponse) => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const { register: rules } = useSiteConfig();
  const mobileRule = shownRule(rules.fields, 'mobileNum') ?? rules.fields.find((rule) => rule.field === 'mobileNum');
  const [formError, setFormError] = useState<string | null>(null);
  // An account with two-factor sign-in: the SMS code is kept (the server spends it only when both are right).
  const [twoFactor, setTwoFactor] = useState<SmsLoginValues | null>(null);

  const schema = useMemo(
    () =>
      z
        .object({ countryDialingCode: z.string(), mobileNum: z.string(), verificationCode: z.string().trim() })
        .superRefine((values, ctx) => {
          checkRule(ctx, 'mobileNum', values.mobileNum, mobileRule, true);
          if (!values.verificationCode) ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: formMessage('form.required') });
        }),
    [mobileRule],
  );
  const { register, handleSubmit, setError, setValue, watch, trigger, getValues, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '' },
  });
  const setDialing = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);

  const send = (values: SmsLoginValues, twoFactorCode?: string) =>
    login({
      type: 'sms',
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: values.countryDialingCode,
      verificationCode: values.verificationCode,
      side: 'member',
      ...(twoFactorCode ? { twoFactorCode } : {}),
    });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSuccess(await send(values));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'totp_required') {
        setTwoFactor(values);
        return;
      }
      const message = placeServerError(error, setError, ['mobileNum', 'verificationCode'], CODE_FIELDS);
      if (message) setFormError(message);
    }
  });

  if (twoFactor) {
    return (
      <TwoFactorStep
        testId="sms-login"
        onVerify={async (code) => {
          try {
            onSuccess(await send(twoFactor, code));
          } catch (error) {
            if (error instanceof ApiError && error.code === 'totp_incorrect') throw error;
            // The SMS code itself went stale meanwhile: back to the first step with its error.
            setTwoFactor(null);
            const message = placeServerError(error, setError, ['mobileNum', 'verificationCode'], CODE_FIELDS);
            if (message) setFormError(message);
          }
        }}
        onBack={() => setTwoFactor(null)}
      />
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="sms-login-form">
      {formError ? <FormAlert testId="sms-login-error">{formText(formError)}</FormAlert> : null}
      <MobileField
        required
        error={formText(formState.errors.mobileNum?.message)}
        dialing={register('countryDialingCode')}
        dialingValue={watch('countryDialingCode')}
        onDialingDefault={setDialing}
        mobile={register('mobileNum')}
        testId="sms-login-mobile"
      />
      <Field label={t('auth.verification_code')} required error={formText(formState.errors.verificationCode?.message)}>
        {({ id, describedBy, invalid }) => (
          <InputRow>
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('auth.code_placeholder')}
              data-testid="sms-login-code"
              {...register('verificationCode')}
            />
            <SmsCodeButton
              validate={() => trigger('mobileNum')}
              send={() =>
                sendNoLoginSmsCode({
                  mobileNum: getValues('mobileNum').trim(),
                  countryDialingCode: getValues('countryDialingCode'),
                  purpose: 'login',
                })
              }
              testId="sms-login-send"
            />
          </InputRow>
        )}
      </Field>
      <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting} data-testid="sms-login-submit">
        {formState.isSubmitting ? t('auth.logging_in') : t('auth.login_submit')}
      </Button>
    </form>
  );
}
