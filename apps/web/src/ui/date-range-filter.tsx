import { useTranslation } from 'react-i18next';
import { type DatePresetKey, type DateRange, presetRange } from '../lib/date-range';
import styles from './date-range-filter.module.css';
import { Field, Input } from './field';

type DateRangeFilterProps = {
  value: DateRange;
  onChange: (range: DateRange) => void;
  presets: readonly DatePresetKey[];
  testId?: string;
};

/** Two dates (from, to, both included) and one-click presets (spec §9 date-picker presets). */
export function DateRangeFilter({ value, onChange, presets, testId = 'date-range' }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const active = presets.find((key) => {
    const range = presetRange(key);
    return range.from === value.from && range.to === value.to;
  });
  return (
    <div className={styles.filter} data-testid={testId}>
      <div className={styles.dates}>
        <Field label={t('common.date_from')}>
          {({ id }) => (
            <Input
              id={id}
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
              data-testid={`${testId}-from`}
            />
          )}
        </Field>
        <Field label={t('common.date_to')}>
          {({ id }) => (
            <Input
              id={id}
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
              data-testid={`${testId}-to`}
            />
          )}
        </Field>
      </div>
      <fieldset className={styles.presets} aria-label={t('common.date_presets')}>
        {presets.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.preset}
            aria-pressed={active === key}
            onClick={() => onChange(presetRange(key))}
            data-testid={`${testId}-${key}`}
          >
            {t(`common.preset_${key}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
