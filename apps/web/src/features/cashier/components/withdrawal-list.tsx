import type { Withdrawal } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import styles from './cashier.module.css';
import { type ConfirmMode, ConfirmWithdrawalDialog } from './confirm-withdrawal-dialog';
import { StatusBadge } from './status-badge';

/**
 * Withdrawals with their status. A paid one waits for the member's answer (spec §4 "Withdrawal
 * confirmation"): received in full, partially, or not received with a proof image.
 */
export function WithdrawalList({ withdrawals }: { withdrawals: Withdrawal[] }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<{ withdrawal: Withdrawal; mode: ConfirmMode } | null>(null);
  if (withdrawals.length === 0) return <EmptyState icon="Receipt" title={t('cashier.no_withdrawals')} compact />;
  return (
    <>
      <ul className={styles.orders} data-testid="withdrawal-list">
        {withdrawals.map((w) => (
          <li key={w.id} className={styles.order} data-testid="withdrawal-row" data-id={w.id} data-status={w.status}>
            <div className={styles.orderMain}>
              <span className={styles.orderAmount}>{groupThousands(w.amount)}</span>
              <StatusBadge kind="withdrawal" status={w.status} />
            </div>
            <div className={styles.orderMeta}>
              <span>
                {w.bankName} {w.accountNumber}
              </span>
              <span className={styles.time}>{formatDateTime(w.createdAt)}</span>
            </div>
            {w.status === 'REJECTED' && w.rejectReason ? (
              <p className={styles.reason} data-testid="withdrawal-reason">
                {t('cashier.reject_reason', { reason: w.rejectReason })}
              </p>
            ) : null}
            {(w.status === 'PARTIAL' || w.status === 'NOT_RECEIVED') && w.receivedAmount !== null ? (
              <p className={styles.muted}>{t('cashier.received_amount', { amount: groupThousands(w.receivedAmount) })}</p>
            ) : null}
            {w.status === 'PAID' ? (
              <div className={styles.confirmBox}>
                <p className={styles.muted}>{t('cashier.confirm_prompt')}</p>
                <div className={styles.confirmActions}>
                  <Button
                    size="sm"
                    variant="primary"
                    onClick={() => setConfirming({ withdrawal: w, mode: 'RECEIVED' })}
                    data-testid="confirm-received"
                  >
                    {t('cashier.confirm_received')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setConfirming({ withdrawal: w, mode: 'PARTIAL' })}
                    data-testid="confirm-partial"
                  >
                    {t('cashier.confirm_partial')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setConfirming({ withdrawal: w, mode: 'NOT_RECEIVED' })}
                    data-testid="confirm-not-received"
                  >
                    {t('cashier.confirm_not_received')}
                  </Button>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmWithdrawalDialog
        withdrawal={confirming?.withdrawal ?? null}
        mode={confirming?.mode ?? 'RECEIVED'}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
