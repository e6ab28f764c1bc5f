import {
  type ContractOffer,
  contractListSchema,
  contractSchema,
  opsMoveResultSchema,
  opsSettlementPageSchema,
  opsTreePageSchema,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

type Query = Record<string, string | number | boolean | undefined>;
const key = (...parts: unknown[]) => opsKeys.area('agents', ...parts);

/** `GET /ops/agents/tree`: a level of the tree (or a username search) with team sizes and figures. */
export function useAgentTree(query: Query) {
  return useQuery({
    queryKey: key('tree', query),
    queryFn: ({ signal }) => opsGet(`/ops/agents/tree${opsQuery(query)}`, opsTreePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/agents/settlements`: contract settlement records of the merchant. */
export function useSettlements(query: Query) {
  return useQuery({
    queryKey: key('settlements', query),
    queryFn: ({ signal }) => opsGet(`/ops/agents/settlements${opsQuery(query)}`, opsSettlementPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/agent/contracts`: an agent's contracts (held, or given to its downlines). */
export function useAgentContracts(query: Query & { memberId?: number | undefined }) {
  return useQuery({
    queryKey: key('contracts', query),
    queryFn: ({ signal }) => opsGet(`/ops/agent/contracts${opsQuery(query)}`, contractListSchema, { signal }),
    enabled: query.memberId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The agents area's writes: a move, and the house's contract calls; each refreshes the back office's lists. */
export function useAgentWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
  return {
    move: useMutation({
      mutationFn: ({ memberId, newParentUsername }: { memberId: number; newParentUsername: string }) =>
        opsSend('POST', `/ops/agents/members/${memberId}/move`, { newParentUsername }, opsMoveResultSchema),
      onSuccess: refresh,
    }),
    offer: useMutation({
      mutationFn: (body: ContractOffer) => opsSend('POST', '/ops/agent/contracts/offer', body, contractSchema),
      onSuccess: refresh,
    }),
    terminate: useMutation({
      mutationFn: (id: number) => opsSend('POST', `/ops/agent/contracts/${id}/terminate`, {}, contractSchema),
      onSuccess: refresh,
    }),
    rejectTermination: useMutation({
      mutationFn: (id: number) => opsSend('POST', `/ops/agent/contracts/${id}/termination/reject`, {}, contractSchema),
      onSuccess: refresh,
    }),
  };
}
