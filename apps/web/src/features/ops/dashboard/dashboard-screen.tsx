import type { OpsSummary } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay } from '../../../lib/date-range';
import { groupThousands, isNegative } from '../../../lib/format-money';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Field, Input } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import styles from './dashboard.module.css';
import { useDashboard } from './dashboard-api';
import { DashboardChart } from './dashboard-chart';
import './dashboard-texts';

type Metric =
  | 'ggr'
  | 'ngr'
  | 'bets'
  | 'payout'
  | 'bonus'
  | 'deposits'
  | 'withdrawals'
  | 'newPlayers'
  | 'activePlayers'
  | 'depositingPlayers';
/** The headline cards of the day. */
const CARDS: readonly Metric[] = ['ggr', 'ngr', 'deposits', 'withdrawals', 'newPlayers', 'activePlayers', 'depositingPlayers'];
/** The rows of the periods table. */
const ROWS: readonly Metric[] = [
  'ggr',
  'ngr',
  'bets',
  'payout',
  'bonus',
  'deposits',
  'withdrawals',
  'newPlayers',
  'activePlayers',
  'depositingPlayers',
];
const PERIODS = ['today', 'yesterday', 'last7', 'last30'] as const;

const show = (summary: OpsSummary, metric: Metric) => {
  const value = summary[metric];
  return typeof value === 'number' ? value.toLocaleString('en') : groupThousands(value);
};
const negative = (summary: OpsSummary, metric: Metric) => {
  const value = summary[metric];
  return typeof value === 'string' && isNegative(value);
};

/** The back office's home: the day against yesterday, the last 7 and 30 business days, and 30 days of charts. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const [day, setDay] = useState<string>('');
  const query = useDashboard(day || undefined);
  const data = query.data;
  return (
    <>
      <PageHeader
        title={t('ops_shell.section_dashboard')}
        subtitle={data ? t('ops_dashboard.lead', { zone: data.timeZone }) : undefined}
        icon="Chart"
        actions={
          <Field label={t('ops_dashboard.day')}>
            {({ id }) => (
              <Input
                id={id}
                type="date"
                value={day || data?.today.from || ''}
                max={isoDay(new Date())}
                onChange={(event) => setDay(event.target.value)}
                data-testid="ops-dashboard-day"
              />
            )}
          </Field>
        }
      />
      {query.error && !data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className={styles.stack} aria-busy={query.isFetching || undefined}>
          <div className={styles.cards}>
            {CARDS.map((metric) => (
              <Card key={metric} className={styles.kpi} data-testid={`ops-dashboard-kpi-${metric}`}>
                <span className={styles.kpiLabel}>{t(`ops_dashboard.metrics.${metric}`)}</span>
                {data ? (
                  <>
                    <strong
                      className={negative(data.today, metric) ? styles.negative : styles.kpiValue}
                      data-testid={`ops-dashboard-today-${metric}`}
                    >
                      {show(data.today, metric)}
                    </strong>
                    <span className={styles.kpiSub}>{t('ops_dashboard.vs_yesterday', { value: show(data.yesterday, metric) })}</span>
                  </>
                ) : (
                  <Skeleton className={styles.kpiSkeleton} />
                )}
              </Card>
            ))}
          </div>
          <Card className={styles.tableCard}>
            <h2 className={styles.sectionTitle}>{t('ops_dashboard.compare_title')}</h2>
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="ops-dashboard-periods">
                <thead>
                  <tr>
                    <th scope="col">{t('ops_dashboard.metric')}</th>
                    {PERIODS.map((period) => (
                      <th key={period} scope="col">
                        {t(`ops_dashboard.${period}`)}
                        {data ? (
                          <span className={styles.range}>
                            {data[period].from === data[period].to ? data[period].from : `${data[period].from} – ${data[period].to}`}
                          </span>
                        ) : null}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {ROWS.map((metric) => (
                    <tr key={metric}>
                      <th scope="row">{t(`ops_dashboard.metrics.${metric}`)}</th>
                      {PERIODS.map((period) => (
                        <td
                          key={period}
                          data-testid={`ops-dashboard-period-${period}-${metric}`}
                          className={data && negative(data[period], metric) ? styles.negative : undefined}
                        >
                          {data ? show(data[period], metric) : <Skeleton className={styles.cellSkeleton} />}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
          <Card>{data ? <DashboardChart days={data.days} /> : <Skeleton className={styles.chartSkeleton} />}</Card>
        </div>
      )}
    </>
  );
}
