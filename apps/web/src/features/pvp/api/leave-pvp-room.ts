import type { PvpRoomState } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';
import { pvpKeys } from './pvp-keys';

const answerSchema = z.custom<PvpRoomState | null>(() => true);

/** `POST /wps/pvp/rooms/:roomId/leave`: gives the seat up (refused with pvp_in_hand while the member plays a hand). */
export function useLeavePvpRoom(roomId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', `/wps/pvp/rooms/${roomId}/leave`, {}, answerSchema),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pvpKeys.roomAll(roomId) }),
        client.invalidateQueries({ queryKey: pvpKeys.rooms }),
        refreshMoney(client),
      ]),
  });
}
