import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, PAST_PRESETS } from '../../../../lib/date-range';
import { DateRangeFilter } from '../../../../ui/date-range-filter';
import { SearchBox } from '../../../../ui/search-box';
import { Select } from '../../../../ui/select';
import styles from './reports.module.css';

/**
 * A report's filter bar: the date range with the member centre's past presets (lib/date-range,
 * ui/date-range-filter), then the report's own filters.
 */
export function ReportToolbar({
  range,
  onRange,
  testId,
  children,
}: {
  range: DateRange;
  onRange: (range: DateRange) => void;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.rangeRow}>
        <DateRangeFilter value={range} presets={PAST_PRESETS} onChange={onRange} testId={`${testId}-range`} />
      </div>
      {children}
    </div>
  );
}

/** The username search of a team report: a prefix over the whole team, any depth. */
export function UsernameFilter({ value, onSearch, testId }: { value: string; onSearch: (text: string) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.filter}>
      <span className={styles.filterLabel} aria-hidden="true">
        {t('agentCentre.reports.username')}
      </span>
      <SearchBox
        value={value}
        onSearch={onSearch}
        maxLength={32}
        placeholder={t('agentCentre.reports.username_placeholder')}
        label={t('agentCentre.reports.username_label')}
        clearLabel={t('agentCentre.reports.username_clear')}
        testId={testId}
      />
    </div>
  );
}

type ChoiceFilterProps<T extends string> = {
  label: string;
  /** The text of the '' choice. */
  allLabel: string;
  value: T | '';
  choices: readonly T[];
  choiceLabel: (value: T) => string;
  onChange: (value: T | '') => void;
  testId: string;
};

/** A labelled select of one filter, '' meaning all. */
export function ChoiceFilter<T extends string>({ label, allLabel, value, choices, choiceLabel, onChange, testId }: ChoiceFilterProps<T>) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T | '')} data-testid={testId}>
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The sums of a report's whole filter, as labelled chips. */
export function TotalsBar({ items, testId }: { items: readonly { label: string; value: ReactNode; key: string }[]; testId: string }) {
  return (
    <ul className={styles.totals} data-testid={testId}>
      {items.map((item) => (
        <li key={item.key} className={styles.chip} data-key={item.key}>
          <span>{item.label}</span>
          <strong>{item.value}</strong>
        </li>
      ))}
    </ul>
  );
}
