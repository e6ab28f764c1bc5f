import { RECORD_KINDS } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { describeEntry } from '../../../lib/entry-detail';
import { formatDateTime } from '../../../lib/format-date';
import { formatSigned, groupThousands, isNegative } from '../../../lib/format-money';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { type AccountRecordQuery, useAccountRecord } from '../api/get-account-record';
import { useMerchantWallets } from '../api/get-merchant-wallets';
import { RecordFilters, useRecordFilters } from './record-filters';
import styles from './wallet.module.css';

const PAGE_SIZE = 20;
type Kind = AccountRecordQuery['kind'];

/** The name of the wallet an entry moved: main, a vendor's transfer wallet, or the withdrawal in progress. */
function useWalletName(): (wallet: string) => string {
  const { t } = useTranslation();
  const vendors = useMerchantWallets();
  return (wallet: string) => {
    if (wallet.startsWith('vendor:')) {
      const code = wallet.slice('vendor:'.length);
      return vendors.data?.find((v) => v.vendor === code)?.name ?? code;
    }
    return t(`wallet.accounts.${wallet}`, { defaultValue: wallet });
  };
}

/**
 * The account record (spec §2 member centre): the member's ledger entries by kind and date range,
 * newest first, paginated; amounts coloured by sign. Only past presets are offered (README-decisions).
 */
export function AccountRecord() {
  const { t, i18n } = useTranslation();
  const walletName = useWalletName();
  const filters = useRecordFilters<NonNullable<Kind> | ''>('');
  const { range, page, setPage } = filters;
  const query: AccountRecordQuery = { kind: filters.choice, from: range.from, to: range.to, pageNo: page, pageSize: PAGE_SIZE };
  const record = useAccountRecord(query);
  const kindLabel = (value: string) => t(`wallet.kinds.${value}`, { defaultValue: value });

  return (
    <Card>
      <RecordFilters
        filters={filters}
        label={t('wallet.kind')}
        allLabel={t('wallet.all_kinds')}
        choices={RECORD_KINDS}
        choiceLabel={kindLabel}
        choiceTestId="record-kind"
        rangeTestId="record-range"
      />

      {record.isError && !record.data ? (
        <ErrorState error={record.error} onRetry={() => void record.refetch()} compact />
      ) : !record.data ? (
        <CenteredSpinner />
      ) : record.data.list.length === 0 ? (
        <EmptyState icon="Receipt" title={t('wallet.record_empty')} text={t('wallet.record_empty_text')} compact />
      ) : (
        <>
          <DataTable
            caption={t('member.sections.accountRecord')}
            testId="account-record-table"
            head={
              <>
                <HeadCell>{t('wallet.time')}</HeadCell>
                <HeadCell>{t('wallet.kind')}</HeadCell>
                <HeadCell>{t('wallet.wallet')}</HeadCell>
                <HeadCell numeric>{t('wallet.amount')}</HeadCell>
                <HeadCell numeric>{t('wallet.balance_after')}</HeadCell>
                <HeadCell>{t('wallet.reference')}</HeadCell>
              </>
            }
          >
            {record.data.list.map((row) => (
              <tr key={row.id} data-testid="account-record-row" data-kind={row.kind}>
                <Cell label={t('wallet.time')} className={styles.time}>
                  {formatDateTime(row.createdAt)}
                </Cell>
                <Cell label={t('wallet.kind')}>{kindLabel(row.kind)}</Cell>
                <Cell label={t('wallet.wallet')}>{walletName(row.wallet)}</Cell>
                <Cell label={t('wallet.amount')} numeric className={isNegative(row.amount) ? styles.negative : styles.positive}>
                  {formatSigned(row.amount)}
                </Cell>
                <Cell label={t('wallet.balance_after')} numeric>
                  {groupThousands(row.balanceAfter)}
                </Cell>
                <Cell label={t('wallet.reference')} className={styles.reference}>
                  <span title={row.reference}>{describeEntry(t, i18n.language, row)}</span>
                </Cell>
              </tr>
            ))}
          </DataTable>
          <div className={styles.tableFoot}>
            <span data-testid="account-record-total">{t('wallet.record_total', { count: record.data.total })}</span>
          </div>
          <Pagination page={page} totalPages={record.data.totalPages} onChange={setPage} />
        </>
      )}
    </Card>
  );
}
