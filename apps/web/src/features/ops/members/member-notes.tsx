import { MEMBER_NOTE_MAX, type MemberDetail } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormAlert, Textarea } from '../../../ui/field';
import styles from './members.module.css';
import { useMemberWrites } from './members-api';

/** The operators' notes on a member, newest first; a note is appended, never edited. */
export function MemberNotes({ member, canWrite }: { member: MemberDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { note } = useMemberWrites(member.id);
  const [text, setText] = useState('');
  return (
    <Card>
      <h2 className={styles.heading}>{t('ops_members.notes')}</h2>
      {member.notes.length === 0 ? (
        <p className={styles.hint}>{t('ops_members.notes_empty')}</p>
      ) : (
        <ul className={styles.notes} data-testid="ops-member-notes">
          {member.notes.map((n) => (
            <li key={n.id}>
              {n.body}
              <small>
                {n.operator ?? '—'} · {formatDateTime(n.createdAt)}
              </small>
            </li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <form
          className={styles.form}
          style={{ marginTop: 'var(--space-3)' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            note.mutate({ body: text.trim() }, { onSuccess: () => setText('') });
          }}
        >
          {note.error ? <FormAlert>{errorMessage(note.error)}</FormAlert> : null}
          <Textarea
            value={text}
            maxLength={MEMBER_NOTE_MAX}
            rows={2}
            aria-label={t('ops_members.note_add')}
            placeholder={t('ops_members.note_placeholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="ops-member-note-text"
          />
          <Button type="submit" size="sm" disabled={!text.trim() || note.isPending} data-testid="ops-member-note-add">
            {t('ops_members.note_add')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
