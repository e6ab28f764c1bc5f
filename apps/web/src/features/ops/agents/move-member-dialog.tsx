import { type OpsTreeRow, opsMoveMemberSchema } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import styles from './agents.module.css';
import { useAgentWrites } from './agents-api';

type Values = z.input<typeof opsMoveMemberSchema>;

/**
 * Moves a member (and everyone below it) under another agent: the new upline's username, then a
 * second step that says what the move does to reports before it is confirmed.
 */
export function MoveMemberDialog({ member, onClose }: { member: OpsTreeRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { move } = useAgentWrites();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(opsMoveMemberSchema),
    defaultValues: { newParentUsername: '' },
  });
  useEffect(() => {
    if (!member) return;
    reset({ newParentUsername: '' });
    setConfirming(null);
    move.reset();
  }, [member, reset, move.reset]);
  if (!member) return <Dialog open={false} onClose={onClose} title="" />;
  const submit = handleSubmit((values) => setConfirming(values.newParentUsername.trim()));
  return (
    <Dialog open onClose={onClose} title={t('ops_agents.move_title', { username: member.username })} testId="ops-move-dialog">
      {confirming === null ? (
        <form className={styles.form} noValidate onSubmit={submit}>
          <p className={styles.note}>{t('ops_agents.move_lead', { count: member.teamSize + 1, from: member.parent?.username ?? '—' })}</p>
          <Field
            label={t('ops_agents.new_upline')}
            required
            error={formState.errors.newParentUsername ? t('ops_agents.new_upline_hint') : undefined}
          >
            {({ id, invalid }) => (
              <Input id={id} autoComplete="off" invalid={invalid} {...register('newParentUsername')} data-testid="ops-move-upline" />
            )}
          </Field>
          <Button type="submit" variant="primary" data-testid="ops-move-next">
            {t('ops_agents.move_next')}
          </Button>
        </form>
      ) : (
        <div className={styles.form}>
          {move.error ? <FormAlert testId="ops-move-error">{errorMessage(move.error)}</FormAlert> : null}
          <p>{t('ops_agents.move_confirm', { username: member.username, to: confirming, count: member.teamSize + 1 })}</p>
          <p className={styles.note}>{t('ops_agents.move_reports')}</p>
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('ops_agents.back')}
            </Button>
            <Button
              variant="primary"
              disabled={move.isPending}
              onClick={() =>
                move.mutate(
                  { memberId: member.memberId, newParentUsername: confirming },
                  {
                    onSuccess: (result) => {
                      toast.show(
                        t('ops_agents.moved', { username: result.username, to: result.to.username, count: result.moved }),
                        'success',
                      );
                      onClose();
                    },
                  },
                )
              }
              data-testid="ops-move-confirm"
            >
              {t('ops_agents.move')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
