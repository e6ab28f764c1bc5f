import { useState } from 'react';
import { type DateRange, PAST_PRESETS, presetRange } from '../../../lib/date-range';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';
import styles from './wallet.module.css';

/**
 * A record's filters and page: one choice (kind, category; '' is all) and a past date range,
 * starting at the previous 7 days; changing either goes back to page 1.
 */
export function useRecordFilters<T extends string>(initial: T) {
  const [choice, setChoice] = useState<T>(initial);
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_7_days'));
  const [page, setPage] = useState(1);
  return {
    choice,
    range,
    page,
    setPage,
    choose: (next: T) => {
      setChoice(next);
      setPage(1);
    },
    changeRange: (next: DateRange) => {
      setRange(next);
      setPage(1);
    },
  };
}

type RecordFiltersProps<T extends string> = {
  filters: ReturnType<typeof useRecordFilters<T>>;
  label: string;
  /** The text of the '' choice. */
  allLabel: string;
  choices: readonly T[];
  choiceLabel: (value: T) => string;
  /** Test ids of the select and of the date range. */
  choiceTestId: string;
  rangeTestId: string;
};

/** The filter bar of the account and betting records: the choice, then the past date range with its presets. */
export function RecordFilters<T extends string>({
  filters,
  label,
  allLabel,
  choices,
  choiceLabel,
  choiceTestId,
  rangeTestId,
}: RecordFiltersProps<T>) {
  return (
    <div className={styles.filters}>
      <Field label={label}>
        {({ id }) => (
          <Select id={id} value={filters.choice} onChange={(event) => filters.choose(event.target.value as T)} data-testid={choiceTestId}>
            <option value="">{allLabel}</option>
            {choices.map((value) => (
              <option key={value} value={value}>
                {choiceLabel(value)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <DateRangeFilter value={filters.range} presets={PAST_PRESETS} onChange={filters.changeRange} testId={rangeTestId} />
    </div>
  );
}
