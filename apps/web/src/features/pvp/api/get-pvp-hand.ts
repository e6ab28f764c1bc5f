import type { PvpHandRecord } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';

const recordSchema = z.custom<PvpHandRecord>(
  (v) => typeof v === 'object' && v !== null && 'seed' in v && 'gameCode' in v && Array.isArray((v as { seats?: unknown }).seats),
);

/** Whether a text is a hand id as the server writes it (the route's `:handId`). */
export const isHandId = (text: string | undefined): text is string => text !== undefined && /^\d{1,18}$/.test(text);

/**
 * `GET /wps/pvp/hands/:handId` (public): a finished hand's record with its revealed seed; a hand
 * not finished or unknown answers 404 `not_found` (not retried). A finished hand never changes.
 */
export function usePvpHand(handId: string | null) {
  return useQuery({
    queryKey: ['pvp', 'hand', handId] as const,
    queryFn: ({ signal }) => apiGet(`/wps/pvp/hands/${encodeURIComponent(handId ?? '')}`, recordSchema, { signal }),
    enabled: handId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
