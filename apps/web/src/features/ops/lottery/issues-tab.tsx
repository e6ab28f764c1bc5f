import { OPS_ISSUE_STATES, type OpsLotteryIssue } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { Card } from '../../../ui/card';
import { Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { IssueStatus } from './issue-status';
import styles from './lottery.module.css';
import { useLotteryGames, useLotteryIssues } from './lottery-api';

const col = opsColumns<OpsLotteryIssue>();
const PAGE_SIZE = 20;

/** The draws of one game or all, by state; a row opens the draw (record, liability, pause, cancel). */
export function IssuesTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [gameId, setGameId] = useState('');
  const [state, setState] = useState<(typeof OPS_ISSUE_STATES)[number]>('upcoming');
  const [numero, setNumero] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'drawsAt', order: 'asc' });
  const games = useLotteryGames({ pageSize: 200, sort: 'name', order: 'asc' });
  const issues = useLotteryIssues({ gameId, state, numero, pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order });
  const columns = useMemo(
    () => [
      col.accessor('gameName', { header: () => t('ops_lottery.col_name'), enableSorting: false }),
      col.accessor('numero', { id: 'numero', header: () => t('ops_lottery.col_numero') }),
      col.accessor('drawsAt', {
        id: 'drawsAt',
        header: () => t('ops_lottery.col_draws_at'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      col.display({ id: 'status', header: () => t('ops_lottery.col_status'), cell: (info) => <IssueStatus issue={info.row.original} /> }),
      col.accessor('result', {
        header: () => t('ops_lottery.col_result'),
        cell: (info) => info.getValue()?.join(' ') ?? '—',
        enableSorting: false,
      }),
      col.accessor('bets', { header: () => t('ops_lottery.col_bets'), enableSorting: false }),
      col.accessor('stake', { id: 'stake', header: () => t('ops_lottery.col_stake') }),
      col.accessor('payout', { header: () => t('ops_lottery.col_payout'), enableSorting: false }),
    ],
    [t],
  );
  const reset = () => setPageNo(1);
  return (
    <Card>
      <OpsTable
        columns={columns}
        rows={issues.data?.rows}
        total={issues.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          reset();
        }}
        loading={issues.isPending}
        error={issues.error}
        onRetry={() => void issues.refetch()}
        rowId={(row) => row.id}
        onRowClick={(row) => navigate(`issues/${row.id}`)}
        caption={t('ops_lottery.tab_issues')}
        testId="ops-lottery-issues"
        toolbar={
          <div className={styles.filters}>
            <Select
              aria-label={t('ops_lottery.filter_game')}
              value={gameId}
              onChange={(event) => {
                setGameId(event.target.value);
                reset();
              }}
              data-testid="ops-lottery-issues-game"
            >
              <option value="">{t('ops_lottery.all_games')}</option>
              {games.data?.rows.map((game) => (
                <option key={game.id} value={String(game.id)}>
                  {game.name}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t('ops_lottery.filter_state')}
              value={state}
              onChange={(event) => {
                setState(event.target.value as typeof state);
                reset();
              }}
              data-testid="ops-lottery-issues-state"
            >
              {OPS_ISSUE_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`ops_lottery.state_${value}`)}
                </option>
              ))}
            </Select>
            <Input
              type="search"
              inputMode="numeric"
              placeholder={t('ops_lottery.col_numero')}
              aria-label={t('ops_lottery.col_numero')}
              value={numero}
              onChange={(event) => {
                setNumero(event.target.value);
                reset();
              }}
            />
          </div>
        }
      />
    </Card>
  );
}
