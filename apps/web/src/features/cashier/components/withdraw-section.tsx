import type { BankAccount, Withdrawal } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { amountRangeMessage, checkAmount } from '../../../lib/amount-rules';
import { ApiError } from '../../../lib/api';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { refreshMoney } from '../../../lib/money-queries';
import { newRequestId } from '../../../lib/request-id';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Field, FormAlert, Input, PasswordInput } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { CenteredSpinner } from '../../../ui/spinner';
import { createWithdrawal } from '../api/create-withdrawal';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useWithdrawals } from '../api/get-withdrawals';
import styles from './cashier.module.css';
import { WithdrawalList } from './withdrawal-list';

const RECENT = 10;
/** Where the member binds bank accounts and sets the payment password (member centre sections). */
export const SECURITY_HREF = '/member#security';
export const BANK_ACCOUNT_HREF = '/member#bankAccount';

/** Withdraw (spec §2 member centre): to a bound bank account with the payment password; recent withdrawals and their confirmation. */
export function WithdrawSection() {
  const { t } = useTranslation();
  const banks = useBankAccounts();
  const withdrawals = useWithdrawals(1, RECENT);

  return (
    <div className={styles.stack}>
      <Card>
        {banks.isError ? (
          <ErrorState error={banks.error} onRetry={() => void banks.refetch()} compact />
        ) : !banks.data ? (
          <CenteredSpinner />
        ) : banks.data.length === 0 ? (
          <EmptyState
            icon="Bank"
            title={t('cashier.need_bank_title')}
            text={t('cashier.need_bank_text')}
            action={
              <ButtonLink to={BANK_ACCOUNT_HREF} variant="primary" data-testid="withdraw-bind-bank">
                {t('cashier.bind_bank')}
              </ButtonLink>
            }
          />
        ) : (
          <WithdrawForm banks={banks.data} />
        )}
      </Card>
      <Card>
        <h2 className={styles.heading}>{t('cashier.recent_withdrawals')}</h2>
        {withdrawals.isError && !withdrawals.data ? (
          <ErrorState error={withdrawals.error} onRetry={() => void withdrawals.refetch()} compact />
        ) : withdrawals.data ? (
          <WithdrawalList withdrawals={withdrawals.data} />
        ) : (
          <CenteredSpinner />
        )}
      </Card>
    </div>
  );
}

const schema = z.object({ bankAccountId: z.string(), amount: z.string(), paymentPassword: z.string() }).superRefine((v, ctx) => {
  if (!v.bankAccountId) ctx.addIssue({ code: 'custom', path: ['bankAccountId'], message: formMessage('form.required') });
  checkAmount(ctx, 'amount', v.amount);
  if (!v.paymentPassword) ctx.addIssue({ code: 'custom', path: ['paymentPassword'], message: formMessage('form.required') });
});

function WithdrawForm({ banks }: { banks: BankAccount[] }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const queryClient = useQueryClient();
  const info = useMemberInfo();
  const symbol = info.data?.currencySymbol;
  const [formError, setFormError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [created, setCreated] = useState<Withdrawal | null>(null);
  const requestId = useRef(newRequestId());
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { bankAccountId: String(banks[0]?.id ?? ''), amount: '', paymentPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setNeedsPassword(false);
    setCreated(null);
    try {
      const withdrawal = await createWithdrawal({
        bankAccountId: Number(values.bankAccountId),
        amount: values.amount.trim(),
        paymentPassword: values.paymentPassword,
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      setCreated(withdrawal);
      reset({ bankAccountId: values.bankAccountId, amount: '', paymentPassword: '' });
      await refreshMoney(queryClient);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'payment_password_not_set') {
        setNeedsPassword(true);
        return;
      }
      if (error instanceof ApiError && error.code === 'amount_out_of_range') {
        setError('amount', { type: 'server', message: amountRangeMessage(error.value) ?? '' }, { shouldFocus: true });
        return;
      }
      const message = placeServerError(error, setError, ['bankAccountId', 'amount', 'paymentPassword'], {
        payment_password_incorrect: 'paymentPassword',
        insufficient_balance: 'amount',
        bank_account_not_found: 'bankAccountId',
      });
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="withdraw-form">
      <div className={styles.balanceLine}>
        <span className={styles.muted}>{t('cashier.withdrawable')}</span>
        <strong data-testid="withdraw-balance">{info.data ? formatMoney(info.data.balance, symbol) : '…'}</strong>
      </div>
      {needsPassword ? (
        <FormAlert testId="withdraw-needs-password">
          {t('errors.payment_password_not_set')}{' '}
          <Link to={SECURITY_HREF} data-testid="withdraw-set-password">
            {t('cashier.set_payment_password_link')}
          </Link>
        </FormAlert>
      ) : null}
      {formError ? <FormAlert testId="withdraw-error">{formText(formError)}</FormAlert> : null}
      {created ? (
        <FormAlert tone="info" testId="withdraw-created">
          {t('cashier.withdrawal_created', { amount: formatMoney(created.amount, symbol) })}
        </FormAlert>
      ) : null}
      <Field label={t('cashier.bank_account')} required error={formText(formState.errors.bankAccountId?.message)}>
        {({ id, describedBy, invalid }) => (
          <Select id={id} aria-describedby={describedBy} invalid={invalid} data-testid="withdraw-bank" {...register('bankAccountId')}>
            {banks.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.bankName} {bank.accountNumber} · {bank.payeeName}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className={styles.pair}>
        <Field label={t('wallet.amount')} required error={formText(formState.errors.amount?.message)} testId="withdraw-amount">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="withdraw-amount"
              {...register('amount')}
            />
          )}
        </Field>
        <Field
          label={t('cashier.payment_password')}
          required
          error={formText(formState.errors.paymentPassword?.message)}
          hint={
            <Link to={SECURITY_HREF} className={styles.hintLink}>
              {t('cashier.set_payment_password_link')}
            </Link>
          }
          testId="withdraw-password"
        >
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="withdraw-password"
              {...register('paymentPassword')}
            />
          )}
        </Field>
      </div>
      <Button type="submit" variant="primary" size="lg" disabled={formState.isSubmitting} data-testid="withdraw-submit">
        {t('cashier.submit_withdrawal')}
      </Button>
    </form>
  );
}
