import { type OpsReport, opsAgentsPageSchema, opsDaysPageSchema, opsGamesPageSchema, opsLotteryPageSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiHeaders } from '../../../lib/api';
import { opsGet, opsKeys, opsQuery } from '../api/ops-api';
import { getOpsSession } from '../ops-session';

/** A report's query: the range, the page, the sort and the report's own filters. */
export type ReportParams = Record<string, string | number | boolean | undefined>;

const SCHEMAS = {
  days: opsDaysPageSchema,
  games: opsGamesPageSchema,
  agents: opsAgentsPageSchema,
  lottery: opsLotteryPageSchema,
} as const;

/** One page of a report (`GET /ops/reports/<report>`), the previous page kept on screen while the next loads. */
export function useReport<R extends OpsReport>(report: R, params: ReportParams) {
  const schema = SCHEMAS[report] as (typeof SCHEMAS)[R];
  return useQuery({
    queryKey: opsKeys.area('reports', report, params),
    queryFn: ({ signal }) =>
      opsGet(`/ops/reports/${report}${opsQuery(params)}`, schema, { signal }) as Promise<z.output<(typeof SCHEMAS)[R]>>,
    placeholderData: keepPreviousData,
  });
}

/**
 * Downloads every row of a report's query as CSV (`GET /ops/reports/<report>/csv`, built by the
 * server): fetched with the operator's token, then saved under the server's file name.
 */
export async function downloadReportCsv(report: OpsReport, params: ReportParams): Promise<void> {
  const headers = apiHeaders();
  headers.set('Authorization', getOpsSession()?.token ?? '');
  headers.set('Accept', 'text/csv');
  const { pageNo: _pageNo, pageSize: _pageSize, ...rest } = params;
  const response = await fetch(`/ops/reports/${report}/csv${opsQuery(rest)}`, { headers });
  if (!response.ok) throw new Error(`csv ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${report}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
