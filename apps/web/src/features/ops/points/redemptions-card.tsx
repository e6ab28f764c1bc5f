import { type OpsPointRedemption, POINT_REDEMPTION_STATUSES, POINTS_LIMITS, type PointRedemptionStatus } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, PAST_PRESETS, presetRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Field, Input, Textarea } from '../../../ui/field';
import { Pagination } from '../../../ui/pagination';
import { Select } from '../../../ui/select';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { RedemptionStatus } from '../../points/components/redemption-status';
import { formatPoints } from '../../points/points-math';
import { can, useOpsMe } from '../api/ops-api';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import styles from './ops-points.module.css';
import { REDEMPTIONS_PAGE_SIZE, usePointRedemptions, usePointsWrites } from './points-api';

type Decision = { row: OpsPointRedemption; action: 'approve' | 'reject' };

/** The redemption queue: filter by status, member and business days; approve with a reply (a voucher code) or reject with a reason. */
export function RedemptionsCard() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const reviewer = can(me.data, 'promotions.review');
  const [status, setStatus] = useState<PointRedemptionStatus | ''>('in_process');
  const [username, setUsername] = useState('');
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_30_days'));
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const list = usePointRedemptions({ status: status || undefined, username: username.trim(), from: range.from, to: range.to, page });

  return (
    <Card className={styles.panel}>
      <div className={styles.row}>
        <Field label={t('points.status_label')}>
          {({ id }) => (
            <Select
              id={id}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as PointRedemptionStatus | '');
                setPage(1);
              }}
              data-testid="ops-points-status"
            >
              <option value="">{t('points.all')}</option>
              {POINT_REDEMPTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`points.status.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ops_points.username')}>
          {({ id }) => (
            <Input
              id={id}
              value={username}
              maxLength={32}
              onChange={(event) => {
                setUsername(event.target.value);
                setPage(1);
              }}
              data-testid="ops-points-username"
            />
          )}
        </Field>
      </div>
      <DateRangeFilter
        value={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
        presets={PAST_PRESETS}
        testId="ops-points-range"
      />
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} compact />
      ) : !list.data ? (
        <CenteredSpinner />
      ) : list.data.rows.length === 0 ? (
        <EmptyState icon="Inbox" title={t('ops_points.queue_empty')} compact />
      ) : (
        <>
          <DataTable
            caption={t('ops_points.tab_redemptions')}
            testId="ops-points-queue"
            head={
              <>
                <HeadCell>{t('points.transaction_no')}</HeadCell>
                <HeadCell>{t('ops_points.username')}</HeadCell>
                <HeadCell>{t('points.apply_time')}</HeadCell>
                <HeadCell>{t('points.product')}</HeadCell>
                <HeadCell numeric>{t('points.quantity')}</HeadCell>
                <HeadCell numeric>{t('points.points')}</HeadCell>
                <HeadCell numeric>{t('points.amount')}</HeadCell>
                <HeadCell>{t('ops_points.delivery')}</HeadCell>
                <HeadCell>{t('points.status_label')}</HeadCell>
                <HeadCell>{t('points.reply')}</HeadCell>
                <HeadCell />
              </>
            }
          >
            {list.data.rows.map((row) => (
              <tr key={row.id} data-testid="ops-points-row" data-no={row.transactionNo} data-status={row.status}>
                <Cell label={t('points.transaction_no')}>{row.transactionNo}</Cell>
                <Cell label={t('ops_points.username')}>{row.username}</Cell>
                <Cell label={t('points.apply_time')}>{formatDateTime(row.applyTime)}</Cell>
                <Cell label={t('points.product')}>
                  {row.productName} <span className={styles.muted}>({t(`points.goods_type.${row.type}`)})</span>
                </Cell>
                <Cell label={t('points.quantity')} numeric>
                  {row.quantity}
                </Cell>
                <Cell label={t('points.points')} numeric>
                  {formatPoints(row.points)}
                </Cell>
                <Cell label={t('points.amount')} numeric>
                  {groupThousands(row.amount)}
                </Cell>
                <Cell label={t('ops_points.delivery')}>
                  <span className={styles.wrap}>{[row.address, row.mobile, row.remark].filter(Boolean).join(' · ') || '—'}</span>
                </Cell>
                <Cell label={t('points.status_label')}>
                  <RedemptionStatus status={row.status} />
                </Cell>
                <Cell label={t('points.reply')}>
                  <span className={styles.wrap}>{row.reply ?? '—'}</span>
                </Cell>
                <Cell label="">
                  {reviewer && row.status === 'in_process' ? (
                    <div className={styles.row}>
                      <Button
                        size="sm"
                        variant="primary"
                        onClick={() => setDeciding({ row, action: 'approve' })}
                        data-testid="ops-points-approve"
                      >
                        {t('ops_points.approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setDeciding({ row, action: 'reject' })}
                        data-testid="ops-points-reject"
                      >
                        {t('ops_points.reject')}
                      </Button>
                    </div>
                  ) : null}
                </Cell>
              </tr>
            ))}
          </DataTable>
          <Pagination page={page} totalPages={Math.ceil(list.data.total / REDEMPTIONS_PAGE_SIZE)} onChange={setPage} />
        </>
      )}
      {deciding ? (
        <DecisionDialog key={`${deciding.row.id}-${deciding.action}`} decision={deciding} onClose={() => setDeciding(null)} />
      ) : null}
    </Card>
  );
}

/** Asks before a decision; the reply is the voucher code or tracking number, or the reason for a rejection (points come back). */
function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { decide } = usePointsWrites();
  const [reply, setReply] = useState('');
  const { row, action } = decision;
  const confirm = () =>
    decide.mutate(
      { id: row.id, action, reply: reply.trim() },
      {
        onSuccess: () => {
          toast.show(
            t(action === 'approve' ? 'ops_points.approved_toast' : 'ops_points.rejected_toast', { no: row.transactionNo }),
            'success',
          );
          onClose();
        },
      },
    );
  return (
    <ConfirmActionDialog
      open
      title={t(`ops_points.${action}_title`)}
      confirmLabel={t(`ops_points.${action}`)}
      pending={decide.isPending}
      error={decide.error}
      onConfirm={confirm}
      onClose={onClose}
      testId="ops-points-decision"
    >
      <p>
        {t(`ops_points.${action}_text`, {
          no: row.transactionNo,
          user: row.username,
          points: formatPoints(row.points),
        })}
      </p>
      <Field label={t(action === 'approve' ? 'ops_points.reply_approve' : 'ops_points.reply_reject')}>
        {({ id }) => (
          <Textarea
            id={id}
            rows={2}
            maxLength={POINTS_LIMITS.remarkMax}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            data-testid="ops-points-reply"
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}
