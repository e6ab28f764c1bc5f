import { profitLossReportSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { DateRange } from '../../../lib/date-range';
import { useMoneyKey } from '../../../lib/money-queries';

/** `GET /wps/member/reports/profitLoss` (token): personal profit and loss by business day and category. */
export function getProfitLoss(range: DateRange, signal?: AbortSignal) {
  return apiGet(`/wps/member/reports/profitLoss?${new URLSearchParams(range)}`, profitLossReportSchema, { signal });
}

/** The member's P&L over a range; the previous range stays on screen while the next loads. */
export function useProfitLoss(range: DateRange) {
  return useQuery({
    queryKey: useMoneyKey('memberProfitLoss', range),
    queryFn: ({ signal }) => getProfitLoss(range, signal),
    placeholderData: keepPreviousData,
    enabled: Boolean(range.from && range.to),
  });
}
