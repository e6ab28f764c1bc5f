import { POINT_REDEMPTION_STATUSES, type PointRedemption, type PointRedemptionStatus } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, presetRange } from '../../../lib/date-range';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/field';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useCancelRedemption } from '../api/cancel-redemption';
import { useRedemptions } from '../api/get-redemptions';
import { POINTS_PAGE_SIZE } from '../api/points-keys';
import { formatPoints } from '../points-math';
import styles from './points.module.css';
import { PointsListFilters } from './points-list-filters';
import { RedemptionStatus } from './redemption-status';

/** The redeem history (spec "redeem history", §3 columns): status filter, business-day presets, pages, cancel while in process. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const symbol = useMemberInfo().data?.currencySymbol;
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_30_days'));
  const [status, setStatus] = useState<PointRedemptionStatus | ''>('');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<PointRedemption | null>(null);
  const list = useRedemptions({ status: status || undefined, from: range.from, to: range.to, page });

  return (
    <div className={styles.section}>
      <PointsListFilters
        range={range}
        onRange={(next) => {
          setRange(next);
          setPage(1);
        }}
        rangeTestId="points-history-range"
        label={t('points.status_label')}
        value={status}
        options={POINT_REDEMPTION_STATUSES}
        optionLabel={(value) => t(`points.status.${value}`)}
        onValue={(value) => {
          setStatus(value);
          setPage(1);
        }}
        selectTestId="points-history-status"
      />
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Card>
          <CenteredSpinner />
        </Card>
      ) : list.data.rows.length === 0 ? (
        <Card>
          <EmptyState icon="Receipt" title={t('points.history_empty')} text={t('points.history_empty_text')} />
        </Card>
      ) : (
        <Card padded={false}>
          <DataTable
            caption={t('points.tab_history')}
            testId="points-history"
            head={
              <>
                <HeadCell>{t('points.transaction_no')}</HeadCell>
                <HeadCell>{t('points.apply_time')}</HeadCell>
                <HeadCell>{t('points.type')}</HeadCell>
                <HeadCell>{t('points.product')}</HeadCell>
                <HeadCell numeric>{t('points.quantity')}</HeadCell>
                <HeadCell numeric>{t('points.points')}</HeadCell>
                <HeadCell numeric>{t('points.amount')}</HeadCell>
                <HeadCell>{t('points.status_label')}</HeadCell>
                <HeadCell>{t('points.reply')}</HeadCell>
                <HeadCell />
              </>
            }
          >
            {list.data.rows.map((row) => (
              <tr key={row.id} data-testid="points-history-row" data-status={row.status}>
                <Cell label={t('points.transaction_no')}>{row.transactionNo}</Cell>
                <Cell label={t('points.apply_time')}>{formatDateTime(row.applyTime)}</Cell>
                <Cell label={t('points.type')}>{t(`points.goods_type.${row.type}`)}</Cell>
                <Cell label={t('points.product')}>{row.productName}</Cell>
                <Cell label={t('points.quantity')} numeric>
                  {row.quantity}
                </Cell>
                <Cell label={t('points.points')} numeric>
                  {formatPoints(row.points)}
                </Cell>
                <Cell label={t('points.amount')} numeric>
                  {formatMoney(row.amount, symbol)}
                </Cell>
                <Cell label={t('points.status_label')}>
                  <RedemptionStatus status={row.status} />
                </Cell>
                <Cell label={t('points.reply')}>
                  <span data-testid="points-history-reply">{row.reply ?? row.remark ?? '—'}</span>
                </Cell>
                <Cell label="">
                  {row.status === 'in_process' ? (
                    <Button size="sm" variant="outline" onClick={() => setCancelling(row)} data-testid="points-history-cancel">
                      {t('common.cancel')}
                    </Button>
                  ) : null}
                </Cell>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={page}
            totalPages={Math.ceil(list.data.total / POINTS_PAGE_SIZE)}
            onChange={setPage}
            testId="points-history-pages"
          />
        </Card>
      )}
      <CancelDialog redemption={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

/** Asks before withdrawing a redemption in process (its points and amount come back). */
function CancelDialog({ redemption, onClose }: { redemption: PointRedemption | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const cancel = useCancelRedemption();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!redemption) return;
    setError(null);
    try {
      await cancel.mutateAsync({ id: redemption.id, requestId: newRequestId() });
      toast.show(t('points.cancelled_toast', { no: redemption.transactionNo }), 'success');
      close();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Dialog open={redemption !== null} onClose={close} title={t('points.cancel_title')} size="sm" testId="points-cancel-dialog">
      <div className={styles.confirm}>
        <p>{redemption ? t('points.cancel_text', { no: redemption.transactionNo, points: formatPoints(redemption.points) }) : null}</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={close}>
            {t('common.back')}
          </Button>
          <Button variant="primary" onClick={() => void confirm()} disabled={cancel.isPending} data-testid="points-cancel-confirm">
            {t('points.cancel_redemption')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
