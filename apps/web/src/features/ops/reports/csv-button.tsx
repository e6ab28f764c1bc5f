import type { OpsReport } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { downloadReportCsv, type ReportParams } from './reports-api';

/** Downloads every row of the report's current query as CSV. */
export function CsvButton({ report, params }: { report: OpsReport; params: ReportParams }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      disabled={busy}
      data-testid={`ops-reports-${report}-csv`}
      onClick={() => {
        setBusy(true);
        downloadReportCsv(report, params)
          .catch(() => toast.show(t('ops_reports.csv_failed'), 'error'))
          .finally(() => setBusy(false));
      }}
    >
      {t('ops_reports.csv')}
    </Button>
  );
}
