import type { PvpRoomSummary } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';
import { pvpKeys } from './pvp-keys';

const roomsSchema = z.custom<PvpRoomSummary[]>((v) => Array.isArray(v));

/** `GET /wps/pvp/rooms`: every room of the site (the page groups them by game and stake level); the `/pvp` socket keeps it fresh. */
export function usePvpRooms() {
  return useQuery({
    queryKey: pvpKeys.rooms,
    queryFn: ({ signal }) => apiGet('/wps/pvp/rooms', roomsSchema, { signal }),
    refetchInterval: 30_000,
    retry: 1,
  });
}
