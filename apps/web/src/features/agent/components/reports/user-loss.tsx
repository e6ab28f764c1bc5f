import { REPORT_PAGE_SIZE, type UserLossQuery, type UserLossRow, type UserLossSort } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../ui/card';
import { Cell, DataTable } from '../../../../ui/data-table';
import { Pagination } from '../../../../ui/pagination';
import { getUserLoss, useUserLoss } from '../../api/get-user-loss';
import { amountText, SignedAmount } from './amount';
import type { CsvColumn } from './csv';
import { ExportButton } from './export-button';
import { ReportStatus } from './report-status';
import { ReportToolbar, TotalsBar, UsernameFilter } from './report-toolbar';
import styles from './reports.module.css';
import { PhoneSort, SortHeader } from './sort-header';
import { useReportState } from './use-report-state';

const COLUMNS: readonly { column: UserLossSort; key: string; numeric?: boolean }[] = [
  { column: 'username', key: 'member' },
  { column: 'bets', key: 'bets', numeric: true },
  { column: 'validBet', key: 'valid_bet', numeric: true },
  { column: 'payout', key: 'payout', numeric: true },
  { column: 'profit', key: 'profit', numeric: true },
  { column: 'rounds', key: 'rounds', numeric: true },
];

/**
 * User loss (spec §2 agent centre): each team member's bets, valid bet, payout, profit and rounds
 * over a range of the merchant's days, biggest losers first; every column sorts, the whole filter
 * exports as CSV.
 */
export function UserLoss() {
  const { t } = useTranslation();
  const state = useReportState<UserLossSort, { username: string }>({ sort: { sort: 'profit', order: 'asc' }, filters: { username: '' } });
  const { range, filters, sort, page } = state;
  const query: UserLossQuery = {
    from: range.from,
    to: range.to,
    username: filters.username || undefined,
    sort: sort.sort,
    order: sort.order,
    pageNo: page,
    pageSize: REPORT_PAGE_SIZE,
  };
  const report = useUserLoss(query);
  const label = (key: string) => t(`agentCentre.reports.columns.${key}`);
  const level = (depth: number) => (depth === 0 ? t('agentCentre.reports.you') : t('agentCentre.reports.level', { depth }));
  const csv: CsvColumn<UserLossRow>[] = [
    { header: label('member'), value: (row) => row.username, text: true },
    { header: label('level'), value: (row) => row.depth },
    { header: label('bets'), value: (row) => row.bets },
    { header: label('valid_bet'), value: (row) => row.validBet },
    { header: label('payout'), value: (row) => row.payout },
    { header: label('profit'), value: (row) => row.profit },
    { header: label('rounds'), value: (row) => row.rounds },
  ];

  return (
    <Card className={styles.report} data-testid="user-loss" data-pending={report.isFetching ? 'true' : 'false'}>
      <ReportToolbar range={range} onRange={state.changeRange} testId="loss">
        <UsernameFilter value={filters.username} onSearch={(text) => state.setFilter('username', text)} testId="loss-username" />
      </ReportToolbar>
      <ReportStatus
        query={report}
        isEmpty={(data) => data.list.length === 0}
        icon="Rebate"
        emptyTitle={t('agentCentre.reports.loss_empty')}
        emptyText={t('agentCentre.reports.loss_empty_text')}
        search={filters.username}
      >
        {(data) => (
          <>
            <div className={styles.bar}>
              <TotalsBar
                testId="loss-totals"
                items={[
                  { key: 'members', label: label('members'), value: data.total },
                  { key: 'bets', label: label('bets'), value: amountText(data.totals.bets) },
                  { key: 'validBet', label: label('valid_bet'), value: amountText(data.totals.validBet) },
                  { key: 'payout', label: label('payout'), value: amountText(data.totals.payout) },
                  { key: 'profit', label: label('profit'), value: <SignedAmount value={data.totals.profit} /> },
                ]}
              />
              <div className={styles.actions}>
                <ExportButton
                  filename={`user-loss_${range.from}_${range.to}`}
                  columns={csv}
                  fetchPage={(pageNo, pageSize) => getUserLoss({ ...query, pageNo, pageSize })}
                />
              </div>
            </div>
            <PhoneSort
              columns={COLUMNS.map((c) => ({ column: c.column, label: label(c.key) }))}
              current={sort}
              onChange={state.chooseSort}
            />
            <DataTable
              caption={t('agentCentre.sections.loss')}
              testId="loss-table"
              head={COLUMNS.map((c) => (
                <SortHeader
                  key={c.column}
                  column={c.column}
                  label={label(c.key)}
                  current={sort}
                  numeric={c.numeric}
                  onSort={(column) => state.toggleSort(column, column === 'username' ? 'asc' : 'desc')}
                />
              ))}
            >
              {data.list.map((row) => (
                <tr key={row.memberId} data-testid="loss-row" data-username={row.username}>
                  <Cell label={label('member')}>
                    <span className={styles.stack}>
                      <strong>{row.username}</strong>
                      <span className={styles.muted}>{level(row.depth)}</span>
                    </span>
                  </Cell>
                  <Cell label={label('bets')} numeric>
                    {amountText(row.bets)}
                  </Cell>
                  <Cell label={label('valid_bet')} numeric>
                    {amountText(row.validBet)}
                  </Cell>
                  <Cell label={label('payout')} numeric>
                    {amountText(row.payout)}
                  </Cell>
                  <Cell label={label('profit')} numeric data-testid="loss-profit">
                    <SignedAmount value={row.profit} />
                  </Cell>
                  <Cell label={label('rounds')} numeric>
                    {row.rounds}
                  </Cell>
                </tr>
              ))}
            </DataTable>
            <Pagination page={page} totalPages={data.totalPages} onChange={state.setPage} testId="loss-pagination" />
          </>
        )}
      </ReportStatus>
    </Card>
  );
}
