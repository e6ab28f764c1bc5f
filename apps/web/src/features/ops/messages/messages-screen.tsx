import './messages-texts';
import type { MessageAudience, SentMessage } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { MessageDialog } from '../../../ui/message-dialog';
import { PageHeader } from '../../../ui/page-header';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { OpsTable, opsColumns } from '../components/ops-table';
import { ComposeCard } from './compose-card';
import styles from './messages.module.css';
import { useSentMessages, useWithdrawMessage } from './messages-api';

const col = opsColumns<SentMessage>();
const PAGE_SIZE = 20;

/** Who a sent message went to, in words. */
function useAudienceText() {
  const { t } = useTranslation();
  return (audience: MessageAudience) => {
    switch (audience.to) {
      case 'member':
        return t('ops_messages.to_member', { username: audience.username });
      case 'list':
        return t('ops_messages.to_list', { count: audience.usernames.length });
      case 'team':
        return t(`ops_messages.to_team_${audience.scope}`, { agent: audience.agent });
      case 'all':
        return t('ops_messages.audience_all');
    }
  };
}

/**
 * Platform messages in the back office (messages.read / messages.send): write and preview a
 * message, send it to one member, a list, an agent's team or everyone; the sent list with
 * recipient and read counts; withdraw a message from every inbox.
 */
export function MessagesScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const me = useOpsMe();
  const mayWrite = can(me.data, 'messages.send');
  const audienceText = useAudienceText();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<SentMessage | null>(null);
  const [withdrawing, setWithdrawing] = useState<SentMessage | null>(null);
  const sent = useSentMessages(pageNo, PAGE_SIZE);
  const withdraw = useWithdrawMessage();

  const onWithdraw = async () => {
    if (!withdrawing) return;
    try {
      const result = await withdraw.mutateAsync(withdrawing.id);
      toast.show(t('ops_messages.withdrawn_toast', { count: result.removed }), 'success', { kind: 'ops-message-withdrawn' });
      setOpen(null);
    } catch (error) {
      toast.show(errorMessage(error), 'error', { kind: 'ops-message-withdrawn' });
    } finally {
      setWithdrawing(null);
    }
  };

  const columns = useMemo(
    () => [
      col.accessor('createdAt', {
        header: () => t('ops_messages.col_time'),
        cell: (info) => formatDateTime(info.getValue()),
        enableSorting: false,
      }),
      col.accessor('title', {
        header: () => t('ops_messages.col_title'),
        enableSorting: false,
        cell: (info) => <span className={styles.cellTitle}>{info.getValue()}</span>,
      }),
      col.accessor('audience', {
        header: () => t('ops_messages.col_audience'),
        enableSorting: false,
        cell: (info) => audienceText(info.getValue()),
      }),
      col.accessor('recipients', { header: () => t('ops_messages.col_recipients'), enableSorting: false }),
      col.accessor('read', { header: () => t('ops_messages.col_read'), enableSorting: false }),
      col.accessor('sentBy', { header: () => t('ops_messages.col_sent_by'), enableSorting: false, cell: (info) => info.getValue() ?? '—' }),
      col.accessor('withdrawnAt', {
        header: () => t('ops_messages.col_status'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() ? (
            <Badge tone="neutral">{t('ops_messages.status_withdrawn')}</Badge>
          ) : (
            <Badge tone="success">{t('ops_messages.status_sent')}</Badge>
          ),
      }),
      col.display({
        id: 'actions',
        header: () => t('ops_messages.col_actions'),
        cell: (info) => (
          <span className={styles.rowActions}>
            <Button size="sm" variant="ghost" onClick={() => setOpen(info.row.original)} data-testid="ops-message-view">
              {t('ops_messages.view')}
            </Button>
            {mayWrite && !info.row.original.withdrawnAt ? (
              <Button size="sm" variant="ghost" onClick={() => setWithdrawing(info.row.original)} data-testid="ops-message-withdraw">
                {t('ops_messages.withdraw')}
              </Button>
            ) : null}
          </span>
        ),
      }),
    ],
    [t, audienceText, mayWrite],
  );

  return (
    <>
      <PageHeader title={t('ops_shell.section_messages')} subtitle={t('ops_messages.lead')} icon="Mail" />
      <div className={styles.screen}>
        {mayWrite ? <ComposeCard /> : null}
        <Card className={styles.card}>
          <h2 className={styles.heading}>{t('ops_messages.sent')}</h2>
          <OpsTable
            columns={columns}
            rows={sent.data?.rows}
            total={sent.data?.total}
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            onPageChange={setPageNo}
            loading={sent.isFetching}
            error={sent.error}
            onRetry={() => void sent.refetch()}
            emptyText={t('ops_messages.sent_empty')}
            rowId={(row) => String(row.id)}
            caption={t('ops_messages.sent')}
            testId="ops-messages"
          />
        </Card>
      </div>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ''} size="md" testId="ops-message-dialog">
        {open ? (
          <div className={styles.detail}>
            <p className={styles.muted}>
              {formatDateTime(open.createdAt)} · {audienceText(open.audience)} ·{' '}
              {t('ops_messages.read_of', { read: open.read, recipients: open.recipients })}
            </p>
            <p className={styles.previewBody}>{open.body}</p>
            {open.withdrawnAt ? (
              <p className={styles.muted}>{t('ops_messages.withdrawn_at', { at: formatDateTime(open.withdrawnAt) })}</p>
            ) : null}
          </div>
        ) : null}
      </Dialog>
      <MessageDialog
        open={withdrawing !== null}
        title={t('ops_messages.withdraw_confirm_title')}
        message={t('ops_messages.withdraw_confirm_text', { title: withdrawing?.title ?? '', count: withdrawing?.recipients ?? 0 })}
        confirmLabel={t('ops_messages.withdraw')}
        cancelLabel={t('ops_messages.cancel')}
        onConfirm={onWithdraw}
        onClose={() => setWithdrawing(null)}
        tone="warning"
        busy={withdraw.isPending}
        testId="ops-message-withdraw-confirm"
      />
    </>
  );
}
