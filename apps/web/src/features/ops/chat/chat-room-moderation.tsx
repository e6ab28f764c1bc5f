import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Field, Input } from '../../../ui/field';
import { MessageDialog } from '../../../ui/message-dialog';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { useOpsRoom, useRoomMutes, useRoomWrites } from './chat-api';
import styles from './ops-chat.module.css';

type Target = { id: string; memberId: number; nickname: string; username: string; text: string };

/** The chat room as members see it, with moderation: delete a message, mute a member, slow mode, the mutes. */
export function ChatRoomModeration() {
  const { t } = useTranslation();
  const me = useOpsMe().data;
  const writable = can(me, 'support.write');
  const room = useOpsRoom();
  const mutes = useRoomMutes();
  const writes = useRoomWrites();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [deleting, setDeleting] = useState<Target | null>(null);
  const [muting, setMuting] = useState<Target | null>(null);
  const [minutes, setMinutes] = useState('30');
  const [slow, setSlow] = useState<string | null>(null);
  const fail = (error: unknown) => toast.show(errorMessage(error), 'error');

  if (room.isPending) return <CenteredSpinner />;
  if (room.isError) return <ErrorState error={room.error} onRetry={() => void room.refetch()} />;
  const slowValue = slow ?? String(room.data.slowModeSeconds);
  const minutesValid = /^\d+$/.test(minutes) && Number(minutes) >= 1 && Number(minutes) <= 43200;
  const slowValid = /^\d+$/.test(slowValue) && Number(slowValue) <= 3600;

  return (
    <div className={styles.console}>
      <section className={styles.panel} aria-label={t('ops_chat.room_settings')}>
        {writable ? (
          <form
            className={styles.settings}
            onSubmit={(event) => {
              event.preventDefault();
              if (!slowValid) return;
              writes.slowMode.mutate(Number(slowValue), { onSuccess: () => toast.show(t('ops_chat.saved'), 'success'), onError: fail });
            }}
          >
            <Field
              label={t('ops_chat.slow_mode')}
              hint={t('ops_chat.slow_mode_hint')}
              error={slowValid ? undefined : t('ops_chat.slow_mode_invalid')}
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  inputMode="numeric"
                  value={slowValue}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  onChange={(event) => setSlow(event.target.value)}
                  data-testid="ops-chat-slow"
                />
              )}
            </Field>
            <Button type="submit" variant="primary" disabled={!slowValid || writes.slowMode.isPending}>
              {t('ops_chat.save')}
            </Button>
          </form>
        ) : null}
        <h3 className={styles.muted} style={{ padding: '10px 12px 0', margin: 0 }}>
          {t('ops_chat.mutes')}
        </h3>
        {mutes.data && mutes.data.length === 0 ? <EmptyState compact icon="Shield" title={t('ops_chat.no_mutes')} /> : null}
        <ul className={styles.list}>
          {(mutes.data ?? []).map((mute) => (
            <li key={mute.memberId} className={styles.roomRow}>
              <span>
                <strong>{mute.nickname || mute.username}</strong> <span className={styles.muted}>({mute.username})</span>
                <br />
                <span className={styles.muted}>{t('ops_chat.muted_until', { until: formatDateTime(mute.until) })}</span>
              </span>
              {writable ? (
                <Button size="sm" onClick={() => writes.unmute.mutate(mute.memberId, { onError: fail })}>
                  {t('ops_chat.unmute')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-label={t('ops_chat.tab_room')}>
        {room.data.messages.length === 0 ? (
          <EmptyState icon="Chat" title={t('ops_chat.room_empty')} />
        ) : (
          <ul className={styles.list} data-testid="ops-room-list">
            {[...room.data.messages].reverse().map((message) => (
              <li key={message.id} className={styles.roomRow} data-testid="ops-room-message">
                <div>
                  <strong data-testid="ops-room-nick">{message.nickname}</strong>{' '}
                  <span className={styles.muted}>
                    ({message.username}) · {formatDateTime(message.createdAt)}
                  </span>
                  <div className={styles.roomText} data-testid="ops-room-text">
                    {message.text}
                  </div>
                </div>
                {writable ? (
                  <div className={styles.roomActions}>
                    <Button size="sm" onClick={() => setMuting(message)} data-testid="ops-room-mute">
                      {t('ops_chat.mute')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setDeleting(message)} data-testid="ops-room-delete">
                      {t('ops_chat.delete')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <MessageDialog
        open={deleting !== null}
        tone="warning"
        title={t('ops_chat.delete_title')}
        message={deleting ? t('ops_chat.delete_text', { name: deleting.nickname }) : ''}
        confirmLabel={t('ops_chat.delete')}
        cancelLabel={t('ops_chat.cancel')}
        busy={writes.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && writes.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: fail })}
        testId="ops-room-delete-confirm"
      />
      <Dialog
        open={muting !== null}
        onClose={() => setMuting(null)}
        title={t('ops_chat.mute_title', { name: muting?.nickname ?? '' })}
        size="sm"
        actions={
          <>
            <Button onClick={() => setMuting(null)}>{t('ops_chat.cancel')}</Button>
            <Button
              variant="primary"
              disabled={!minutesValid || writes.mute.isPending}
              onClick={() =>
                muting &&
                writes.mute.mutate(
                  { memberId: muting.memberId, minutes: Number(minutes), reason: '' },
                  { onSuccess: () => setMuting(null), onError: fail },
                )
              }
              data-testid="ops-room-mute-confirm"
            >
              {t('ops_chat.mute')}
            </Button>
          </>
        }
      >
        <Field label={t('ops_chat.mute_minutes')} error={minutesValid ? undefined : t('ops_chat.mute_minutes_invalid')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="numeric"
              value={minutes}
              aria-describedby={describedBy}
              invalid={invalid}
              onChange={(event) => setMinutes(event.target.value)}
            />
          )}
        </Field>
      </Dialog>
    </div>
  );
}
