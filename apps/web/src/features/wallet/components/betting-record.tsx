import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { formatSigned, groupThousands, isNegative } from '../../../lib/format-money';
import { useCategoriesWithGames } from '../../../lib/game-menus';
import { roundVerifyLink } from '../../../lib/round-verify-link';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { type BettingRecordFilter, useBettingRecord } from '../api/get-betting-record';
import { RecordFilters, useRecordFilters } from './record-filters';
import styles from './wallet.module.css';

const PAGE_SIZE = 20;
type Category = BettingRecordFilter['category'];

const verifyLink = (row: { vendor: string; roundId: string }) => roundVerifyLink(row.vendor, row.roundId);

/** The class of a profit: green when the member came out ahead, red when behind. */
const profitClass = (profit: string) => (isNegative(profit) ? styles.negative : styles.positive);

/**
 * The betting record (spec §2 member centre): the member's game rounds of every vendor, the
 * lottery's with their issue numero, by game category and date range, newest first, paginated,
 * with the range's bet, win and profit. Only past presets, as the account record.
 */
export function BettingRecord() {
  const { t } = useTranslation();
  const filters = useRecordFilters<NonNullable<Category> | ''>('');
  const { range, page, setPage } = filters;
  const query: BettingRecordFilter = { category: filters.choice, from: range.from, to: range.to, pageNo: page, pageSize: PAGE_SIZE };
  const record = useBettingRecord(query);
  // Only categories with games, as the top navigation: sports with no vendor is no filter.
  const categories = useCategoriesWithGames();
  const categoryLabel = (value: string) => t(`category.${value}`, { defaultValue: value });

  return (
    <Card>
      <RecordFilters
        filters={filters}
        label={t('wallet.betting.category')}
        allLabel={t('wallet.betting.all_categories')}
        choices={categories}
        choiceLabel={categoryLabel}
        choiceTestId="betting-category"
        rangeTestId="betting-range"
      />

      {record.isError && !record.data ? (
        <ErrorState error={record.error} onRetry={() => void record.refetch()} compact />
      ) : !record.data ? (
        <CenteredSpinner />
      ) : record.data.list.length === 0 ? (
        <EmptyState icon="Ticket" title={t('wallet.betting.empty')} text={t('wallet.betting.empty_text')} compact />
      ) : (
        <>
          <DataTable
            caption={t('member.sections.bettingRecord')}
            testId="betting-record-table"
            head={
              <>
                <HeadCell>{t('wallet.time')}</HeadCell>
                <HeadCell>{t('wallet.betting.game')}</HeadCell>
                <HeadCell>{t('wallet.betting.numero')}</HeadCell>
                <HeadCell numeric>{t('wallet.betting.bet_count')}</HeadCell>
                <HeadCell numeric>{t('wallet.betting.bet')}</HeadCell>
                <HeadCell numeric>{t('wallet.betting.win')}</HeadCell>
                <HeadCell numeric>{t('wallet.betting.profit')}</HeadCell>
                <HeadCell>{t('wallet.betting.status')}</HeadCell>
              </>
            }
          >
            {record.data.list.map((row) => (
              <tr key={`${row.vendor}:${row.roundId}`} data-testid="betting-record-row" data-status={row.status}>
                <Cell label={t('wallet.time')} className={styles.time}>
                  {formatDateTime(row.createdAt)}
                </Cell>
                <Cell label={t('wallet.betting.game')}>
                  {row.gameName || row.vendor}
                  <div className={styles.reference}>{row.category ? categoryLabel(row.category) : row.vendor}</div>
                </Cell>
                <Cell label={t('wallet.betting.numero')} className={styles.reference}>
                  <span data-testid="betting-record-numero">{row.numero ?? row.roundId}</span>
                  {verifyLink(row) ? (
                    <Link className={styles.verify} to={verifyLink(row) as string} data-testid="betting-record-verify">
                      {t('wallet.betting.verify')}
                    </Link>
                  ) : null}
                </Cell>
                <Cell label={t('wallet.betting.bet_count')} numeric>
                  {row.betCount ?? ''}
                </Cell>
                <Cell label={t('wallet.betting.bet')} numeric>
                  {groupThousands(row.bet)}
                </Cell>
                <Cell label={t('wallet.betting.win')} numeric>
                  <span data-testid="betting-record-win">{groupThousands(row.win)}</span>
                </Cell>
                <Cell label={t('wallet.betting.profit')} numeric className={row.status === 'settled' ? profitClass(row.profit) : undefined}>
                  {row.status === 'settled' ? formatSigned(row.profit) : ''}
                </Cell>
                <Cell label={t('wallet.betting.status')}>{t(`wallet.betting.statuses.${row.status}`)}</Cell>
              </tr>
            ))}
          </DataTable>
          <div className={styles.tableFoot}>
            <span data-testid="betting-record-total">{t('wallet.betting.total', { count: record.data.total })}</span>
            <span data-testid="betting-record-totals">
              {t('wallet.betting.totals', {
                bet: groupThousands(record.data.totals.bet),
                win: groupThousands(record.data.totals.win),
                profit: formatSigned(record.data.totals.profit),
              })}
            </span>
          </div>
          <Pagination page={page} totalPages={record.data.totalPages} onChange={setPage} />
        </>
      )}
    </Card>
  );
}
