import { type ContactChannel, contactCodeRequestSchema } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input, InputRow, PasswordInput } from '../../../ui/field';
import { MobileField } from '../../../ui/mobile-field';
import { SmsCodeButton } from '../../../ui/sms-code-button';
import { useToast } from '../../../ui/toast';
import { bindContact } from '../api/bind-contact';
import { securityKeys } from '../api/security-keys';
import { sendContactCode } from '../api/send-contact-code';
import styles from './security.module.css';

type Errors = { contact?: string; code?: string; password?: string; form?: string };

/** Which field a server error belongs under; the rest show above the form. */
const FIELD_OF: Record<string, keyof Errors> = {
  mobile_already_in_use: 'contact',
  verification_code_invalid: 'code',
  verification_code_expired: 'code',
  old_password_incorrect: 'password',
};

/**
 * Binds or changes the mobile or email: the new contact, a code sent to it (with the send
 * button's countdown), the login password. The overview refetches after success.
 */
export function ContactDialog({ channel, bound, onClose }: { channel: ContactChannel | null; bound: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [dialing, setDialing] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const onDialingDefault = useCallback((value: string) => setDialing(value), []);
  const mobile = channel === 'mobile';
  /** A changed contact drops its error (shown again at the next send or confirm if still wrong). */
  const contactChanged = () => setErrors(({ contact: _, ...rest }) => rest);

  const contact = () =>
    mobile ? { channel: 'mobile' as const, countryDialingCode: dialing, mobileNum } : { channel: 'email' as const, email };

  /** Checks the contact before a code is sent; a bad one shows under its field. */
  const validate = async () => {
    const valid = contactCodeRequestSchema.safeParse(contact()).success;
    setErrors(valid ? {} : { contact: t(mobile ? 'security.contact_mobile_invalid' : 'security.contact_email_invalid') });
    return valid;
  };

  const close = () => {
    setMobileNum('');
    setEmail('');
    setCode('');
    setPassword('');
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const next: Errors = {};
    if (!contactCodeRequestSchema.safeParse(contact()).success)
      next.contact = t(mobile ? 'security.contact_mobile_invalid' : 'security.contact_email_invalid');
    if (!code.trim()) next.code = t('security.contact_code_required');
    if (!password) next.password = t('security.contact_password_required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await bindContact({ ...contact(), code: code.trim(), password });
      await queryClient.invalidateQueries({ queryKey: securityKeys.all });
      toast.show(t(mobile ? 'security.mobile_bound_toast' : 'security.email_bound_toast'), 'success');
      close();
    } catch (failure) {
      const field = failure instanceof ApiError ? FIELD_OF[failure.code] : undefined;
      setErrors({ [field ?? 'form']: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const title = t(`security.${bound ? 'change' : 'bind'}_${mobile ? 'mobile' : 'email'}_title`);
  return (
    <Dialog open={channel !== null} onClose={close} title={title} size="sm" testId="contact-dialog">
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={styles.muted}>{t(mobile ? 'security.bind_mobile_text' : 'security.bind_email_text')}</p>
        {errors.form ? <FormAlert testId="contact-error">{errors.form}</FormAlert> : null}
        {mobile ? (
          <MobileField
            required
            error={errors.contact}
            dialing={{ value: dialing, onChange: (event) => setDialing(event.target.value) }}
            dialingValue={dialing}
            onDialingDefault={onDialingDefault}
            mobile={{
              value: mobileNum,
              onChange: (event) => {
                setMobileNum(event.target.value);
                contactChanged();
              },
            }}
            testId="contact-mobile"
          />
        ) : (
          <Field label={t('security.new_email')} required error={errors.contact} testId="contact-email">
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                type="email"
                autoComplete="email"
                maxLength={120}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  contactChanged();
                }}
                data-testid="contact-email-input"
              />
            )}
          </Field>
        )}
        <Field label={t('security.contact_code')} required error={errors.code} testId="contact-code">
          {({ id, describedBy, invalid }) => (
            <InputRow>
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                data-testid="contact-code-input"
              />
              <SmsCodeButton validate={validate} send={() => sendContactCode(contact())} testId="contact-send-code" />
            </InputRow>
          )}
        </Field>
        <Field label={t('security.contact_password')} required error={errors.password} testId="contact-password">
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              data-testid="contact-password-input"
            />
          )}
        </Field>
        <div className={styles.row}>
          <Button type="submit" variant="primary" disabled={busy} data-testid="contact-confirm">
            {t('security.contact_confirm')}
          </Button>
          <Button variant="ghost" onClick={close}>
            {t('security.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
