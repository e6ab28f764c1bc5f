import { BUNDLED_LANGUAGES, type OpsPointsSettings, opsPointsSettingsSchema, POINT_EARN_TYPES, POINTS_LIMITS } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { ErrorState } from '../../../ui/error-state';
import { Checkbox, Field, FormAlert, Input, Textarea } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import styles from './ops-points.module.css';
import { usePointsSettings, usePointsWrites } from './points-api';

/** The mall's settings: the switches, each point type's earning rule, the exchange-rate table and the rules text per language. */
export function SettingsCard() {
  const settings = usePointsSettings();
  if (settings.isError && !settings.data) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <CenteredSpinner />;
  return <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />;
}

type RuleDraft = { type: (typeof POINT_EARN_TYPES)[number]; enabled: boolean; unit: string; points: string };
type RateDraft = { minPoints: string; points: string; amount: string };

function SettingsForm({ saved }: { saved: OpsPointsSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useOpsMe();
  const writable = can(me.data, 'promotions.write');
  const { saveSettings } = usePointsWrites();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [convertEnabled, setConvertEnabled] = useState(saved.convertEnabled);
  // Every type has a row, saved or not: a type the operator never set starts off.
  const [rules, setRules] = useState<RuleDraft[]>(() =>
    POINT_EARN_TYPES.map((type) => {
      const rule = saved.rules.find((r) => r.type === type);
      return { type, enabled: rule?.enabled ?? false, unit: rule?.unit ?? '100.00', points: String(rule?.points ?? 1) };
    }),
  );
  const [rates, setRates] = useState<RateDraft[]>(saved.rates);
  const [texts, setTexts] = useState<Record<string, string>>(saved.rulesText);
  const [confirming, setConfirming] = useState<OpsPointsSettings | null>(null);
  const [invalid, setInvalid] = useState(false);

  const setRule = (index: number, change: Partial<RuleDraft>) =>
    setRules((all) => all.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const setRate = (index: number, change: Partial<RateDraft>) =>
    setRates((all) => all.map((r, i) => (i === index ? { ...r, ...change } : r)));

  const review = () => {
    const parsed = opsPointsSettingsSchema.safeParse({
      enabled,
      convertEnabled,
      rules: rules.map((r) => ({ ...r, points: r.points.trim() === '' ? Number.NaN : Number(r.points) })),
      rates,
      rulesText: texts,
    });
    setInvalid(!parsed.success);
    if (parsed.success) setConfirming(parsed.data);
  };

  return (
    <Card className={styles.panel}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
        data-testid="ops-points-settings"
      >
        <fieldset disabled={!writable} className={styles.fieldset}>
          <div className={styles.row}>
            <Checkbox label={t('ops_points.enabled')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
            <Checkbox
              label={t('ops_points.convert_enabled')}
              checked={convertEnabled}
              onChange={(e) => setConvertEnabled(e.target.checked)}
            />
          </div>
          <h3 className={styles.subheading}>{t('points.earning_rules')}</h3>
          <DataTable
            head={
              <>
                <HeadCell>{t('points.type')}</HeadCell>
                <HeadCell>{t('ops_points.rule_on')}</HeadCell>
                <HeadCell>{t('points.betting_unit')}</HeadCell>
                <HeadCell>{t('ops_points.points_per_unit')}</HeadCell>
              </>
            }
          >
            {rules.map((rule, index) => (
              <tr key={rule.type} data-testid={`ops-points-rule-${rule.type}`}>
                <Cell label={t('points.type')}>{t(`points.move.${rule.type}`)}</Cell>
                <Cell label={t('ops_points.rule_on')}>
                  <input
                    type="checkbox"
                    checked={rule.enabled}
                    onChange={(e) => setRule(index, { enabled: e.target.checked })}
                    aria-label={t('ops_points.rule_on_label', { type: t(`points.move.${rule.type}`) })}
                  />
                </Cell>
                <Cell label={t('points.betting_unit')}>
                  <Input
                    inputMode="decimal"
                    value={rule.unit}
                    onChange={(e) => setRule(index, { unit: e.target.value })}
                    aria-label={t('points.betting_unit')}
                  />
                </Cell>
                <Cell label={t('ops_points.points_per_unit')}>
                  <Input
                    inputMode="numeric"
                    value={rule.points}
                    onChange={(e) => setRule(index, { points: e.target.value })}
                    aria-label={t('ops_points.points_per_unit')}
                  />
                </Cell>
              </tr>
            ))}
          </DataTable>
          <h3 className={styles.subheading}>{t('points.rate_table')}</h3>
          <p className={styles.muted}>{t('ops_points.rates_hint')}</p>
          {rates.map((rate, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their index is their identity
            <div key={index} className={styles.row} data-testid="ops-points-rate">
              <Field label={t('points.from_points')}>
                {({ id }) => (
                  <Input
                    id={id}
                    inputMode="numeric"
                    value={rate.minPoints}
                    onChange={(e) => setRate(index, { minPoints: e.target.value })}
                  />
                )}
              </Field>
              <Field label={t('points.rate_points')}>
                {({ id }) => (
                  <Input id={id} inputMode="numeric" value={rate.points} onChange={(e) => setRate(index, { points: e.target.value })} />
                )}
              </Field>
              <Field label={t('points.rate_amount')}>
                {({ id }) => (
                  <Input id={id} inputMode="decimal" value={rate.amount} onChange={(e) => setRate(index, { amount: e.target.value })} />
                )}
              </Field>
              <Button
                variant="ghost"
                iconOnly
                onClick={() => setRates((all) => all.filter((_, i) => i !== index))}
                aria-label={t('ops_points.remove_rate')}
              >
                <Icon.Trash size={16} />
              </Button>
            </div>
          ))}
          {rates.length < POINTS_LIMITS.rateRowsMax ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setRates((all) => [...all, { minPoints: '', points: '', amount: '' }])}
                data-testid="ops-points-add-rate"
              >
                <Icon.Plus size={16} /> {t('ops_points.add_rate')}
              </Button>
            </div>
          ) : null}
          <h3 className={styles.subheading}>{t('ops_points.rules_text')}</h3>
          <div className={styles.fields}>
            {BUNDLED_LANGUAGES.map((language) => (
              <Field key={language} label={t('ops_points.rules_text_in', { language: language.toUpperCase() })}>
                {({ id }) => (
                  <Textarea
                    id={id}
                    rows={4}
                    maxLength={5000}
                    value={texts[language] ?? ''}
                    onChange={(e) => setTexts((all) => ({ ...all, [language]: e.target.value }))}
                  />
                )}
              </Field>
            ))}
          </div>
          {invalid ? <FormAlert>{t('ops_points.settings_invalid')}</FormAlert> : null}
          {writable ? (
            <div className={styles.actions}>
              <Button type="submit" variant="primary" data-testid="ops-points-settings-save">
                {t('ops_points.save')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      </form>
      <ConfirmActionDialog
        open={confirming !== null}
        title={t('ops_points.save_title')}
        confirmLabel={t('ops_points.save')}
        pending={saveSettings.isPending}
        error={saveSettings.error}
        onConfirm={() =>
          confirming &&
          saveSettings.mutate(confirming, {
            onSuccess: () => {
              setConfirming(null);
              toast.show(t('ops_points.saved'), 'success');
            },
          })
        }
        onClose={() => setConfirming(null)}
        testId="ops-points-settings-confirm"
      >
        {t('ops_points.save_text')}
      </ConfirmActionDialog>
    </Card>
  );
}
