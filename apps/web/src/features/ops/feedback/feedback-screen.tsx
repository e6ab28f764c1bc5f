import './feedback-texts';
import '../../feedback/feedback-texts';
import { FEEDBACK_LIMITS, FEEDBACK_STATUSES, FEEDBACK_TYPES, type OpsFeedbackRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { Field, FormAlert, Textarea } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { SearchBox } from '../../../ui/search-box';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { useToast } from '../../../ui/toast';
import { FeedbackStatus, FeedbackThread } from '../../feedback/components/feedback-thread';
import { can, useOpsMe } from '../api/ops-api';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { getOpsSession } from '../ops-session';
import styles from './feedback.module.css';
import { useFeedbackQueue, useFeedbackWrites, useOpsFeedbackThread } from './feedback-api';

const PAGE_SIZE = 20;
const col = opsColumns<OpsFeedbackRow>();
type StatusFilter = (typeof FEEDBACK_STATUSES)[number] | 'all';

/** One feedback: the member's question and images, the replies, a reply box and closing (asked to confirm). */
function ThreadDialog({ id, onClose, writable }: { id: number | null; onClose: () => void; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const thread = useOpsFeedbackThread(id);
  const { reply, close } = useFeedbackWrites();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const done = () => {
    setText('');
    setTried(false);
    reply.reset();
  };
  const data = thread.data;
  return (
    <Dialog
      open={id !== null}
      onClose={() => {
        done();
        onClose();
      }}
      title={data ? t('ops_feedback.thread', { id: data.id, username: data.username }) : t('ops_feedback.title')}
      size="lg"
      testId="ops-feedback-thread"
    >
      {thread.isPending ? (
        <Skeleton style={{ height: 200 }} />
      ) : thread.isError ? (
        <ErrorState error={thread.error} onRetry={() => void thread.refetch()} compact />
      ) : data ? (
        <div className={styles.threadBody}>
          <div className={styles.threadHead}>
            <FeedbackStatus status={data.status} />
            {writable && data.status !== 'closed' ? (
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="ops-feedback-close">
                {t('ops_feedback.close')}
              </Button>
            ) : null}
          </div>
          <FeedbackThread
            thread={data}
            base={`/ops/feedback/${data.id}`}
            authorization={getOpsSession()?.token ?? null}
            author={data.username}
            forOperator
          />
          {writable && data.status !== 'closed' ? (
            <form
              className={styles.reply}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                setTried(true);
                if (!text.trim()) return;
                reply.mutate(
                  { id: data.id, content: text.trim() },
                  {
                    onSuccess: () => {
                      toast.show(t('ops_feedback.replied'), 'success');
                      done();
                    },
                  },
                );
              }}
            >
              {reply.error ? <FormAlert>{errorMessage(reply.error)}</FormAlert> : null}
              <Field
                label={t('ops_feedback.reply')}
                hint={t('ops_feedback.reply_hint', { max: FEEDBACK_LIMITS.replyMax })}
                error={tried && !text.trim() ? t('ops_feedback.reply_empty') : undefined}
              >
                {({ id: fieldId, invalid }) => (
                  <Textarea
                    id={fieldId}
                    invalid={invalid}
                    rows={4}
                    maxLength={FEEDBACK_LIMITS.replyMax}
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    data-testid="ops-feedback-reply-input"
                  />
                )}
              </Field>
              <div className={styles.actions}>
                <Button type="submit" variant="primary" disabled={reply.isPending} data-testid="ops-feedback-reply">
                  {t('ops_feedback.send_reply')}
                </Button>
              </div>
            </form>
          ) : null}
          <ConfirmActionDialog
            open={confirming}
            title={t('ops_feedback.close')}
            confirmLabel={t('ops_feedback.close')}
            pending={close.isPending}
            error={close.error}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              close.mutate(data.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.show(t('ops_feedback.closed'), 'success');
                },
              })
            }
            testId="ops-feedback-close-confirm"
          >
            {t('ops_feedback.close_confirm')}
          </ConfirmActionDialog>
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * Feedback in the back office (`support.read`; replying and closing need `support.write`): the
 * queue filtered by status, type and member, oldest first; a row opens its thread.
 */
export function FeedbackScreen() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const writable = can(me.data, 'support.write');
  const [status, setStatus] = useState<StatusFilter>('open');
  const [type, setType] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ order: 'asc' });
  const [open, setOpen] = useState<number | null>(null);
  const queue = useFeedbackQueue({
    status: status === 'all' ? undefined : status,
    type: type || undefined,
    username: username || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
    sort: sort.sort,
    order: sort.order,
  });
  const columns = useMemo(
    () => [
      col.accessor('id', { header: () => t('ops_feedback.col_id') }),
      col.accessor('username', { header: () => t('ops_feedback.col_member'), enableSorting: false }),
      col.accessor('type', {
        header: () => t('ops_feedback.col_type'),
        cell: (info) => t(`feedback.type_${info.getValue()}`),
        enableSorting: false,
      }),
      col.accessor('status', {
        header: () => t('ops_feedback.col_status'),
        cell: (info) => <FeedbackStatus status={info.getValue()} />,
        enableSorting: false,
      }),
      col.accessor('excerpt', {
        header: () => t('ops_feedback.col_excerpt'),
        cell: (info) => <span className={styles.excerpt}>{info.getValue()}</span>,
        enableSorting: false,
      }),
      col.accessor('images', { header: () => t('ops_feedback.col_images'), enableSorting: false }),
      col.accessor('replies', { header: () => t('ops_feedback.col_replies'), enableSorting: false }),
      col.accessor('createdAt', {
        header: () => t('ops_feedback.col_created'),
        cell: (info) => formatDateTime(info.getValue()),
        enableSorting: false,
      }),
      col.accessor('updatedAt', {
        id: 'updatedAt',
        header: () => t('ops_feedback.col_updated'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ],
    [t],
  );
  const statusTabs = (['all', ...FEEDBACK_STATUSES] as const).map((id) => ({
    id,
    label: id === 'all' ? t('ops_feedback.all') : t(`feedback.status_${id}`),
  }));
  return (
    <div className={styles.screen} data-testid="feedback-screen">
      <PageHeader title={t('ops_feedback.title')} subtitle={t('ops_feedback.subtitle')} icon="Chat" />
      {me.data && !writable ? <FormAlert tone="info">{t('ops_feedback.read_only')}</FormAlert> : null}
      <Card>
        <div className={styles.filters}>
          <Tabs
            items={statusTabs}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPageNo(1);
            }}
            label={t('ops_feedback.filter_status')}
            idBase="ops-feedback-status"
            variant="pills"
            size="sm"
          />
          <Select
            aria-label={t('ops_feedback.filter_type')}
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setPageNo(1);
            }}
            data-testid="ops-feedback-type"
          >
            <option value="">{t('ops_feedback.any_type')}</option>
            {FEEDBACK_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.type_${value}`)}
              </option>
            ))}
          </Select>
          <SearchBox
            value={username}
            onSearch={(value) => {
              setUsername(value.trim());
              setPageNo(1);
            }}
            maxLength={64}
            placeholder={t('ops_feedback.username')}
            label={t('ops_feedback.username')}
            clearLabel={t('ops_feedback.search')}
            testId="ops-feedback-search"
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
          emptyText={t('ops_feedback.empty')}
          rowId={(row) => String(row.id)}
          onRowClick={(row) => setOpen(row.id)}
          caption={t('ops_feedback.caption')}
          testId="ops-feedback-table"
        />
      </Card>
      <ThreadDialog id={open} onClose={() => setOpen(null)} writable={writable} />
    </div>
  );
}
