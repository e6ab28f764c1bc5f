import { type OpsLotteryGame, opsLotteryGameUpdateSchema } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import styles from './lottery.module.css';
import { useLotteryWrites } from './lottery-api';

const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** The form as typed (text fields), turned into the shared update schema's body on submit. */
const formSchema = z.object({
  kind: z.enum(['interval', 'daily', 'weekly']),
  seconds: z.string(),
  times: z.string(),
  days: z.array(z.string()),
  time: z.string(),
  closeSeconds: z.string(),
  minUnitStake: z.string(),
  maxStake: z.string(),
  minSeries: z.string(),
  maxSeries: z.string(),
  maxNumberStake: z.string(),
  maxIssueStake: z.string(),
});
type FormValues = z.input<typeof formSchema>;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

function scheduleOf(values: FormValues) {
  if (values.kind === 'interval') return { kind: 'interval' as const, seconds: Number(values.seconds) };
  if (values.kind === 'daily')
    return {
      kind: 'daily' as const,
      times: values.times
        .split(/[,\s]+/)
        .map((time) => time.trim())
        .filter(Boolean),
    };
  return { kind: 'weekly' as const, days: values.days.map(Number).sort(), time: values.time.trim() };
}

function defaults(game: OpsLotteryGame): FormValues {
  const schedule = game.nextSchedule?.schedule ?? game.schedule;
  return {
    kind: schedule.kind,
    seconds: schedule.kind === 'interval' ? String(schedule.seconds) : '60',
    times: schedule.kind === 'daily' ? schedule.times.join(', ') : '',
    days: schedule.kind === 'weekly' ? schedule.days.map(String) : [],
    time: schedule.kind === 'weekly' ? schedule.time : '',
    closeSeconds: String(game.closeSeconds),
    minUnitStake: game.minUnitStake,
    maxStake: game.maxStake,
    minSeries: game.minSeries === null ? '' : String(game.minSeries),
    maxSeries: game.maxSeries === null ? '' : String(game.maxSeries),
    maxNumberStake: game.maxNumberStake ?? '',
    maxIssueStake: game.maxIssueStake ?? '',
  };
}

/** Only what changed, as `PATCH /ops/lottery/games/:id` takes it (validated by the shared schema). */
function changes(game: OpsLotteryGame, values: FormValues) {
  const before = defaults(game);
  const body: Record<string, unknown> = {};
  const scheduleChanged =
    (['kind', 'seconds', 'times', 'time'] as const).some((key) => values[key] !== before[key]) || values.days.join() !== before.days.join();
  if (scheduleChanged) body.schedule = scheduleOf(values);
  if (values.closeSeconds !== before.closeSeconds) body.closeSeconds = Number(values.closeSeconds);
  if (values.minUnitStake !== before.minUnitStake) body.minUnitStake = values.minUnitStake.trim();
  if (values.maxStake !== before.maxStake) body.maxStake = values.maxStake.trim();
  if (values.minSeries !== before.minSeries) body.minSeries = numberOrNull(values.minSeries);
  if (values.maxSeries !== before.maxSeries) body.maxSeries = numberOrNull(values.maxSeries);
  if (values.maxNumberStake !== before.maxNumberStake) body.maxNumberStake = textOrNull(values.maxNumberStake);
  if (values.maxIssueStake !== before.maxIssueStake) body.maxIssueStake = textOrNull(values.maxIssueStake);
  return body;
}

/**
 * A game's settings: schedule (from the game's next day), closing seconds, stake bounds, prize-group
 * bounds and bet limits. Validated in the browser by the server's own schema.
 */
