import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { checkAmount } from '../../../lib/amount-rules';
import { ApiError } from '../../../lib/api';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { refreshMoney } from '../../../lib/money-queries';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field, FormAlert, Input, PasswordInput } from '../../../ui/field';
import { transferToMember } from '../api/transfer-to-member';
import styles from './cashier.module.css';
import { SECURITY_HREF } from './withdraw-section';

const schema = z.object({ toUsername: z.string(), amount: z.string(), paymentPassword: z.string() }).superRefine((v, ctx) => {
  if (!v.toUsername.trim()) ctx.addIssue({ code: 'custom', path: ['toUsername'], message: formMessage('form.required') });
  checkAmount(ctx, 'amount', v.amount);
  if (!v.paymentPassword) ctx.addIssue({ code: 'custom', path: ['paymentPassword'], message: formMessage('form.required') });
});

type Sent = { amount: string; balance: string; toNickname: string };

/**
 * Transfer to upline (spec §2 member centre, §6): any member to its direct upline, an agent also
 * to a direct downline. The upline is not published yet, so the member types the username.
 */
export function MemberTransferSection() {
  const { t } = useTranslation();
  const formText = useFormText();
  const queryClient = useQueryClient();
  const info = useMemberInfo();
  const symbol = info.data?.currencySymbol;
  const [formError, setFormError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const requestId = useRef(newRequestId());
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { toUsername: '', amount: '', paymentPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setNeedsPassword(false);
    setSent(null);
    try {
      const result = await transferToMember({
        toUsername: values.toUsername.trim(),
        amount: values.amount.trim(),
        paymentPassword: values.paymentPassword,
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      setSent(result);
      reset();
      await refreshMoney(queryClient);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'payment_password_not_set') {
        setNeedsPassword(true);
        return;
      }
      const message = placeServerError(error, setError, ['toUsername', 'amount', 'paymentPassword'], {
        member_not_found: 'toUsername',
        transfer_not_allowed: 'toUsername',
        payment_password_incorrect: 'paymentPassword',
        insufficient_balance: 'amount',
      });
      if (message) setFormError(message);
    }
  });

  return (
    <Card>
      <p className={[styles.muted, styles.lead].join(' ')}>
        {t(info.data?.isAgent ? 'cashier.member_transfer_agent' : 'cashier.member_transfer_text')}
      </p>
      <form className={styles.form} noValidate onSubmit={submit} data-testid="member-transfer-form">
        <div className={styles.balanceLine}>
          <span className={styles.muted}>{t('wallet.main_wallet')}</span>
          <strong>{info.data ? formatMoney(info.data.balance, symbol) : '…'}</strong>
        </div>
        {needsPassword ? (
          <FormAlert>
            {t('errors.payment_password_not_set')} <Link to={SECURITY_HREF}>{t('cashier.set_payment_password_link')}</Link>
          </FormAlert>
        ) : null}
        {formError ? <FormAlert testId="member-transfer-error">{formText(formError)}</FormAlert> : null}
        {sent ? (
          <FormAlert tone="info" testId="member-transfer-done">
            {t('cashier.member_transfer_done', {
              amount: formatMoney(sent.amount, symbol),
              name: sent.toNickname,
              balance: formatMoney(sent.balance, symbol),
            })}
          </FormAlert>
        ) : null}
        <Field label={t('cashier.to_username')} required error={formText(formState.errors.toUsername?.message)} testId="mt-username">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="mt-username"
              {...register('toUsername')}
            />
          )}
        </Field>
        <div className={styles.pair}>
          <Field label={t('wallet.amount')} required error={formText(formState.errors.amount?.message)} testId="mt-amount">
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                aria-describedby={describedBy}
                invalid={invalid}
                data-testid="mt-amount"
                {...register('amount')}
              />
            )}
          </Field>
          <Field
            label={t('cashier.payment_password')}
            required
            error={formText(formState.errors.paymentPassword?.message)}
            testId="mt-password"
          >
            {({ id, describedBy, invalid }) => (
              <PasswordInput
                id={id}
                inputMode="numeric"
                maxLength={6}
                autoComplete="off"
                aria-describedby={describedBy}
                invalid={invalid}
                data-testid="mt-password"
                {...register('paymentPassword')}
              />
            )}
          </Field>
        </div>
        <Button type="submit" variant="primary" size="lg" disabled={formState.isSubmitting} data-testid="mt-submit">
          {t('cashier.member_transfer_submit')}
        </Button>
      </form>
    </Card>
  );
}
