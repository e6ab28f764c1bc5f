import type { OpsBonus, OpsPromotionReport } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type DateRange, PAST_PRESETS, presetRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { OpsTable, opsColumns } from '../components/ops-table';
import { BonusRequirementBadge } from './bonus-requirement-badge';
import styles from './promotions.module.css';
import { useOpsPromotion, usePromotionReport } from './promotions-api';
import { titleIn } from './promotions-list';

const col = opsColumns<OpsBonus>();
const PAGE_SIZE = 20;
const AXIS = { fill: 'var(--color-text-muted)', fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: 'var(--color-surface-3)', border: '1px solid var(--color-border-strong)', borderRadius: 8 },
  labelStyle: { color: 'var(--color-text)', fontWeight: 700 },
};

/** The report's headline figures. */
function Figures({ report }: { report: OpsPromotionReport }) {
  const { t } = useTranslation();
  const figures: [string, string, string][] = [
    ['participants', t('ops_promotions.fig_participants'), String(report.participants)],
    ['claims', t('ops_promotions.fig_claims'), String(report.claims.paid)],
    ['cost', t('ops_promotions.fig_cost'), groupThousands(report.cost)],
    ['turnover', t('ops_promotions.fig_turnover'), groupThousands(report.turnover)],
    [
      'budget_left',
      t('ops_promotions.fig_budget_left'),
      report.budgetLeft === null ? t('ops_promotions.no_budget') : groupThousands(report.budgetLeft),
    ],
  ];
  return (
    <div className={styles.figures} data-testid="ops-promotion-figures">
      {figures.map(([id, label, value]) => (
        <Card key={id} className={styles.figure} data-figure={id}>
          <span className={styles.muted}>{label}</span>
          <strong>{value}</strong>
        </Card>
      ))}
    </div>
  );
}

/** How the range's claims were taken, applications by state, and requirements by state. */
function Breakdown({ report }: { report: OpsPromotionReport }) {
  const { t } = useTranslation();
  const rows: [string, number][] = [
    [t('ops_promotions.taken_claim'), report.claims.byClaim],
    [t('ops_promotions.taken_auto'), report.claims.auto],
    [t('ops_promotions.taken_operator'), report.claims.byOperator],
    [t('ops_promotions.joined'), report.claims.joined],
    [t('ops_promotions.applications_in_process'), report.claims.applications.inProcess],
    [t('ops_promotions.applications_approved'), report.claims.applications.approved],
    [t('ops_promotions.applications_rejected'), report.claims.applications.rejected],
    ...(Object.entries(report.requirements) as [string, number][]).map(
      ([status, n]) => [t('ops_promotions.requirements_of', { status: t(`ops_promotions.requirement_${status}`) }), n] as [string, number],
    ),
  ];
  return (
    <dl className={styles.breakdown} data-testid="ops-promotion-breakdown">
      {rows.map(([label, n]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{n}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Cost (bars) and claims (line) per business day. */
function DaysChart({ report }: { report: OpsPromotionReport }) {
  const { t } = useTranslation();
  const data = report.days.map((d) => ({ day: d.day, label: d.day.slice(5), cost: Number(d.cost), claims: d.claims }));
  return (
    <div
      className={styles.chart}
      role="img"
      aria-label={t('ops_promotions.chart_label', { from: report.from, to: report.to })}
      data-testid="ops-promotion-chart"
    >
      <ResponsiveContainer width="100%" height={240}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={12} />
          <YAxis yAxisId="cost" tick={AXIS} tickLine={false} axisLine={false} width={56} />
          <YAxis yAxisId="claims" orientation="right" tick={AXIS} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
          <Tooltip {...TOOLTIP} />
          <Bar yAxisId="cost" dataKey="cost" name={t('ops_promotions.fig_cost')} fill="var(--color-accent)" radius={[4, 4, 0, 0]} />
          <Line
            yAxisId="claims"
            dataKey="claims"
            name={t('ops_promotions.fig_claims')}
            stroke="var(--color-emerald)"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * `/backoffice/promotions/:id/report`: one promotion over a range of the merchant's business days
 * (presets): participants, claims, cost, turnover produced, budget left, a chart per day, the
 * breakdowns, and the range's bonuses, paged by the server.
 */
export function PromotionReportScreen() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_30_days'));
  const [pageNo, setPageNo] = useState(1);
  const promotion = useOpsPromotion(valid ? id : null);
  const report = usePromotionReport(valid ? id : 0, { ...range, pageNo, pageSize: PAGE_SIZE });
  const columns = useMemo(
    () => [
      col.accessor('createdAt', { header: () => t('ops_promotions.col_time'), cell: (info) => formatDateTime(info.getValue()) }),
      col.accessor('username', { header: () => t('ops_promotions.col_member'), enableSorting: false }),
      col.accessor('amount', {
        header: () => t('ops_promotions.col_amount'),
        cell: (info) => <span className={styles.money}>{info.getValue()}</span>,
        enableSorting: false,
      }),
      col.accessor('takenBy', {
        header: () => t('ops_promotions.col_taken'),
        cell: (info) => t(`ops_promotions.taken_${info.getValue()}`),
        enableSorting: false,
      }),
      col.accessor('requirement', {
        header: () => t('ops_promotions.col_requirement'),
        cell: (info) => <BonusRequirementBadge bonus={info.row.original} />,
        enableSorting: false,
      }),
    ],
    [t],
  );
  if (!valid) return <EmptyState title={t('ops_promotions.not_found')} />;
  const data = report.data;
  return (
    <div className={styles.editor}>
      <div className={styles.top}>
        <ButtonLink to={`/backoffice/promotions/${id}`} variant="ghost" size="sm" data-testid="ops-promotion-report-back">
          <Icon.ChevronLeft size={16} /> {t('ops_promotions.back_to_promotion')}
        </ButtonLink>
      </div>
      <PageHeader
        title={t('ops_promotions.report_title', { title: promotion.data ? titleIn(promotion.data, i18n.language) : '…' })}
        subtitle={data ? t('ops_promotions.report_lead', { zone: data.timeZone }) : undefined}
        icon="Chart"
      />
      <Card className={styles.section}>
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
          presets={PAST_PRESETS}
          testId="ops-promotion-report-range"
        />
      </Card>
      {report.error ? <ErrorState error={report.error} onRetry={() => void report.refetch()} /> : null}
      {!data && !report.error ? <Skeleton className={styles.chart} /> : null}
      {data ? (
        <>
          <Figures report={data} />
          <Card className={styles.section}>
            <h2 className={styles.heading}>{t('ops_promotions.chart_title')}</h2>
            <DaysChart report={data} />
          </Card>
          <Card className={styles.section}>
            <h2 className={styles.heading}>{t('ops_promotions.breakdown_title')}</h2>
            <Breakdown report={data} />
          </Card>
          <OpsTable
            columns={columns}
            rows={data.bonuses.rows}
            total={data.bonuses.total}
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            onPageChange={setPageNo}
            loading={report.isFetching}
            rowId={(row) => String(row.id)}
            caption={t('ops_promotions.bonuses_title')}
            emptyText={t('ops_promotions.bonuses_empty')}
            testId="ops-promotion-bonuses"
          />
        </>
      ) : null}
    </div>
  );
}
