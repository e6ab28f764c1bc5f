import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { REBATE_HISTORY_SIZE, useRebateHistory } from '../api/get-rebate-history';
import styles from './rebate-section.module.css';

/** The member's rebates, newest first: when, the bets' period, valid bets, amount and how it was paid. */
export function RebateHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useRebateHistory(page);

  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>{t('rebate.history_title')}</h2>
      {history.isError && !history.data ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} compact />
      ) : !history.data ? (
        <CenteredSpinner />
      ) : history.data.list.length === 0 ? (
        <EmptyState icon="Receipt" title={t('rebate.history_empty')} text={t('rebate.history_empty_text')} compact />
      ) : (
        <>
          <DataTable
            caption={t('rebate.history_title')}
            testId="rebate-history"
            head={
              <>
                <HeadCell>{t('rebate.paid_at')}</HeadCell>
                <HeadCell>{t('rebate.bets_until')}</HeadCell>
                <HeadCell>{t('rebate.taken_by')}</HeadCell>
                <HeadCell numeric>{t('rebate.valid_bet')}</HeadCell>
                <HeadCell numeric>{t('rebate.amount')}</HeadCell>
              </>
            }
          >
            {history.data.list.map((record) => (
              <tr key={record.id} data-testid="rebate-record">
                <Cell label={t('rebate.paid_at')}>{formatDateTime(record.createdAt)}</Cell>
                <Cell label={t('rebate.bets_until')}>{formatDateTime(record.until)}</Cell>
                <Cell label={t('rebate.taken_by')}>{t(`rebate.taken_${record.takenBy}`)}</Cell>
                <Cell label={t('rebate.valid_bet')} numeric>
                  {groupThousands(record.validBet)}
                </Cell>
                <Cell label={t('rebate.amount')} numeric>
                  <strong>{groupThousands(record.amount)}</strong>
                </Cell>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={page}
            totalPages={Math.max(1, Math.ceil(history.data.total / REBATE_HISTORY_SIZE))}
            onChange={setPage}
            testId="rebate-history-pages"
          />
        </>
      )}
    </Card>
  );
}
