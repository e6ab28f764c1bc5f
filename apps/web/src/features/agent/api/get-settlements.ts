import { type ContractKind, settlementListSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { agentKeys } from './agent-keys';

/** A settlement record page: the merchant's business days from–to (yyyy-MM-dd, both included). */
export type SettlementsQuery = { from: string; to: string; pageNo: number; pageSize: number };

/**
 * Each kind's record call as spec §7 lists them: dividend and daily salary are GETs with a query
 * string, hourly and real-time salary POSTs with a JSON body.
 */
const CALLS: Record<ContractKind, { method: 'GET' | 'POST'; path: string }> = {
  dividend: { method: 'GET', path: '/wps/agent/contract/dividend' },
  daily_salary: { method: 'GET', path: '/wps/agent/contract/dailySalary' },
  hourly_salary: { method: 'POST', path: '/wps/agent/contract/hourlySalary' },
  realtime_salary: { method: 'POST', path: '/wps/agent/contract/realtimeSalary' },
};

/** The caller's active contract of a kind and one page of its settlement records, newest period first. */
export function getSettlements(kind: ContractKind, query: SettlementsQuery, signal?: AbortSignal) {
  const call = CALLS[kind];
  // A cleared date is no bound rather than a bad one.
  const filter = {
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
  if (call.method === 'POST') return apiSend('POST', call.path, filter, settlementListSchema, { signal });
  const params = new URLSearchParams(Object.entries(filter).map(([name, value]) => [name, String(value)]));
  return apiGet(`${call.path}?${params}`, settlementListSchema, { signal });
}

/** One page of a kind's settlement records; the previous page stays while the next loads. */
export function useSettlements(kind: ContractKind, query: SettlementsQuery) {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.settlements(token, kind, query),
    queryFn: ({ signal }) => getSettlements(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}
