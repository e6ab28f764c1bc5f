import { creditReportSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { DateRange } from '../../../lib/date-range';
import { useMoneyKey } from '../../../lib/money-queries';

/** `GET /wps/member/reports/credit` (token): the main wallet's money in and out per business day. */
export function getCreditReport(range: DateRange, signal?: AbortSignal) {
  return apiGet(`/wps/member/reports/credit?${new URLSearchParams(range)}`, creditReportSchema, { signal });
}

/** The member's credit report over a range. */
export function useCreditReport(range: DateRange) {
  return useQuery({
    queryKey: useMoneyKey('memberCreditReport', range),
    queryFn: ({ signal }) => getCreditReport(range, signal),
    placeholderData: keepPreviousData,
    enabled: Boolean(range.from && range.to),
  });
}
