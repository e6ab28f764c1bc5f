import { type AccountDetailsQuery, type AccountRecord, RECORD_KINDS, REPORT_PAGE_SIZE } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { describeEntry } from '../../../../lib/entry-detail';
import { formatDateTime } from '../../../../lib/format-date';
import { Card } from '../../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../../ui/data-table';
import { Pagination } from '../../../../ui/pagination';
import { getAccountDetails, useAccountDetails } from '../../api/get-account-details';
import { amountText, SignedAmount } from './amount';
import type { CsvColumn } from './csv';
import { ExportButton } from './export-button';
import { ReportStatus } from './report-status';
import { ChoiceFilter, ReportToolbar, TotalsBar } from './report-toolbar';
import styles from './reports.module.css';
import { PhoneSort, SortHeader } from './sort-header';
import { useReportState } from './use-report-state';

type Sort = 'createdAt' | 'amount';
type Kind = (typeof RECORD_KINDS)[number];
type Entry = AccountRecord['list'][number];

/**
 * Account details (spec §2 agent centre): the agent's own wallet movements — the member centre's
 * account record read in the merchant's days — by kind and range; sortable, paged, exported as CSV.
 */
export function AccountDetails() {
  const { t, i18n } = useTranslation();
  const state = useReportState<Sort, { kind: Kind | '' }>({ sort: { sort: 'createdAt', order: 'desc' }, filters: { kind: '' } });
  const { range, filters, sort, page } = state;
  const query: AccountDetailsQuery = {
    from: range.from,
    to: range.to,
    kind: filters.kind || undefined,
    sort: sort.sort,
    order: sort.order,
    pageNo: page,
    pageSize: REPORT_PAGE_SIZE,
  };
  const report = useAccountDetails(query);
  const label = (key: string) => t(`agentCentre.reports.columns.${key}`);
  const kindLabel = (kind: string) => t(`wallet.kinds.${kind}`, { defaultValue: kind });
  const walletLabel = (wallet: string) =>
    wallet.startsWith('vendor:') ? wallet.slice('vendor:'.length) : t(`wallet.accounts.${wallet}`, { defaultValue: wallet });
  const csv: CsvColumn<Entry>[] = [
    { header: label('time'), value: (row) => formatDateTime(row.createdAt) },
    { header: label('kind'), value: (row) => kindLabel(row.kind) },
    { header: label('wallet'), value: (row) => walletLabel(row.wallet), text: true },
    { header: label('amount'), value: (row) => row.amount },
    { header: label('balance_after'), value: (row) => row.balanceAfter },
    { header: label('reference'), value: (row) => describeEntry(t, i18n.language, row), text: true },
  ];

  return (
    <Card className={styles.report} data-testid="account-details" data-pending={report.isFetching ? 'true' : 'false'}>
      <ReportToolbar range={range} onRange={state.changeRange} testId="details">
        <ChoiceFilter
          label={label('kind')}
          allLabel={t('agentCentre.reports.all_kinds')}
          value={filters.kind}
          choices={RECORD_KINDS}
          choiceLabel={kindLabel}
          onChange={(value) => state.setFilter('kind', value)}
          testId="details-kind"
        />
      </ReportToolbar>
      <ReportStatus
        query={report}
        isEmpty={(data) => data.list.length === 0}
        icon="Receipt"
        emptyTitle={t('agentCentre.reports.details_empty')}
        emptyText={t('agentCentre.reports.details_empty_text')}
      >
        {(data) => (
          <>
            <div className={styles.bar}>
              <TotalsBar testId="details-totals" items={[{ key: 'entries', label: label('entries'), value: data.total }]} />
              <div className={styles.actions}>
                <ExportButton
                  filename={`account-details_${range.from}_${range.to}`}
                  columns={csv}
                  fetchPage={(pageNo, pageSize) => getAccountDetails({ ...query, pageNo, pageSize })}
                />
              </div>
            </div>
            <PhoneSort
              columns={[
                { column: 'createdAt', label: label('time') },
                { column: 'amount', label: label('amount') },
              ]}
              current={sort}
              onChange={state.chooseSort}
            />
            <DataTable
              caption={t('agentCentre.sections.accountDetails')}
              testId="details-table"
              head={
                <>
                  <SortHeader column="createdAt" label={label('time')} current={sort} onSort={(c) => state.toggleSort(c)} />
                  <HeadCell>{label('kind')}</HeadCell>
                  <HeadCell>{label('wallet')}</HeadCell>
                  <SortHeader column="amount" label={label('amount')} current={sort} numeric onSort={(c) => state.toggleSort(c)} />
                  <HeadCell numeric>{label('balance_after')}</HeadCell>
                  <HeadCell>{label('reference')}</HeadCell>
                </>
              }
            >
              {data.list.map((row) => (
                <tr key={row.id} data-testid="details-row" data-kind={row.kind}>
                  <Cell label={label('time')} className={styles.time}>
                    {formatDateTime(row.createdAt)}
                  </Cell>
                  <Cell label={label('kind')}>{kindLabel(row.kind)}</Cell>
                  <Cell label={label('wallet')}>{walletLabel(row.wallet)}</Cell>
                  <Cell label={label('amount')} numeric>
                    <SignedAmount value={row.amount} testId="details-amount" />
                  </Cell>
                  <Cell label={label('balance_after')} numeric>
                    {amountText(row.balanceAfter)}
                  </Cell>
                  <Cell label={label('reference')} className={styles.wrapText}>
                    <span title={row.reference}>{describeEntry(t, i18n.language, row)}</span>
                  </Cell>
                </tr>
              ))}
            </DataTable>
            <Pagination page={page} totalPages={data.totalPages} onChange={state.setPage} testId="details-pagination" />
          </>
        )}
      </ReportStatus>
    </Card>
  );
}
