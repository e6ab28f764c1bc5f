import {
  type OpsPromotionQuery,
  type OpsPromotionRequest,
  opsAgentPickSchema,
  opsPromotionBannerSchema,
  opsPromotionKindsSchema,
  opsPromotionPageSchema,
  opsPromotionReportSchema,
  opsPromotionSchema,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSendForm } from '../../../lib/api';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';
import { getOpsSession } from '../ops-session';

/** `GET /ops/promotions`: a page, filtered and sorted by the server. */
export function useOpsPromotions(query: OpsPromotionQuery & { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: opsKeys.area('promotions', 'list', query),
    queryFn: ({ signal }) => opsGet(`/ops/promotions${opsQuery(query)}`, opsPromotionPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/promotions/:id`: the whole promotion for the editor. */
export function useOpsPromotion(id: number | null) {
  return useQuery({
    queryKey: opsKeys.area('promotions', 'one', id),
    queryFn: ({ signal }) => opsGet(`/ops/promotions/${id}`, opsPromotionSchema, { signal }),
    enabled: id !== null,
  });
}

/** `GET /ops/promotions/kinds`: each reward kind with a rule, its parameters as JSON Schema. */
export function usePromotionKinds() {
  return useQuery({
    queryKey: opsKeys.area('promotions', 'kinds'),
    queryFn: ({ signal }) => opsGet('/ops/promotions/kinds', opsPromotionKindsSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /ops/promotions/:id/report?from&to&pageNo&pageSize`. */
export function usePromotionReport(id: number, query: { from: string; to: string; pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: opsKeys.area('promotions', 'report', id, query),
    queryFn: ({ signal }) => opsGet(`/ops/promotions/${id}/report${opsQuery(query)}`, opsPromotionReportSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The promotion writes; each refreshes the promotions (and the audit log). */
export function usePromotionWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: opsKeys.area('promotions') }),
      queryClient.invalidateQueries({ queryKey: opsKeys.area('audit') }),
    ]);
  const create = useMutation({
    mutationFn: (input: OpsPromotionRequest) => opsSend('POST', '/ops/promotions', input, opsPromotionSchema),
    // The editor opens the new promotion at once, without waiting for it to be read back.
    onSuccess: (created) => {
      queryClient.setQueryData(opsKeys.area('promotions', 'one', created.id), created);
      return onSuccess();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: OpsPromotionRequest }) =>
      opsSend('PUT', `/ops/promotions/${id}`, input, opsPromotionSchema),
    onSuccess,
  });
  const setEnabled = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      opsSend('POST', `/ops/promotions/${id}/enabled`, { enabled }, opsPromotionSchema),
    onSuccess,
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => opsSend('PUT', '/ops/promotions/order', { ids }, z.object({ ids: z.array(z.number()) })),
    onSuccess,
  });
  const uploadBanner = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiSendForm('/ops/promotions/banner', form, opsPromotionBannerSchema, { authorization: getOpsSession()?.token ?? null });
    },
  });
  return { create, update, setEnabled, reorder, uploadBanner };
}

/** `GET /ops/announcements/agents?q=`: agents by username prefix, for a team audience (needs `content.read`). */
export function useAgentSuggestions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: opsKeys.area('promotions', 'agents', q),
    queryFn: ({ signal }) => opsGet(`/ops/announcements/agents${opsQuery({ q })}`, opsAgentPickSchema, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
