import type { OpsDayRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../../lib/date-range';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { CsvButton } from './csv-button';
import { Amount, Count, Day, Total } from './report-cells';
import styles from './reports.module.css';
import { useReport } from './reports-api';
import { usePageNo } from './use-page-no';

const col = opsColumns<OpsDayRow>();
const PAGE_SIZE = 31;
const AMOUNTS = ['bets', 'payout', 'ggr', 'bonus', 'ngr', 'deposits', 'withdrawals'] as const;
const COUNTS = ['newPlayers', 'activePlayers', 'depositingPlayers'] as const;

/** Each business day of the range: GGR, NGR, cash flow and players, with the range's totals (distinct players over the range). */
export function DaysReport({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<OpsSort>({ sort: 'day', order: 'desc' });
  const [pageNo, setPageNo] = usePageNo(`${range.from}|${range.to}|${sort.sort}|${sort.order}`);
  const params = { ...range, pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order };
  const query = useReport('days', params);
  const columns = useMemo(
    () => [
      col.accessor('day', { header: () => t('ops_reports.columns.day'), cell: (info) => <Day value={info.getValue()} /> }),
      ...AMOUNTS.map((key) =>
        col.accessor(key, { header: () => t(`ops_reports.columns.${key}`), cell: (info) => <Amount value={info.getValue()} /> }),
      ),
      ...COUNTS.map((key) =>
        col.accessor(key, { header: () => t(`ops_reports.columns.${key}`), cell: (info) => <Count value={info.getValue()} /> }),
      ),
    ],
    [t],
  );
  const totals = query.data?.totals;
  return (
    <>
      {totals ? (
        <div className={styles.totals} data-testid="ops-reports-days-totals">
          <h3 className={styles.totalsTitle}>{t('ops_reports.totals')}</h3>
          {AMOUNTS.map((key) => (
            <Total key={key} label={t(`ops_reports.columns.${key}`)}>
              <Amount value={totals[key]} />
            </Total>
          ))}
          {COUNTS.map((key) => (
            <Total key={key} label={t(`ops_reports.columns.${key}`)}>
              <Count value={totals[key]} />
            </Total>
          ))}
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
        rowId={(row) => row.day}
        caption={t('ops_reports.tabs.days')}
        testId="ops-reports-days"
        toolbar={<CsvButton report="days" params={params} />}
      />
    </>
  );
}
