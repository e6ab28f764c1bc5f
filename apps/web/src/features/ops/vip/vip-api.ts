import {
  type OpsSetMemberVipRequest,
  type OpsVipLevelInput,
  type OpsVipSettings,
  opsMemberVipSchema,
  opsVipLevelsSchema,
} from '@fortuna/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newRequestId } from '../../../lib/request-id';
import { opsGet, opsSend } from '../api/ops-api';

/** Query keys of the back office's VIP programme. */
export const opsVipKeys = {
  all: ['ops', 'vip'] as const,
  levels: ['ops', 'vip', 'levels'] as const,
  member: (id: number) => ['ops', 'vip', 'member', id] as const,
};

/** `GET /ops/vip/levels`: every level with its members, and the settings. */
export function useOpsVipLevels() {
  return useQuery({ queryKey: opsVipKeys.levels, queryFn: ({ signal }) => opsGet('/ops/vip/levels', opsVipLevelsSchema, { signal }) });
}

/** The level writes (`promotions.write`): each answers the whole list, which replaces the cached one. */
export function useOpsVipWrites() {
  const queryClient = useQueryClient();
  const done = { onSuccess: (data: unknown) => queryClient.setQueryData(opsVipKeys.levels, data) };
  return {
    update: useMutation({
      mutationFn: ({ level, input }: { level: number; input: OpsVipLevelInput }) =>
        opsSend('PUT', `/ops/vip/levels/${level}`, input, opsVipLevelsSchema),
      ...done,
    }),
    add: useMutation({ mutationFn: (input: OpsVipLevelInput) => opsSend('POST', '/ops/vip/levels', input, opsVipLevelsSchema), ...done }),
    remove: useMutation({
      mutationFn: (level: number) => opsSend('DELETE', `/ops/vip/levels/${level}`, undefined, opsVipLevelsSchema),
      ...done,
    }),
    settings: useMutation({
      mutationFn: (input: OpsVipSettings) => opsSend('PUT', '/ops/vip/settings', input, opsVipLevelsSchema),
      ...done,
    }),
  };
}

/** `GET /ops/vip/members/:id`: a member's level, figures over the window and level changes. */
export function useOpsMemberVip(memberId: number) {
  return useQuery({
    queryKey: opsVipKeys.member(memberId),
    queryFn: ({ signal }) => opsGet(`/ops/vip/members/${memberId}`, opsMemberVipSchema, { signal }),
  });
}

/** `PUT /ops/vip/members/:id/level`: sets the member's level (one request id per press). */
export function useSetMemberVip(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<OpsSetMemberVipRequest, 'requestId'>) =>
      opsSend('PUT', `/ops/vip/members/${memberId}/level`, { ...input, requestId: newRequestId() }, opsMemberVipSchema),
    onSuccess: (data) => {
      queryClient.setQueryData(opsVipKeys.member(memberId), data);
      void queryClient.invalidateQueries({ queryKey: opsVipKeys.levels });
    },
  });
}
