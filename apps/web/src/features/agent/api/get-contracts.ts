import { type ContractListQuery, contractListSchema } from '@fortuna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { agentKeys } from './agent-keys';

/** What the contracts section asks for: the caller's own (`mine`) or those it gave (`downlines`). */
export type ContractsQuery = {
  scope: NonNullable<ContractListQuery['scope']>;
  kind?: ContractListQuery['kind'];
  history: boolean;
  memberId?: number | undefined;
  pageNo: number;
  pageSize: number;
};

/** `GET /wps/agent/contracts` (agent token): one page of contracts, newest first. */
export function getContracts(query: ContractsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    scope: query.scope,
    history: String(query.history),
    pageNo: String(query.pageNo),
    pageSize: String(query.pageSize),
  });
  if (query.kind) params.set('kind', query.kind);
  if (query.memberId !== undefined) params.set('memberId', String(query.memberId));
  return apiGet(`/wps/agent/contracts?${params}`, contractListSchema, { signal });
}

/** One page of contracts; the previous page stays on screen while the next loads. `null` keeps it idle. */
export function useContracts(query: ContractsQuery | null) {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.contracts(token, query ?? {}),
    queryFn: ({ signal }) => getContracts(query as ContractsQuery, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
