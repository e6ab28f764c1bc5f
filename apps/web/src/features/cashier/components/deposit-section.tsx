import type { Deposit, DepositChannel } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { amountRangeMessage, checkAmount } from '../../../lib/amount-rules';
import { ApiError } from '../../../lib/api';
import { placeServerError, useFormText } from '../../../lib/form-rules';
import { formatMoney, groupThousands } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { refreshMoney } from '../../../lib/money-queries';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CopyButton } from '../../../ui/copy-button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { CenteredSpinner } from '../../../ui/spinner';
import { createDeposit } from '../api/create-deposit';
import { useDepositChannels } from '../api/get-deposit-channels';
import { useDeposits } from '../api/get-deposits';
import styles from './cashier.module.css';
import { DepositList } from './deposit-list';

const RECENT = 10;

/** Deposit (spec §2 member centre): choose a channel, pay the bank or the gateway, and follow the deposits' status. */
export function DepositSection() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const deposits = useDeposits(1, RECENT);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = channels.data ?? [];
  const channel = list.find((c) => c.code === chosen) ?? list[0];
  const channelName = (code: string) => list.find((c) => c.code === code)?.name ?? code;

  return (
    <div className={styles.stack}>
      <Card>
        {channels.isError ? (
          <ErrorState error={channels.error} onRetry={() => void channels.refetch()} compact />
        ) : !channels.data ? (
          <CenteredSpinner />
        ) : list.length === 0 || !channel ? (
          <EmptyState icon="Bank" title={t('cashier.no_channels')} compact />
        ) : (
          <>
            <h2 className={styles.heading}>{t('cashier.choose_channel')}</h2>
            <div className={styles.channels} role="radiogroup" aria-label={t('cashier.choose_channel')}>
              {list.map((c) => (
                <label key={c.code} className={styles.channel} data-testid={`deposit-channel-${c.code}`}>
                  <input
                    type="radio"
                    name="deposit-channel"
                    className="sr-only"
                    checked={c.code === channel.code}
                    onChange={() => setChosen(c.code)}
                  />
                  <span className={styles.channelIcon}>{c.kind === 'MANUAL_BANK' ? <Icon.Bank size={22} /> : <Icon.Cash size={22} />}</span>
                  <span className={styles.channelText}>
                    <span className={styles.channelName}>{c.name}</span>
                    <span className={styles.muted}>{t(c.kind === 'MANUAL_BANK' ? 'cashier.kind_manual' : 'cashier.kind_gateway')}</span>
                    {c.test ? (
                      <span className={styles.muted} data-testid="deposit-test-channel">
                        {t('cashier.test_channel')}
                      </span>
                    ) : null}
                    <span className={styles.limits}>
                      {t('cashier.limits', { min: groupThousands(c.minAmount), max: groupThousands(c.maxAmount) })}
                    </span>
                  </span>
                  <Icon.Check size={18} className={styles.channelCheck} />
                </label>
              ))}
            </div>
            {channel.kind === 'MANUAL_BANK' ? <BankDetails channel={channel} /> : null}
            <DepositForm key={channel.code} channel={channel} />
          </>
        )}
      </Card>

      <Card>
        <h2 className={styles.heading}>{t('cashier.recent_deposits')}</h2>
        {deposits.isError && !deposits.data ? (
          <ErrorState error={deposits.error} onRetry={() => void deposits.refetch()} compact />
        ) : deposits.data ? (
          <DepositList deposits={deposits.data} channelName={channelName} />
        ) : (
          <CenteredSpinner />
        )}
      </Card>
    </div>
  );
}

