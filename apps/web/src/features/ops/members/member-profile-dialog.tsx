import {
  type MemberDetail,
  type OpsProfileCorrectionRequest,
  opsProfileCorrectionRequestSchema,
  PROFILE_CORRECTION_REASON_MAX,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFieldView,
} from '@fortuna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import styles from './members.module.css';
import { useMemberWrites } from './members-api';
import { fieldState } from './profile-field-state';

/** The inputs' types: a date picker for the birthday, a phone keyboard for Zalo. */
const INPUT_TYPE: Partial<Record<ProfileField, string>> = { birthday: 'date', zalo: 'tel' };

type ErrorKey = ProfileField | 'reason';

/** The form's error of each input from the shared schema's issue paths (`fields` = nothing changed). */
function errorsOf(issues: readonly { path: readonly PropertyKey[] | string }[]): { fields: Set<ErrorKey>; empty: boolean } {
  const fields = new Set<ErrorKey>();
  let empty = false;
  for (const issue of issues) {
    const head = String(Array.isArray(issue.path) ? (issue.path[0] ?? '') : String(issue.path).split('.')[0]);
    if (head === 'reason' || (PROFILE_FIELDS as readonly string[]).includes(head)) fields.add(head as ErrorKey);
    else empty = true;
  }
  return { fields, empty };
}

/**
 * The operator's correction of a member's profile: every field, locked and hidden ones too, a
 * required reason, then a confirmation that lists each change before it is saved (and audited).
 * Errors stand under their field, the shared schema's on the way out and the server's on the way back.
 */
export function MemberProfileDialog({
  member,
  fields,
  onClose,
}: {
  member: MemberDetail;
  fields: readonly ProfileFieldView[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { profile: save } = useMemberWrites(member.id);
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.field, f.value ?? ''])));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Set<ErrorKey>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ input: OpsProfileCorrectionRequest; changed: ProfileFieldView[] } | null>(null);

  const label = (field: ProfileField) => t(`ops_members.profile_field.${field}`);
  const errorText = (key: ErrorKey) =>
    errors.has(key) ? (key === 'reason' ? t('ops_members.profile_reason_hint') : t(`ops_members.profile_invalid.${key}`)) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    // An emptied input is no change: a profile value is corrected, never erased.
    const changed = fields.filter((f) => {
      const value = (draft[f.field] ?? '').trim();
      return value !== '' && value !== (f.value ?? '');
    });
    const body = { ...Object.fromEntries(changed.map((f) => [f.field, draft[f.field] ?? ''])), reason };
    const parsed = opsProfileCorrectionRequestSchema.safeParse(body);
    if (parsed.success) {
      setErrors(new Set());
      setConfirming({ input: parsed.data, changed });
      return;
    }
    const found = errorsOf(parsed.error.issues);
    setErrors(found.fields);
    if (found.empty) setFormError(t('ops_members.profile_nothing_changed'));
  }

  function confirm() {
    if (!confirming) return;
    save.mutate(confirming.input, {
      onSuccess: () => {
        toast.show(t('ops_members.profile_saved'), 'success');
        onClose();
      },
      onError: (error) => {
        setConfirming(null);
        if (error instanceof ApiError && error.code === 'invalid_parameter') {
          const issues = ((error.value ?? {}) as { issues?: { path: string }[] }).issues ?? [];
          const found = errorsOf(issues);
          setErrors(found.fields);
          if (found.fields.size === 0) setFormError(errorMessage(error));
        } else if (error instanceof ApiError && error.code === 'under_minimum_age') {
          setErrors(new Set<ErrorKey>(['birthday']));
          setFormError(errorMessage(error));
        } else setFormError(errorMessage(error));
      },
    });
  }

  return (
    <Dialog open onClose={onClose} title={t('ops_members.profile_edit_title')} size="lg" testId="ops-member-profile-dialog">
      {confirming ? (
        <div className={styles.form}>
          <p className={styles.warning}>{t('ops_members.profile_confirm_text', { username: member.username })}</p>
          <ul className={styles.changes} data-testid="ops-member-profile-summary">
            {confirming.changed.map((f) => (
              <li key={f.field}>
                <strong>{label(f.field)}</strong>: {f.value ?? '—'} → {confirming.input[f.field]}
              </li>
            ))}
          </ul>
          {confirming.changed.some((f) => f.mode === 'once') ? (
            <p className={styles.hint}>
              {t('ops_members.profile_confirm_locks', {
                fields: confirming.changed
                  .filter((f) => f.mode === 'once')
                  .map((f) => label(f.field))
                  .join(', '),
              })}
            </p>
          ) : null}
          <p className={styles.hint}>
            {t('ops_members.profile_reason')}: {confirming.input.reason}
          </p>
          <div className={styles.actions}>
            <Button onClick={() => setConfirming(null)}>{t('ops_members.back')}</Button>
            <Button variant="primary" disabled={save.isPending} onClick={confirm} data-testid="ops-member-profile-confirm">
              {t('ops_members.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <p className={styles.hint}>{t('ops_members.profile_edit_note')}</p>
          {formError ? <FormAlert testId="ops-member-profile-error">{formError}</FormAlert> : null}
          <div className={styles.fieldGrid}>
            {fields.map((f) => {
              const state = fieldState(f);
              return (
                <Field
                  key={f.field}
                  label={label(f.field)}
                  error={errorText(f.field)}
                  hint={state === 'editable' ? undefined : t(`ops_members.profile_state_${state}`)}
                  testId={`ops-member-profile-input-${f.field}`}
                >
                  {({ id, describedBy, invalid }) => (
                    <Input
                      id={id}
                      type={INPUT_TYPE[f.field] ?? 'text'}
                      value={draft[f.field] ?? ''}
                      aria-describedby={describedBy}
                      invalid={invalid}
                      onChange={(event) => setDraft({ ...draft, [f.field]: event.target.value })}
                      data-testid={`ops-member-profile-input-${f.field}`}
                    />
                  )}
                </Field>
              );
            })}
          </div>
          <Field label={t('ops_members.profile_reason')} required error={errorText('reason')} testId="ops-member-profile-reason">
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                value={reason}
                maxLength={PROFILE_CORRECTION_REASON_MAX}
                aria-describedby={describedBy}
                invalid={invalid}
                onChange={(event) => setReason(event.target.value)}
                data-testid="ops-member-profile-reason"
              />
            )}
          </Field>
          <div className={styles.actions}>
            <Button onClick={onClose}>{t('ops_members.cancel')}</Button>
            <Button type="submit" variant="primary" data-testid="ops-member-profile-next">
              {t('ops_members.next')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
