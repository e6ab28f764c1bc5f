import { type ConsolidatedFunds, MAIN_WALLET } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { checkAmount } from '../../../lib/amount-rules';
import { placeServerError, useFormText } from '../../../lib/form-rules';
import { formatMoney, groupThousands, toMinor } from '../../../lib/format-money';
import { refreshMoney } from '../../../lib/money-queries';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { useConsolidatedFunds } from '../api/get-consolidated-funds';
import { transferWallet } from '../api/transfer-wallet';
import styles from './wallet.module.css';

type Vendor = ConsolidatedFunds['vendors'][number];
type Direction = 'in' | 'out';

/** My wallet (spec §2 member centre "my wallet (transfer)"): every wallet's balance, and main ↔ vendor transfers. */
export function MyWallet() {
  const { t } = useTranslation();
  const funds = useConsolidatedFunds();
  const [transfer, setTransfer] = useState<{ vendor: Vendor; direction: Direction } | null>(null);

  if (funds.isError && !funds.data) return <ErrorState error={funds.error} onRetry={() => void funds.refetch()} />;
  const data = funds.data;
  const symbol = data?.currencySymbol;

  return (
    <div className={styles.wallet}>
      <Card className={styles.summary}>
        <div className={styles.summaryMain}>
          <span className={styles.label}>{t('wallet.total_assets')}</span>
          <span className={styles.total} data-testid="wallet-total">
            {data ? formatMoney(data.total, symbol) : <Skeleton className={styles.totalSkeleton} />}
          </span>
        </div>
        <div className={styles.summarySide}>
          <div className={styles.mainWallet}>
            <span className={styles.label}>
              <Icon.Wallet size={16} />
              {t('wallet.main_wallet')}
            </span>
            <span className={styles.mainAmount} data-testid="wallet-main">
              {data ? formatMoney(data.main, symbol) : <Skeleton className={styles.amountSkeleton} />}
            </span>
          </div>
          <Button variant="outline" size="sm" onClick={() => void funds.refetch()} disabled={funds.isFetching} data-testid="wallet-refresh">
            <Icon.Refresh size={16} className={funds.isFetching ? styles.spinning : undefined} />
            {t('wallet.refresh')}
          </Button>
        </div>
      </Card>

      <h2 className={styles.heading}>{t('wallet.game_wallets')}</h2>
      {data && data.vendors.length === 0 ? <p className={styles.muted}>{t('wallet.no_game_wallets')}</p> : null}
      <div className={styles.vendors}>
        {(data?.vendors ?? []).map((vendor) => (
          <Card key={vendor.vendor} className={styles.vendor} data-testid={`wallet-vendor-${vendor.vendor}`}>
            <div className={styles.vendorHead}>
              <span className={styles.vendorMark} aria-hidden="true">
                {vendor.vendor.slice(0, 3)}
              </span>
              <div className={styles.vendorText}>
                <span className={styles.vendorName}>{vendor.name}</span>
                <span className={styles.vendorBalance} data-testid={`wallet-vendor-${vendor.vendor}-balance`}>
                  {formatMoney(vendor.balance, symbol)}
                </span>
              </div>
            </div>
            <div className={styles.vendorActions}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setTransfer({ vendor, direction: 'in' })}
                data-testid={`wallet-in-${vendor.vendor}`}
              >
                <Icon.ArrowIn size={16} />
                {t('wallet.transfer_in')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setTransfer({ vendor, direction: 'out' })}
                disabled={toMinor(vendor.balance) === 0n}
                data-testid={`wallet-out-${vendor.vendor}`}
              >
                <Icon.ArrowOut size={16} />
                {t('wallet.transfer_out')}
              </Button>
            </div>
          </Card>
        ))}
        {data
          ? null
          : [0, 1].map((n) => (
              <Card key={n} className={styles.vendor}>
                <Skeleton className={styles.amountSkeleton} />
              </Card>
            ))}
      </div>

      <Dialog
        open={transfer !== null}
        onClose={() => setTransfer(null)}
        title={
          transfer
            ? t(transfer.direction === 'in' ? 'wallet.transfer_in_title' : 'wallet.transfer_out_title', { name: transfer.vendor.name })
            : ''
        }
        size="sm"
        testId="wallet-transfer-dialog"
      >
        {transfer && data ? (
          <TransferForm
            key={`${transfer.vendor.vendor}-${transfer.direction}`}
            funds={data}
            vendor={transfer.vendor}
            direction={transfer.direction}
            onDone={() => setTransfer(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

type TransferFormProps = { funds: ConsolidatedFunds; vendor: Vendor; direction: Direction; onDone: () => void };

/** The amount of one transfer, or all of the source wallet (all-in / all-out). */
function TransferForm({ funds, vendor, direction, onDone }: TransferFormProps) {
  const { t } = useTranslation();
  const formText = useFormText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'amount' | 'all' | null>(null);
  // One id per intended transfer: a retry after a lost answer repeats it, never moves twice.
  const requestId = useRef(newRequestId());
  const source =
    direction === 'in' ? { name: t('wallet.main_wallet'), balance: funds.main } : { name: vendor.name, balance: vendor.balance };
  const target =
    direction === 'in' ? { name: vendor.name, balance: vendor.balance } : { name: t('wallet.main_wallet'), balance: funds.main };
  const schema = useMemo(
    () => z.object({ amount: z.string() }).superRefine((v, ctx) => checkAmount(ctx, 'amount', v.amount, { max: source.balance })),
    [source.balance],
  );
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { amount: '' } });

  const send = async (mode: 'amount' | 'all', amount?: string) => {
    setFormError(null);
    setBusy(mode);
    try {
      const result = await transferWallet({
        from: direction === 'in' ? MAIN_WALLET : vendor.vendor,
        to: direction === 'in' ? vendor.vendor : MAIN_WALLET,
        ...(mode === 'all' ? { all: true } : { amount }),
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      toast.show(
        t(direction === 'in' ? 'wallet.transferred_in' : 'wallet.transferred_out', {
          amount: formatMoney(result.amount, funds.currencySymbol),
          name: vendor.name,
        }),
        'success',
      );
      await refreshMoney(queryClient);
      onDone();
    } catch (error) {
      const message = placeServerError(error, setError, mode === 'amount' ? ['amount'] : [], {
        insufficient_balance: mode === 'amount' ? 'amount' : undefined,
      });
      if (message) setFormError(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className={styles.transferForm} noValidate onSubmit={handleSubmit((values) => send('amount', values.amount.trim()))}>
      <div className={styles.route}>
        <div className={styles.routeEnd}>
          <span className={styles.label}>{t('wallet.from')}</span>
          <strong>{source.name}</strong>
          <span className={styles.muted}>{formatMoney(source.balance, funds.currencySymbol)}</span>
        </div>
        <Icon.Transfer size={22} className={styles.routeIcon} />
        <div className={styles.routeEnd}>
          <span className={styles.label}>{t('wallet.to')}</span>
          <strong>{target.name}</strong>
          <span className={styles.muted}>{formatMoney(target.balance, funds.currencySymbol)}</span>
        </div>
      </div>
      {formError ? <FormAlert testId="wallet-transfer-error">{formText(formError)}</FormAlert> : null}
      <Field
        label={t('wallet.amount')}
        required
        error={formText(formState.errors.amount?.message)}
        hint={t('wallet.available', { amount: groupThousands(source.balance) })}
        testId="wallet-transfer-amount"
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            aria-describedby={describedBy}
            invalid={invalid}
            data-testid="wallet-transfer-amount"
            {...register('amount')}
          />
        )}
      </Field>
      <div className={styles.transferActions}>
        <Button
          variant="outline"
          onClick={() => void send('all')}
          disabled={busy !== null || toMinor(source.balance) === 0n}
          data-testid="wallet-transfer-all"
        >
          {t(direction === 'in' ? 'wallet.all_in' : 'wallet.all_out')}
        </Button>
        <Button type="submit" variant="primary" disabled={busy !== null} data-testid="wallet-transfer-submit">
          {t('wallet.transfer')}
        </Button>
      </div>
    </form>
  );
}
