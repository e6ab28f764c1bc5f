import { INCOME_KINDS, type IncomeKind, type IncomeQuery, type IncomeRow, REPORT_PAGE_SIZE } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { Card } from '../../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../../ui/data-table';
import { Pagination } from '../../../../ui/pagination';
import { getIncome, useIncome } from '../../api/get-income';
import { amountText, SignedAmount } from './amount';
import type { CsvColumn } from './csv';
import { ExportButton } from './export-button';
import { ReportStatus } from './report-status';
import { ChoiceFilter, ReportToolbar, TotalsBar } from './report-toolbar';
import styles from './reports.module.css';
import { PhoneSort, SortHeader } from './sort-header';
import { useReportState } from './use-report-state';

type Sort = 'createdAt' | 'amount';

/**
 * My income (spec §2 agent centre): every commission, salary, dividend and lottery rebate the agent
 * itself received, from its ledger, by kind and range; sortable, paged, totalled per kind, exported
 * as CSV.
 */
export function MyIncome() {
  const { t } = useTranslation();
  const state = useReportState<Sort, { kind: IncomeKind | '' }>({
    sort: { sort: 'createdAt', order: 'desc' },
    filters: { kind: '' },
    preset: 'previous_30_days',
  });
  const { range, filters, sort, page } = state;
  const query: IncomeQuery = {
    from: range.from,
    to: range.to,
    kind: filters.kind || undefined,
    sort: sort.sort,
    order: sort.order,
    pageNo: page,
    pageSize: REPORT_PAGE_SIZE,
  };
  const report = useIncome(query);
  const label = (key: string) => t(`agentCentre.reports.columns.${key}`);
  const kindLabel = (kind: string) => t(`wallet.kinds.${kind}`, { defaultValue: kind });
  const csv: CsvColumn<IncomeRow>[] = [
    { header: label('time'), value: (row) => formatDateTime(row.createdAt) },
    { header: label('kind'), value: (row) => kindLabel(row.kind) },
    { header: label('amount'), value: (row) => row.amount },
    { header: label('balance_after'), value: (row) => row.balanceAfter },
    { header: label('reference'), value: (row) => row.reference, text: true },
    { header: label('memo'), value: (row) => row.memo, text: true },
  ];

  return (
    <Card className={styles.report} data-testid="my-income" data-pending={report.isFetching ? 'true' : 'false'}>
      <ReportToolbar range={range} onRange={state.changeRange} testId="income">
        <ChoiceFilter
          label={label('kind')}
          allLabel={t('agentCentre.reports.all_kinds')}
          value={filters.kind}
          choices={INCOME_KINDS}
          choiceLabel={kindLabel}
          onChange={(value) => state.setFilter('kind', value)}
          testId="income-kind"
        />
      </ReportToolbar>
      <ReportStatus
        query={report}
        isEmpty={(data) => data.list.length === 0}
        icon="Cash"
        emptyTitle={t('agentCentre.reports.income_empty')}
        emptyText={t('agentCentre.reports.income_empty_text')}
      >
        {(data) => (
          <>
            <div className={styles.bar}>
              <TotalsBar
                testId="income-totals"
                items={[
                  { key: 'total', label: label('total'), value: <SignedAmount value={data.totals.amount} /> },
                  ...INCOME_KINDS.filter((kind) => /[1-9]/.test(data.totals.byKind[kind])).map((kind) => ({
                    key: kind,
                    label: kindLabel(kind),
                    value: amountText(data.totals.byKind[kind]),
                  })),
                ]}
              />
              <div className={styles.actions}>
                <ExportButton
                  filename={`my-income_${range.from}_${range.to}`}
                  columns={csv}
                  fetchPage={(pageNo, pageSize) => getIncome({ ...query, pageNo, pageSize })}
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
              caption={t('agentCentre.sections.income')}
              testId="income-table"
              head={
                <>
                  <SortHeader column="createdAt" label={label('time')} current={sort} onSort={(c) => state.toggleSort(c)} />
                  <HeadCell>{label('kind')}</HeadCell>
                  <SortHeader column="amount" label={label('amount')} current={sort} numeric onSort={(c) => state.toggleSort(c)} />
                  <HeadCell numeric>{label('balance_after')}</HeadCell>
                  <HeadCell>{label('reference')}</HeadCell>
                </>
              }
            >
              {data.list.map((row) => (
                <tr key={row.id} data-testid="income-row" data-kind={row.kind}>
                  <Cell label={label('time')} className={styles.time}>
                    {formatDateTime(row.createdAt)}
                  </Cell>
                  <Cell label={label('kind')}>{kindLabel(row.kind)}</Cell>
                  <Cell label={label('amount')} numeric>
                    <SignedAmount value={row.amount} testId="income-amount" />
                  </Cell>
                  <Cell label={label('balance_after')} numeric>
                    {amountText(row.balanceAfter)}
                  </Cell>
                  <Cell label={label('reference')}>
                    <span className={styles.stack}>
                      <span className={styles.wrapText}>{row.memo ?? row.reference}</span>
                      {row.memo ? <span className={[styles.muted, styles.wrapText].join(' ')}>{row.reference}</span> : null}
                    </span>
                  </Cell>
                </tr>
              ))}
            </DataTable>
            <Pagination page={page} totalPages={data.totalPages} onChange={state.setPage} testId="income-pagination" />
          </>
        )}
      </ReportStatus>
    </Card>
  );
}
