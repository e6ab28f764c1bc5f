import type { Deposit } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { Icon } from '../../../ui/icons';
import styles from './cashier.module.css';
import { StatusBadge } from './status-badge';

/** Deposits with their status; a pending gateway order keeps its pay link, a failed one shows why. */
export function DepositList({ deposits, channelName }: { deposits: Deposit[]; channelName: (code: string) => string }) {
  const { t } = useTranslation();
  if (deposits.length === 0) return <EmptyState icon="Receipt" title={t('cashier.no_deposits')} compact />;
  return (
    <DataTable
      caption={t('cashier.recent_deposits')}
      testId="deposit-list"
      head={
        <>
          <HeadCell>{t('wallet.time')}</HeadCell>
          <HeadCell>{t('cashier.channel')}</HeadCell>
          <HeadCell numeric>{t('wallet.amount')}</HeadCell>
          <HeadCell>{t('cashier.status')}</HeadCell>
          <HeadCell>{t('cashier.details')}</HeadCell>
        </>
      }
    >
      {deposits.map((deposit) => (
        <tr key={deposit.id} data-testid="deposit-row" data-id={deposit.id}>
          <Cell label={t('wallet.time')} className={styles.time}>
            {formatDateTime(deposit.createdAt)}
          </Cell>
          <Cell label={t('cashier.channel')}>{channelName(deposit.channel)}</Cell>
          <Cell label={t('wallet.amount')} numeric className={styles.figure}>
            {groupThousands(deposit.amount)}
          </Cell>
          <Cell label={t('cashier.status')}>
            <StatusBadge kind="deposit" status={deposit.status} />
          </Cell>
          <Cell label={t('cashier.details')} className={styles.details}>
            {deposit.status === 'FAILED' && deposit.failReason ? (
              <span className={styles.reason}>{reasonText(t, deposit.failReason)}</span>
            ) : deposit.payUrl ? (
              <a href={deposit.payUrl} target="_blank" rel="noopener noreferrer" className={styles.payLink}>
                {t('cashier.pay_now')}
                <Icon.External size={14} />
              </a>
            ) : deposit.payerReference ? (
              <span className={styles.muted}>{t('cashier.reference_is', { reference: deposit.payerReference })}</span>
            ) : (
              <span className={styles.muted}>—</span>
            )}
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}

/** A refusal reason: the gateway's code translated, an operator's words as written. */
export function reasonText(t: (key: string) => string, reason: string): string {
  return reason === 'gateway_failed' ? t('cashier.gateway_failed') : reason;
}
