import { opsRebateSettingsSchema, rebateRunSchema, rebateRunsResponseSchema, type UpdateRebateSettingsRequest } from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet, opsKeys, opsSend } from '../api/ops-api';

const savedSettingsSchema = z.object({ mode: z.enum(['manual', 'daily']), minClaim: z.string(), turnoverMultiple: z.number() });

/** Runs shown per page. */
export const RUNS_PAGE_SIZE = 20;

/** `GET /ops/rebate/settings`: mode, minimum claim, turnover multiple, and each VIP level's rates. */
export function useRebateSettings() {
  return useQuery({
    queryKey: opsKeys.area('rebate', 'settings'),
    queryFn: ({ signal }) => opsGet('/ops/rebate/settings', opsRebateSettingsSchema, { signal }),
  });
}

/** `GET /ops/rebate/runs?page&size`: the daily runs, newest day first. */
export function useRebateRuns(page: number) {
  return useQuery({
    queryKey: opsKeys.area('rebate', 'runs', page),
    queryFn: ({ signal }) => opsGet(`/ops/rebate/runs?page=${page}&size=${RUNS_PAGE_SIZE}`, rebateRunsResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `PUT /ops/rebate/settings` and `POST /ops/rebate/runs {day}`; each refreshes the rebate's queries. */
export function useRebateWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.area('rebate') });
  return {
    saveSettings: useMutation({
      mutationFn: (input: UpdateRebateSettingsRequest) => opsSend('PUT', '/ops/rebate/settings', input, savedSettingsSchema),
      onSuccess: refresh,
    }),
    runDay: useMutation({
      mutationFn: (day: string) => opsSend('POST', '/ops/rebate/runs', { day }, rebateRunSchema),
      onSuccess: refresh,
    }),
  };
}
