import { type LoginResponse, MODULE_IDS } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { checkRule, formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { isModuleEnabled } from '../../../lib/modules';
import { useSiteConfig } from '../../../lib/site-config';
import { Button } from '../../../ui/button';
import { Field, FormAlert, Input, InputRow } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { MessageDialog } from '../../../ui/message-dialog';
import { MobileField } from '../../../ui/mobile-field';
import { SmsCodeButton } from '../../../ui/sms-code-button';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { forgotByEmail } from '../api/forgot-by-email';
import { forgotByPhone } from '../api/forgot-by-phone';
import { sendNoLoginSmsCode } from '../api/send-sms-code';
import { useStartSession } from '../session-actions';
import { AccountPopup } from './account-popup';
import styles from './auth-forms.module.css';
import { NewPasswordFields, newPasswordChecks, usePasswordRule } from './new-password-fields';

type ForgotTab = 'mobile' | 'email';
const ID_BASE = 'forgot-tabs';
const required = formMessage('form.required');

type ForgotPasswordPopupProps = {
  open: boolean;
  onClose: () => void;
  /** After a reset by phone the member is logged in and goes to / (spec §2 modals, §4). */
  onDone: (goHome: boolean) => void;
  onBackToLogin: () => void;
};

/**
 * Forgot password (spec §4): by email (a reset link is mailed) or by mobile (SMS code and a new
 * password, then logged in). The mobile tab shows, first, when FORGOT_PASSWORD_MOBILE is on.
 */
export function ForgotPasswordPopup({ open, onClose, onDone, onBackToLogin }: ForgotPasswordPopupProps) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const mobileEnabled = isModuleEnabled(config.whitelabel, MODULE_IDS.forgotPasswordMobile);
  const tabs: ForgotTab[] = mobileEnabled ? ['mobile', 'email'] : ['email'];
  const [chosen, setChosen] = useState<ForgotTab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : (tabs[0] ?? 'email');
  const startSession = useStartSession();
  const form =
    tab === 'mobile' ? (
      <ForgotByPhoneForm
        onSuccess={(login) => {
          startSession(login);
          onDone(true);
        }}
      />
    ) : (
      <ForgotByEmailForm onSent={onClose} />
    );

  return (
    <AccountPopup
      open={open}
      onClose={onClose}
      testId="forgot-password-popup"
      bannerGroup="w_forget"
      title={t('auth.forgot_title')}
      lead={t(`auth.forgot_lead_${tab}`)}
      switchPrompt={t('auth.remembered_it')}
      switchLabel={t('header.login')}
      onSwitch={onBackToLogin}
    >
      {tabs.length > 1 ? (
        <Tabs
          items={tabs.map((id) => ({
            id,
            label: t(`auth.tab_forgot_${id}`),
            icon: id === 'mobile' ? <Icon.Phone size={16} /> : <Icon.Mail size={16} />,
          }))}
          value={tab}
          onChange={setChosen}
          label={t('auth.forgot_title')}
          idBase={ID_BASE}
          className={styles.tabs}
        />
      ) : null}
      {tabs.length > 1 ? (
        <TabPanel idBase={ID_BASE} id={tab}>
          {form}
        </TabPanel>
      ) : (
        form
      )}
    </AccountPopup>
  );
}

const emailSchema = z.object({
  username: z.string().trim().min(1, required).max(64, formMessage('form.invalid')),
  email: z.string().trim().min(1, required).max(120, formMessage('form.invalid')),
});

/** Forgot by email: username and email required; success shows the "has been sent" dialog (spec §8). */
function ForgotByEmailForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(emailSchema),
    defaultValues: { username: '', email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgotByEmail(values);
      setSent(true);
    } catch (error) {
      const message = placeServerError(error, setError, ['username', 'email']);
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="forgot-email-form">
      {formError ? <FormAlert testId="forgot-error">{formText(formError)}</FormAlert> : null}
      <Field label={t('auth.username')} required error={formText(formState.errors.username?.message)}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="username"
            autoCapitalize="none"
            data-testid="forgot-username"
            {...register('username')}
          />
        )}
      </Field>
      <Field label={t('auth.fields.email')} required error={formText(formState.errors.email?.message)}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            type="email"
            autoComplete="email"
            data-testid="forgot-email"
            {...register('email')}
          />
        )}
      </Field>
      <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting} data-testid="forgot-email-submit">
        {t('auth.send_reset_link')}
      </Button>
      <MessageDialog
        open={sent}
        title={t('auth.reset_sent_title')}
        message={t('auth.reset_sent_text')}
        icon="Mail"
        confirmLabel={t('common.ok')}
        onConfirm={() => {
          setSent(false);
          onSent();
        }}
        testId="reset-sent"
      />
    </form>
  );
}

const PHONE_CODE_FIELDS = {
  verification_code_invalid: 'verificationCode',
  verification_code_expired: 'verificationCode',
  mobile_not_registered: 'mobileNum',
  inconsistent_twice: 'confirmNewPassword',
};

/** Forgot by phone: mobile, SMS code and new password required; then logged in (spec §4, §5). */
function ForgotByPhoneForm({ onSuccess }: { onSuccess: (login: LoginResponse) => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const config = useSiteConfig();
  const passwordRule = usePasswordRule();
  const mobileRule = config.register.fields.find((rule) => rule.field === 'mobileNum');
  const [formError, setFormError] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      z
        .object({
          countryDialingCode: z.string(),
          mobileNum: z.string(),
          verificationCode: z.string().trim(),
          newPassword: z.string(),
          confirmNewPassword: z.string(),
        })
        .superRefine((values, ctx) => {
          checkRule(ctx, 'mobileNum', values.mobileNum, mobileRule, true);
          if (!values.verificationCode) ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: required });
          newPasswordChecks(ctx, values, passwordRule);
        }),
    [mobileRule, passwordRule],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
  });
  const { register, handleSubmit, setError, setValue, watch, trigger, getValues, formState } = form;
  const setDialing = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSuccess(await forgotByPhone({ ...values, mobileNum: values.mobileNum.trim() }));
    } catch (error) {
      const fields = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];
      const message = placeServerError(error, setError, fields, { ...PHONE_CODE_FIELDS });
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="forgot-phone-form">
      {formError ? <FormAlert testId="forgot-error">{formText(formError)}</FormAlert> : null}
      <MobileField
        required
        error={formText(formState.errors.mobileNum?.message)}
        dialing={register('countryDialingCode')}
        dialingValue={watch('countryDialingCode')}
        onDialingDefault={setDialing}
        mobile={register('mobileNum')}
        testId="forgot-mobile"
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
              data-testid="forgot-code"
              {...register('verificationCode')}
            />
            <SmsCodeButton
              validate={() => trigger('mobileNum')}
              send={() =>
                sendNoLoginSmsCode({
                  mobileNum: getValues('mobileNum').trim(),
                  countryDialingCode: getValues('countryDialingCode'),
                  purpose: 'reset',
                })
              }
              testId="forgot-sms-send"
            />
          </InputRow>
        )}
      </Field>
      <NewPasswordFields register={register} errors={formState.errors} rule={passwordRule} testId="forgot" />
      <Button type="submit" variant="primary" size="lg" block disabled={formState.isSubmitting} data-testid="forgot-phone-submit">
        {t('auth.reset_and_login')}
      </Button>
    </form>
  );
}
