import { type OpsGameRow, opsGameUpdateSchema } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import styles from './catalogue.module.css';
import { useCatalogueWrites } from './catalogue-api';

type Values = z.input<typeof opsGameUpdateSchema>;

/** A game's flags and order (`PATCH /ops/catalogue/games/:id`); maintenance has its own confirmed button in the list. */
export function GameDialog({ game, onClose }: { game: OpsGameRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { game: save } = useCatalogueWrites();
  const { register, handleSubmit, reset, formState } = useForm<Values>({ resolver: zodResolver(opsGameUpdateSchema) });
  useEffect(() => {
    if (game) reset({ enabled: game.enabled, hot: game.hot, isNew: game.isNew, sort: game.sort });
    save.reset();
  }, [game, reset, save.reset]);
  if (!game) return <Dialog open={false} onClose={onClose} title="" />;
  const submit = handleSubmit((values) => save.mutate({ id: game.id, ...values }, { onSuccess: onClose }));
  return (
    <Dialog open onClose={onClose} title={t('ops_catalogue.game_edit', { name: game.name })} testId="ops-game-dialog">
      <form className={styles.form} noValidate onSubmit={submit}>
        {save.error ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
        <label className={styles.check}>
          <input type="checkbox" {...register('enabled')} data-testid="ops-game-enabled" />
          {t('ops_catalogue.enabled')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('hot')} />
          {t('ops_catalogue.hot')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('isNew')} />
          {t('ops_catalogue.new')}
        </label>
        <Field label={t('ops_catalogue.sort')} error={formState.errors.sort ? t('ops_catalogue.sort_hint') : undefined}>
          {({ id, invalid }) => <Input id={id} type="number" min={0} invalid={invalid} {...register('sort', { valueAsNumber: true })} />}
        </Field>
        <Button type="submit" variant="primary" disabled={save.isPending} data-testid="ops-game-save">
          {t('ops_shell.save')}
        </Button>
      </form>
    </Dialog>
  );
}
