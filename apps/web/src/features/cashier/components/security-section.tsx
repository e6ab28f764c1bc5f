import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { checkRule, checkSame, formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { moneyQueryKey } from '../../../lib/money-queries';
import { usePopups } from '../../../lib/popups';
import { useSiteConfig } from '../../../lib/site-config';
import { Button } from '../../../ui/button';
import { CaptchaField, useCaptchaOnDemand } from '../../../ui/captcha-field';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Field, FormAlert, Input, PasswordInput } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { bindBankAccount } from '../api/bind-bank-account';
import { useBankAccounts } from '../api/get-bank-accounts';
import { setPaymentPassword } from '../api/set-payment-password';
import styles from './cashier.module.css';

/** Security centre (spec §2 member centre): login password, payment password and bank accounts. */
export function SecuritySection() {
  const { t } = useTranslation();
  const { openPopup } = usePopups();
  return (
    <div className={styles.stack}>
      <Card>
        <div className={styles.securityRow}>
          <span className={styles.securityIcon}>
            <Icon.Lock size={22} />
          </span>
          <div className={styles.securityText}>
            <h2 className={styles.heading}>{t('cashier.login_password')}</h2>
            <p className={styles.muted}>{t('cashier.login_password_text')}</p>
          </div>
          <Button variant="outline" onClick={() => openPopup('changePassword')} data-testid="security-change-password">
            {t('account.change_password')}
          </Button>
        </div>
      </Card>
      <Card>
        <h2 className={styles.heading}>{t('cashier.payment_password')}</h2>
        <p className={[styles.muted, styles.lead].join(' ')}>{t('cashier.payment_password_text')}</p>
        <PaymentPasswordForm />
      </Card>
      <BankAccountsCard />
    </div>
  );
}

/** Bind bank account (spec §2 member centre): the bound accounts and the form to add one. */
export function BankAccountSection() {
  return <BankAccountsCard />;
}

const paymentSchema = (captchaShown: boolean) =>
  z
    .object({ loginPassword: z.string(), paymentPassword: z.string(), confirmPaymentPassword: z.string(), captcha: z.string() })
    .superRefine((v, ctx) => {
      if (!v.loginPassword) ctx.addIssue({ code: 'custom', path: ['loginPassword'], message: formMessage('form.required') });
      if (captchaShown && !v.captcha.trim()) ctx.addIssue({ code: 'custom', path: ['captcha'], message: formMessage('form.required') });
      if (!/^\d{6}$/.test(v.paymentPassword))
        ctx.addIssue({ code: 'custom', path: ['paymentPassword'], message: formMessage('cashier.six_digits') });
      if (!v.confirmPaymentPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmPaymentPassword'], message: formMessage('form.required') });
      else checkSame(ctx, 'confirmPaymentPassword', v.confirmPaymentPassword, v.paymentPassword);
    });

/** Sets or changes the 6-digit payment password, proven by the login password. */
function PaymentPasswordForm() {
  const { t } = useTranslation();
  const formText = useFormText();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  // The login password is checked under the login limits: the captcha shows once the server asks.
  const captcha = useCaptchaOnDemand();
  const schema = useMemo(() => paymentSchema(captcha.shown), [captcha.shown]);
  const { register, handleSubmit, setError, setValue, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '', captcha: '' },
  });
  const submit = handleSubmit(async ({ captcha: answer, ...values }) => {
    setFormError(null);
    try {
      await setPaymentPassword({ ...values, ...captcha.fields(answer) });
      reset();
      toast.show(t('cashier.payment_password_saved'), 'success');
    } catch (error) {
      if (captcha.onRefusal(error)) setValue('captcha', '');
      const message = placeServerError(error, setError, ['loginPassword', 'paymentPassword', 'confirmPaymentPassword', 'captcha'], {
        old_password_incorrect: 'loginPassword',
        inconsistent_twice: 'confirmPaymentPassword',
        captcha_required: 'captcha',
        captcha_incorrect: 'captcha',
      });
      if (message) setFormError(message);
    }
  });
  const error = (name: 'loginPassword' | 'paymentPassword' | 'confirmPaymentPassword' | 'captcha') =>
    formText(formState.errors[name]?.message);
  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="payment-password-form">
      {formError ? <FormAlert testId="payment-password-error">{formText(formError)}</FormAlert> : null}
      <Field label={t('cashier.login_password')} required error={error('loginPassword')} testId="pp-login">
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            autoComplete="current-password"
            aria-describedby={describedBy}
            invalid={invalid}
            data-testid="pp-login"
            {...register('loginPassword')}
          />
        )}
      </Field>
      <div className={styles.pair}>
        <Field
          label={t('cashier.new_payment_password')}
          required
          error={error('paymentPassword')}
          hint={t('cashier.six_digits')}
          testId="pp-new"
        >
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="pp-new"
              {...register('paymentPassword')}
            />
          )}
        </Field>
        <Field label={t('cashier.confirm_payment_password')} required error={error('confirmPaymentPassword')} testId="pp-confirm">
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="pp-confirm"
              {...register('confirmPaymentPassword')}
            />
          )}
        </Field>
      </div>
      {captcha.shown ? <CaptchaField state={captcha.state} input={register('captcha')} error={error('captcha')} /> : null}
      <Button type="submit" variant="primary" disabled={formState.isSubmitting} data-testid="pp-submit">
        {t('cashier.save_payment_password')}
      </Button>
    </form>
  );
}

