import type { PvpAction, PvpRoomState } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api';
import { tellHost } from '../../../lib/game-host';
import { refreshMoney } from '../../../lib/money-queries';
import { pvpKeys } from './pvp-keys';

const answerSchema = z.custom<PvpRoomState | null>(() => true);

/** The body of a move: the request id is the caller's (one per click, the same on a retry). */
export type PvpActBody = { requestId: string; handId: string; version: number; action: PvpAction };

/** `POST /wps/pvp/rooms/:roomId/act`: a move in the room's current hand; the room is read again whatever the answer. */
export function useActPvp(roomId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PvpActBody) => apiSend('POST', `/wps/pvp/rooms/${roomId}/act`, body, answerSchema),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: pvpKeys.roomAll(roomId) });
      void refreshMoney(client);
      tellHost();
    },
  });
}
