import {
  adjustmentsPageSchema,
  type BalanceAdjustmentRequest,
  balanceAdjustmentSchema,
  linkedMembersSchema,
  type MemberStatus,
  memberBetsPageSchema,
  memberCashierPageSchema,
  memberDetailSchema,
  memberLedgerPageSchema,
  memberLoginsPageSchema,
  memberNoteSchema,
  memberPasswordResponseSchema,
  memberSearchPageSchema,
  type OpsProfileCorrectionRequest,
  opsMemberProfileSchema,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

/** The members section's calls (`/ops/members`, `/ops/adjustments`) and their query hooks. */

/** The search's filters, page and sort as the address bar keeps them. */
export type MemberSearchParams = Record<string, string | number | undefined>;

/** `GET /ops/members`: the search, paged and sorted by the server. */
export function useMemberSearch(query: MemberSearchParams) {
  return useQuery({
    queryKey: opsKeys.area('members', 'search', query),
    queryFn: ({ signal }) => opsGet(`/ops/members${opsQuery(query)}`, memberSearchPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/members/:id`: profile, balances, overrides, tags and notes. */
export function useMemberDetail(id: number) {
  return useQuery({
    queryKey: opsKeys.area('members', 'detail', id),
    queryFn: ({ signal }) => opsGet(`/ops/members/${id}`, memberDetailSchema, { signal }),
  });
}

/** `GET /ops/members/:id/profile`: every profile field with its mode, value and whether the member may change it. */
export function useMemberProfile(id: number) {
  return useQuery({
    queryKey: opsKeys.area('members', 'profile', id),
    queryFn: ({ signal }) => opsGet(`/ops/members/${id}/profile`, opsMemberProfileSchema, { signal }),
  });
}

/** The paged lists of the member page, by tab. */
const LISTS = {
  ledger: memberLedgerPageSchema,
  bets: memberBetsPageSchema,
  cashier: memberCashierPageSchema,
  logins: memberLoginsPageSchema,
} as const;
export type MemberListKind = keyof typeof LISTS;
export type MemberListParams = Record<string, string | number | undefined>;

/** One page of a member page list; its rows are the tab's own row type. */
export type MemberListPage = { rows: unknown[]; total: number; pageNo: number; pageSize: number };

export function useMemberList(id: number, kind: MemberListKind, params: MemberListParams) {
  return useQuery({
    queryKey: opsKeys.area('members', 'list', id, kind, params),
    queryFn: ({ signal }): Promise<MemberListPage> => opsGet(`/ops/members/${id}/${kind}${opsQuery(params)}`, LISTS[kind], { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/members/:id/linked`: accounts sharing a login address or device. */
export function useLinkedMembers(id: number) {
  return useQuery({
    queryKey: opsKeys.area('members', 'linked', id),
    queryFn: ({ signal }) => opsGet(`/ops/members/${id}/linked`, linkedMembersSchema, { signal }),
  });
}

/** `GET /ops/adjustments`: the approval queue, or one member's adjustments. */
export function useAdjustments(query: { status?: string; memberId?: number; pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: opsKeys.area('members', 'adjustments', query),
    queryFn: ({ signal }) => opsGet(`/ops/adjustments${opsQuery(query)}`, adjustmentsPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every write of the section; each refreshes the section's reads (and the audit log's). */
export function useMemberWrites(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
  return {
    status: useMutation({
      mutationFn: (body: { status: MemberStatus; reason: string }) =>
        opsSend('POST', `/ops/members/${id}/status`, body, z.object({ status: z.string() })),
      onSuccess: refresh,
    }),
    password: useMutation({
      mutationFn: (body: { mode: 'generate' } | { mode: 'set'; password: string }) =>
        opsSend('POST', `/ops/members/${id}/password`, body, memberPasswordResponseSchema),
      onSuccess: refresh,
    }),
    note: useMutation({
      mutationFn: (body: { body: string }) => opsSend('POST', `/ops/members/${id}/notes`, body, memberNoteSchema),
      onSuccess: refresh,
    }),
    tags: useMutation({
      mutationFn: (body: { tags: string[] }) => opsSend('PUT', `/ops/members/${id}/tags`, body, z.object({ tags: z.array(z.string()) })),
      onSuccess: refresh,
    }),
    prizeGroup: useMutation({
      mutationFn: (body: { series: number | null }) =>
        opsSend('PUT', `/ops/members/${id}/prize-group`, body, z.object({ series: z.number(), assigned: z.boolean() })),
      onSuccess: refresh,
    }),
    vip: useMutation({
      mutationFn: (body: { level: number | null }) =>
        opsSend('PUT', `/ops/members/${id}/vip`, body, z.object({ vipLevelOverride: z.number().nullable() })),
      onSuccess: refresh,
    }),
    profile: useMutation({
      mutationFn: (body: OpsProfileCorrectionRequest) => opsSend('PUT', `/ops/members/${id}/profile`, body, opsMemberProfileSchema),
      onSuccess: refresh,
    }),
    adjust: useMutation({
      mutationFn: (body: BalanceAdjustmentRequest) => opsSend('POST', `/ops/members/${id}/adjustments`, body, balanceAdjustmentSchema),
      onSuccess: refresh,
    }),
  };
}

/** Approve or reject a pending adjustment (`members.approve`). */
export function useAdjustmentDecisions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
  return {
    approve: useMutation({
      mutationFn: (id: number) => opsSend('POST', `/ops/adjustments/${id}/approve`, {}, balanceAdjustmentSchema),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        opsSend('POST', `/ops/adjustments/${id}/reject`, { reason }, balanceAdjustmentSchema),
      onSuccess: refresh,
    }),
  };
}