export function GameDialog({ game, onClose }: { game: OpsLotteryGame | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { updateGame } = useLotteryWrites();
  const { register, handleSubmit, reset, watch, formState } = useForm<FormValues, unknown, Record<string, unknown>>({
    resolver: game
      ? (zodResolver(formSchema.transform((values) => changes(game, values)).pipe(opsLotteryGameUpdateSchema)) as unknown as Resolver<
          FormValues,
          unknown,
          Record<string, unknown>
        >)
      : undefined,
  });
  useEffect(() => {
    if (game) reset(defaults(game));
    updateGame.reset();
  }, [game, reset, updateGame.reset]);
  if (!game) return <Dialog open={false} onClose={onClose} title="" />;
  const kind = watch('kind');
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const invalid = (name: string) => (errors[name] ? t('ops_lottery.invalid') : undefined);
  const submit = handleSubmit((body) =>
    updateGame.mutate(
      { id: game.id, ...body },
      {
        onSuccess: () => {
          toast.show(t('ops_lottery.saved'), 'success');
          onClose();
        },
      },
    ),
  );
  const text = (name: keyof FormValues, label: string, options: { hint?: string; mode?: 'numeric' | 'decimal' } = {}) => (
    <Field label={label} hint={options.hint} error={invalid(name)}>
      {({ id, describedBy, invalid: bad }) => (
        <Input
          id={id}
          inputMode={options.mode}
          aria-describedby={describedBy}
          invalid={bad}
          data-testid={`ops-lottery-field-${name}`}
          {...register(name)}
        />
      )}
    </Field>
  );
  return (
    <Dialog open onClose={onClose} size="lg" title={t('ops_lottery.edit_title', { name: game.name })} testId="ops-lottery-game-dialog">
      <form className={styles.form} noValidate onSubmit={submit}>
        {updateGame.error ? <FormAlert>{errorMessage(updateGame.error)}</FormAlert> : null}
        <div className={styles.grid2}>
          <Field label={t('ops_lottery.field_kind')} hint={t('ops_lottery.schedule_hint')} error={invalid('schedule')}>
            {({ id, describedBy }) => (
              <Select id={id} aria-describedby={describedBy} data-testid="ops-lottery-field-kind" {...register('kind')}>
                <option value="interval">{t('ops_lottery.kind_interval')}</option>
                <option value="daily">{t('ops_lottery.kind_daily')}</option>
                <option value="weekly">{t('ops_lottery.kind_weekly')}</option>
              </Select>
            )}
          </Field>
          {kind === 'interval' ? text('seconds', t('ops_lottery.field_seconds'), { mode: 'numeric' }) : null}
          {kind === 'daily' ? text('times', t('ops_lottery.field_times')) : null}
          {kind === 'weekly' ? text('time', t('ops_lottery.field_time')) : null}
        </div>
        {kind === 'weekly' ? (
          <fieldset className={styles.days}>
            <legend className={styles.muted}>{t('ops_lottery.field_days')}</legend>
            {DAYS.map((day) => (
              <label key={day} className={styles.check}>
                <input type="checkbox" value={String(day)} {...register('days')} />
                {t(`ops_lottery.day_${day}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className={styles.grid2}>
          {text('closeSeconds', t('ops_lottery.field_close'), { mode: 'numeric' })}
          {text('minUnitStake', t('ops_lottery.field_min_unit'), { mode: 'decimal' })}
          {text('maxStake', t('ops_lottery.field_max_stake'), { mode: 'decimal' })}
          {game.payMode === 'prize_group' ? text('minSeries', t('ops_lottery.field_min_series'), { mode: 'numeric' }) : null}
          {game.payMode === 'prize_group' ? text('maxSeries', t('ops_lottery.field_max_series'), { mode: 'numeric' }) : null}
          {text('maxNumberStake', t('ops_lottery.field_max_number'), { hint: t('ops_lottery.empty_no_limit'), mode: 'decimal' })}
          {text('maxIssueStake', t('ops_lottery.field_max_issue'), { hint: t('ops_lottery.empty_no_limit'), mode: 'decimal' })}
        </div>
        <div className={styles.actions}>
          <Button variant="primary" type="submit" disabled={updateGame.isPending} data-testid="ops-lottery-game-save">
            {t('ops_lottery.save')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('ops_lottery.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