/** The merchant's bank account to transfer to, each value with a copy button. */
function BankDetails({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'bank', label: t('cashier.bank_name'), value: channel.bankName },
    { key: 'name', label: t('cashier.account_name'), value: channel.accountName },
    { key: 'number', label: t('cashier.account_number'), value: channel.accountNumber },
  ];
  return (
    <div className={styles.bankDetails} data-testid="deposit-bank-details">
      <p className={styles.bankLead}>
        <Icon.Bank size={16} />
        {t('cashier.manual_lead')}
      </p>
      <dl className={styles.bankRows}>
        {rows.map((row) =>
          row.value ? (
            <div key={row.key} className={styles.bankRow}>
              <dt>{row.label}</dt>
              <dd>
                <span data-testid={`deposit-bank-${row.key}`}>{row.value}</span>
                <CopyButton value={row.value} label={row.label} testId={`copy-${row.key}`} />
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </div>
  );
}

/** The amount (within the channel's bounds) and, for a bank transfer, the payer's reference. */
function DepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const queryClient = useQueryClient();
  const symbol = useMemberInfo().data?.currencySymbol;
  const manual = channel.kind === 'MANUAL_BANK';
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<Deposit | null>(null);
  const requestId = useRef(newRequestId());
  const schema = useMemo(
    () =>
      z
        .object({ amount: z.string(), payerReference: z.string().max(64) })
        .superRefine((v, ctx) => checkAmount(ctx, 'amount', v.amount, { min: channel.minAmount, max: channel.maxAmount })),
    [channel],
  );
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', payerReference: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setCreated(null);
    try {
      const deposit = await createDeposit({
        channel: channel.code,
        amount: values.amount.trim(),
        ...(manual && values.payerReference.trim() ? { payerReference: values.payerReference.trim() } : {}),
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      setCreated(deposit);
      reset();
      if (deposit.payUrl) {
        // Opened with an opener so the tab gets a copy of this tab's session (the demo gateway's
        // pay button sends it); the link back is cut at once.
        const payTab = window.open(deposit.payUrl, '_blank');
        if (payTab) payTab.opener = null;
      }
      void refreshMoney(queryClient);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'amount_out_of_range') {
        setError('amount', { type: 'server', message: amountRangeMessage(error.value) ?? '' }, { shouldFocus: true });
        return;
      }
      const message = placeServerError(error, setError, ['amount', 'payerReference']);
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="deposit-form">
      {formError ? <FormAlert testId="deposit-error">{formText(formError)}</FormAlert> : null}
      {created ? (
        <FormAlert tone="info" testId="deposit-created">
          {created.payUrl ? (
            <>
              {t('cashier.gateway_created', { amount: formatMoney(created.amount, symbol) })}{' '}
              <a href={created.payUrl} target="_blank" rel="noopener noreferrer" data-testid="deposit-pay-link">
                {t('cashier.open_pay_page')}
              </a>
            </>
          ) : (
            t('cashier.manual_created', { amount: formatMoney(created.amount, symbol) })
          )}
        </FormAlert>
      ) : null}
      <div className={styles.pair}>
        <Field
          label={t('wallet.amount')}
          required
          error={formText(formState.errors.amount?.message)}
          hint={t('cashier.limits', { min: groupThousands(channel.minAmount), max: groupThousands(channel.maxAmount) })}
          testId="deposit-amount"
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="decimal"
              autoComplete="off"
              placeholder={groupThousands(channel.minAmount)}
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="deposit-amount"
              {...register('amount')}
            />
          )}
        </Field>
        {manual ? (
          <Field
            label={t('cashier.payer_reference')}
            hint={t('cashier.payer_reference_hint')}
            error={formText(formState.errors.payerReference?.message)}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                autoComplete="off"
                maxLength={64}
                aria-describedby={describedBy}
                invalid={invalid}
                data-testid="deposit-reference"
                {...register('payerReference')}
              />
            )}
          </Field>
        ) : null}
      </div>
      <Button type="submit" variant="primary" size="lg" disabled={formState.isSubmitting} data-testid="deposit-submit">
        {manual ? t('cashier.submit_manual') : t('cashier.submit_gateway')}
        {manual ? null : <Icon.External size={16} />}
      </Button>
    </form>
  );
}