function BankAccountsCard() {
  const { t } = useTranslation();
  const banks = useBankAccounts();
  return (
    <Card>
      <h2 className={styles.heading}>{t('cashier.bank_accounts')}</h2>
      {banks.isError ? (
        <ErrorState error={banks.error} onRetry={() => void banks.refetch()} compact />
      ) : !banks.data ? (
        <CenteredSpinner />
      ) : banks.data.length === 0 ? (
        <EmptyState icon="Bank" title={t('cashier.no_bank_accounts')} text={t('cashier.no_bank_accounts_text')} compact />
      ) : (
        <ul className={styles.banks} data-testid="bank-account-list">
          {banks.data.map((bank) => (
            <li key={bank.id} className={styles.bank} data-testid="bank-account">
              <span className={styles.bankIcon}>
                <Icon.Bank size={20} />
              </span>
              <span className={styles.bankText}>
                <strong>{bank.bankName}</strong>
                <span className={styles.muted}>
                  {bank.accountNumber} · {bank.payeeName}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subheading}>{t('cashier.bind_bank')}</h3>
      <BindBankForm />
    </Card>
  );
}

/** Bank name, account number (digits; spaces and dashes are dropped) and the payee name by the merchant's rule. */
function BindBankForm() {
  const { t } = useTranslation();
  const formText = useFormText();
  const toast = useToast();
  const queryClient = useQueryClient();
  // The server checks the payee name by its register rule even where registration does not show the field.
  const payeeRule = useSiteConfig().register.fields.find((rule) => rule.field === 'payeeName');
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({ bankName: z.string(), accountNumber: z.string(), payeeName: z.string() }).superRefine((v, ctx) => {
        const bank = v.bankName.trim();
        if (!bank) ctx.addIssue({ code: 'custom', path: ['bankName'], message: formMessage('form.required') });
        else if (bank.length < 2 || bank.length > 60)
          ctx.addIssue({ code: 'custom', path: ['bankName'], message: formMessage('cashier.bank_name_rule') });
        const digits = v.accountNumber.replace(/[\s-]/g, '');
        if (!digits) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: formMessage('form.required') });
        else if (!/^\d{6,30}$/.test(digits))
          ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: formMessage('cashier.account_number_rule') });
        checkRule(ctx, 'payeeName', v.payeeName, payeeRule, true);
      }),
    [payeeRule],
  );
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { bankName: '', accountNumber: '', payeeName: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await bindBankAccount({ bankName: values.bankName.trim(), accountNumber: values.accountNumber, payeeName: values.payeeName.trim() });
      reset();
      toast.show(t('cashier.bank_bound'), 'success');
      await queryClient.invalidateQueries({ queryKey: moneyQueryKey });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'payee_name_invalid') {
        const rule = (error.value ?? {}) as { key?: string; min?: number; max?: number };
        const message = rule.key
          ? formMessage(rule.key, { min: rule.min ?? 0, max: rule.max ?? 0 })
          : formMessage('errors.payee_name_invalid');
        setError('payeeName', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      const message = placeServerError(error, setError, ['bankName', 'accountNumber', 'payeeName'], { conflict: 'accountNumber' });
      if (message) setFormError(message);
    }
  });
  const error = (name: 'bankName' | 'accountNumber' | 'payeeName') => formText(formState.errors[name]?.message);
  const payeeHint = payeeRule ? t(`pattern_${payeeRule.patternId}`, { min: payeeRule.minLength, max: payeeRule.maxLength }) : undefined;
  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="bind-bank-form">
      {formError ? <FormAlert testId="bind-bank-error">{formText(formError)}</FormAlert> : null}
      <div className={styles.pair}>
        <Field label={t('cashier.bank_name')} required error={error('bankName')} testId="bank-name">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="off"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="bank-name"
              {...register('bankName')}
            />
          )}
        </Field>
        <Field label={t('cashier.account_number')} required error={error('accountNumber')} testId="bank-number">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="off"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="bank-number"
              {...register('accountNumber')}
            />
          )}
        </Field>
      </div>
      <Field label={t('cashier.payee_name')} required error={error('payeeName')} hint={payeeHint} testId="bank-payee">
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            autoComplete="name"
            aria-describedby={describedBy}
            invalid={invalid}
            data-testid="bank-payee"
            {...register('payeeName')}
          />
        )}
      </Field>
      <Button type="submit" variant="primary" disabled={formState.isSubmitting} data-testid="bank-submit">
        {t('cashier.bind_bank_submit')}
      </Button>
    </form>
  );
}
