import './applications-texts';
import '../../feedback/feedback-texts';
import { APPLICATION_REVIEW_STATUSES, type ApplicationReviewStatus, type OpsApplicationRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { Field, FormAlert, Input, Textarea } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { SearchBox } from '../../../ui/search-box';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { useToast } from '../../../ui/toast';
import { FeedbackImages } from '../../feedback/components/feedback-images';
import { can, useOpsMe } from '../api/ops-api';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { getOpsSession } from '../ops-session';
import styles from './applications.module.css';
import { useApplicationDecisions, useApplicationQueue, useOpsApplication } from './applications-api';

const PAGE_SIZE = 20;
const col = opsColumns<OpsApplicationRow>();
type StatusFilter = ApplicationReviewStatus | 'all';
const TONE: Record<ApplicationReviewStatus, BadgeTone> = { in_process: 'warning', approved: 'success', rejected: 'danger' };

function Status({ status }: { status: ApplicationReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[status]} testId="ops-application-status">
      {t(`ops_applications.status_${status}`)}
    </Badge>
  );
}

/** One application: member, promotion, comment and images; approve (asked to confirm, amount up to the rule's) or reject with a reason. */
function ApplicationDialog({ id, onClose, writable }: { id: number | null; onClose: () => void; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const application = useOpsApplication(id);
  const { approve, reject } = useApplicationDecisions();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const data = application.data;
  const reset = () => {
    setApproving(false);
    setRejecting(false);
    setAmount('');
    setReason('');
    setTried(false);
    approve.reset();
    reject.reset();
  };
  return (
    <Dialog
      open={id !== null}
      onClose={() => {
        reset();
        onClose();
      }}
      title={data ? t('ops_applications.application', { id: data.id, username: data.username }) : t('ops_applications.title')}
      size="lg"
      testId="ops-application"
    >
      {application.isPending ? (
        <Skeleton style={{ height: 200 }} />
      ) : application.isError ? (
        <ErrorState error={application.error} onRetry={() => void application.refetch()} compact />
      ) : data ? (
        <div className={styles.body}>
          <div>
            <Status status={data.status} />
          </div>
          <dl className={styles.facts}>
            <dt>{t('ops_applications.promotion')}</dt>
            <dd>{data.promotionTitle}</dd>
            <dt>{t('ops_applications.period')}</dt>
            <dd>{data.periodKey}</dd>
            <dt>{t('ops_applications.rule_amount')}</dt>
            <dd>{data.ruleAmount}</dd>
            <dt>{t('ops_applications.col_created')}</dt>
            <dd>{formatDateTime(data.createdAt)}</dd>
          </dl>
          <strong>{t('ops_applications.comment')}</strong>
          <p className={styles.comment} data-testid="ops-application-comment">
            {data.comment}
          </p>
          <strong>{t('ops_applications.images')}</strong>
          {data.imageNumbers.length > 0 ? (
            <FeedbackImages
              base={`/ops/promotions/applications/${data.id}`}
              imageIds={data.imageNumbers}
              authorization={getOpsSession()?.token ?? null}
            />
          ) : (
            <span>{t('ops_applications.no_images')}</span>
          )}
          {data.decidedBy && data.decidedAt ? (
            <FormAlert tone="info">
              {t('ops_applications.decided_by', { operator: data.decidedBy, time: formatDateTime(data.decidedAt) })}
              {data.rejectReason ? ` ${t('ops_applications.reject_reason', { reason: data.rejectReason })}` : ''}
              {data.bonus ? ` ${t('ops_applications.bonus_paid', { amount: data.bonus.amount })}` : ''}
            </FormAlert>
          ) : null}
          {writable && data.status === 'in_process' ? (
            <div className={styles.actions}>
              <Button variant="outline" onClick={() => setRejecting(true)} data-testid="ops-application-reject">
                {t('ops_applications.reject')}
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  setAmount(data.ruleAmount);
                  setApproving(true);
                }}
                data-testid="ops-application-approve"
              >
                {t('ops_applications.approve')}
              </Button>
            </div>
          ) : null}
          <ConfirmActionDialog
            open={approving}
            title={t('ops_applications.approve_title')}
            confirmLabel={t('ops_applications.approve')}
            pending={approve.isPending}
            error={approve.error}
            onClose={() => setApproving(false)}
            onConfirm={() =>
              approve.mutate(
                { id: data.id, amount: amount.trim() || undefined },
                {
                  onSuccess: () => {
                    setApproving(false);
                    toast.show(t('ops_applications.approved'), 'success');
                  },
                },
              )
            }
            testId="ops-application-approve-confirm"
          >
            <div className={styles.body}>
              <span>{t('ops_applications.approve_text', { username: data.username })}</span>
              <Field label={t('ops_applications.amount')} hint={t('ops_applications.amount_hint', { max: data.ruleAmount })}>
                {({ id: fieldId }) => (
                  <Input
                    id={fieldId}
                    inputMode="decimal"
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                    data-testid="ops-application-amount"
                  />
                )}
              </Field>
            </div>
          </ConfirmActionDialog>
          <ConfirmActionDialog
            open={rejecting}
            title={t('ops_applications.reject_title')}
            confirmLabel={t('ops_applications.reject')}
            pending={reject.isPending}
            error={reject.error}
            onClose={() => setRejecting(false)}
            onConfirm={() => {
              setTried(true);
              if (!reason.trim()) return;
              reject.mutate(
                { id: data.id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    setRejecting(false);
                    toast.show(t('ops_applications.rejected'), 'success');
                  },
                },
              );
            }}
            testId="ops-application-reject-confirm"
          >
            <Field label={t('ops_applications.reason')} error={tried && !reason.trim() ? t('ops_applications.reason_required') : undefined}>
              {({ id: fieldId, invalid }) => (
                <Textarea
                  id={fieldId}
                  invalid={invalid}
                  rows={3}
                  maxLength={200}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  data-testid="ops-application-reason"
                />
              )}
            </Field>
          </ConfirmActionDialog>
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * Promotion applications in the back office (`promotions.read`; deciding needs
 * `promotions.review`): the queue by status and member, oldest first; a row opens the application.
 */
export function PromotionApplicationsScreen() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const writable = can(me.data, 'promotions.review');
  const [status, setStatus] = useState<StatusFilter>('in_process');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ order: 'asc' });
  const [open, setOpen] = useState<number | null>(null);
  const queue = useApplicationQueue({
    status: status === 'all' ? undefined : status,
    username: username || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
    sort: sort.sort,
    order: sort.order,
  });
  const columns = useMemo(
    () => [
      col.accessor('id', { header: () => t('ops_applications.col_id'), enableSorting: false }),
      col.accessor('username', { header: () => t('ops_applications.col_member'), enableSorting: false }),
      col.accessor('promotionTitle', { header: () => t('ops_applications.col_promotion'), enableSorting: false }),
      col.accessor('status', {
        header: () => t('ops_applications.col_status'),
        cell: (info) => <Status status={info.getValue()} />,
        enableSorting: false,
      }),
      col.accessor('excerpt', {
        header: () => t('ops_applications.col_comment'),
        cell: (info) => <span className={styles.excerpt}>{info.getValue()}</span>,
        enableSorting: false,
      }),
      col.accessor('images', { header: () => t('ops_applications.col_images'), enableSorting: false }),
      col.accessor('createdAt', {
        id: 'updatedAt',
        header: () => t('ops_applications.col_created'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      col.accessor('decidedAt', {
        header: () => t('ops_applications.col_decided'),
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue() as string) : '—'),
        enableSorting: false,
      }),
    ],
    [t],
  );
  const statusTabs = (['all', ...APPLICATION_REVIEW_STATUSES] as const).map((id) => ({
    id,
    label: id === 'all' ? t('ops_applications.all') : t(`ops_applications.status_${id}`),
  }));
  return (
    <div className={styles.screen} data-testid="promotion-applications-screen">
      <PageHeader title={t('ops_applications.title')} subtitle={t('ops_applications.subtitle')} icon="Gift" />
      {me.data && !writable ? <FormAlert tone="info">{t('ops_applications.read_only')}</FormAlert> : null}
      <Card>
        <div className={styles.filters}>
          <Tabs
            items={statusTabs}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPageNo(1);
            }}
            label={t('ops_applications.filter_status')}
            idBase="ops-applications-status"
            variant="pills"
            size="sm"
          />
          <SearchBox
            value={username}
            onSearch={(value) => {
              setUsername(value.trim());
              setPageNo(1);
            }}
            maxLength={64}
            placeholder={t('ops_applications.username')}
            label={t('ops_applications.username')}
            clearLabel={t('ops_applications.search')}
            testId="ops-applications-search"
          />
        </div>
        <OpsTable
          columns={columns}
          rows={queue.data?.rows}
          total={queue.data?.total}
          pageNo={pageNo}
          pageSize={PAGE_SIZE}
          onPageChange={setPageNo}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPageNo(1);
          }}
          loading={queue.isFetching}
          error={queue.error}
          onRetry={() => void queue.refetch()}
          emptyText={t('ops_applications.empty')}
          rowId={(row) => String(row.id)}
          onRowClick={(row) => setOpen(row.id)}
          caption={t('ops_applications.caption')}
          testId="ops-applications-table"
        />
      </Card>
      <ApplicationDialog id={open} onClose={() => setOpen(null)} writable={writable} />
    </div>
  );
}
