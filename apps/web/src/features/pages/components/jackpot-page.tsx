import '../pages-texts';
import { JACKPOT_PERIODS, type JackpotPeriod } from '@fortuna/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney, groupThousands, toTwoPlaces } from '../../../lib/format-money';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { useJackpotRanking } from '../api/pages-api';
import { CategorySelect } from './category-select';
import styles from './pages.module.css';

/**
 * The jackpot ranking (/jackpot): the 20 biggest multipliers (win ÷ stake) of settled real-money
 * rounds in the merchant's today, week or month, by game category (docs/communications/pages.md).
 */
export function JackpotPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<JackpotPeriod>('week');
  const [category, setCategory] = useState('ALL');
  const ranking = useJackpotRanking({ period, gameCategory: category });
  const data = ranking.data;

  let body: ReactNode;
  if (ranking.isPending) body = <Skeleton style={{ height: 240 }} />;
  else if (ranking.isError && !data) body = <ErrorState error={ranking.error} onRetry={() => void ranking.refetch()} />;
  else if (!data || data.list.length === 0)
    body = <EmptyState icon="Crown" title={t('site_pages.jackpot_empty')} text={t('site_pages.jackpot_empty_text')} />;
  else
    body = (
      <ol className={styles.ranking} data-testid="jackpot-list">
        {data.list.map((row) => (
          <li key={row.rank} className={styles.rankRow} data-testid="jackpot-row">
            <span className={[styles.rankBadge, row.rank <= 3 ? styles[`top${row.rank}`] : ''].join(' ')}>{row.rank}</span>
            <span className={styles.rankWho}>
              <strong>{row.player}</strong>
              <span className={styles.muted}>
                {row.gameName} · {t(`category.${row.gameType}`)} · {formatDateTime(row.settledAt)}
              </span>
            </span>
            <span className={styles.rankFigures}>
              <strong className={styles.multiplier} data-testid="jackpot-multiplier">
                ×{groupThousands(row.multiplier)}
              </strong>
              <span className={styles.muted}>
                {t('site_pages.stake_to_prize', {
                  bet: formatMoney(toTwoPlaces(row.betAmount), data.currencySymbol),
                  win: formatMoney(toTwoPlaces(row.winAmount), data.currencySymbol),
                })}
              </span>
            </span>
          </li>
        ))}
      </ol>
    );

  return (
    <>
      <PageHeader title={t('site_pages.jackpot_title')} subtitle={t('site_pages.jackpot_subtitle')} icon="Crown" />
      <Card className={styles.panel}>
        <div className={styles.toolbar}>
          <Tabs
            items={JACKPOT_PERIODS.map((id) => ({ id, label: t(`site_pages.period_${id}`) }))}
            value={period}
            onChange={setPeriod}
            label={t('site_pages.period')}
            idBase="jackpot-period"
            size="sm"
          />
          <CategorySelect value={category} onChange={setCategory} testId="jackpot-category" />
        </div>
        {body}
      </Card>
    </>
  );
}
