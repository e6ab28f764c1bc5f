import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../lib/error-message';
import { Button } from '../../../../ui/button';
import { Icon } from '../../../../ui/icons';
import { Spinner } from '../../../../ui/spinner';
import { useToast } from '../../../../ui/toast';
import { type CsvColumn, downloadText, toCsv } from './csv';

/** Rows fetched per request while exporting (the calls' largest page). */
const EXPORT_PAGE_SIZE = 100;
/** At most this many rows go into one file: a report of a whole big team stays a sane download. */
export const EXPORT_MAX_ROWS = 5_000;

/** Fetches every page of the current filter, up to EXPORT_MAX_ROWS rows; says whether rows were left out. */
export async function fetchAllRows<T>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<{ list: T[]; totalPages: number }>,
): Promise<{ rows: T[]; capped: boolean }> {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchPage(pageNo, EXPORT_PAGE_SIZE);
    rows.push(...page.list);
    if (rows.length >= EXPORT_MAX_ROWS)
      return { rows: rows.slice(0, EXPORT_MAX_ROWS), capped: rows.length > EXPORT_MAX_ROWS || pageNo < page.totalPages };
    if (pageNo >= page.totalPages || page.list.length === 0) return { rows, capped: false };
  }
}

type ExportButtonProps<T> = {
  /** The file's name without `.csv`. */
  filename: string;
  columns: readonly CsvColumn<T>[];
  fetchPage: (pageNo: number, pageSize: number) => Promise<{ list: T[]; totalPages: number }>;
  disabled?: boolean;
};

/**
 * "Export CSV": the rows of the filter on screen (every page, not only the one shown), as a CSV
 * file that Excel opens with its Chinese and Burmese text intact.
 */
export function ExportButton<T>({ filename, columns, fetchPage, disabled }: ExportButtonProps<T>) {
  const { t } = useTranslation();
  const toast = useToast();
  const message = useErrorMessage();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { rows, capped } = await fetchAllRows(fetchPage);
      downloadText(`${filename}.csv`, toCsv(columns, rows));
      if (capped) toast.show(t('agentCentre.reports.export_capped', { count: EXPORT_MAX_ROWS }), 'info');
    } catch (error) {
      toast.show(message(error), 'error', { title: t('agentCentre.reports.export_failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void run()} disabled={disabled || busy} aria-busy={busy} data-testid="report-export">
      {busy ? <Spinner size={14} label={t('agentCentre.reports.exporting')} /> : <Icon.Download size={15} />}
      {t('agentCentre.reports.export_csv')}
    </Button>
  );
}
