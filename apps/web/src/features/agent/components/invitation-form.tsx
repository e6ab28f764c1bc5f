import {
  AGENT_ACCOUNT_ROLES,
  type CreateInvitationRequest,
  createInvitationRequestSchema,
  INVITATION_NOTE_MAX,
  type Invitation,
} from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { Button } from '../../../ui/button';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { useCreateInvitation } from '../api/create-invitation';
import { usePrizeGroupBounds } from '../api/get-prize-group-bounds';
import styles from './register-accounts.module.css';
import { SeriesSelect } from './series-select';

const valuesSchema = z.object({ role: z.enum(AGENT_ACCOUNT_ROLES), series: z.string(), note: z.string() });
type Values = z.infer<typeof valuesSchema>;
const BLANK: Values = { role: 'member', series: '', note: '' };

function toRequest(values: Values): CreateInvitationRequest {
  return { role: values.role, series: values.series ? Number(values.series) : undefined, note: values.note.trim() || undefined };
}

/** The shared request schema decides; its issues are shown under their fields. */
const schema = valuesSchema.superRefine((values, ctx) => {
  const parsed = createInvitationRequestSchema.safeParse(toRequest(values));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0] ?? 'note');
    const message =
      path === 'note' ? formMessage('agentCentre.accounts.note_long', { max: INVITATION_NOTE_MAX }) : formMessage('form.invalid');
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
});

/** Makes a new invitation code: the role and prize group it gives, and a note for the agent's own records. */
export function InvitationForm({ onCreated }: { onCreated: (invitation: Invitation) => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const bounds = usePrizeGroupBounds();
  const create = useCreateInvitation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: BLANK });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onCreated(await create.mutateAsync(toRequest(values)));
      reset(BLANK);
    } catch (error) {
      const message = placeServerError(error, setError, ['role', 'series', 'note'], { lottery_series_invalid: 'series' });
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.inviteForm} noValidate onSubmit={submit} data-testid="invitation-form">
      {formError ? <FormAlert testId="invitation-error">{formText(formError)}</FormAlert> : null}
      <div className={styles.inviteFields}>
        <Field label={t('agentCentre.accounts.role')} required>
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} data-testid="invitation-role" {...register('role')}>
              {AGENT_ACCOUNT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`agentCentre.team.roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('agentCentre.accounts.series')} error={formText(formState.errors.series?.message)} testId="invitation-series">
          {({ id, describedBy, invalid }) => (
            <SeriesSelect
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              bounds={bounds.data}
              data-testid="invitation-series"
              {...register('series')}
            />
          )}
        </Field>
        <Field label={t('agentCentre.accounts.note')} error={formText(formState.errors.note?.message)} testId="invitation-note">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="off"
              placeholder={t('agentCentre.accounts.note_placeholder')}
              data-testid="invitation-note"
              {...register('note')}
            />
          )}
        </Field>
      </div>
      <Button type="submit" variant="primary" disabled={formState.isSubmitting} data-testid="invitation-submit">
        <Icon.Plus size={16} />
        {t('agentCentre.accounts.invite_submit')}
      </Button>
    </form>
  );
}
