import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import styles from './ops-table.module.css';

/** The table features every back-office table uses: sorting, done by the server. */
export const opsTableFeatures = tableFeatures({ rowSortingFeature });
export type OpsColumn<Row extends RowData> = ColumnDef<typeof opsTableFeatures, Row, any>;
/** Column definitions: `const col = opsColumns<Row>(); const columns = [col.accessor('username', {...}), col.display({...})]`. */
export function opsColumns<Row extends RowData>() {
  return createColumnHelper<typeof opsTableFeatures, Row>();
}

/** The sort the server is asked for: a column id and a direction. */
export type OpsSort = { sort?: string | undefined; order: 'asc' | 'desc' };

type OpsTableProps<Row extends RowData> = {
  /** Stable column definitions (module scope or useMemo). `enableSorting: false` on columns the server cannot sort by. */
  columns: OpsColumn<Row>[];
  /** This page's rows, already paged and sorted by the server. */
  rows: Row[] | undefined;
  /** Rows in the whole filtered result (for the pager and the count). */
  total: number | undefined;
  pageNo: number;
  pageSize: number;
  onPageChange: (pageNo: number) => void;
  sort?: OpsSort;
  onSortChange?: (sort: OpsSort) => void;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** What an empty result says. */
  emptyText?: string;
  /** A row's stable id (`data-row-id`), e.g. its database id. */
  rowId: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  caption: string;
  testId?: string;
  /** Shown above the table, beside the count (filters, exports). */
  toolbar?: ReactNode;
};

const EMPTY: never[] = [];

/**
 * Every back-office table: @tanstack/react-table over a page the server already filtered, sorted
 * and paged (`manualSorting`); clicking a sortable heading asks the server for that order. Loading
 * skeletons, the empty and error states, the total and the pager are built in. On a tablet the
 * table scrolls sideways inside its card.
 */
export function OpsTable<Row extends RowData>(props: OpsTableProps<Row>) {
  const { t } = useTranslation();
  const {
    columns,
    rows,
    total,
    pageNo,
    pageSize,
    onPageChange,
    sort,
    onSortChange,
    loading,
    error,
    onRetry,
    emptyText,
    rowId,
    onRowClick,
  } = props;
  const sorting: SortingState = sort?.sort ? [{ id: sort.sort, desc: sort.order === 'desc' }] : [];
  const table = useTable({
    features: opsTableFeatures,
    columns,
    data: rows ?? EMPTY,
    getRowId: (row: Row) => rowId(row),
    manualSorting: true,
    enableSorting: Boolean(onSortChange),
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange?.(first ? { sort: first.id, order: first.desc ? 'desc' : 'asc' } : { order: 'desc' });
    },
  });
  const totalPages = total === undefined ? 0 : Math.max(1, Math.ceil(total / pageSize));
  const body = () => {
    if (error) return null;
    if (loading && !rows)
      return Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <tr key={index}>
          {columns.map((_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
            <td key={column}>
              <Skeleton className={styles.skeleton} />
            </td>
          ))}
        </tr>
      ));
    return table.getRowModel().rows.map((row) => (
      <tr
        key={row.id}
        data-row-id={row.id}
        data-testid={props.testId ? `${props.testId}-row` : undefined}
        className={onRowClick ? styles.clickable : undefined}
        onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      >
        {row.getAllCells().map((cell) => (
          <td key={cell.id} data-column={cell.column.id}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    ));
  };
  return (
    <div className={styles.root} data-testid={props.testId}>
      <div className={styles.toolbar}>
        <span className={styles.count} data-testid={props.testId ? `${props.testId}-total` : undefined}>
          {total === undefined ? '' : t('ops_shell.table_total', { count: total })}
        </span>
        {props.toolbar}
      </div>
      <div className={styles.wrap} aria-busy={loading || undefined}>
        <table className={styles.table}>
          <caption className="sr-only">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}>
                      {header.isPlaceholder ? null : sortable ? (
                        <button type="button" className={styles.sort} onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className={styles.sortMark} data-sorted={sorted || undefined}>
                            {sorted === 'asc' ? <Icon.ChevronDown size={12} className={styles.up} /> : <Icon.ChevronDown size={12} />}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body()}</tbody>
        </table>
      </div>
      {error ? <ErrorState error={error} onRetry={onRetry} compact /> : null}
      {!error && !loading && rows && rows.length === 0 ? <EmptyState title={emptyText ?? t('ops_shell.table_empty')} compact /> : null}
      <Pagination
        page={pageNo}
        totalPages={totalPages}
        onChange={onPageChange}
        testId={props.testId ? `${props.testId}-pages` : undefined}
      />
    </div>
  );
}
