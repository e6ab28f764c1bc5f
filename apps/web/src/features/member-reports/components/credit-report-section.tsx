import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, presetRange } from '../../../lib/date-range';
import { groupThousands } from '../../../lib/format-money';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useCreditReport } from '../api/get-credit-report';
import '../member-reports-texts';
import styles from './member-reports.module.css';
import { ReportFrame } from './report-frame';

const COLUMNS = ['deposits', 'withdrawals', 'bonuses', 'transfers', 'adjustments', 'play', 'net'] as const;

/**
 * The credit report: the main wallet's money in and out per business day, by where it came from,
 * between the range's opening and closing balances (docs/responsible-gaming/profile-and-reports.md).
 */
export function CreditReportSection() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange('previous_7_days'));
  const report = useCreditReport(range);

  return (
    <ReportFrame range={range} onRange={setRange} rangeTestId="credit-range" report={report}>
      {(data) => (
        <>
          <div className={styles.totals} data-testid="credit-totals">
            <Card className={styles.total}>
              <span className={styles.muted}>{t('memberReports.opening')}</span>
              <strong data-testid="credit-opening">{groupThousands(data.opening)}</strong>
            </Card>
            {COLUMNS.map((column) => (
              <Card key={column} className={styles.total}>
                <span className={styles.muted}>{t(`memberReports.credit.${column}`)}</span>
                <strong data-testid={`credit-total-${column}`}>{groupThousands(data.totals[column])}</strong>
              </Card>
            ))}
            <Card className={styles.total}>
              <span className={styles.muted}>{t('memberReports.closing')}</span>
              <strong data-testid="credit-closing">{groupThousands(data.closing)}</strong>
            </Card>
          </div>
          {data.days.length === 0 ? (
            <Card>
              <EmptyState icon="Receipt" title={t('memberReports.credit_empty')} text={t('memberReports.empty_text')} compact />
            </Card>
          ) : (
            <Card className={styles.panel}>
              <DataTable
                caption={t('memberReports.by_day')}
                testId="credit-days"
                head={
                  <>
                    <HeadCell>{t('memberReports.day')}</HeadCell>
                    {COLUMNS.map((column) => (
                      <HeadCell key={column} numeric>
                        {t(`memberReports.credit.${column}`)}
                      </HeadCell>
                    ))}
                  </>
                }
              >
                {data.days.map((day) => (
                  <tr key={day.day} data-testid="credit-day">
                    <Cell label={t('memberReports.day')}>{day.day}</Cell>
                    {COLUMNS.map((column) => (
                      <Cell key={column} label={t(`memberReports.credit.${column}`)} numeric>
                        {groupThousands(day[column])}
                      </Cell>
                    ))}
                  </tr>
                ))}
              </DataTable>
            </Card>
          )}
        </>
      )}
    </ReportFrame>
  );
}
