import {
  REPORT_PAGE_SIZE,
  TEAM_TRANSACTION_KINDS,
  TEAM_TRANSACTION_STATUSES,
  type TeamTransactionKind,
  type TeamTransactionRow,
  type TeamTransactionStatus,
  type TeamTransactionsQuery,
} from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { Card } from '../../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../../ui/data-table';
import { Pagination } from '../../../../ui/pagination';
import { getTeamTransactions, useTeamTransactions } from '../../api/get-team-transactions';
import { amountText } from './amount';
import type { CsvColumn } from './csv';
import { ExportButton } from './export-button';
import { ReportStatus } from './report-status';
import { ChoiceFilter, ReportToolbar, TotalsBar, UsernameFilter } from './report-toolbar';
import styles from './reports.module.css';
import { PhoneSort, SortHeader } from './sort-header';
import { useReportState } from './use-report-state';

type Sort = 'createdAt' | 'username' | 'amount';
type Filters = { username: string; kind: TeamTransactionKind | ''; status: TeamTransactionStatus | '' };

/**
 * Team transaction (spec §2 agent centre, a labelled area): the deposits and withdrawals of
 * everyone in the agent's team with their status, by member, kind, status and the day they were
 * asked for; sortable, paged, with the credited and paid-out sums and a CSV export.
 */
export function TeamTransactions() {
  const { t } = useTranslation();
  const state = useReportState<Sort, Filters>({
    sort: { sort: 'createdAt', order: 'desc' },
    filters: { username: '', kind: '', status: '' },
  });
  const { range, filters, sort, page } = state;
  const query: TeamTransactionsQuery = {
    from: range.from,
    to: range.to,
    username: filters.username || undefined,
    kind: filters.kind || undefined,
    status: filters.status || undefined,
    sort: sort.sort,
    order: sort.order,
    pageNo: page,
    pageSize: REPORT_PAGE_SIZE,
  };
  const report = useTeamTransactions(query);
  const label = (key: string) => t(`agentCentre.reports.columns.${key}`);
  const kindLabel = (kind: string) => t(`wallet.kinds.${kind}`, { defaultValue: kind });
  const statusLabel = (status: string) => t(`agentCentre.reports.statuses.${status}`, { defaultValue: status });
  const csv: CsvColumn<TeamTransactionRow>[] = [
    { header: label('time'), value: (row) => formatDateTime(row.createdAt) },
    { header: label('member'), value: (row) => row.username, text: true },
    { header: label('kind'), value: (row) => kindLabel(row.kind) },
    { header: label('amount'), value: (row) => row.amount },
    { header: label('status'), value: (row) => statusLabel(row.status) },
    { header: label('decided'), value: (row) => (row.decidedAt ? formatDateTime(row.decidedAt) : '') },
    { header: label('number'), value: (row) => row.id },
  ];
  const sortHead = (column: Sort, key: string, numeric = false) => (
    <SortHeader
      column={column}
      label={label(key)}
      current={sort}
      numeric={numeric}
      onSort={(next) => state.toggleSort(next, next === 'username' ? 'asc' : 'desc')}
    />
  );

  return (
    <Card className={styles.report} data-testid="team-transactions" data-pending={report.isFetching ? 'true' : 'false'}>
      <ReportToolbar range={range} onRange={state.changeRange} testId="transactions">
        <UsernameFilter value={filters.username} onSearch={(text) => state.setFilter('username', text)} testId="transactions-username" />
        <ChoiceFilter
          label={label('kind')}
          allLabel={t('agentCentre.reports.all_kinds')}
          value={filters.kind}
          choices={TEAM_TRANSACTION_KINDS}
          choiceLabel={kindLabel}
          onChange={(value) => state.setFilter('kind', value)}
          testId="transactions-kind"
        />
        <ChoiceFilter
          label={label('status')}
          allLabel={t('agentCentre.reports.all_statuses')}
          value={filters.status}
          choices={TEAM_TRANSACTION_STATUSES}
          choiceLabel={statusLabel}
          onChange={(value) => state.setFilter('status', value)}
          testId="transactions-status"
        />
      </ReportToolbar>
      <ReportStatus
        query={report}
        isEmpty={(data) => data.list.length === 0}
        icon="Transfer"
        emptyTitle={t('agentCentre.reports.transactions_empty')}
        emptyText={t('agentCentre.reports.transactions_empty_text')}
        search={filters.username}
      >
        {(data) => (
          <>
            <div className={styles.bar}>
              <TotalsBar
                testId="transactions-totals"
                items={[
                  { key: 'count', label: label('entries'), value: data.total },
                  {
                    key: 'deposits',
                    label: t('agentCentre.reports.credited_deposits', { count: data.totals.deposits.count }),
                    value: amountText(data.totals.deposits.amount),
                  },
                  {
                    key: 'withdrawals',
                    label: t('agentCentre.reports.paid_withdrawals', { count: data.totals.withdrawals.count }),
                    value: amountText(data.totals.withdrawals.amount),
                  },
                ]}
              />
              <div className={styles.actions}>
                <ExportButton
                  filename={`team-transactions_${range.from}_${range.to}`}
                  columns={csv}
                  fetchPage={(pageNo, pageSize) => getTeamTransactions({ ...query, pageNo, pageSize })}
                />
              </div>
            </div>
            <PhoneSort
              columns={[
                { column: 'createdAt', label: label('time') },
                { column: 'username', label: label('member') },
                { column: 'amount', label: label('amount') },
              ]}
              current={sort}
              onChange={state.chooseSort}
            />
            <DataTable
              caption={t('agentCentre.sections.transactions')}
              testId="transactions-table"
              head={
                <>
                  {sortHead('createdAt', 'time')}
                  {sortHead('username', 'member')}
                  <HeadCell>{label('kind')}</HeadCell>
                  {sortHead('amount', 'amount', true)}
                  <HeadCell>{label('status')}</HeadCell>
                  <HeadCell>{label('decided')}</HeadCell>
                </>
              }
            >
              {data.list.map((row) => (
                <tr key={row.id} data-testid="transactions-row" data-username={row.username} data-kind={row.kind}>
                  <Cell label={label('time')} className={styles.time}>
                    {formatDateTime(row.createdAt)}
                  </Cell>
                  <Cell label={label('member')}>
                    <strong>{row.username}</strong>
                  </Cell>
                  <Cell label={label('kind')}>
                    <span className={row.kind === 'deposit' ? styles.positive : styles.negative}>{kindLabel(row.kind)}</span>
                  </Cell>
                  <Cell label={label('amount')} numeric>
                    {amountText(row.amount)}
                  </Cell>
                  <Cell label={label('status')}>{statusLabel(row.status)}</Cell>
                  <Cell label={label('decided')} className={styles.time}>
                    {row.decidedAt ? formatDateTime(row.decidedAt) : <span className={styles.muted}>—</span>}
                  </Cell>
                </tr>
              ))}
            </DataTable>
            <Pagination page={page} totalPages={data.totalPages} onChange={state.setPage} testId="transactions-pagination" />
          </>
        )}
      </ReportStatus>
    </Card>
  );
}
