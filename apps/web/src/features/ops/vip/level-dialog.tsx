import { GAME_CATEGORIES, type OpsVipLevel } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import { LEVEL_MONEY_FIELDS, LEVEL_NAME_LANGUAGES, type LevelFormValues, levelFormValues, levelInput } from './level-form';
import styles from './vip.module.css';
import { useOpsVipWrites } from './vip-api';

/** Edits a level, or adds one on top (starting from the top level's values). */
export function LevelDialog({
  level,
  base,
  adding,
  onClose,
}: {
  level: number;
  base: OpsVipLevel | undefined;
  adding: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const writes = useOpsVipWrites();
  const [values, setValues] = useState<LevelFormValues>(() => levelFormValues(base));
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = adding ? writes.add : writes.update;

  const save = () => {
    const result = levelInput(values);
    if ('field' in result) {
      setInvalid(result.field);
      return;
    }
    setInvalid(null);
    const done = {
      onSuccess: () => {
        toast.show(t('ops_vip.saved'), 'success');
        onClose();
      },
    };
    if (adding) writes.add.mutate(result.input, done);
    else writes.update.mutate({ level, input: result.input }, done);
  };

  const text = (label: string, value: string, onChange: (v: string) => void, testId: string, numeric = true) => (
    <Field label={label}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          value={value}
          inputMode={numeric ? 'decimal' : undefined}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t(adding ? 'ops_vip.dialog_add' : 'ops_vip.dialog_edit', { level })}
      testId="ops-vip-level-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t('ops_vip.cancel')}</Button>
          <Button variant="primary" disabled={mutation.isPending} onClick={save} data-testid="ops-vip-level-save">
            {t('ops_vip.save')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {mutation.error ? <FormAlert testId="ops-vip-level-error">{errorMessage(mutation.error)}</FormAlert> : null}
        {invalid ? <FormAlert testId="ops-vip-level-invalid">{t('ops_vip.invalid_field', { field: invalid })}</FormAlert> : null}
        <div className={styles.grid}>
          {LEVEL_NAME_LANGUAGES.map((language) =>
            text(
              t('ops_vip.name_in', { language }),
              values.names[language] ?? '',
              (v) => setValues((old) => ({ ...old, names: { ...old.names, [language]: v } })),
              `ops-vip-name-${language}`,
              false,
            ),
          )}
          {LEVEL_MONEY_FIELDS.map((field) =>
            text(
              t(`ops_vip.field_${field}`),
              values.money[field],
              (v) => setValues((old) => ({ ...old, money: { ...old.money, [field]: v } })),
              `ops-vip-${field}`,
            ),
          )}
          {text(
            t('ops_vip.field_withdrawalDailyCount'),
            values.withdrawalDailyCount,
            (v) => setValues((old) => ({ ...old, withdrawalDailyCount: v })),
            'ops-vip-withdrawalDailyCount',
          )}
          {text(
            t('ops_vip.field_withdrawalDailyAmount'),
            values.withdrawalDailyAmount,
            (v) => setValues((old) => ({ ...old, withdrawalDailyAmount: v })),
            'ops-vip-withdrawalDailyAmount',
          )}
        </div>
        <h3 className={styles.subheading}>{t('ops_vip.rates_title')}</h3>
        <div className={styles.rates}>
          {GAME_CATEGORIES.map((category) =>
            text(
              t(`category.${category}`, { defaultValue: category }),
              values.rates[category] ?? '0',
              (v) => setValues((old) => ({ ...old, rates: { ...old.rates, [category]: v } })),
              `ops-vip-rate-${category}`,
            ),
          )}
        </div>
      </form>
    </Dialog>
  );
}
