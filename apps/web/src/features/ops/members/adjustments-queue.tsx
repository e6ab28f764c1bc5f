import { ADJUSTMENT_STATUSES, type BalanceAdjustment } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Tabs } from '../../../ui/tabs';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { OpsTable, opsColumns } from '../components/ops-table';
import { AdjustmentStatusBadge } from './adjustment-status-badge';
import styles from './members.module.css';
import { useAdjustmentDecisions, useAdjustments } from './members-api';

const col = opsColumns<BalanceAdjustment>();
const PAGE_SIZE = 20;
type Status = (typeof ADJUSTMENT_STATUSES)[number];
type Deciding = { row: BalanceAdjustment; action: 'approve' | 'reject' } | null;

/** Manual adjustments above the threshold waiting for a second operator, and the decided ones; approve or reject with `members.approve`. */
export function AdjustmentsQueue() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const [status, setStatus] = useState<Status>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const list = useAdjustments({ status, pageNo, pageSize: PAGE_SIZE });
  const mayDecide = can(me.data, 'members.approve');
  const columns = useMemo(
    () => [
      col.accessor('createdAt', {
        header: () => t('ops_members.col_time'),
        enableSorting: false,
        cell: (info) => formatDateTime(info.getValue()),
      }),
      col.accessor('username', {
        header: () => t('ops_members.col_username'),
        enableSorting: false,
        cell: (info) => <Link to={`/backoffice/members/${info.row.original.memberId}`}>{info.getValue()}</Link>,
      }),
      col.accessor('direction', {
        header: () => t('ops_members.adjust_direction'),
        enableSorting: false,
        cell: (info) => t(`ops_members.adjust_${info.getValue()}`),
      }),
      col.accessor('amount', {
        header: () => t('ops_members.col_amount'),
        enableSorting: false,
        cell: (info) => <span className={styles.money}>{info.getValue()}</span>,
      }),
      col.accessor('reason', { header: () => t('ops_members.adjust_reason'), enableSorting: false }),
      col.accessor('requestedBy', { header: () => t('ops_members.queue_requested_by'), enableSorting: false }),
      col.accessor('status', {
        header: () => t('ops_members.col_status'),
        enableSorting: false,
        cell: (info) => <AdjustmentStatusBadge status={info.getValue()} />,
      }),
      col.accessor('decidedBy', {
        header: () => t('ops_members.queue_decided_by'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      col.display({
        id: 'decide',
        header: () => t('ops_members.queue_decide'),
        cell: (info) => {
          const row = info.row.original;
          if (row.status !== 'pending' || !mayDecide) return '—';
          if (row.requestedBy === me.data?.username) return <span className={styles.hint}>{t('ops_members.queue_own')}</span>;
          return (
            <span className={styles.actions}>
              <Button
                size="sm"
                variant="primary"
                onClick={() => setDeciding({ row, action: 'approve' })}
                data-testid="ops-adjustment-approve"
              >
                {t('ops_members.queue_approve')}
              </Button>
              <Button size="sm" onClick={() => setDeciding({ row, action: 'reject' })} data-testid="ops-adjustment-reject">
                {t('ops_members.queue_reject')}
              </Button>
            </span>
          );
        },
      }),
    ],
    [t, mayDecide, me.data?.username],
  );
  return (
    <Card className={styles.card}>
      <Tabs<Status>
        items={ADJUSTMENT_STATUSES.map((id) => ({ id, label: t(`ops_members.adjustment_${id}`) }))}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNo(1);
        }}
        label={t('ops_members.tab_adjustments')}
        idBase="ops-adjustments-status"
        variant="pills"
        size="sm"
      />
      <OpsTable
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        rowId={(row) => String(row.id)}
        caption={t('ops_members.tab_adjustments')}
        emptyText={t('ops_members.queue_empty')}
        testId="ops-adjustments"
      />
      {deciding ? <DecideDialog deciding={deciding} onClose={() => setDeciding(null)} /> : null}
    </Card>
  );
}

function DecideDialog({ deciding, onClose }: { deciding: NonNullable<Deciding>; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { approve, reject } = useAdjustmentDecisions();
  const [reason, setReason] = useState('');
  const { row, action } = deciding;
  const mutation = action === 'approve' ? approve : reject;
  const done = () => {
    toast.show(t(action === 'approve' ? 'ops_members.queue_approved' : 'ops_members.queue_rejected_done'), 'success');
    onClose();
  };
  return (
    <Dialog open onClose={onClose} title={t(`ops_members.queue_${action}`)} testId="ops-adjustment-dialog">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (action === 'approve') approve.mutate(row.id, { onSuccess: done });
          else reject.mutate({ id: row.id, reason: reason.trim() }, { onSuccess: done });
        }}
      >
        <p className={styles.warning}>
          {t(`ops_members.queue_confirm_${action}`, {
            direction: t(`ops_members.adjust_${row.direction}`),
            amount: row.amount,
            username: row.username,
            requestedBy: row.requestedBy,
          })}
        </p>
        <p className={styles.hint}>{row.reason}</p>
        {mutation.error ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        {action === 'reject' ? (
          <Field label={t('ops_members.queue_reject_reason')} required>
            {({ id }) => (
              <Input
                id={id}
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
                data-testid="ops-adjustment-reject-reason"
              />
            )}
          </Field>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('ops_members.cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            disabled={mutation.isPending || (action === 'reject' && !reason.trim())}
            data-testid="ops-adjustment-confirm"
          >
            {t(`ops_members.queue_${action}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
