import { CONTRACT_PAGE_SIZE, type ContractKind, type SettlementRow } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, PAST_PRESETS, presetRange } from '../../../../lib/date-range';
import { formatSigned, groupThousands } from '../../../../lib/format-money';
import { Card } from '../../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../../ui/data-table';
import { DateRangeFilter } from '../../../../ui/date-range-filter';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import { Pagination } from '../../../../ui/pagination';
import { Skeleton } from '../../../../ui/skeleton';
import { CenteredSpinner } from '../../../../ui/spinner';
import { getSettlements, useSettlements } from '../../api/get-settlements';
import { periodLabel } from '../../contract-rules';
import type { CsvColumn } from '../reports/csv';
import { ExportButton } from '../reports/export-button';
import { ContractFacts, ContractHeading, KIND_ICON } from './contract-card';
import { ContractTiers } from './contract-tiers';
import styles from './settlement-section.module.css';

/** How a settlement's rate reads: the real-time salary's profit and loss rates together. */
function rateText(row: SettlementRow, percent: (value: string) => string): string {
  return row.lossRate === null ? percent(row.rate) : `${percent(row.rate)} / ${percent(row.lossRate)}`;
}

/**
 * A dividend or salary record page (spec §2 agent centre: dividend record, daily, hourly and
 * real-time salary): the agent's contract of the kind with its tiers, then what each closed period
 * paid — the team's volume, active members, the tier reached and its rate, the agent's rate on its
 * whole team, what its contracted downlines earned, and the difference paid — for a date range.
 */
