import type { OpsChatConversation } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { ChatComposer } from '../../chat/chat-composer';
import { ChatThread } from '../../chat/chat-thread';
import { can, useOpsMe } from '../api/ops-api';
import { getOpsSession } from '../ops-session';
import { type ConsoleFilter, useChatSummary, useChatWrites, useConversation, useConversations } from './chat-api';
import { ConversationActions } from './conversation-actions';
import styles from './ops-chat.module.css';

const FILTERS: ConsoleFilter[] = ['waiting', 'mine', 'open', 'closed'];

/** The queue and the conversations, and the one selected: accept, answer (text or image), hand over, close. */
export function LiveChatConsole() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ConsoleFilter>('waiting');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useConversations(filter, pageNo);
  const summary = useChatSummary().data;

  const count = (f: ConsoleFilter) => (f === 'waiting' ? summary?.waiting : f === 'mine' ? summary?.mineUnread : undefined);

  let rows: React.ReactNode;
  if (list.isPending) rows = <CenteredSpinner />;
  else if (list.isError) rows = <ErrorState compact error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0) rows = <EmptyState compact icon="Chat" title={t(`ops_chat.empty_${filter}`)} />;
  else
    rows = (
      <ul className={styles.list} data-testid="ops-chat-list">
        {list.data.list.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className={[styles.row, selected === row.id ? styles.selected : ''].join(' ')}
              aria-current={selected === row.id || undefined}
              onClick={() => setSelected(row.id)}
              data-testid="ops-chat-row"
            >
              <span className={styles.party}>{row.party.name}</span>
              {row.unread > 0 ? <Badge tone="danger">{row.unread}</Badge> : <span />}
              <span className={styles.preview}>{row.lastMessage ?? ''}</span>
              <span className={styles.muted}>
                {t(`ops_chat.kind_${row.party.kind}`)} · {formatDateTime(row.lastMessageAt)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={styles.console}>
      <section className={styles.panel} aria-label={t('ops_chat.queue')}>
        <div className={styles.filters}>
          {FILTERS.map((f) => {
            const n = count(f);
            return (
              <Button
                key={f}
                size="sm"
                variant={filter === f ? 'primary' : 'secondary'}
                aria-pressed={filter === f}
                onClick={() => {
                  setFilter(f);
                  setPageNo(1);
                }}
                data-testid={`ops-chat-filter-${f}`}
              >
                {t(`ops_chat.filter_${f}`)}
                {n ? ` (${n})` : ''}
              </Button>
            );
          })}
        </div>
        {rows}
        {list.data ? (
          <Pagination page={pageNo} totalPages={Math.max(1, Math.ceil(list.data.total / list.data.pageSize))} onChange={setPageNo} />
        ) : null}
      </section>
      <section className={styles.panel} aria-label={t('ops_chat.conversation')}>
        {selected === null ? (
          <EmptyState icon="Chat" title={t('ops_chat.pick')} />
        ) : (
          <ConversationPane id={selected} onGone={() => setSelected(null)} />
        )}
      </section>
    </div>
  );
}

function ConversationPane({ id, onGone }: { id: number; onGone: () => void }) {
  const { t } = useTranslation();
  const me = useOpsMe().data;
  const detail = useConversation(id);
  const writes = useChatWrites();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const conversation: OpsChatConversation | undefined = detail.data?.conversation;
  const holder = conversation?.status === 'open' && conversation.operatorId === me?.id;
  const unread = conversation?.unread ?? 0;

  // The holder reading the conversation clears its unread count.
  useEffect(() => {
    if (holder && unread > 0) void writes.read(id).catch(() => {});
  }, [holder, unread, id, writes]);

  if (detail.isPending) return <CenteredSpinner />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!conversation) return null;
  const writable = can(me, 'support.write');
  const token = getOpsSession()?.token ?? '';

  return (
    <>
      <div className={styles.paneHead}>
        <div className={styles.paneTitle}>
          <strong data-testid="ops-chat-party">{conversation.party.name}</strong>
          <span className={styles.muted} data-testid="ops-chat-status">
            {t(`ops_chat.status_${conversation.status}`)}
            {conversation.operatorName ? ` · ${conversation.operatorName}` : ''}
          </span>
        </div>
        {writable ? (
          <ConversationActions
            conversation={conversation}
            holder={holder}
            onAccept={() => writes.accept.mutate(id, { onError: (error) => toast.show(errorMessage(error), 'error') })}
            onClosed={onGone}
          />
        ) : null}
      </div>
      <ChatThread
        testId="ops-chat-thread"
        messages={detail.data.messages}
        mine={(m) => m.sender === 'operator'}
        author={(m) =>
          m.sender === 'operator'
            ? (m.operatorName ?? t('ops_chat.operator'))
            : `${conversation.party.name} (${t(`ops_chat.kind_${conversation.party.kind}`)})`
        }
        imagePath={(imageId) => `/ops/chat/images/${imageId}`}
        imageHeaders={{ Authorization: token }}
        systemText={(kind) => t(`ops_chat.system_${kind}`)}
      />
      {writable ? (
        <ChatComposer
          label={t('ops_chat.placeholder')}
          disabled={!holder}
          notice={
            holder
              ? null
              : conversation.status === 'closed'
                ? t('ops_chat.closed_notice')
                : conversation.status === 'open'
                  ? t('errors.chat_not_yours')
                  : t('ops_chat.accept_first')
          }
          onText={async (text) => {
            await writes.text(id, text);
            await detail.refetch();
          }}
          onImage={async (file) => {
            await writes.image(id, file);
            await detail.refetch();
          }}
        />
      ) : null}
    </>
  );
}
