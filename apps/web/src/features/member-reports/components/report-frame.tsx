import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DateRange } from '../../../lib/date-range';
import { Card } from '../../../ui/card';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { ErrorState } from '../../../ui/error-state';
import { CenteredSpinner } from '../../../ui/spinner';
import styles from './member-reports.module.css';
import { REPORT_PRESETS } from './report-presets';

/** A member report's frame: the business-day range with its presets, then the error, the spinner or the report. */
export function ReportFrame<T>(props: {
  range: DateRange;
  onRange: (range: DateRange) => void;
  rangeTestId: string;
  report: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { report } = props;
  return (
    <div className={styles.section}>
      <Card className={styles.panel}>
        <DateRangeFilter value={props.range} onChange={props.onRange} presets={REPORT_PRESETS} testId={props.rangeTestId} />
      </Card>
      {report.isError && !report.data ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <Card>
          <CenteredSpinner />
        </Card>
      ) : (
        props.children(report.data)
      )}
    </div>
  );
}
