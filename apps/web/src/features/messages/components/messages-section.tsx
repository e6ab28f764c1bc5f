import '../messages-texts';
import { type InboxItem, MESSAGE_LIMITS } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { MessageDialog } from '../../../ui/message-dialog';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { useToast } from '../../../ui/toast';
import { useDeleteMessages, useMarkAllRead } from '../api/change-inbox';
import { useInbox } from '../api/get-inbox';
import { MessageDetail } from './message-detail';
import styles from './messages.module.css';

type Filter = 'all' | 'unread';
const PAGE_SIZE = MESSAGE_LIMITS.pageSizeDefault;

/**
 * The member centre's platform messages (spec §2): the inbox newest first, all or only the unread,
 * ten a page; a message opens in a dialog and is then read; mark all read; delete one or the
 * selected ones after a confirmation. Titles and texts are plain text, never HTML.
 */
export function MessagesSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inbox = useInbox({ pageNo: page, pageSize: PAGE_SIZE, filter });
  const markAll = useMarkAllRead();
  const remove = useDeleteMessages();
  const list = inbox.data?.list ?? [];
  const unread = inbox.data?.unread ?? 0;

  const choose = (next: Filter) => {
    setFilter(next);
    setPage(1);
    setSelected(new Set());
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = list.length > 0 && list.every((m) => selected.has(m.id));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(list.map((m) => m.id)));

  const onMarkAll = async () => {
    setFailure(null);
    try {
      const result = await markAll.mutateAsync();
      toast.show(t('messages.marked_all_toast', { count: result.changed }), 'success', { kind: 'messages-read' });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const onDelete = async () => {
    if (!confirming) return;
    setFailure(null);
    try {
      const result = await remove.mutateAsync(confirming);
      toast.show(t('messages.deleted_toast', { count: result.changed }), 'success', { kind: 'messages-deleted' });
      if (open !== null && confirming.includes(open)) setOpen(null);
      setSelected((current) => new Set([...current].filter((id) => !confirming.includes(id))));
      // The last message of a later page gone: show the page before.
      if (list.length === result.changed && page > 1) setPage(page - 1);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Card className={styles.panel}>
      <div className={styles.toolbar}>
        <Tabs
          items={[
            { id: 'all', label: t('messages.tab_all') },
            { id: 'unread', label: unread ? t('messages.tab_unread_count', { count: unread }) : t('messages.tab_unread') },
          ]}
          value={filter}
          onChange={choose}
          label={t('messages.filter_label')}
          idBase="messages-filter"
          variant="pills"
          size="sm"
        />
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="outline"
            onClick={onMarkAll}
            disabled={unread === 0 || markAll.isPending}
            data-testid="messages-mark-all"
          >
            <Icon.Check size={16} />
            {t('messages.mark_all_read')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setConfirming([...selected])}
            disabled={selected.size === 0}
            data-testid="messages-delete-selected"
          >
            <Icon.Trash size={16} />
            {selected.size ? t('messages.delete_selected_count', { count: selected.size }) : t('messages.delete_selected')}
          </Button>
        </div>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}

      {inbox.isError && !inbox.data ? (
        <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inbox.isPending ? (
        <ul className={styles.list} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.rowSkeleton}>
              <Skeleton className={styles.skeletonLine} />
              <Skeleton className={styles.skeletonShort} />
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <EmptyState
          icon="Mail"
          title={filter === 'unread' ? t('messages.empty_unread_title') : t('messages.empty_title')}
          text={filter === 'unread' ? t('messages.empty_unread_text') : t('messages.empty_text')}
        />
      ) : (
        <>
          <label className={styles.selectAll}>
            <input type="checkbox" checked={allSelected} onChange={toggleAll} data-testid="messages-select-all" />
            {t('messages.select_page')}
          </label>
          <ul className={styles.list} data-testid="messages-list">
            {list.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                selected={selected.has(message.id)}
                onToggle={() => toggle(message.id)}
                onOpen={() => setOpen(message.id)}
              />
            ))}
          </ul>
          <Pagination page={page} totalPages={inbox.data?.totalPages ?? 1} onChange={setPage} testId="messages-pagination" />
        </>
      )}

      <MessageDetail id={open} onClose={() => setOpen(null)} onDelete={(id) => setConfirming([id])} />
      <MessageDialog
        open={confirming !== null}
        title={t('messages.delete_confirm_title')}
        message={t('messages.delete_confirm_text', { count: confirming?.length ?? 0 })}
        confirmLabel={t('messages.delete')}
        cancelLabel={t('messages.cancel')}
        onConfirm={onDelete}
        onClose={() => setConfirming(null)}
        tone="warning"
        icon="Trash"
        busy={remove.isPending}
        testId="messages-delete-confirm"
      />
    </Card>
  );
}

type MessageRowProps = { message: InboxItem; selected: boolean; onToggle: () => void; onOpen: () => void };

/** One inbox entry: a checkbox to select it, and the entry itself, which opens the message. */
function MessageRow({ message, selected, onToggle, onOpen }: MessageRowProps) {
  const { t } = useTranslation();
  return (
    <li className={[styles.row, message.read ? '' : styles.unread].filter(Boolean).join(' ')} data-testid={`message-${message.id}`}>
      <input
        type="checkbox"
        className={styles.rowCheck}
        checked={selected}
        onChange={onToggle}
        aria-label={t('messages.select_one', { title: message.title })}
      />
      <button type="button" className={styles.rowButton} onClick={onOpen} data-testid="message-open">
        <span className={styles.rowHead}>
          {message.read ? null : <span className={styles.dot} aria-hidden="true" />}
          <span className={styles.rowTitle} data-testid="message-title">
            {message.title}
          </span>
          <time className={styles.rowTime} dateTime={message.createdAt}>
            {formatDateTime(message.createdAt)}
          </time>
        </span>
        <span className={styles.rowPreview}>{message.preview}</span>
        <span className="sr-only">{message.read ? t('messages.read_label') : t('messages.unread_label')}</span>
      </button>
    </li>
  );
}