export function SettlementSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange(kind === 'dividend' ? 'previous_30_days' : 'previous_7_days'));
  const [page, setPage] = useState(1);
  const records = useSettlements(kind, { from: range.from, to: range.to, pageNo: page, pageSize: CONTRACT_PAGE_SIZE });
  const data = records.data;
  const totalPages = data ? Math.ceil(data.total / data.pageSize) : 0;
  const percent = (value: string) => t('agentCentre.contracts.percent', { value });
  const col = (key: string) => t(`agentCentre.records.${key}`);
  const realtime = kind === 'realtime_salary';
  const csv: CsvColumn<SettlementRow>[] = [
    { header: col('period_start'), value: (row) => row.periodStart },
    { header: col('period_end'), value: (row) => row.periodEnd },
    { header: col('bet_amount'), value: (row) => row.teamBets },
    { header: col('valid_bet'), value: (row) => row.teamValidBet },
    { header: col('team_result'), value: (row) => row.teamProfit },
    { header: col('active_members'), value: (row) => row.activeMembers },
    { header: col('tier'), value: (row) => (row.tierIndex === null ? null : row.tierIndex + 1) },
    { header: col(realtime ? 'rates' : 'rate'), value: (row) => rateText(row, (value) => `${value}%`) },
    { header: col('gross'), value: (row) => row.gross },
    { header: col('downline_gross'), value: (row) => row.downlineGross },
    { header: col('amount'), value: (row) => row.amount },
  ];

  return (
    <div className={styles.page} data-testid={`settlements-${kind}`}>
      <Card className={styles.contract} data-testid="settlement-contract">
        <h3 className={styles.title}>{col('contract_title')}</h3>
        {records.isError && !data ? (
          <ErrorState error={records.error} onRetry={() => void records.refetch()} compact />
        ) : !data ? (
          <Skeleton className={styles.skeleton} />
        ) : data.contract ? (
          <>
            <ContractHeading contract={data.contract} />
            <ContractFacts contract={data.contract} />
            <ContractTiers kind={kind} tiers={data.contract.tiers} />
          </>
        ) : (
          <EmptyState icon={KIND_ICON[kind]} title={col('no_contract_title')} text={col('no_contract_text')} compact />
        )}
      </Card>

      <Card className={styles.records} data-pending={records.isFetching ? 'true' : 'false'}>
        <DateRangeFilter
          value={range}
          presets={PAST_PRESETS}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
          testId="settlement-range"
        />
        {records.isError && !data ? null : !data ? (
          <CenteredSpinner />
        ) : data.list.length === 0 ? (
          <EmptyState icon="Receipt" title={col('empty_title')} text={col('empty_text')} compact />
        ) : (
          <>
            <div className={styles.summary}>
              <span className={styles.count}>{t('agentCentre.records.count', { count: data.total })}</span>
              <span className={styles.total} data-testid="settlement-total">
                {col('total')} <strong>{groupThousands(data.totalAmount)}</strong>
              </span>
              <ExportButton
                filename={`${kind}_${range.from}_${range.to}`}
                columns={csv}
                fetchPage={async (pageNo, pageSize) => {
                  const chunk = await getSettlements(kind, { from: range.from, to: range.to, pageNo, pageSize });
                  return { list: chunk.list, totalPages: Math.ceil(chunk.total / chunk.pageSize) };
                }}
              />
            </div>
            <div className={styles.tableWrap}>
              <DataTable
                caption={t(`agentCentre.contracts.kinds.${kind}`)}
                testId="settlement-table"
                head={
                  <>
                    <HeadCell>{col('period')}</HeadCell>
                    <HeadCell numeric>{col(realtime || kind === 'hourly_salary' ? 'bet_amount' : 'valid_bet')}</HeadCell>
                    {kind === 'dividend' ? <HeadCell numeric>{col('team_result')}</HeadCell> : null}
                    <HeadCell numeric>{col('active_members')}</HeadCell>
                    <HeadCell numeric>{col(realtime ? 'rates' : 'rate')}</HeadCell>
                    <HeadCell numeric>{col('gross')}</HeadCell>
                    <HeadCell numeric>{col('downline_gross')}</HeadCell>
                    <HeadCell numeric>{col('amount')}</HeadCell>
                  </>
                }
              >
                {data.list.map((row) => (
                  <tr key={row.id} data-testid="settlement-row">
                    <Cell label={col('period')} className={styles.period}>
                      {periodLabel(row.periodStart, row.periodEnd)}
                    </Cell>
                    <Cell label={col(realtime || kind === 'hourly_salary' ? 'bet_amount' : 'valid_bet')} numeric>
                      <span className={styles.stack}>
                        <span>{groupThousands(realtime || kind === 'hourly_salary' ? row.teamBets : row.teamValidBet)}</span>
                        {realtime ? (
                          <span className={styles.muted}>
                            {t('agentCentre.records.won_lost', {
                              won: groupThousands(row.wonValidBet),
                              lost: groupThousands(row.lostValidBet),
                            })}
                          </span>
                        ) : kind === 'hourly_salary' ? (
                          <span className={styles.muted}>
                            {t('agentCentre.records.valid', { amount: groupThousands(row.teamValidBet) })}
                          </span>
                        ) : null}
                      </span>
                    </Cell>
                    {kind === 'dividend' ? (
                      <Cell label={col('team_result')} numeric>
                        {formatSigned(row.teamProfit)}
                      </Cell>
                    ) : null}
                    <Cell label={col('active_members')} numeric>
                      {row.activeMembers}
                    </Cell>
                    <Cell label={col(realtime ? 'rates' : 'rate')} numeric>
                      <span className={styles.stack}>
                        <span>{rateText(row, percent)}</span>
                        <span className={styles.muted} data-testid="settlement-tier">
                          {row.tierIndex === null ? col('tier_none') : t('agentCentre.records.tier_n', { n: row.tierIndex + 1 })}
                        </span>
                      </span>
                    </Cell>
                    <Cell label={col('gross')} numeric>
                      {groupThousands(row.gross)}
                    </Cell>
                    <Cell label={col('downline_gross')} numeric>
                      {groupThousands(row.downlineGross)}
                    </Cell>
                    <Cell label={col('amount')} numeric className={styles.amount} data-testid="settlement-amount">
                      {groupThousands(row.amount)}
                    </Cell>
                  </tr>
                ))}
              </DataTable>
            </div>
            <Pagination page={page} totalPages={totalPages} onChange={setPage} testId="settlement-pagination" />
          </>
        )}
      </Card>
    </div>
  );
}
