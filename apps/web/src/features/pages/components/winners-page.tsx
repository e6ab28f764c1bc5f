import '../pages-texts';
import { WINNER_RANGES, type WinnerRange } from '@fortuna/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney, toTwoPlaces } from '../../../lib/format-money';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { useWinners } from '../api/pages-api';
import { CategorySelect } from './category-select';
import styles from './pages.module.css';

const PAGE_SIZE = 20;

/**
 * The winners list (/winners, spec "other screens"): real-money wins of a range of the merchant's
 * business days (today, yesterday, the last 7 or 30 days), biggest first, by game category, paged.
 */
export function WinnersPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<WinnerRange>('today');
  const [category, setCategory] = useState('ALL');
  const [page, setPage] = useState(1);
  const winners = useWinners({ range, gameCategory: category, pageNo: page, pageSize: PAGE_SIZE });
  const data = winners.data;

  let body: ReactNode;
  if (winners.isPending) body = <Skeleton style={{ height: 240 }} />;
  else if (winners.isError && !data) body = <ErrorState error={winners.error} onRetry={() => void winners.refetch()} />;
  else if (!data || data.list.length === 0)
    body = <EmptyState icon="Trophy" title={t('site_pages.winners_empty')} text={t('site_pages.winners_empty_text')} />;
  else
    body = (
      <>
        <DataTable caption={t('site_pages.winners_title')} testId="winners-table" head={<WinnersHead />}>
          {data.list.map((row, index) => (
            <tr key={`${row.settledAt}-${row.player}-${row.winAmount}`} data-testid="winners-row">
              <Cell label={t('site_pages.rank')}>{(page - 1) * PAGE_SIZE + index + 1}</Cell>
              <Cell label={t('site_pages.player')}>{row.player}</Cell>
              <Cell label={t('site_pages.game')}>
                {row.gameName}
                <span className={styles.muted}> · {t(`category.${row.gameType}`)}</span>
              </Cell>
              <Cell label={t('site_pages.bet')} numeric>
                {formatMoney(toTwoPlaces(row.betAmount), data.currencySymbol)}
              </Cell>
              <Cell label={t('site_pages.prize')} numeric className={styles.prize} data-testid="winners-amount">
                {formatMoney(toTwoPlaces(row.winAmount), data.currencySymbol)}
              </Cell>
              <Cell label={t('site_pages.time')}>{formatDateTime(row.settledAt)}</Cell>
            </tr>
          ))}
        </DataTable>
        <Pagination page={page} totalPages={Math.ceil(data.total / PAGE_SIZE)} onChange={setPage} testId="winners-pages" />
      </>
    );

  return (
    <>
      <PageHeader title={t('site_pages.winners_title')} subtitle={t('site_pages.winners_subtitle')} icon="Trophy" />
      <Card className={styles.panel}>
        <div className={styles.toolbar}>
          <Tabs
            items={WINNER_RANGES.map((id) => ({ id, label: t(`site_pages.range_${id}`) }))}
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
            label={t('site_pages.range')}
            idBase="winners-range"
            size="sm"
          />
          <CategorySelect
            value={category}
            onChange={(next) => {
              setCategory(next);
              setPage(1);
            }}
            testId="winners-category"
          />
        </div>
        {data ? (
          <p className={styles.muted} data-testid="winners-days">
            {data.firstDay === data.lastDay
              ? t('site_pages.one_day', { day: data.firstDay })
              : t('site_pages.day_range', { from: data.firstDay, to: data.lastDay })}
            {' · '}
            {t('site_pages.total', { count: data.total })}
          </p>
        ) : null}
        {body}
      </Card>
    </>
  );
}

function WinnersHead() {
  const { t } = useTranslation();
  return (
    <>
      <HeadCell>{t('site_pages.rank')}</HeadCell>
      <HeadCell>{t('site_pages.player')}</HeadCell>
      <HeadCell>{t('site_pages.game')}</HeadCell>
      <HeadCell numeric>{t('site_pages.bet')}</HeadCell>
      <HeadCell numeric>{t('site_pages.prize')}</HeadCell>
      <HeadCell>{t('site_pages.time')}</HeadCell>
    </>
  );
}
