import { RECORD_KINDS } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, PAST_PRESETS, presetRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date';
import { formatSigned, groupThousands, isNegative } from '../../../lib/format-money';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Field } from '../../../ui/field';
import { Pagination } from '../../../ui/pagination';
import { Select } from '../../../ui/select';
import { CenteredSpinner } from '../../../ui/spinner';
import { type AccountRecordQuery, useAccountRecord } from '../api/get-account-record';
import { useMerchantWallets } from '../api/get-merchant-wallets';
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
  const { t } = useTranslation();
  const walletName = useWalletName();
  const [kind, setKind] = useState<Kind>('');
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_7_days'));
  const [page, setPage] = useState(1);
  const query: AccountRecordQuery = { kind, from: range.from, to: range.to, pageNo: page, pageSize: PAGE_SIZE };
  const record = useAccountRecord(query);
  const kindLabel = (value: string) => t(`wallet.kinds.${value}`, { defaultValue: value });

  return (
    <Card>
      <div className={styles.filters}>
        <Field label={t('wallet.kind')}>
          {({ id }) => (
            <Select
              id={id}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as Kind);
                setPage(1);
              }}
              data-testid="record-kind"
            >
              <option value="">{t('wallet.all_kinds')}</option>
              {RECORD_KINDS.map((value) => (
                <option key={value} value={value}>
                  {kindLabel(value)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <DateRangeFilter
          value={range}
          presets={PAST_PRESETS}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
          testId="record-range"
        />
      </div>

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
                  {row.reference}
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
