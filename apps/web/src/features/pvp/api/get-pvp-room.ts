import type { PvpRoomState } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { clockOffset } from '../pvp-clock';
import { pvpKeys } from './pvp-keys';

const stateSchema = z.custom<PvpRoomState>((v) => typeof v === 'object' && v !== null && 'room' in v && 'seats' in v);

/** A room's state with the offset of the server's clock from this browser's (server − local, ms). */
export type PvpRoomWithClock = PvpRoomState & { offset: number };

/**
 * `GET /wps/pvp/rooms/:roomId`: the seats, the hand as this member may see it (own cards; the
 * others' at the showdown) and the member's moves. The socket says when to read it again; the
 * interval is the fallback.
 */
export function usePvpRoom(roomId: number) {
  const token = useToken();
  return useQuery({
    queryKey: pvpKeys.room(roomId, token),
    queryFn: async ({ signal }): Promise<PvpRoomWithClock> => {
      const sentAt = Date.now();
      const state = await apiGet(`/wps/pvp/rooms/${roomId}`, stateSchema, { signal });
      return { ...state, offset: clockOffset(state.serverTime, sentAt, Date.now()) };
    },
    enabled: roomId > 0,
    refetchInterval: 15_000,
    retry: 1,
  });
}
