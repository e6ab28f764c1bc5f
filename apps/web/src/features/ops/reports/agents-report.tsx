import type { OpsAgentRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../../lib/date-range';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { CsvButton } from './csv-button';
import { Amount, Count } from './report-cells';
import styles from './reports.module.css';
import { useReport } from './reports-api';
import { usePageNo } from './use-page-no';

const col = opsColumns<OpsAgentRow>();
const PAGE_SIZE = 25;

/** Each top-level agent (no upline, with downlines) and its whole team over the range. */
export function AgentsReport({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const [sort, setSort] = useState<OpsSort>({ sort: 'ggr', order: 'desc' });
  const [pageNo, setPageNo] = usePageNo(`${range.from}|${range.to}|${username}|${sort.sort}|${sort.order}`);
  const params = { ...range, username, pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order };
  const query = useReport('agents', params);
  const columns = useMemo(
    () => [
      col.accessor('username', { header: () => t('ops_reports.username') }),
      ...(['teamSize', 'newPlayers', 'activePlayers'] as const).map((key) =>
        col.accessor(key, { header: () => t(`ops_reports.columns.${key}`), cell: (info) => <Count value={info.getValue()} /> }),
      ),
      ...(['bets', 'payout', 'ggr', 'deposits', 'withdrawals'] as const).map((key) =>
        col.accessor(key, { header: () => t(`ops_reports.columns.${key}`), cell: (info) => <Amount value={info.getValue()} /> }),
      ),
    ],
    [t],
  );
  return (
    <>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          setUsername(draft.trim());
        }}
      >
        <Field label={t('ops_reports.username')}>
          {({ id }) => (
            <Input
              id={id}
              value={draft}
              maxLength={32}
              onChange={(event) => setDraft(event.target.value)}
              data-testid="ops-reports-agents-username"
            />
          )}
        </Field>
        <Button type="submit" variant="primary" data-testid="ops-reports-agents-search">
          {t('ops_shell.search')}
        </Button>
      </form>
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
        rowId={(row) => String(row.agentId)}
        caption={t('ops_reports.tabs.agents')}
        testId="ops-reports-agents"
        toolbar={<CsvButton report="agents" params={params} />}
      />
    </>
  );
}
