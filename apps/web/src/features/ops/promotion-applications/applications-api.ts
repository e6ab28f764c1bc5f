import { opsApplicationPageSchema, opsApplicationSchema } from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

type Query = Record<string, string | number | boolean | undefined>;
const key = (...parts: unknown[]) => opsKeys.area('promotionApplications', ...parts);

/** `GET /ops/promotions/applications`: the queue, filtered by status and member, oldest first. */
export function useApplicationQueue(query: Query) {
  return useQuery({
    queryKey: key('queue', query),
    queryFn: ({ signal }) => opsGet(`/ops/promotions/applications${opsQuery(query)}`, opsApplicationPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/promotions/applications/:id`: one application with its images and what approving pays. */
export function useOpsApplication(id: number | null) {
  return useQuery({
    queryKey: key('one', id),
    queryFn: ({ signal }) => opsGet(`/ops/promotions/applications/${id}`, opsApplicationSchema, { signal }),
    enabled: id !== null,
  });
}

/** Approve (pays) and reject; each refreshes the queue and the application. */
export function useApplicationDecisions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key() });
  return {
    approve: useMutation({
      mutationFn: ({ id, amount }: { id: number; amount?: string }) =>
        opsSend('POST', `/ops/promotions/applications/${id}/approve`, amount ? { amount } : {}, opsApplicationSchema),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        opsSend('POST', `/ops/promotions/applications/${id}/reject`, { reason }, opsApplicationSchema),
      onSuccess: refresh,
    }),
  };
}
