import type { MemberDetail } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { MemberProfileDialog } from './member-profile-dialog';
import styles from './members.module.css';
import { useMemberProfile } from './members-api';
import { fieldState } from './profile-field-state';

const TONE = { editable: 'neutral', once_open: 'info', locked: 'warning', hidden: 'neutral' } as const;

/**
 * The member page's profile fields (`members.read`): each value and whether the member may still
 * change it. With `members.write` an Edit dialog corrects any field, a locked one too, with a reason.
 */
export function MemberProfileCard({ member, canWrite }: { member: MemberDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const profile = useMemberProfile(member.id);
  const [editing, setEditing] = useState(false);
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const fields = profile.data?.fields;
  return (
    <Card data-testid="ops-member-profile-fields">
      <div className={styles.cardTop}>
        <h2 className={styles.heading}>{t('ops_members.profile_fields_title')}</h2>
        {canWrite && fields ? (
          <Button size="sm" onClick={() => setEditing(true)} data-testid="ops-member-profile-edit">
            {t('ops_members.profile_edit')}
          </Button>
        ) : null}
      </div>
      {!fields ? (
        <Skeleton className={styles.hint} />
      ) : (
        <dl className={styles.facts}>
          {fields.map((f) => {
            const state = fieldState(f);
            return (
              <div key={f.field} style={{ display: 'contents' }}>
                <dt>{t(`ops_members.profile_field.${f.field}`)}</dt>
                <dd data-testid={`ops-member-profile-${f.field}`} data-state={state}>
                  <span className={styles.fieldValue}>
                    {f.value ?? '—'}
                    {state === 'editable' ? null : <Badge tone={TONE[state]}>{t(`ops_members.profile_state_${state}`)}</Badge>}
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {editing && fields ? <MemberProfileDialog member={member} fields={fields} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
