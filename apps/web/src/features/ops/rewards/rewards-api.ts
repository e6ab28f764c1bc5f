import {
  type CreateRedEnvelopeDropRequest,
  opsRedEnvelopeDropSchema,
  opsReferralsResponseSchema,
  type ReferralSettings,
  referralSettingsSchema,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

/** Referrals shown per page. */
export const REFERRALS_PAGE_SIZE = 20;

/** `GET /ops/referral/settings`: rewards switch, each stage's rewards and threshold, limits, rules text. */
export function useReferralSettings() {
  return useQuery({
    queryKey: opsKeys.area('referral', 'settings'),
    queryFn: ({ signal }) => opsGet('/ops/referral/settings', referralSettingsSchema, { signal }),
  });
}

/** `PUT /ops/referral/settings`: replaces the settings; refreshes the referral's queries. */
export function useSaveReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferralSettings) => opsSend('PUT', '/ops/referral/settings', input, referralSettingsSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.area('referral') }),
  });
}

/** `GET /ops/referral/friends?page&size&q`: who invited whom, newest first. */
export function useReferrals(page: number, q: string) {
  return useQuery({
    queryKey: opsKeys.area('referral', 'friends', page, q),
    queryFn: ({ signal }) =>
      opsGet(`/ops/referral/friends${opsQuery({ page, size: REFERRALS_PAGE_SIZE, q })}`, opsReferralsResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /ops/red-envelopes`: the merchant's drops, newest end first. */
export function useRedEnvelopeDrops() {
  return useQuery({
    queryKey: opsKeys.area('redEnvelopes', 'drops'),
    queryFn: ({ signal }) => opsGet('/ops/red-envelopes', z.array(opsRedEnvelopeDropSchema), { signal }),
  });
}

/** `POST /ops/red-envelopes` (a new drop) and `POST /ops/red-envelopes/:id/end`; each refreshes the list. */
export function useRedEnvelopeWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.area('redEnvelopes') });
  return {
    create: useMutation({
      mutationFn: (input: CreateRedEnvelopeDropRequest) => opsSend('POST', '/ops/red-envelopes', input, opsRedEnvelopeDropSchema),
      onSuccess: refresh,
    }),
    end: useMutation({
      mutationFn: (id: number) => opsSend('POST', `/ops/red-envelopes/${id}/end`, {}, opsRedEnvelopeDropSchema),
      onSuccess: refresh,
    }),
  };
}
