import type { RebateSummary } from '@fortuna/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney, groupThousands } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { useClaimRebate } from '../api/claim-rebate';
import { useRebateSummary } from '../api/get-rebate-summary';
import styles from './rebate-section.module.css';

/** The rebate due now: per category valid bets, rate and amount, the total and its claim (confirmed first). */
export function RebateNow() {
  const { t } = useTranslation();
  const summary = useRebateSummary();
  const symbol = useMemberInfo().data?.currencySymbol;

  return (
    <Card className={styles.panel}>
      <header className={styles.panelHead}>
        <div className={styles.panelTitle}>
          <h2 className={styles.heading}>
            <Icon.Rebate size={20} />
            {t('rebate.now_title')}
          </h2>
          {summary.data && summary.data.lines.length > 0 ? <p className={styles.muted}>{periodText(t, summary.data)}</p> : null}
        </div>
        {summary.data ? (
          <span className={styles.pill} data-testid="rebate-level">
            {t('rebate.vip_level', { level: summary.data.vipLevel })}
          </span>
        ) : null}
      </header>

      {summary.isError && !summary.data ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} compact />
      ) : !summary.data ? (
        <div className={styles.skeletons} role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className={styles.lineSkeleton} />
          <Skeleton className={styles.lineSkeleton} />
          <Skeleton className={styles.lineSkeleton} />
        </div>
      ) : (
        <Due summary={summary.data} symbol={symbol} />
      )}
    </Card>
  );
}

function periodText(t: ReturnType<typeof useTranslation>['t'], s: RebateSummary): string {
  const until = formatDateTime(s.until);
  return s.from ? t('rebate.period', { from: formatDateTime(s.from), until }) : t('rebate.period_first', { until });
}

/** The lines, the total and the claim. */
function Due({ summary, symbol }: { summary: RebateSummary; symbol: string | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const claim = useClaimRebate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One request id per confirmed claim: a retry of the same claim is answered, never paid twice.
  const requestId = useRef<string | null>(null);
  const categoryName = (code: string) => t(`category.${code}`, { defaultValue: code });

  const onConfirm = async () => {
    setError(null);
    requestId.current ??= newRequestId();
    try {
      const paid = await claim.mutateAsync(requestId.current);
      requestId.current = null;
      setConfirming(false);
      toast.show(t('rebate.claimed_toast', { amount: formatMoney(paid.amount, symbol) }), 'success', {
        title: t('rebate.claimed_title'),
        kind: 'rebate-claimed',
      });
    } catch (caught) {
      requestId.current = null;
      setConfirming(false);
      setError(errorMessage(caught));
    }
  };

  const notes = (
    <ul className={styles.notes}>
      <li>{t('rebate.next_note', { time: formatDateTime(summary.nextAt) })}</li>
      {summary.mode === 'daily' ? <li>{t('rebate.daily_note')}</li> : null}
      {summary.minClaim !== '0.00' ? <li>{t('rebate.min_note', { amount: formatMoney(summary.minClaim, symbol) })}</li> : null}
      {summary.turnoverMultiple > 0 ? <li>{t('rebate.turnover_note', { multiple: summary.turnoverMultiple })}</li> : null}
    </ul>
  );

  if (summary.lines.length === 0) {
    return (
      <>
        <EmptyState icon="Rebate" title={t('rebate.empty')} text={t('rebate.empty_text')} compact />
        {notes}
      </>
    );
  }

  return (
    <>
      <DataTable
        caption={t('rebate.now_title')}
        testId="rebate-lines"
        head={
          <>
            <HeadCell>{t('rebate.category')}</HeadCell>
            <HeadCell numeric>{t('rebate.valid_bet')}</HeadCell>
            <HeadCell numeric>{t('rebate.rate')}</HeadCell>
            <HeadCell numeric>{t('rebate.amount')}</HeadCell>
          </>
        }
      >
        {summary.lines.map((line) => (
          <tr key={line.category} data-testid="rebate-line" data-category={line.category}>
            <Cell label={t('rebate.category')}>{categoryName(line.category)}</Cell>
            <Cell label={t('rebate.valid_bet')} numeric>
              {groupThousands(line.validBet)}
            </Cell>
            <Cell label={t('rebate.rate')} numeric>
              {t('rebate.percent', { rate: line.rate })}
            </Cell>
            <Cell label={t('rebate.amount')} numeric>
              <strong>{groupThousands(line.amount)}</strong>
            </Cell>
          </tr>
        ))}
      </DataTable>
      <div className={styles.total}>
        <span className={styles.totalLabel}>
          {t('rebate.total')}
          <span className={styles.muted}>{t('rebate.total_bets', { amount: groupThousands(summary.validBet) })}</span>
        </span>
        <strong className={styles.totalAmount} data-testid="rebate-total">
          {formatMoney(summary.amount, symbol)}
        </strong>
        <Button
          variant="primary"
          disabled={!summary.claimable || claim.isPending}
          onClick={() => setConfirming(true)}
          data-testid="rebate-claim"
        >
          <Icon.Gift size={18} />
          {t('rebate.claim')}
        </Button>
      </div>
      {error ? <FormAlert testId="rebate-claim-error">{error}</FormAlert> : null}
      {notes}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('rebate.confirm_title')} size="sm" testId="rebate-confirm">
        <p className={styles.confirmText}>{t('rebate.confirm_text', { amount: formatMoney(summary.amount, symbol) })}</p>
        {summary.turnoverMultiple > 0 ? (
          <p className={styles.muted}>{t('rebate.confirm_turnover', { multiple: summary.turnoverMultiple })}</p>
        ) : null}
        <div className={styles.confirmActions}>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void onConfirm()} disabled={claim.isPending} data-testid="rebate-confirm-claim">
            {t('rebate.claim')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
