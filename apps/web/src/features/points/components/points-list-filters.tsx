import { useTranslation } from 'react-i18next';
import { type DateRange, PAST_PRESETS } from '../../../lib/date-range';
import { Card } from '../../../ui/card';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';
import styles from './points.module.css';

/**
 * The filter card of the member's points lists (redeem history, points details): business-day
 * range with past presets and one select (status or type) with "All" first. Each change goes back
 * to the first page, which the caller does in `onChange`.
 */
export function PointsListFilters<T extends string>(props: {
  range: DateRange;
  onRange: (range: DateRange) => void;
  rangeTestId: string;
  label: string;
  value: T | '';
  options: readonly T[];
  optionLabel: (option: T) => string;
  onValue: (value: T | '') => void;
  selectTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card className={styles.filters}>
      <DateRangeFilter value={props.range} onChange={props.onRange} presets={PAST_PRESETS} testId={props.rangeTestId} />
      <Field label={props.label}>
        {({ id }) => (
          <Select
            id={id}
            value={props.value}
            onChange={(event) => props.onValue(event.target.value as T | '')}
            data-testid={props.selectTestId}
          >
            <option value="">{t('points.all')}</option>
            {props.options.map((option) => (
              <option key={option} value={option}>
                {props.optionLabel(option)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </Card>
  );
}
