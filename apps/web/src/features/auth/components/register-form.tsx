import { type FieldRuleSetting, LIMITS, type LoginResponse, type RegisterField, type RegisterRequest } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { checkRule, checkSame, formMessage, placeServerError, shownRule, useFormText } from '../../../lib/form-rules';
import { Button } from '../../../ui/button';
import { CaptchaField, type CaptchaState } from '../../../ui/captcha-field';
import { Checkbox, Field, FormAlert, Input, InputRow, PasswordInput } from '../../../ui/field';
import { MobileField } from '../../../ui/mobile-field';
import { SmsCodeButton } from '../../../ui/sms-code-button';
import { checkAffiliate } from '../api/check-affiliate';
import { type RegisterVia, register as registerMember } from '../api/register';
import { sendRegisterSmsCode } from '../api/send-sms-code';
import styles from './auth-forms.module.css';

/** Profile fields the register settings may show, below the account fields, in this order. */
const EXTRA_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'birthday',
  'paymentPassword',
] as const satisfies readonly RegisterField[];
type ExtraField = (typeof EXTRA_FIELDS)[number];

/** Fields the server checks by their own mechanism, not by pattern: only their presence is checked here. */
const PRESENCE_ONLY: readonly string[] = ['captcha', 'verificationCode', 'affiliateCode'];

const value = z.string();
const registerValuesSchema = z.object({
  username: value,
  password: value,
  confirmPassword: value,
  mobileNum: value,
  countryDialingCode: value,
  verificationCode: value,
  affiliateCode: value,
  captcha: value,
  payeeName: value,
  email: value,
  qqNum: value,
  line: value,
  whatsapp: value,
  facebook: value,
  wechat: value,
  idNumber: value,
  recommenderId: value,
  birthday: value,
  paymentPassword: value,
  ageConfirmed: z.boolean(),
});
type RegisterValues = z.infer<typeof registerValuesSchema>;

type RegisterFormProps = {
  via: RegisterVia;
  rules: readonly FieldRuleSetting[];
  /** REGISTER_SMS_VERIFICATION: a code sent to the mobile is required. */
  smsVerification: boolean;
  /** REGISTER_MOBILE_PASSWORD: the mobile tab asks for a password too. */
  mobilePassword: boolean;
  /** The captcha of the popup (shared by both tabs); null when the settings do not show it. */
  captcha: CaptchaState | null;
  /** The invitation code from the link the visitor came by (`?affiliateCode=` or `?ref=`). */
  invitation: string;
  onSuccess: (login: LoginResponse, password: string) => void;
};

/** The terms of use (spec §2: /help#term), in a new tab so the form keeps what was typed; its text comes from the translation. */
function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <a href="/help#term" target="_blank" rel="noopener" data-testid="terms-link">
      {children}
    </a>
  );
}

/** The fields this form shows, and whether each is required (spec §5 "Register"). */
function plan(via: RegisterVia, rules: readonly FieldRuleSetting[], smsVerification: boolean, mobilePassword: boolean, captcha: boolean) {
  const rule = (field: RegisterField) => rules.find((entry) => entry.field === field);
  const mobileRule = rule('mobileNum');
  const withPassword = via === 'username' || mobilePassword;
  const withMobile = via === 'mobile' || smsVerification || Boolean(mobileRule?.enabled);
  return {
    username: via === 'username',
    password: withPassword,
    mobile: withMobile,
    mobileRequired: via === 'mobile' || smsVerification || Boolean(mobileRule?.required),
    code: smsVerification,
    extras: EXTRA_FIELDS.filter((field) => shownRule(rules, field)),
    affiliate: Boolean(shownRule(rules, 'affiliateCode')),
    captcha,
    rule,
  };
}

/** The names of the fields on screen, where a server refusal can be shown. */
function shownFields(shows: ReturnType<typeof plan>): string[] {
  return [
    ...(shows.username ? ['username'] : []),
    ...(shows.password ? ['password', 'confirmPassword'] : []),
    ...(shows.mobile ? ['mobileNum'] : []),
    ...(shows.code ? ['verificationCode'] : []),
    ...shows.extras,
    ...(shows.affiliate ? ['affiliateCode'] : []),
    ...(shows.captcha ? ['captcha'] : []),
    'ageConfirmed',
  ];
}

const CODE_FIELDS: Partial<Record<string, string>> = {
  inconsistent_twice: 'confirmPassword',
  captcha_required: 'captcha',
  captcha_incorrect: 'captcha',
  invitation_code_error: 'affiliateCode',
  mobile_already_in_use: 'mobileNum',
  under_minimum_age: 'birthday',
  verification_code_invalid: 'verificationCode',
  verification_code_expired: 'verificationCode',
};

