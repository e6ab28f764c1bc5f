import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay } from '../../../lib/date-range';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Field, Input } from '../../../ui/field';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { can, useOpsMe } from '../api/ops-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import styles from './rebate.module.css';
import { RUNS_PAGE_SIZE, useRebateRuns, useRebateWrites } from './rebate-api';

/** The daily runs (day, members, valid bets, total, duration, who started it) and "run for day X" (asks first). */
export function RunsCard() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const writable = can(me.data, 'promotions.write');
  const yesterday = dayBefore(isoDay(new Date()));
  const [day, setDay] = useState(yesterday);
  const [confirming, setConfirming] = useState(false);
  const [page, setPage] = useState(1);
  const runs = useRebateRuns(page);
  const { runDay } = useRebateWrites();

  const run = () =>
    runDay.mutate(day, {
      onSuccess: (summary) =>
        toast.show(
          t('ops_rebate.run_done', { day: summary.day, members: summary.members, total: groupThousands(summary.total) }),
          'success',
        ),
      onError: (caught) => toast.show(errorMessage(caught), 'error'),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card className={styles.panel}>
      <header className={styles.panelHead}>
        <h2 className={styles.heading}>{t('ops_rebate.runs_title')}</h2>
        {writable ? (
          <form
            className={styles.runForm}
            onSubmit={(event) => {
              event.preventDefault();
              if (day) setConfirming(true);
            }}
          >
            <Field label={t('ops_rebate.run_day')}>
              {({ id }) => (
                <Input
                  id={id}
                  type="date"
                  value={day}
                  max={yesterday}
                  onChange={(event) => setDay(event.target.value)}
                  data-testid="ops-rebate-day"
                />
              )}
            </Field>
            <Button type="submit" variant="primary" disabled={!day || runDay.isPending} data-testid="ops-rebate-run">
              {t('ops_rebate.run')}
            </Button>
          </form>
        ) : null}
      </header>
      <p className={styles.muted}>{t('ops_rebate.runs_lead')}</p>
      {runs.isError && !runs.data ? (
        <ErrorState error={runs.error} onRetry={() => void runs.refetch()} compact />
      ) : !runs.data ? (
        <CenteredSpinner />
      ) : runs.data.list.length === 0 ? (
        <EmptyState icon="Calendar" title={t('ops_rebate.runs_empty')} text={t('ops_rebate.runs_empty_text')} compact />
      ) : (
        <>
          <DataTable
            caption={t('ops_rebate.runs_title')}
            testId="ops-rebate-runs"
            head={
              <>
                <HeadCell>{t('ops_rebate.col_day')}</HeadCell>
                <HeadCell>{t('ops_rebate.col_status')}</HeadCell>
                <HeadCell numeric>{t('ops_rebate.col_members')}</HeadCell>
                <HeadCell numeric>{t('ops_rebate.col_valid_bet')}</HeadCell>
                <HeadCell numeric>{t('ops_rebate.col_total')}</HeadCell>
                <HeadCell numeric>{t('ops_rebate.col_duration')}</HeadCell>
                <HeadCell>{t('ops_rebate.col_started')}</HeadCell>
              </>
            }
          >
            {runs.data.list.map((r) => (
              <tr key={r.day} data-testid="ops-rebate-run-row" data-day={r.day}>
                <Cell label={t('ops_rebate.col_day')}>{r.day}</Cell>
                <Cell label={t('ops_rebate.col_status')}>
                  <Badge tone={r.status === 'done' ? 'success' : 'warning'}>{t(`ops_rebate.status_${r.status}`)}</Badge>
                </Cell>
                <Cell label={t('ops_rebate.col_members')} numeric>
                  {r.members.toLocaleString()}
                </Cell>
                <Cell label={t('ops_rebate.col_valid_bet')} numeric>
                  {groupThousands(r.validBet)}
                </Cell>
                <Cell label={t('ops_rebate.col_total')} numeric>
                  <strong>{groupThousands(r.total)}</strong>
                </Cell>
                <Cell label={t('ops_rebate.col_duration')} numeric>
                  {r.durationMs === null ? '—' : t('ops_rebate.seconds', { seconds: (r.durationMs / 1000).toFixed(2) })}
                </Cell>
                <Cell label={t('ops_rebate.col_started')}>
                  {formatDateTime(r.startedAt)}
                  <br />
                  <span className={styles.muted}>{r.startedBy === 'auto' ? t('ops_rebate.by_auto') : r.startedBy}</span>
                </Cell>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={page}
            totalPages={Math.max(1, Math.ceil(runs.data.total / RUNS_PAGE_SIZE))}
            onChange={setPage}
            testId="ops-rebate-runs-pages"
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('ops_rebate.confirm_title')}
        text={t('ops_rebate.confirm_run', { day })}
        confirmLabel={t('ops_rebate.run')}
        onConfirm={run}
        onClose={() => setConfirming(false)}
        busy={runDay.isPending}
        testId="ops-rebate-run-dialog"
      />
    </Card>
  );
}

/** The yyyy-MM-dd before another (calendar arithmetic, no zone involved). */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
