import {
  type OpsPointGoodsInput,
  type OpsPointsSettings,
  opsPointGoodsListSchema,
  opsPointGoodsSchema,
  opsPointRedemptionSchema,
  opsPointRedemptionsSchema,
  opsPointsSettingsSchema,
  opsPromotionBannerSchema,
  type PointRedemptionStatus,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSendForm } from '../../../lib/api';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';
import { getOpsSession } from '../ops-session';

/** Redemptions per page of the queue. */
export const REDEMPTIONS_PAGE_SIZE = 20;

/** `GET /ops/points/settings` (promotions.read): switches, earning rules, the exchange-rate table, rules text per language. */
export function usePointsSettings() {
  return useQuery({
    queryKey: opsKeys.area('points', 'settings'),
    queryFn: ({ signal }) => opsGet('/ops/points/settings', opsPointsSettingsSchema, { signal }),
  });
}

/** `GET /ops/points/goods` (promotions.read): every good with its stock, redeemed and remaining units. */
export function usePointsGoodsAdmin() {
  return useQuery({
    queryKey: opsKeys.area('points', 'goods'),
    queryFn: ({ signal }) => opsGet('/ops/points/goods', opsPointGoodsListSchema, { signal }),
  });
}

export type RedemptionQueueFilter = {
  status?: PointRedemptionStatus | undefined;
  username?: string;
  from: string;
  to: string;
  page: number;
};

/** `GET /ops/points/redemptions?status&username&from&to&page&size` (promotions.read): the redemption queue. */
export function usePointRedemptions(filter: RedemptionQueueFilter) {
  return useQuery({
    queryKey: opsKeys.area('points', 'redemptions', filter),
    queryFn: ({ signal }) =>
      opsGet(`/ops/points/redemptions${opsQuery({ ...filter, size: REDEMPTIONS_PAGE_SIZE })}`, opsPointRedemptionsSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The answer of a decision is read loosely (the row, or the row in an object): the queue is fetched again anyway. */
const decisionAnswer = z.union([opsPointRedemptionSchema, z.unknown()]);

/** The points mall's writes: settings and goods (promotions.write), decisions (promotions.review), image upload; each refreshes the area. */
export function usePointsWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.area('points') });
  return {
    saveSettings: useMutation({
      mutationFn: (input: OpsPointsSettings) => opsSend('PUT', '/ops/points/settings', input, z.unknown()),
      onSuccess: refresh,
    }),
    saveGoods: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: OpsPointGoodsInput }) =>
        id === null
          ? opsSend('POST', '/ops/points/goods', input, opsPointGoodsSchema)
          : opsSend('PUT', `/ops/points/goods/${id}`, input, opsPointGoodsSchema),
      onSuccess: refresh,
    }),
    decide: useMutation({
      mutationFn: ({ id, action, reply }: { id: number; action: 'approve' | 'reject'; reply: string }) =>
        opsSend('POST', `/ops/points/redemptions/${id}/${action}`, { reply }, decisionAnswer),
      onSuccess: refresh,
    }),
    uploadImage: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return apiSendForm('/ops/promotions/banner', form, opsPromotionBannerSchema, { authorization: getOpsSession()?.token ?? null });
      },
    }),
  };
}
