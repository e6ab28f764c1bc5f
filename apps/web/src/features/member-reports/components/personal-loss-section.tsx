import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, presetRange } from '../../../lib/date-range';
import { groupThousands } from '../../../lib/format-money';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useProfitLoss } from '../api/get-profit-loss';
import '../member-reports-texts';
import styles from './member-reports.module.css';
import { ReportFrame } from './report-frame';

/** A signed amount coloured as the member's result: profit up, loss down. */
function Net({ value, testId }: { value: string; testId?: string }) {
  const tone = value.startsWith('-') ? styles.loss : Number(value) > 0 ? styles.profit : undefined;
  return (
    <strong className={tone} data-testid={testId}>
      {groupThousands(value)}
    </strong>
  );
}

/**
 * Personal loss / profit and loss (spec §2): the member's settled play over a range of the
 * merchant's business days, the range's totals with bonuses, by category, and day by day with
 * each day's categories.
 */
export function PersonalLossSection() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_7_days'));
  const report = useProfitLoss(range);
  const category = (code: string) => t(`category.${code}`, { defaultValue: code });

  return (
    <ReportFrame range={range} onRange={setRange} rangeTestId="personal-loss-range" report={report}>
      {(data) => (
        <>
          <div className={styles.totals} data-testid="personal-loss-totals">
            <Card className={styles.total}>
              <span className={styles.muted}>{t('memberReports.bets')}</span>
              <strong data-testid="personal-loss-total-bets">{groupThousands(data.totals.bets)}</strong>
            </Card>
            <Card className={styles.total}>
              <span className={styles.muted}>{t('memberReports.valid_bet')}</span>
              <strong>{groupThousands(data.totals.validBet)}</strong>
            </Card>
            <Card className={styles.total}>
              <span className={styles.muted}>{t('memberReports.payout')}</span>
              <strong data-testid="personal-loss-total-payout">{groupThousands(data.totals.payout)}</strong>
            </Card>
            <Card className={styles.total}>
              <span className={styles.muted}>{t('memberReports.net')}</span>
              <Net value={data.totals.net} testId="personal-loss-total-net" />
            </Card>
            <Card className={styles.total}>
              <span className={styles.muted}>{t('memberReports.bonuses')}</span>
              <strong>{groupThousands(data.totals.bonuses)}</strong>
            </Card>
            <Card className={styles.total}>
              <span className={styles.muted}>{t('memberReports.result')}</span>
              <Net value={data.totals.result} />
            </Card>
          </div>
          {data.days.length === 0 ? (
            <Card>
              <EmptyState icon="Chart" title={t('memberReports.empty')} text={t('memberReports.empty_text')} compact />
            </Card>
          ) : (
            <>
              <Card className={styles.panel}>
                <h2 className={styles.heading}>{t('memberReports.by_category')}</h2>
                <DataTable
                  caption={t('memberReports.by_category')}
                  testId="personal-loss-categories"
                  head={
                    <>
                      <HeadCell>{t('memberReports.category')}</HeadCell>
                      <HeadCell numeric>{t('memberReports.rounds')}</HeadCell>
                      <HeadCell numeric>{t('memberReports.bets')}</HeadCell>
                      <HeadCell numeric>{t('memberReports.payout')}</HeadCell>
                      <HeadCell numeric>{t('memberReports.net')}</HeadCell>
                    </>
                  }
                >
                  {data.categories.map((row) => (
                    <tr key={row.category}>
                      <Cell label={t('memberReports.category')}>{category(row.category)}</Cell>
                      <Cell label={t('memberReports.rounds')} numeric>
                        {row.rounds}
                      </Cell>
                      <Cell label={t('memberReports.bets')} numeric>
                        {groupThousands(row.bets)}
                      </Cell>
                      <Cell label={t('memberReports.payout')} numeric>
                        {groupThousands(row.payout)}
                      </Cell>
                      <Cell label={t('memberReports.net')} numeric>
                        <Net value={row.net} />
                      </Cell>
                    </tr>
                  ))}
                </DataTable>
              </Card>
              <Card className={styles.panel}>
                <h2 className={styles.heading}>{t('memberReports.by_day')}</h2>
                <DataTable
                  caption={t('memberReports.by_day')}
                  testId="personal-loss-days"
                  head={
                    <>
                      <HeadCell>{t('memberReports.day')}</HeadCell>
                      <HeadCell>{t('memberReports.categories')}</HeadCell>
                      <HeadCell numeric>{t('memberReports.bets')}</HeadCell>
                      <HeadCell numeric>{t('memberReports.valid_bet')}</HeadCell>
                      <HeadCell numeric>{t('memberReports.payout')}</HeadCell>
                      <HeadCell numeric>{t('memberReports.net')}</HeadCell>
                    </>
                  }
                >
                  {data.days.map((day) => (
                    <tr key={day.day} data-testid="personal-loss-day" data-day={day.day}>
                      <Cell label={t('memberReports.day')}>{day.day}</Cell>
                      <Cell label={t('memberReports.categories')}>
                        <span className={styles.muted}>
                          {day.categories.map((c) => `${category(c.category)} ${groupThousands(c.net)}`).join(' · ')}
                        </span>
                      </Cell>
                      <Cell label={t('memberReports.bets')} numeric>
                        <span data-testid="day-bets">{groupThousands(day.bets)}</span>
                      </Cell>
                      <Cell label={t('memberReports.valid_bet')} numeric>
                        {groupThousands(day.validBet)}
                      </Cell>
                      <Cell label={t('memberReports.payout')} numeric>
                        <span data-testid="day-payout">{groupThousands(day.payout)}</span>
                      </Cell>
                      <Cell label={t('memberReports.net')} numeric>
                        <Net value={day.net} testId="day-net" />
                      </Cell>
                    </tr>
                  ))}
                </DataTable>
              </Card>
            </>
          )}
        </>
      )}
    </ReportFrame>
  );
}
