import type { TeamMember } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { checkAmount } from '../../../lib/amount-rules';
import { ApiError } from '../../../lib/api';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { formatMoney, toTwoPlaces } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { refreshMoney } from '../../../lib/money-queries';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input, PasswordInput } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { agentKeys } from '../api/agent-keys';
import { transferToDownline } from '../api/transfer-to-downline';
import styles from './transfer-dialog.module.css';

/** The member centre's security section, where the payment password is set. */
const SECURITY_HREF = '/member#security';

const schema = z.object({ amount: z.string(), paymentPassword: z.string() }).superRefine((values, ctx) => {
  checkAmount(ctx, 'amount', values.amount);
  if (!values.paymentPassword) ctx.addIssue({ code: 'custom', path: ['paymentPassword'], message: formMessage('form.required') });
});
type Values = z.infer<typeof schema>;
type Done = { amount: string; balance: string; toNickname: string };

/**
 * Transfer to a direct downline from team management (spec §1, §6): the amount and the agent's
 * payment password, a confirmation step, then both balances refresh. Refusals are shown where they
 * belong; without a payment password the agent is sent to the security centre.
 */
export function TransferDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const queryClient = useQueryClient();
  const info = useMemberInfo();
  const symbol = info.data?.currencySymbol;
  const [step, setStep] = useState<'form' | 'confirm' | 'sending'>('form');
  const [formError, setFormError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const requestId = useRef(newRequestId());
  const { register, handleSubmit, setError, reset, getValues, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', paymentPassword: '' },
  });

  // Each downline starts from an empty form and a fresh request id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the member is exactly what resets the dialog
  useEffect(() => {
    reset({ amount: '', paymentPassword: '' });
    setStep('form');
    setFormError(null);
    setNeedsPassword(false);
    setDone(null);
    requestId.current = newRequestId();
  }, [member?.memberId]);

  const close = () => {
    if (step !== 'sending') onClose();
  };

  const send = async () => {
    if (!member) return;
    const values = getValues();
    setStep('sending');
    try {
      const result = await transferToDownline({
        toUsername: member.username,
        amount: values.amount.trim(),
        paymentPassword: values.paymentPassword,
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      setDone(result);
      await Promise.all([refreshMoney(queryClient), queryClient.invalidateQueries({ queryKey: agentKeys.all })]);
    } catch (error) {
      setStep('form');
      if (error instanceof ApiError && error.code === 'payment_password_not_set') {
        setNeedsPassword(true);
        return;
      }
      const message = placeServerError(error, setError, ['amount', 'paymentPassword'], {
        insufficient_balance: 'amount',
        payment_password_incorrect: 'paymentPassword',
      });
      if (message) setFormError(message);
    }
  };

  const amountText = formatMoney(toTwoPlaces(getValues('amount') || '0'), symbol);
  return (
    <Dialog
      open={member !== null}
      onClose={close}
      title={t('agentCentre.transfer.title', { name: member?.username ?? '' })}
      size="sm"
      testId="transfer-dialog"
      dismissible={step !== 'sending'}
    >
      {done ? (
        <div className={styles.body}>
          <FormAlert tone="info" testId="transfer-done">
            {t('agentCentre.transfer.done', {
              amount: formatMoney(done.amount, symbol),
              name: done.toNickname,
              balance: formatMoney(done.balance, symbol),
            })}
          </FormAlert>
          <div className={styles.actions}>
            <Button variant="primary" onClick={onClose} data-testid="transfer-close">
              {t('common.ok')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.body}
          noValidate
          onSubmit={handleSubmit(() => {
            setFormError(null);
            setNeedsPassword(false);
            setStep('confirm');
          })}
        >
          <dl className={styles.facts}>
            <div>
              <dt>{t('agentCentre.transfer.your_balance')}</dt>
              <dd data-testid="transfer-own-balance">{info.data ? formatMoney(info.data.balance, symbol) : '…'}</dd>
            </div>
            <div>
              <dt>{t('agentCentre.transfer.their_balance', { name: member?.username ?? '' })}</dt>
              <dd>{member ? formatMoney(member.balance, symbol) : ''}</dd>
            </div>
          </dl>
          {needsPassword ? (
            <FormAlert testId="transfer-needs-password">
              {t('errors.payment_password_not_set')} <Link to={SECURITY_HREF}>{t('cashier.set_payment_password_link')}</Link>
            </FormAlert>
          ) : null}
          {formError ? <FormAlert testId="transfer-error">{formText(formError)}</FormAlert> : null}
          {step === 'form' ? (
            <>
              <Field label={t('wallet.amount')} required error={formText(formState.errors.amount?.message)} testId="transfer-amount">
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0.00"
                    aria-describedby={describedBy}
                    invalid={invalid}
                    data-testid="transfer-amount"
                    {...register('amount')}
                  />
                )}
              </Field>
              <Field
                label={t('cashier.payment_password')}
                required
                error={formText(formState.errors.paymentPassword?.message)}
                testId="transfer-password"
              >
                {({ id, describedBy, invalid }) => (
                  <PasswordInput
                    id={id}
                    inputMode="numeric"
                    maxLength={32}
                    autoComplete="off"
                    aria-describedby={describedBy}
                    invalid={invalid}
                    data-testid="transfer-password"
                    {...register('paymentPassword')}
                  />
                )}
              </Field>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={close}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" variant="primary" data-testid="transfer-continue">
                  {t('common.next')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className={styles.question} data-testid="transfer-confirm-text">
                {t('agentCentre.transfer.confirm', { amount: amountText, name: member?.username ?? '' })}
              </p>
              <div className={styles.actions}>
                {step === 'sending' ? (
                  <Spinner size={24} label={t('common.loading')} />
                ) : (
                  <>
                    <Button variant="secondary" onClick={() => setStep('form')}>
                      {t('common.back')}
                    </Button>
                    <Button variant="primary" onClick={() => void send()} data-testid="transfer-confirm">
                      {t('agentCentre.transfer.submit')}
                    </Button>
                  </>
                )}
              </div>
            </>
          )}
        </form>
      )}
    </Dialog>
  );
}
