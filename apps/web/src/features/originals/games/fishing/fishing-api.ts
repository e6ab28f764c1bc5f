import {
  type FishingJoined,
  type FishingShot,
  type FishingShotRequest,
  fishingJoinedSchema,
  fishingRoomsSchema,
  fishingShotSchema,
} from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api';

/** Fires one bullet: the server decides the hit and the capture (docs/games/fishing.md). */
export function fireShot(body: FishingShotRequest): Promise<FishingShot> {
  return apiSend('POST', '/wps/fishing/shots', body, fishingShotSchema);
}

/** Takes a seat over HTTP (the socket's `fishing_join` does the same and also subscribes). */
export function joinRoom(roomId?: number): Promise<FishingJoined> {
  return apiSend('POST', '/wps/fishing/rooms/join', roomId ? { roomId } : {}, fishingJoinedSchema);
}

/** The merchant's rooms with their players, refreshed while the list is shown. */
export function useFishingRooms(enabled: boolean) {
  return useQuery({
    queryKey: ['fishing', 'rooms'],
    queryFn: () => apiGet('/wps/fishing/rooms', fishingRoomsSchema),
    enabled,
    refetchInterval: enabled ? 10_000 : false,
  });
}
