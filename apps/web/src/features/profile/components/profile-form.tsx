import { PROFILE_FIELD_SCHEMAS, type ProfileField, type ProfileFieldView, type UpdateProfileRequest } from '@fortuna/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { Field, Input } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useProfile, useUpdateProfile } from '../api/profile-api';
import '../profile-texts';
import styles from './profile.module.css';

/** The inputs' types: a date picker for the birthday, a phone keyboard for Zalo. */
const INPUT_TYPE: Partial<Record<ProfileField, string>> = { birthday: 'date', zalo: 'tel' };

/**
 * The member's profile (spec §3 labels): each field the operator shows, editable or locked. A
 * field locked after its first save asks for a confirmation before that save.
 */
export function ProfileForm() {
  const { t } = useTranslation();
  const profile = useProfile();
  const update = useUpdateProfile();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<ProfileField[] | null>(null);

  useEffect(() => {
    if (profile.data) setDraft(Object.fromEntries(profile.data.fields.map((f) => [f.field, f.value ?? ''])));
  }, [profile.data]);

  if (profile.isError && !profile.data) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <Card>
        <CenteredSpinner />
      </Card>
    );
  }
  const fields = profile.data.fields;
  const changed = fields.filter(
    (f) => f.editable && (draft[f.field] ?? '').trim() !== (f.value ?? '') && (draft[f.field] ?? '').trim() !== '',
  );

  function check(): UpdateProfileRequest | null {
    const input: Record<string, string> = {};
    const found: Record<string, string> = {};
    for (const f of changed) {
      const parsed = PROFILE_FIELD_SCHEMAS[f.field].safeParse(draft[f.field] ?? '');
      if (parsed.success) input[f.field] = parsed.data;
      else found[f.field] = t(`profile.invalid.${f.field}`);
    }
    setErrors(found);
    return Object.keys(found).length ? null : (input as UpdateProfileRequest);
  }

  function save() {
    const input = check();
    if (!input) return;
    setConfirming(null);
    update.mutate(input, {
      onSuccess: () => toast.show(t('profile.saved'), 'success'),
      onError: (error) => toast.show(errorMessage(error), 'error'),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    const locking = changed.filter((f) => f.mode === 'once').map((f) => f.field);
    if (locking.length) setConfirming(locking);
    else save();
  }

  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>
        <Icon.User size={20} />
        {t('profile.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="profile-form">
        <div className={styles.grid}>
          {fields.map((f: ProfileFieldView) => (
            <Field
              key={f.field}
              label={t(`profile.fields.${f.field}`)}
              error={errors[f.field]}
              hint={!f.editable ? t('profile.locked_hint') : f.mode === 'once' ? t('profile.once_hint') : undefined}
              testId={`profile-${f.field}`}
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type={INPUT_TYPE[f.field] ?? 'text'}
                  value={draft[f.field] ?? ''}
                  readOnly={!f.editable}
                  aria-readonly={!f.editable}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  onChange={(event) => setDraft({ ...draft, [f.field]: event.target.value })}
                  data-testid={`profile-${f.field}`}
                  data-locked={!f.editable || undefined}
                />
              )}
            </Field>
          ))}
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={update.isPending || changed.length === 0} data-testid="profile-save">
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('profile.confirm_title')}
        size="sm"
        testId="profile-confirm"
      >
        <p className={styles.muted}>
          {t('profile.confirm_text', { fields: (confirming ?? []).map((field) => t(`profile.fields.${field}`)).join(', ') })}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => setConfirming(null)}>{t('profile.cancel')}</Button>
          <Button variant="primary" onClick={save} data-testid="profile-confirm-save">
            {t('profile.confirm_save')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
