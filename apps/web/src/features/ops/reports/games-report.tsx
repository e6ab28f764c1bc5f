import { OPS_GAME_GROUPS, type OpsGameGroup, type OpsReportGameRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../../lib/date-range';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { CsvButton } from './csv-button';
import { Amount, Count, Day, Total } from './report-cells';
import styles from './reports.module.css';
import { useReport } from './reports-api';
import { usePageNo } from './use-page-no';

const col = opsColumns<OpsReportGameRow>();
const PAGE_SIZE = 25;

/** GGR by category, vendor or game over the range, or one row per day and key. */
export function GamesReport({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const [groupBy, setGroupBy] = useState<OpsGameGroup>('category');
  const [perDay, setPerDay] = useState(false);
  const [sort, setSort] = useState<OpsSort>({ sort: 'ggr', order: 'desc' });
  const [pageNo, setPageNo] = usePageNo(`${range.from}|${range.to}|${groupBy}|${perDay}|${sort.sort}|${sort.order}`);
  const params = { ...range, groupBy, perDay, pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order };
  const query = useReport('games', params);
  const columns = useMemo(
    () => [
      ...(perDay
        ? [col.accessor('day', { header: () => t('ops_reports.columns.day'), cell: (info) => <Day value={info.getValue()} /> })]
        : []),
      col.display({
        id: 'key',
        header: () => t(`ops_reports.${groupBy}`),
        cell: (info) => {
          const row = info.row.original;
          if (groupBy === 'category') return row.category;
          if (groupBy === 'vendor') return row.vendor;
          return row.gameName ?? t('ops_reports.no_game');
        },
      }),
      ...(groupBy === 'game'
        ? [
            col.accessor('vendor', { header: () => t('ops_reports.vendor'), enableSorting: false }),
            col.accessor('category', { header: () => t('ops_reports.category'), enableSorting: false }),
          ]
        : []),
      ...(['bets', 'payout', 'ggr'] as const).map((key) =>
        col.accessor(key, { header: () => t(`ops_reports.columns.${key}`), cell: (info) => <Amount value={info.getValue()} /> }),
      ),
      col.accessor('rounds', { header: () => t('ops_reports.columns.rounds'), cell: (info) => <Count value={info.getValue()} /> }),
    ],
    [t, groupBy, perDay],
  );
  const totals = query.data?.totals;
  return (
    <>
      <div className={styles.filters}>
        <Field label={t('ops_reports.group_by')}>
          {({ id }) => (
            <Select
              id={id}
              value={groupBy}
              onChange={(event) => {
                setGroupBy(event.target.value as OpsGameGroup);
              }}
              data-testid="ops-reports-games-group"
            >
              {OPS_GAME_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {t(`ops_reports.${group}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={perDay}
            onChange={(event) => {
              setPerDay(event.target.checked);
            }}
            data-testid="ops-reports-games-per-day"
          />
          {t('ops_reports.per_day')}
        </label>
      </div>
      {totals ? (
        <div className={styles.totals} data-testid="ops-reports-games-totals">
          <h3 className={styles.totalsTitle}>{t('ops_reports.totals')}</h3>
          {(['bets', 'payout', 'ggr'] as const).map((key) => (
            <Total key={key} label={t(`ops_reports.columns.${key}`)}>
              <Amount value={totals[key]} />
            </Total>
          ))}
          <Total label={t('ops_reports.columns.rounds')}>
            <Count value={totals.rounds} />
          </Total>
        </div>
      ) : null}
      <OpsTable
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
        }}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowId={(row) => `${row.day ?? ''}|${row.category ?? ''}|${row.vendor ?? ''}|${row.gameId ?? ''}`}
        caption={t('ops_reports.tabs.games')}
        testId="ops-reports-games"
        toolbar={<CsvButton report="games" params={params} />}
      />
    </>
  );
}
