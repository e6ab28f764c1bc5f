import { CONTRACT_KINDS, type OpsSettlementRow } from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, PAST_PRESETS, presetRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import styles from './agents.module.css';
import { useSettlements } from './agents-api';

const col = opsColumns<OpsSettlementRow>();
const PAGE_SIZE = 20;
const number = (text: string) => <span className={styles.number}>{text}</span>;

/** Contract settlement records of the merchant: who was paid what for which period, and the total over the filter. */
export function SettlementsTab() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_30_days'));
  const [kind, setKind] = useState('');
  const [agent, setAgent] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'periodStart', order: 'desc' });
  const records = useSettlements({
    kind: kind || undefined,
    agent: agent || undefined,
    from: range.from || undefined,
    to: range.to || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
    sort: sort.sort,
    order: sort.order,
  });
  const columns = useMemo(
    () => [
      col.display({ id: 'agent', header: () => t('ops_agents.agent'), cell: (info) => info.row.original.agent.username }),
      col.accessor('kind', {
        header: () => t('ops_agents.kind'),
        cell: (info) => t(`ops_agents.kind_${info.getValue()}`),
        enableSorting: false,
      }),
      col.accessor('periodStart', {
        header: () => t('ops_agents.period'),
        cell: (info) => `${formatDateTime(info.getValue())} → ${formatDateTime(info.row.original.periodEnd)}`,
      }),
      col.accessor('teamValidBet', {
        header: () => t('ops_agents.valid_bet'),
        cell: (info) => number(info.getValue()),
        enableSorting: false,
      }),
      col.accessor('teamProfit', {
        header: () => t('ops_agents.team_profit'),
        cell: (info) => number(info.getValue()),
        enableSorting: false,
      }),
      col.accessor('activeMembers', { header: () => t('ops_agents.active_members'), enableSorting: false }),
      col.accessor('rate', { header: () => t('ops_agents.rate'), cell: (info) => `${info.getValue()}%`, enableSorting: false }),
      col.accessor('amount', { header: () => t('ops_agents.amount'), cell: (info) => number(info.getValue()) }),
      col.accessor('paidAt', {
        header: () => t('ops_agents.paid_at'),
        cell: (info) => formatDateTime(info.getValue()),
        enableSorting: false,
      }),
    ],
    [t],
  );
  return (
    <>
      <div className={styles.filters}>
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
          presets={PAST_PRESETS}
          testId="ops-settlement-range"
        />
        <Field label={t('ops_agents.kind')}>
          {({ id }) => (
            <Select
              id={id}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value);
                setPageNo(1);
              }}
            >
              <option value="">{t('ops_agents.all')}</option>
              {CONTRACT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`ops_agents.kind_${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ops_agents.agent')}>
          {({ id }) => (
            <Input
              id={id}
              value={agent}
              onChange={(event) => {
                setAgent(event.target.value.trim());
                setPageNo(1);
              }}
            />
          )}
        </Field>
      </div>
      <OpsTable
        columns={columns}
        rows={records.data?.rows}
        total={records.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={setSort}
        loading={records.isFetching}
        error={records.error}
        onRetry={() => void records.refetch()}
        rowId={(row) => row.id}
        caption={t('ops_agents.tab_settlements')}
        emptyText={t('ops_agents.no_settlements')}
        testId="ops-settlements"
        toolbar={
          records.data ? (
            <strong className={styles.number}>{t('ops_agents.total_paid', { amount: records.data.totalAmount })}</strong>
          ) : null
        }
      />
    </>
  );
}
