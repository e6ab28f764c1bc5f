import {
  type AnnouncementRequest,
  type AnnouncementStatus,
  type AnnouncementType,
  opsAgentPickSchema,
  opsAnnouncementPageSchema,
  opsAnnouncementSchema,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

export type AnnouncementQuery = {
  status: AnnouncementStatus | '';
  type: AnnouncementType | '';
  pageNo: number;
  pageSize: number;
  sort: 'sort' | 'updatedAt' | 'id';
  order: 'asc' | 'desc';
};

/** `GET /ops/announcements`: a page, filtered and sorted by the server. */
export function useOpsAnnouncements(query: AnnouncementQuery) {
  return useQuery({
    queryKey: opsKeys.area('announcements', query),
    queryFn: ({ signal }) =>
      opsGet(
        `/ops/announcements${opsQuery({ ...query, status: query.status || undefined, type: query.type || undefined })}`,
        opsAnnouncementPageSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/announcements/agents?q=`: agents whose username starts with `q` (the team picker). */
export function useAgentPick(q: string, enabled: boolean) {
  return useQuery({
    queryKey: opsKeys.area('announcements', 'agents', q),
    queryFn: ({ signal }) => opsGet(`/ops/announcements/agents${opsQuery({ q })}`, opsAgentPickSchema, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The announcement writes; each refreshes the list (and the audit log). */
export function useAnnouncementWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: opsKeys.area('announcements') }),
      queryClient.invalidateQueries({ queryKey: opsKeys.area('audit') }),
    ]);
  const create = useMutation({
    mutationFn: (input: AnnouncementRequest) => opsSend('POST', '/ops/announcements', input, opsAnnouncementSchema),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: AnnouncementRequest }) =>
      opsSend('PUT', `/ops/announcements/${id}`, input, opsAnnouncementSchema),
    onSuccess,
  });
  const publish = useMutation({
    mutationFn: (id: number) => opsSend('POST', `/ops/announcements/${id}/publish`, {}, opsAnnouncementSchema),
    onSuccess,
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => opsSend('POST', `/ops/announcements/${id}/withdraw`, {}, opsAnnouncementSchema),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: number) => opsSend('DELETE', `/ops/announcements/${id}`, undefined, z.null()), onSuccess });
  return { create, update, publish, withdraw, remove };
}
