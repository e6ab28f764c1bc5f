import { SORT_ORDERS, type SortOrder } from '@fortuna/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../ui/icons';
import { Select } from '../../../../ui/select';
import styles from './reports.module.css';
import type { ReportSort } from './use-report-state';

type SortHeaderProps<S extends string> = {
  column: S;
  label: string;
  current: ReportSort<S>;
  onSort: (column: S) => void;
  numeric?: boolean;
};

/**
 * A column heading that sorts: one button (Enter or Space from the keyboard), the order told to
 * assistive technology by `aria-sort` and shown by the arrow.
 */
export function SortHeader<S extends string>({ column, label, current, onSort, numeric }: SortHeaderProps<S>) {
  const { t } = useTranslation();
  const active = current.sort === column;
  const state = active ? (current.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={state} data-align={numeric ? 'end' : undefined}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort(column)}
        title={t('agentCentre.reports.sort_by', { column: label })}
        data-testid={`sort-${column}`}
      >
        {label}
        <Icon.ChevronDown size={14} className={styles.sortIcon} aria-hidden="true" />
      </button>
    </th>
  );
}

type PhoneSortProps<S extends string> = {
  columns: readonly { column: S; label: string }[];
  current: ReportSort<S>;
  onChange: (next: ReportSort<S>) => void;
};

/** The sort of a report on phones, where the table shows as cards without headings: a column and a direction. */
export function PhoneSort<S extends string>({ columns, current, onChange }: PhoneSortProps<S>) {
  const { t } = useTranslation();
  const columnId = useId();
  return (
    <div className={styles.phoneSort}>
      <div className={styles.filter}>
        <label htmlFor={columnId} className={styles.filterLabel}>
          {t('agentCentre.reports.sort_label')}
        </label>
        <Select id={columnId} value={current.sort} onChange={(event) => onChange({ ...current, sort: event.target.value as S })}>
          {columns.map(({ column, label }) => (
            <option key={column} value={column}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <Select
        aria-label={t('agentCentre.reports.order_label')}
        value={current.order}
        onChange={(event) => onChange({ ...current, order: event.target.value as SortOrder })}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`agentCentre.reports.orders.${order}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
