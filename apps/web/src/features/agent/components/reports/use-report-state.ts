import type { SortOrder } from '@fortuna/shared';
import { useState } from 'react';
import { type DatePresetKey, type DateRange, presetRange } from '../../../../lib/date-range';

/** A report's column order: which column and which way. */
export type ReportSort<S extends string> = { sort: S; order: SortOrder };

/**
 * The state of one report screen: its date range (a preset of the member centre's, previous 7 days
 * unless told), its other filters, its sort and its page. Changing any filter or the sort goes back
 * to page 1.
 */
export function useReportState<S extends string, F extends Record<string, string>>(initial: {
  sort: ReportSort<S>;
  filters: F;
  preset?: DatePresetKey;
}) {
  const [range, setRange] = useState<DateRange>(() => presetRange(initial.preset ?? 'previous_7_days'));
  const [filters, setFilters] = useState<F>(initial.filters);
  const [sort, setSort] = useState<ReportSort<S>>(initial.sort);
  const [page, setPage] = useState(1);
  return {
    range,
    filters,
    sort,
    page,
    setPage,
    changeRange: (next: DateRange) => {
      setRange(next);
      setPage(1);
    },
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    /** A click on a column: the other way round when it is the column in force, else that column, largest first (names A–Z). */
    toggleSort: (column: S, firstOrder: SortOrder = 'desc') => {
      setSort((current) =>
        current.sort === column ? { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' } : { sort: column, order: firstOrder },
      );
      setPage(1);
    },
    /** An order chosen outright (the phone's sort select). */
    chooseSort: (next: ReportSort<S>) => {
      setSort(next);
      setPage(1);
    },
  };
}

export type ReportState<S extends string, F extends Record<string, string>> = ReturnType<typeof useReportState<S, F>>;
