import type { OpsRebateSettings, RebateMode } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { ErrorState } from '../../../ui/error-state';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import styles from './rebate.module.css';
import { useRebateSettings, useRebateWrites } from './rebate-api';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** The rebate's settings (mode, minimum claim, turnover multiple; saving asks first) and, read-only, each VIP level's rates. */
export function SettingsCard() {
  const { t } = useTranslation();
  const settings = useRebateSettings();
  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>{t('ops_rebate.settings_title')}</h2>
      {settings.isError && !settings.data ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} compact />
      ) : !settings.data ? (
        <CenteredSpinner />
      ) : (
        <>
          <SettingsForm
            key={JSON.stringify([settings.data.mode, settings.data.minClaim, settings.data.turnoverMultiple])}
            saved={settings.data}
          />
          <Rates settings={settings.data} />
        </>
      )}
    </Card>
  );
}

function SettingsForm({ saved }: { saved: OpsRebateSettings }) {
  const { t } = useTranslation();
  const me = useOpsMe();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const writable = can(me.data, 'promotions.write');
  const { saveSettings } = useRebateWrites();
  const [mode, setMode] = useState<RebateMode>(saved.mode);
  const [minClaim, setMinClaim] = useState(saved.minClaim);
  const [multiple, setMultiple] = useState(String(saved.turnoverMultiple));
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const minInvalid = !MONEY.test(minClaim.trim());
  const multipleValue = Number(multiple);
  const multipleInvalid = multiple.trim() === '' || !Number.isFinite(multipleValue) || multipleValue < 0 || multipleValue > 100;

  const save = () =>
    saveSettings.mutate(
      { mode, minClaim: minClaim.trim(), turnoverMultiple: multipleValue },
      {
        onSuccess: () => toast.show(t('ops_rebate.saved'), 'success'),
        onError: (caught) => setError(errorMessage(caught)),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        if (!minInvalid && !multipleInvalid) setConfirming(true);
      }}
    >
      <div className={styles.fields}>
        <Field label={t('ops_rebate.mode')} hint={t(`ops_rebate.mode_${mode}_hint`)}>
          {({ id, describedBy }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              value={mode}
              disabled={!writable}
              onChange={(event) => setMode(event.target.value as RebateMode)}
              data-testid="ops-rebate-mode"
            >
              <option value="manual">{t('ops_rebate.mode_manual')}</option>
              <option value="daily">{t('ops_rebate.mode_daily')}</option>
            </Select>
          )}
        </Field>
        <Field label={t('ops_rebate.min_claim')} error={minInvalid ? t('ops_rebate.money_invalid') : undefined}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="decimal"
              aria-describedby={describedBy}
              invalid={invalid}
              value={minClaim}
              disabled={!writable}
              onChange={(event) => setMinClaim(event.target.value)}
              data-testid="ops-rebate-min"
            />
          )}
        </Field>
        <Field
          label={t('ops_rebate.turnover')}
          hint={t('ops_rebate.turnover_hint')}
          error={multipleInvalid ? t('ops_rebate.multiple_invalid') : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="decimal"
              aria-describedby={describedBy}
              invalid={invalid}
              value={multiple}
              disabled={!writable}
              onChange={(event) => setMultiple(event.target.value)}
              data-testid="ops-rebate-turnover"
            />
          )}
        </Field>
      </div>
      {error ? <FormAlert testId="ops-rebate-save-error">{error}</FormAlert> : null}
      {writable ? (
        <div>
          <Button type="submit" variant="primary" disabled={saveSettings.isPending} data-testid="ops-rebate-save">
            {t('ops_rebate.save')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('ops_rebate.confirm_title')}
        text={t('ops_rebate.confirm_save', {
          mode: t(`ops_rebate.mode_${mode}`),
          min: minClaim.trim(),
          multiple: multipleValue,
        })}
        confirmLabel={t('ops_rebate.save')}
        onConfirm={save}
        onClose={() => setConfirming(false)}
        busy={saveSettings.isPending}
        testId="ops-rebate-save-dialog"
      />
    </form>
  );
}

/** Each VIP level's rate per category (percent of valid bets), as the VIP levels hold them. */
function Rates({ settings }: { settings: OpsRebateSettings }) {
  const { t } = useTranslation();
  const categories = [...new Set(settings.levels.flatMap((l) => Object.keys(l.rates)))].sort();
  if (settings.levels.length === 0) return <p className={styles.muted}>{t('ops_rebate.no_levels')}</p>;
  return (
    <div className={styles.rates}>
      <h3 className={styles.subheading}>{t('ops_rebate.rates_title')}</h3>
      <p className={styles.muted}>{t('ops_rebate.rates_lead')}</p>
      <DataTable
        caption={t('ops_rebate.rates_title')}
        testId="ops-rebate-rates"
        head={
          <>
            <HeadCell>{t('ops_rebate.level')}</HeadCell>
            {categories.map((c) => (
              <HeadCell key={c} numeric>
                {t(`category.${c}`, { defaultValue: c })}
              </HeadCell>
            ))}
          </>
        }
      >
        {settings.levels.map((level) => (
          <tr key={level.level}>
            <Cell label={t('ops_rebate.level')}>
              {level.level} · {level.name}
            </Cell>
            {categories.map((c) => (
              <Cell key={c} label={t(`category.${c}`, { defaultValue: c })} numeric>
                {level.rates[c] === undefined ? '—' : `${level.rates[c]}%`}
              </Cell>
            ))}
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