/**
 * The registration form of one tab (spec §4 "Register", §5): every field's visibility and rule from
 * the register settings, confirm password, dialing code, invitation code checked on blur, the SMS
 * code when required, the captcha as the human check, and the 18+ and terms box.
 */
export function RegisterForm(props: RegisterFormProps) {
  const { via, rules, smsVerification, mobilePassword, captcha, invitation, onSuccess } = props;
  const { t } = useTranslation();
  const formText = useFormText();
  const withCaptcha = captcha !== null;
  const shows = useMemo(
    () => plan(via, rules, smsVerification, mobilePassword, withCaptcha),
    [via, rules, smsVerification, mobilePassword, withCaptcha],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [inviter, setInviter] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      registerValuesSchema.superRefine((values, ctx) => {
        const check = (field: RegisterField, required: boolean) => {
          const rule = shows.rule(field);
          checkRule(
            ctx,
            field,
            values[field as keyof RegisterValues] as string,
            PRESENCE_ONLY.includes(field) ? undefined : rule,
            required,
          );
        };
        if (shows.username) check('username', true);
        if (shows.password) {
          check('password', true);
          if (!values.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: formMessage('form.required') });
          else checkSame(ctx, 'confirmPassword', values.confirmPassword, values.password);
        }
        if (shows.mobile) check('mobileNum', shows.mobileRequired);
        if (shows.code) check('verificationCode', true);
        for (const field of shows.extras) check(field, Boolean(shows.rule(field)?.required));
        if (shows.affiliate) check('affiliateCode', Boolean(shows.rule('affiliateCode')?.required));
        if (shows.captcha) check('captcha', true);
        if (!values.ageConfirmed) ctx.addIssue({ code: 'custom', path: ['ageConfirmed'], message: formMessage('auth.terms_required') });
      }),
    [shows],
  );

  const blank = Object.fromEntries(EXTRA_FIELDS.map((field) => [field, ''])) as Record<ExtraField, string>;
  const { register, handleSubmit, setError, clearErrors, setValue, watch, trigger, getValues, formState } = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...blank,
      username: '',
      password: '',
      confirmPassword: '',
      mobileNum: '',
      countryDialingCode: '',
      verificationCode: '',
      affiliateCode: invitation,
      captcha: '',
      ageConfirmed: false,
    },
  });
  const setDialing = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);
  const errors = formState.errors;

  /** Spec §4: the invitation code is checked when the field is left; a bad one shows the invitation error. */
  const checked = useRef<string | null>(null);
  const checkInvitation = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      if (code === checked.current) return;
      checked.current = code;
      setInviter(null);
      if (!code) return;
      try {
        const result = await checkAffiliate(code);
        if (checked.current === code) setInviter(result.agentNickname);
      } catch (error) {
        if (checked.current !== code) return;
        const known = error instanceof ApiError && error.code === 'invitation_code_error';
        if (known) setError('affiliateCode', { type: 'server', message: formMessage('errors.invitation_code_error') });
      }
    },
    [setError],
  );
  useEffect(() => {
    if (shows.affiliate && invitation) void checkInvitation(invitation);
  }, [shows.affiliate, invitation, checkInvitation]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const text = (field: keyof RegisterValues) => {
      const value = values[field];
      return typeof value === 'string' && value.trim() ? value.trim() : undefined;
    };
    // A link's invitation code counts even when the settings hide the field.
    const affiliateCode = shows.affiliate ? text('affiliateCode') : invitation.trim() || undefined;
    const body: RegisterRequest = {
      registerMethod: 'WEB',
      ageConfirmed: true,
      domain: window.location.hostname,
      registerUrl: window.location.href.slice(0, 2048),
      ...(shows.username ? { username: text('username') } : {}),
      ...(shows.password ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
      ...(shows.mobile && text('mobileNum') ? { mobileNum: text('mobileNum'), countryDialingCode: values.countryDialingCode } : {}),
      ...(shows.code ? { verificationCode: text('verificationCode') } : {}),
      ...Object.fromEntries(shows.extras.map((field) => [field, field === 'paymentPassword' ? values[field] || undefined : text(field)])),
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(captcha?.captcha ? { captcha: text('captcha'), captchaId: captcha.captcha.captchaId } : {}),
    };
    try {
      onSuccess(await registerMember(via, body), values.password);
    } catch (error) {
      // The captcha is single-use: after a refusal the next try needs a fresh one.
      if (captcha) {
        captcha.refresh();
        setValue('captcha', '');
      }
      const fields = shownFields(shows);
      const codeFields = { ...CODE_FIELDS, account_already_in_use: via === 'mobile' ? 'mobileNum' : 'username' };
      const message = placeServerError(error, setError, fields, codeFields);
      if (message) setFormError(message);
    }
  });

  const ruleHint = (field: RegisterField) => {
    const rule = shows.rule(field);
    return rule ? t(`pattern_${rule.patternId}`, { min: rule.minLength, max: rule.maxLength }) : undefined;
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid={`register-form-${via}`}>
      {formError ? <FormAlert testId="register-error">{formText(formError)}</FormAlert> : null}

      {shows.username ? (
        <Field
          label={t('auth.username')}
          required
          error={formText(errors.username?.message)}
          hint={ruleHint('username')}
          testId="register-username"
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('auth.username_placeholder')}
              data-testid="register-username"
              {...register('username')}
            />
          )}
        </Field>
      ) : null}

      {shows.mobile ? (
        <MobileField
          required={shows.mobileRequired}
          error={formText(errors.mobileNum?.message)}
          dialing={register('countryDialingCode')}
          dialingValue={watch('countryDialingCode')}
          onDialingDefault={setDialing}
          mobile={register('mobileNum')}
          testId="register-mobile"
        />
      ) : null}

      {shows.code ? (
        <Field label={t('auth.verification_code')} required error={formText(errors.verificationCode?.message)} testId="register-code">
          {({ id, describedBy, invalid }) => (
            <InputRow>
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('auth.code_placeholder')}
                data-testid="register-code"
                {...register('verificationCode')}
              />
              <SmsCodeButton
                validate={() => trigger('mobileNum')}
                send={() =>
                  sendRegisterSmsCode({ mobileNum: getValues('mobileNum').trim(), countryDialingCode: getValues('countryDialingCode') })
                }
                testId="register-sms-send"
              />
            </InputRow>
          )}
        </Field>
      ) : null}

      {shows.password ? (
        <div className={styles.pair}>
          <Field
            label={t('auth.password')}
            required
            error={formText(errors.password?.message)}
            hint={ruleHint('password')}
            testId="register-password"
          >
            {({ id, describedBy, invalid }) => (
              <PasswordInput
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                autoComplete="new-password"
                placeholder={t('auth.password_placeholder')}
                data-testid="register-password"
                {...register('password')}
              />
            )}
          </Field>
          <Field label={t('auth.confirm_password')} required error={formText(errors.confirmPassword?.message)} testId="register-confirm">
            {({ id, describedBy, invalid }) => (
              <PasswordInput
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                autoComplete="new-password"
                placeholder={t('auth.confirm_password_placeholder')}
                data-testid="register-confirm"
                {...register('confirmPassword')}
              />
            )}
          </Field>
        </div>
      ) : null}

      {shows.extras.map((field) => (
        <Field
          key={field}
          label={t(`auth.fields.${field}`)}
          required={Boolean(shows.rule(field)?.required)}
          error={formText(errors[field]?.message)}
          testId={`register-${field}`}
        >
          {({ id, describedBy, invalid }) =>
            field === 'paymentPassword' ? (
              <PasswordInput
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                inputMode="numeric"
                autoComplete="off"
                data-testid={`register-${field}`}
                {...register(field)}
              />
            ) : (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                type={field === 'email' ? 'email' : field === 'birthday' ? 'date' : 'text'}
                autoComplete={field === 'email' ? 'email' : field === 'birthday' ? 'bday' : 'off'}
                data-testid={`register-${field}`}
                {...register(field)}
              />
            )
          }
        </Field>
      ))}

      {shows.affiliate ? (
        <Field
          label={t('auth.fields.affiliateCode')}
          required={Boolean(shows.rule('affiliateCode')?.required)}
          error={formText(errors.affiliateCode?.message)}
          hint={inviter ? t('auth.invited_by', { name: inviter }) : undefined}
          testId="register-affiliate"
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              data-testid="register-affiliate"
              {...register('affiliateCode', {
                onBlur: (event: { target: { value: string } }) => void checkInvitation(event.target.value),
                onChange: () => {
                  checked.current = null;
                  setInviter(null);
                  clearErrors('affiliateCode');
                },
              })}
            />
          )}
        </Field>
      ) : null}

      {captcha ? <CaptchaField state={captcha} input={register('captcha')} error={formText(errors.captcha?.message)} /> : null}

      <Checkbox
        label={<Trans i18nKey="auth.terms" values={{ age: LIMITS.minimumAge }} components={{ terms: <TermsLink /> }} />}
        error={formText(errors.ageConfirmed?.message)}
        data-testid="register-terms"
        {...register('ageConfirmed')}
      />

      <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting} data-testid="register-submit">
        {formState.isSubmitting ? t('auth.registering') : t('auth.register_submit')}
      </Button>
    </form>
  );
}
