import type { OpsDayRow } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { groupThousands } from '../../../lib/format-money';
import { Tabs } from '../../../ui/tabs';
import styles from './dashboard.module.css';

const VIEWS = ['revenue', 'cash', 'players'] as const;
type View = (typeof VIEWS)[number];
type Key = 'ggr' | 'ngr' | 'deposits' | 'withdrawals' | 'newPlayers' | 'activePlayers' | 'depositingPlayers';
type Series = { key: Key; kind: 'line' | 'bar'; color: string };

/** Theme colours (ui/tokens.css) so the chart reads in the dark and the light theme. */
const SERIES: Record<View, readonly Series[]> = {
  revenue: [
    { key: 'ggr', kind: 'bar', color: 'var(--color-accent)' },
    { key: 'ngr', kind: 'line', color: 'var(--color-emerald)' },
  ],
  cash: [
    { key: 'deposits', kind: 'bar', color: 'var(--color-emerald)' },
    { key: 'withdrawals', kind: 'bar', color: 'var(--color-danger)' },
  ],
  players: [
    { key: 'activePlayers', kind: 'bar', color: 'var(--color-accent)' },
    { key: 'newPlayers', kind: 'line', color: 'var(--color-emerald)' },
    { key: 'depositingPlayers', kind: 'line', color: 'var(--color-text-muted)' },
  ],
};
const AXIS = { fill: 'var(--color-text-muted)', fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: 'var(--color-surface-3)', border: '1px solid var(--color-border-strong)', borderRadius: 8 },
  labelStyle: { color: 'var(--color-text)', fontWeight: 700 },
};
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** The 30 business days as a chart: revenue (GGR, NGR), cash flow or players, one view at a time. */
export function DashboardChart({ days }: { days: readonly OpsDayRow[] }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('revenue');
  const name = (key: Key) => t(`ops_dashboard.metrics.${key}`);
  const money = view !== 'players';
  const data = days.map((d) => ({
    day: d.day,
    label: d.day.slice(5),
    ggr: Number(d.ggr),
    ngr: Number(d.ngr),
    deposits: Number(d.deposits),
    withdrawals: Number(d.withdrawals),
    newPlayers: d.newPlayers,
    activePlayers: d.activePlayers,
    depositingPlayers: d.depositingPlayers,
  }));
  return (
    <div className={styles.chartCard} data-testid="ops-dashboard-chart">
      <div className={styles.chartHead}>
        <h2 className={styles.sectionTitle}>{t('ops_dashboard.chart_title')}</h2>
        <Tabs
          items={VIEWS.map((id) => ({ id, label: t(`ops_dashboard.views.${id}`) }))}
          value={view}
          onChange={setView}
          label={t('ops_dashboard.chart_title')}
          idBase="ops-dashboard-chart"
          variant="pills"
          size="sm"
        />
      </div>
      <ul className={styles.legend}>
        {SERIES[view].map((s) => (
          <li key={s.key}>
            <span className={styles.swatch} style={{ background: s.color }} />
            {name(s.key)}
          </li>
        ))}
      </ul>
      <div
        role="img"
        id={`ops-dashboard-chart-panel-${view}`}
        aria-label={t('ops_dashboard.chart_label', {
          view: t(`ops_dashboard.views.${view}`),
          from: days[0]?.day ?? '',
          to: days.at(-1)?.day ?? '',
        })}
      >
        <ResponsiveContainer width="100%" height={280}>
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} stroke="var(--color-border-strong)" interval="preserveStartEnd" minTickGap={12} />
            <YAxis
              tick={AXIS}
              stroke="var(--color-border-strong)"
              width={52}
              allowDecimals={money}
              tickFormatter={(n: number) => compact.format(n)}
            />
            <Tooltip
              {...TOOLTIP}
              cursor={{ fill: 'var(--color-surface-hover)' }}
              labelFormatter={(_label, payload) => String(payload?.[0]?.payload?.day ?? '')}
              formatter={(amount, key) => [money ? groupThousands(Number(amount).toFixed(2)) : String(amount), name(key as Key)]}
            />
            {SERIES[view].map((s) =>
              s.kind === 'bar' ? (
                <Bar key={s.key} dataKey={s.key} fill={s.color} radius={[4, 4, 0, 0]} maxBarSize={24} isAnimationActive={false} />
              ) : (
                <Line
                  key={s.key}
                  type="monotone"
                  dataKey={s.key}
                  stroke={s.color}
                  strokeWidth={2}
                  dot={{ r: 2 }}
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
