import type { OpsLiabilityRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import styles from './lottery.module.css';
import { useLiability } from './lottery-api';
import { optionText } from './schedule-text';

const col = opsColumns<OpsLiabilityRow>();
const PAGE_SIZE = 20;
const negative = (amount: string) => amount.startsWith('-');

/** What the house owes per number/option of a draw if it comes up, worst first. */
export function LiabilityCard({ issueId }: { issueId: string }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'payout', order: 'desc' });
  const liability = useLiability(issueId, { pageNo, pageSize: PAGE_SIZE, sort: sort.sort, order: sort.order });
  const columns = useMemo(
    () => [
      col.accessor('unit', {
        header: () => t('ops_lottery.col_option'),
        cell: (info) => <strong>{optionText(info.getValue())}</strong>,
        enableSorting: false,
      }),
      col.accessor('betType', { header: () => t('ops_lottery.col_bet_type'), enableSorting: false }),
      col.accessor('bets', { id: 'bets', header: () => t('ops_lottery.col_bets') }),
      col.accessor('stake', { id: 'stake', header: () => t('ops_lottery.col_stake') }),
      col.accessor('payout', { id: 'payout', header: () => t('ops_lottery.col_payout') }),
      col.accessor('net', {
        id: 'net',
        header: () => t('ops_lottery.col_net'),
        cell: (info) => <span className={negative(info.getValue()) ? styles.loss : undefined}>{info.getValue()}</span>,
      }),
    ],
    [t],
  );
  const data = liability.data;
  return (
    <Card data-testid="ops-lottery-liability">
      <h2 className={styles.heading}>{t('ops_lottery.liability_title')}</h2>
      <p className={styles.muted}>{t('ops_lottery.liability_lead')}</p>
      {data ? (
        <div className={styles.summary}>
          <div className={styles.figure}>
            <span className={styles.muted}>{t('ops_lottery.total_stake')}</span>
            <strong data-testid="ops-lottery-total-stake">{data.totalStake}</strong>
          </div>
          <div className={styles.figure}>
            <span className={styles.muted}>{t('ops_lottery.worst_payout')}</span>
            <strong data-testid="ops-lottery-worst-payout">{data.worstPayout}</strong>
          </div>
          <div className={styles.figure}>
            <span className={styles.muted}>{t('ops_lottery.worst_net')}</span>
            <strong className={negative(data.worstNet) ? styles.loss : undefined}>{data.worstNet}</strong>
          </div>
        </div>
      ) : null}
      <OpsTable
        columns={columns}
        rows={data?.rows}
        total={data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPageNo(1);
        }}
        loading={liability.isPending}
        error={liability.error}
        onRetry={() => void liability.refetch()}
        emptyText={t('ops_lottery.liability_empty')}
        rowId={(row) => row.key}
        caption={t('ops_lottery.liability_title')}
        testId="ops-lottery-liability-table"
      />
    </Card>
  );
}
