import type { TeamOverviewDay } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { groupThousands } from '../../../../lib/format-money';
import { Tabs } from '../../../../ui/tabs';
import styles from './reports.module.css';

/** What the chart shows: the team's play, its cash flow, or who joined. */
const VIEWS = ['play', 'cash', 'members'] as const;
type View = (typeof VIEWS)[number];
type SeriesKey = Exclude<keyof TeamOverviewDay, 'day'>;
type Series = { key: SeriesKey; kind: 'line' | 'bar'; color: string };

/** Theme colours (ui/tokens.css) so the chart reads in the dark and the light theme. */
const SERIES: Record<View, readonly Series[]> = {
  play: [
    { key: 'bets', kind: 'bar', color: 'var(--color-accent)' },
    { key: 'validBet', kind: 'line', color: 'var(--color-text-muted)' },
    { key: 'profit', kind: 'line', color: 'var(--color-emerald)' },
  ],
  cash: [
    { key: 'deposits', kind: 'bar', color: 'var(--color-emerald)' },
    { key: 'withdrawals', kind: 'bar', color: 'var(--color-danger)' },
  ],
  members: [{ key: 'newMembers', kind: 'bar', color: 'var(--color-accent)' }],
};
const AXIS = { fill: 'var(--color-text-muted)', fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: 'var(--color-surface-3)', border: '1px solid var(--color-border-strong)', borderRadius: 8 },
  labelStyle: { color: 'var(--color-text)', fontWeight: 700 },
};
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
/** Tall enough for the axis labels, short enough to leave a phone's screen for the cards. */
const CHART_HEIGHT = 260;

/** A chart point: the day ("05-01") and each series as a number (for drawing only; the cards hold the exact amounts). */
function points(series: readonly TeamOverviewDay[]) {
  return series.map((day) => ({
    label: day.day.slice(5),
    day: day.day,
    bets: Number(day.bets),
    validBet: Number(day.validBet),
    profit: Number(day.profit),
    deposits: Number(day.deposits),
    withdrawals: Number(day.withdrawals),
    newMembers: day.newMembers,
  }));
}

/** The team overview over time: one view at a time (play, cash flow, new members), a point per business day. */
export function OverviewChart({ series }: { series: readonly TeamOverviewDay[] }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('play');
  const name = (key: SeriesKey) => t(`agentCentre.reports.series.${key}`);
  const lines = SERIES[view];
  const money = view !== 'members';
  const value = (amount: number) => (money ? groupThousands(amount.toFixed(2)) : String(amount));

  return (
    <div className={styles.chartCard} data-testid="overview-chart">
      <div className={styles.chartHead}>
        <h3 className={styles.chartTitle}>{t('agentCentre.reports.chart_title')}</h3>
        <Tabs
          items={VIEWS.map((id) => ({ id, label: t(`agentCentre.reports.chart_views.${id}`) }))}
          value={view}
          onChange={setView}
          label={t('agentCentre.reports.chart_title')}
          idBase="overview-chart"
          variant="pills"
          size="sm"
        />
      </div>
      <ul className={styles.legend}>
        {lines.map((line) => (
          <li key={line.key}>
            <span className={styles.swatch} style={{ background: line.color }} />
            {name(line.key)}
          </li>
        ))}
      </ul>
      <div
        className={styles.chart}
        role="img"
        aria-label={t('agentCentre.reports.chart_label', {
          view: t(`agentCentre.reports.chart_views.${view}`),
          from: series[0]?.day ?? '',
          to: series.at(-1)?.day ?? '',
        })}
        id={`overview-chart-panel-${view}`}
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <ComposedChart data={points(series)} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} stroke="var(--color-border-strong)" interval="preserveStartEnd" minTickGap={12} />
            <YAxis
              tick={AXIS}
              stroke="var(--color-border-strong)"
              width={48}
              allowDecimals={money}
              tickFormatter={(n: number) => compact.format(n)}
            />
            <Tooltip
              {...TOOLTIP}
              cursor={{ fill: 'var(--color-surface-hover)' }}
              labelFormatter={(_label, payload) => String(payload?.[0]?.payload?.day ?? '')}
              formatter={(amount, key) => [value(Number(amount)), name(key as SeriesKey)]}
            />
            {lines.map((line) =>
              line.kind === 'bar' ? (
                <Bar key={line.key} dataKey={line.key} fill={line.color} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
              ) : (
                <Line
                  key={line.key}
                  type="monotone"
                  dataKey={line.key}
                  stroke={line.color}
                  strokeWidth={2}
                  dot={series.length <= 31 ? { r: 2.5 } : false}
                  isAnimationActive={false}
                />
              ),
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
