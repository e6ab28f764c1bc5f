import type { PvpRoomState } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';
import { pvpKeys } from './pvp-keys';

const answerSchema = z.custom<PvpRoomState | null>(() => true);

/** `POST /wps/pvp/rooms/:roomId/sit`: takes the given seat, or any free one. */
export function useSitPvpRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, seat }: { roomId: number; seat?: number }) =>
      apiSend('POST', `/wps/pvp/rooms/${roomId}/sit`, seat === undefined ? {} : { seat }, answerSchema),
    onSettled: (_answer, _error, { roomId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: pvpKeys.roomAll(roomId) }),
        client.invalidateQueries({ queryKey: pvpKeys.rooms }),
        refreshMoney(client),
      ]),
  });
}
