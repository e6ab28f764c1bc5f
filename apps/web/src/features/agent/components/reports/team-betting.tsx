import { type GameCategory, REPORT_PAGE_SIZE, type TeamBettingQuery, type TeamBettingRow, type TeamBettingSort } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { useCategoriesWithGames } from '../../../../lib/game-menus';
import { Card } from '../../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../../ui/data-table';
import { Pagination } from '../../../../ui/pagination';
import { getTeamBetting, useTeamBetting } from '../../api/get-team-betting';
import { amountText, SignedAmount } from './amount';
import type { CsvColumn } from './csv';
import { ExportButton } from './export-button';
import { ReportStatus } from './report-status';
import { ChoiceFilter, ReportToolbar, TotalsBar, UsernameFilter } from './report-toolbar';
import styles from './reports.module.css';
import { PhoneSort, SortHeader } from './sort-header';
import { useReportState } from './use-report-state';

const STATUSES = ['open', 'settled'] as const;
type Filters = { username: string; category: GameCategory | ''; status: (typeof STATUSES)[number] | '' };
const SORTABLE: readonly { column: TeamBettingSort; key: string }[] = [
  { column: 'createdAt', key: 'time' },
  { column: 'username', key: 'member' },
  { column: 'bet', key: 'bet' },
  { column: 'win', key: 'win' },
  { column: 'profit', key: 'profit' },
];

/**
 * Team betting (spec §2 agent centre): the game rounds of everyone in the agent's team, by member
 * (username prefix), game type, status and the day the round started, newest first; sortable,
 * paged, with the filter's totals and a CSV export.
 */
