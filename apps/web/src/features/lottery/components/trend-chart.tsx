import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { CenteredSpinner } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { useTrend } from '../api/get-trend';
import type { LotteryTypeCode } from '../lottery-types';
import { frequency, hasLine, NUMBER_SPACE, trendPoints } from '../trend';
import styles from './lottery-page.module.css';

const TREND_COUNT = 30;
const AXIS = { stroke: 'var(--color-text-muted)', fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: 'var(--color-surface-3)', border: '1px solid var(--color-border-strong)', borderRadius: 8 },
  labelStyle: { color: 'var(--color-text)' },
  itemStyle: { color: 'var(--color-accent-text)' },
};

/**
 * The last 30 results of one series as a line, and how often each number came up in it. A series
 * is a position for the classic games, a digit of the 1st prize for 4D, the đề number or every lô
 * number (frequency only) for the Vietnamese games (trend.ts).
 */
export function TrendChart({ gameCode, lotteryType }: { gameCode: string; lotteryType: LotteryTypeCode }) {
  const { t } = useTranslation();
  const space = NUMBER_SPACE[lotteryType];
  const [position, setPosition] = useState(lotteryType === 'LHC' ? space.positions : 1);
  const trend = useTrend(gameCode, TREND_COUNT);
  if (trend.isError && !trend.data) return <ErrorState compact error={trend.error} onRetry={() => void trend.refetch()} />;
  if (!trend.data) return <CenteredSpinner />;
  if (trend.data.list.length === 0) return <EmptyState compact icon="Chart" title={t('lottery.no_results')} />;
  const points = trendPoints(trend.data.list, position, lotteryType);
  const counts = frequency(trend.data.list, position, lotteryType);
  const positionName = (n: number) => seriesName(lotteryType, n, t);
  const line = hasLine(lotteryType, position);
  const wide = space.max - space.min > 50;

  return (
    <div className={styles.sectionBody} data-testid="trend-chart">
      <Tabs
        items={Array.from({ length: space.positions }, (_, i) => ({ id: String(i + 1), label: positionName(i + 1) }))}
        value={String(position)}
        onChange={(id) => setPosition(Number(id))}
        label={t('lottery.trend_position')}
        idBase="trend-position"
        variant="pills"
        size="sm"
      />
      <p className={styles.muted}>{t('lottery.trend_caption', { count: points.length, position: positionName(position) })}</p>
      {line ? (
        <div className={styles.chart} role="img" aria-label={t('lottery.trend_line_label', { position: positionName(position) })}>
          <ResponsiveContainer width="100%" height={240}>
            <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
              <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={AXIS} stroke="var(--color-border-strong)" interval="preserveStartEnd" />
              <YAxis domain={[space.min, space.max]} allowDecimals={false} tick={AXIS} stroke="var(--color-border-strong)" />
              <Tooltip {...TOOLTIP} formatter={(value) => [value, positionName(position)]} />
              <Line type="monotone" dataKey="value" stroke="var(--color-accent)" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      ) : null}
      <div className={styles.chart} role="img" aria-label={t('lottery.trend_frequency_label', { position: positionName(position) })}>
        <ResponsiveContainer width="100%" height={180}>
          <BarChart data={counts} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="number"
              tick={AXIS}
              stroke="var(--color-border-strong)"
              interval={wide ? 9 : lotteryType === 'LHC' ? 3 : 0}
              tickFormatter={(value: number) => (wide ? String(value).padStart(2, '0') : String(value))}
            />
            <YAxis allowDecimals={false} tick={AXIS} stroke="var(--color-border-strong)" />
            <Tooltip {...TOOLTIP} cursor={{ fill: 'var(--color-surface-hover)' }} formatter={(value) => [value, t('lottery.times')]} />
            <Bar dataKey="count" fill="var(--color-emerald)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

/** A series' name: "Position 3", LHC's "Special", 4D's "1st prize · digit 2", VN's "Đề" or "Lô". */
function seriesName(lotteryType: LotteryTypeCode, n: number, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (lotteryType === 'LHC' && n === 7) return t('lottery.special');
  if (lotteryType === 'SEA4D') return t('lottery.trend_4d_digit', { n });
  if (lotteryType === 'VN_NORTH' || lotteryType === 'VN_SOUTH') return t(n === 1 ? 'lottery.trend_vn_de' : 'lottery.trend_vn_lo');
  return t('lottery.position_n', { n });
}
