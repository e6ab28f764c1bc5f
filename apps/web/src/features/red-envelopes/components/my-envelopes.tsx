import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { MY_ENVELOPES_PAGE_SIZE, useMyRedEnvelopes } from '../api/get-my-red-envelopes';
import styles from './red-envelopes.module.css';

/** The envelopes the member opened: which drop, which envelope, how much, when. */
export function MyEnvelopes() {
  const { t } = useTranslation();
  const symbol = useMemberInfo().data?.currencySymbol;
  const [page, setPage] = useState(1);
  const mine = useMyRedEnvelopes(page);
  const data = mine.data;
  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>
        <Icon.Receipt size={20} />
        {t('redEnvelope.mine_title')}
      </h2>
      {mine.isError && !data ? (
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} compact />
      ) : !data ? (
        <Skeleton className={styles.lineSkeleton} />
      ) : data.total === 0 ? (
        <EmptyState icon="Gift" title={t('redEnvelope.mine_empty')} compact />
      ) : (
        <>
          <DataTable
            caption={t('redEnvelope.mine_title')}
            testId="red-envelope-history"
            head={
              <>
                <HeadCell>{t('redEnvelope.drop')}</HeadCell>
                <HeadCell>{t('redEnvelope.envelope')}</HeadCell>
                <HeadCell numeric>{t('redEnvelope.amount')}</HeadCell>
                <HeadCell>{t('redEnvelope.opened_at')}</HeadCell>
              </>
            }
          >
            {data.list.map((row) => (
              <tr key={row.dropId}>
                <Cell label={t('redEnvelope.drop')}>{row.title}</Cell>
                <Cell label={t('redEnvelope.envelope')}>#{row.envelope}</Cell>
                <Cell label={t('redEnvelope.amount')} numeric>
                  {formatMoney(row.amount, symbol)}
                </Cell>
                <Cell label={t('redEnvelope.opened_at')}>
                  <time dateTime={row.claimedAt}>{formatDateTime(row.claimedAt)}</time>
                </Cell>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={page}
            totalPages={Math.ceil(data.total / MY_ENVELOPES_PAGE_SIZE)}
            onChange={setPage}
            testId="red-envelope-pages"
          />
        </>
      )}
    </Card>
  );
}
