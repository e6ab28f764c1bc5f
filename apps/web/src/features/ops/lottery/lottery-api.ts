import {
  type OpsLotteryGameUpdate,
  opsIssueControlResponseSchema,
  opsLiabilitySchema,
  opsLotteryDrawRecordSchema,
  opsLotteryGamePageSchema,
  opsLotteryGameSchema,
  opsLotteryIssuePageSchema,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

type Query = Record<string, string | number | boolean | null | undefined>;

/** `GET /ops/lottery/games`: one page of games. */
export function useLotteryGames(query: Query) {
  return useQuery({
    queryKey: opsKeys.area('lottery', 'games', query),
    queryFn: ({ signal }) => opsGet(`/ops/lottery/games${opsQuery(query)}`, opsLotteryGamePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/lottery/issues`: one page of draws. */
export function useLotteryIssues(query: Query) {
  return useQuery({
    queryKey: opsKeys.area('lottery', 'issues', query),
    queryFn: ({ signal }) => opsGet(`/ops/lottery/issues${opsQuery(query)}`, opsLotteryIssuePageSchema, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** `GET /ops/lottery/issues/:id`: the draw record with its verification. */
export function useDrawRecord(id: string) {
  return useQuery({
    queryKey: opsKeys.area('lottery', 'issue', id),
    queryFn: ({ signal }) => opsGet(`/ops/lottery/issues/${encodeURIComponent(id)}`, opsLotteryDrawRecordSchema, { signal }),
    refetchInterval: 15_000,
  });
}

/** `GET /ops/lottery/issues/:id/liability`: one page of options. */
export function useLiability(id: string, query: Query) {
  return useQuery({
    queryKey: opsKeys.area('lottery', 'liability', id, query),
    queryFn: ({ signal }) =>
      opsGet(`/ops/lottery/issues/${encodeURIComponent(id)}/liability${opsQuery(query)}`, opsLiabilitySchema, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** The lottery's writes; each refreshes every back-office query (the lists and the audit log). */
export function useLotteryWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
  return {
    updateGame: useMutation({
      mutationFn: ({ id, ...body }: OpsLotteryGameUpdate & { id: number }) =>
        opsSend('PATCH', `/ops/lottery/games/${id}`, body, opsLotteryGameSchema),
      onSuccess: refresh,
    }),
    control: useMutation({
      mutationFn: ({ id, action, reason }: { id: string; action: 'pause' | 'resume' | 'cancel'; reason?: string }) =>
        opsSend(
          'POST',
          `/ops/lottery/issues/${encodeURIComponent(id)}/${action}`,
          action === 'cancel' ? { reason } : {},
          opsIssueControlResponseSchema,
        ),
      onSuccess: refresh,
    }),
  };
}
