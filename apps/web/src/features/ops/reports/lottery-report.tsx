import { OPS_LOTTERY_GROUPS, type OpsLotteryRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { CsvButton } from './csv-button';
import { Amount, Count, Total } from './report-cells';
import styles from './reports.module.css';
import { useReport } from './reports-api';
import { usePageNo } from './use-page-no';

const col = opsColumns<OpsLotteryRow>();
const PAGE_SIZE = 25;
type Group = (typeof OPS_LOTTERY_GROUPS)[number];

/** Lottery profit (stakes − payouts) per game or per issue, of the issues drawn in the range. */
export function LotteryReport({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const [groupBy, setGroupBy] = useState<Group>('game');
  const [sort, setSort] = useState<OpsSort>({ sort: 'profit', order: 'desc' });
  const [pageNo, setPageNo] = usePageNo(`${range.from}|${range.to}|${groupBy}|${sort.sort}|${sort.order}`);
  const params = { ...range, groupBy, pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order };
  const query = useReport('lottery', params);
  const columns = useMemo(
    () => [
      col.accessor('game', { header: () => t('ops_reports.game') }),
      ...(groupBy === 'issue'
        ? [
            col.accessor('numero', { header: () => t('ops_reports.issue'), enableSorting: false }),
            col.accessor('drawsAt', {
              header: () => t('ops_reports.columns.drawsAt'),
              cell: (info) => (info.getValue() ? formatDateTime(info.getValue() as string) : '—'),
            }),
            col.accessor('status', { header: () => t('ops_reports.columns.status'), enableSorting: false }),
          ]
        : [
            col.accessor('issues', {
              header: () => t('ops_reports.columns.issues'),
              enableSorting: false,
              cell: (info) => <Count value={info.getValue()} />,
            }),
          ]),
      col.accessor('players', { header: () => t('ops_reports.columns.players'), cell: (info) => <Count value={info.getValue()} /> }),
      ...(['bets', 'payout', 'profit'] as const).map((key) =>
        col.accessor(key, { header: () => t(`ops_reports.columns.${key}`), cell: (info) => <Amount value={info.getValue()} /> }),
      ),
    ],
    [t, groupBy],
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
                setGroupBy(event.target.value as Group);
                setSort({ sort: event.target.value === 'issue' ? 'drawsAt' : 'profit', order: 'desc' });
              }}
              data-testid="ops-reports-lottery-group"
            >
              {OPS_LOTTERY_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {t(`ops_reports.${group}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {totals ? (
        <div className={styles.totals} data-testid="ops-reports-lottery-totals">
          <h3 className={styles.totalsTitle}>{t('ops_reports.totals')}</h3>
          {(['bets', 'payout', 'profit'] as const).map((key) => (
            <Total key={key} label={t(`ops_reports.columns.${key}`)}>
              <Amount value={totals[key]} />
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
        rowId={(row) => `${row.lotteryGameId}|${row.issueId ?? ''}`}
        caption={t('ops_reports.tabs.lottery')}
        testId="ops-reports-lottery"
        toolbar={<CsvButton report="lottery" params={params} />}
      />
    </>
  );
}
