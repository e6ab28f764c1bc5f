import {
  type OpsBannerCreate,
  type OpsBannerUpdate,
  type OpsGameUpdate,
  type OpsVendorUpdate,
  opsBannerPageSchema,
  opsBannerRowSchema,
  opsCategoryPageSchema,
  opsGamePageSchema,
  opsRotatedCredentialSchema,
  opsVendorPageSchema,
} from '@fortuna/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet, opsKeys, opsQuery, opsSend } from '../api/ops-api';

type Query = Record<string, string | number | boolean | undefined>;
const key = (...parts: unknown[]) => opsKeys.area('catalogue', ...parts);

/** `GET /ops/catalogue/<list>`: one server page of games, vendors, categories or banners. */
export function useGames(query: Query) {
  return useQuery({
    queryKey: key('games', query),
    queryFn: ({ signal }) => opsGet(`/ops/catalogue/games${opsQuery(query)}`, opsGamePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
export function useVendors(query: Query) {
  return useQuery({
    queryKey: key('vendors', query),
    queryFn: ({ signal }) => opsGet(`/ops/catalogue/vendors${opsQuery(query)}`, opsVendorPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
export function useCategories(query: Query) {
  return useQuery({
    queryKey: key('categories', query),
    queryFn: ({ signal }) => opsGet(`/ops/catalogue/categories${opsQuery(query)}`, opsCategoryPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
export function useBanners(query: Query) {
  return useQuery({
    queryKey: key('banners', query),
    queryFn: ({ signal }) => opsGet(`/ops/catalogue/banners${opsQuery(query)}`, opsBannerPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

const anyValue = z.unknown();

/** The catalogue's writes; each refreshes the catalogue's lists (and the audit log's). */
export function useCatalogueWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
  return {
    game: useMutation({
      mutationFn: ({ id, ...body }: OpsGameUpdate & { id: number }) => opsSend('PATCH', `/ops/catalogue/games/${id}`, body, anyValue),
      onSuccess: refresh,
    }),
    vendor: useMutation({
      mutationFn: ({ code, ...body }: OpsVendorUpdate & { code: string }) =>
        opsSend('PATCH', `/ops/catalogue/vendors/${encodeURIComponent(code)}`, body, anyValue),
      onSuccess: refresh,
    }),
    rotate: useMutation({
      mutationFn: (code: string) =>
        opsSend('POST', `/ops/catalogue/vendors/${encodeURIComponent(code)}/credential/rotate`, {}, opsRotatedCredentialSchema),
      onSuccess: refresh,
    }),
    category: useMutation({
      mutationFn: ({ code, ...body }: { code: string; sort?: number; enabled?: boolean }) =>
        opsSend('PATCH', `/ops/catalogue/categories/${encodeURIComponent(code)}`, body, anyValue),
      onSuccess: refresh,
    }),
    createBanner: useMutation({
      mutationFn: (body: OpsBannerCreate) => opsSend('POST', '/ops/catalogue/banners', body, opsBannerRowSchema),
      onSuccess: refresh,
    }),
    updateBanner: useMutation({
      mutationFn: ({ id, ...body }: OpsBannerUpdate & { id: number }) =>
        opsSend('PATCH', `/ops/catalogue/banners/${id}`, body, opsBannerRowSchema),
      onSuccess: refresh,
    }),
    deleteBanner: useMutation({
      mutationFn: (id: number) => opsSend('DELETE', `/ops/catalogue/banners/${id}`, undefined, anyValue),
      onSuccess: refresh,
    }),
  };
}