export function TeamBetting() {
  const { t } = useTranslation();
  const state = useReportState<TeamBettingSort, Filters>({
    sort: { sort: 'createdAt', order: 'desc' },
    filters: { username: '', category: '', status: '' },
  });
  const { range, filters, sort, page } = state;
  const query: TeamBettingQuery = {
    from: range.from,
    to: range.to,
    username: filters.username || undefined,
    category: filters.category || undefined,
    status: filters.status || undefined,
    sort: sort.sort,
    order: sort.order,
    pageNo: page,
    pageSize: REPORT_PAGE_SIZE,
  };
  const report = useTeamBetting(query);
  const label = (key: string) => t(`agentCentre.reports.columns.${key}`);
  // Only categories with games, as the top navigation and the member's betting record.
  const categories = useCategoriesWithGames();
  const categoryLabel = (value: string) => (value ? t(`category.${value}`, { defaultValue: value }) : '');
  const statusLabel = (value: string) => t(`wallet.betting.statuses.${value}`, { defaultValue: value });
  const gameLabel = (row: TeamBettingRow) => row.gameName || row.vendor;
  const csv: CsvColumn<TeamBettingRow>[] = [
    { header: label('time'), value: (row) => formatDateTime(row.createdAt) },
    { header: label('member'), value: (row) => row.username, text: true },
    { header: label('game'), value: gameLabel, text: true },
    { header: label('vendor'), value: (row) => row.vendor, text: true },
    { header: label('category'), value: (row) => categoryLabel(row.category), text: true },
    { header: label('issue'), value: (row) => row.numero, text: true },
    { header: label('round'), value: (row) => row.roundId, text: true },
    { header: label('status'), value: (row) => statusLabel(row.status) },
    { header: label('bet'), value: (row) => row.bet },
    { header: label('win'), value: (row) => row.win },
    { header: label('profit'), value: (row) => row.profit },
  ];
  const sortHead = (column: TeamBettingSort, key: string, numeric = true) => (
    <SortHeader
      column={column}
      label={label(key)}
      current={sort}
      numeric={numeric}
      onSort={(next) => state.toggleSort(next, next === 'username' ? 'asc' : 'desc')}
    />
  );

  return (
    <Card className={styles.report} data-testid="team-betting" data-pending={report.isFetching ? 'true' : 'false'}>
      <ReportToolbar range={range} onRange={state.changeRange} testId="betting">
        <UsernameFilter value={filters.username} onSearch={(text) => state.setFilter('username', text)} testId="betting-username" />
        <ChoiceFilter
          label={label('category')}
          allLabel={t('wallet.betting.all_categories')}
          value={filters.category}
          choices={categories}
          choiceLabel={categoryLabel}
          onChange={(value) => state.setFilter('category', value)}
          testId="betting-category"
        />
        <ChoiceFilter
          label={label('status')}
          allLabel={t('agentCentre.reports.all_statuses')}
          value={filters.status}
          choices={STATUSES}
          choiceLabel={statusLabel}
          onChange={(value) => state.setFilter('status', value)}
          testId="betting-status"
        />
      </ReportToolbar>
      <ReportStatus
        query={report}
        isEmpty={(data) => data.list.length === 0}
        icon="Ticket"
        emptyTitle={t('agentCentre.reports.betting_empty')}
        emptyText={t('agentCentre.reports.betting_empty_text')}
        search={filters.username}
      >
        {(data) => (
          <>
            <div className={styles.bar}>
              <TotalsBar
                testId="betting-totals"
                items={[
                  { key: 'rounds', label: label('rounds'), value: data.total },
                  { key: 'bet', label: label('bet'), value: amountText(data.totals.bet) },
                  { key: 'win', label: label('win'), value: amountText(data.totals.win) },
                  { key: 'profit', label: label('profit'), value: <SignedAmount value={data.totals.profit} /> },
                ]}
              />
              <div className={styles.actions}>
                <ExportButton
                  filename={`team-betting_${range.from}_${range.to}`}
                  columns={csv}
                  fetchPage={(pageNo, pageSize) => getTeamBetting({ ...query, pageNo, pageSize })}
                />
              </div>
            </div>
            <PhoneSort
              columns={SORTABLE.map((c) => ({ column: c.column, label: label(c.key) }))}
              current={sort}
              onChange={state.chooseSort}
            />
            <DataTable
              caption={t('agentCentre.sections.betting')}
              testId="betting-table"
              head={
                <>
                  {sortHead('createdAt', 'time', false)}
                  {sortHead('username', 'member', false)}
                  <HeadCell>{label('game')}</HeadCell>
                  <HeadCell>{label('status')}</HeadCell>
                  {sortHead('bet', 'bet')}
                  {sortHead('win', 'win')}
                  {sortHead('profit', 'profit')}
                </>
              }
            >
              {data.list.map((row) => (
                <tr key={`${row.vendor}:${row.roundId}`} data-testid="betting-row" data-username={row.username}>
                  <Cell label={label('time')} className={styles.time}>
                    {formatDateTime(row.createdAt)}
                  </Cell>
                  <Cell label={label('member')}>
                    <strong>{row.username}</strong>
                  </Cell>
                  <Cell label={label('game')}>
                    <span className={styles.stack}>
                      <span className={styles.wrapText}>{gameLabel(row)}</span>
                      <span className={styles.muted}>
                        {[
                          row.vendor,
                          categoryLabel(row.category),
                          row.numero ? t('agentCentre.reports.issue_n', { numero: row.numero }) : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                  </Cell>
                  <Cell label={label('status')}>{statusLabel(row.status)}</Cell>
                  <Cell label={label('bet')} numeric>
                    {amountText(row.bet)}
                  </Cell>
                  <Cell label={label('win')} numeric>
                    {amountText(row.win)}
                  </Cell>
                  <Cell label={label('profit')} numeric>
                    <SignedAmount value={row.profit} />
                  </Cell>
                </tr>
              ))}
            </DataTable>
            <Pagination page={page} totalPages={data.totalPages} onChange={state.setPage} testId="betting-pagination" />
          </>
        )}
      </ReportStatus>
    </Card>
  );
}
