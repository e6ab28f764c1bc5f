import type { CrashGameVerify, CrashMyBet, CrashStateView } from '@fortuna/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api';
import { tellHost } from '../../../../lib/game-host';
import { refreshMoney } from '../../../../lib/money-queries';
import { newRequestId } from '../../../../lib/request-id';

/** Crash's calls (packages/shared schemas/crash.ts). The server shapes the answers; the web reads them as they are. */
const stateSchema = z.custom<CrashStateView>((v) => typeof v === 'object' && v !== null);
const betSchema = z.custom<CrashMyBet>((v) => typeof v === 'object' && v !== null);
const historySchema = z.custom<{ total: number; list: CrashMyBet[] }>((v) => typeof v === 'object' && v !== null);
const verifySchema = z.custom<CrashGameVerify>((v) => typeof v === 'object' && v !== null);

export const crashKeys = {
  state: ['crash', 'state'] as const,
  history: (pageNo: number) => ['crash', 'history', pageNo] as const,
  game: (gameId: string) => ['crash', 'game', gameId] as const,
};

/** The state with the offset of the server's clock from this browser's (server − local, ms). */
export type CrashStateWithClock = CrashStateView & { offset: number };

/** `GET /wps/crash/state`: the live game, everyone's bets, the member's bet, recent crash points, the chain. */
export function useCrashState() {
  return useQuery({
    queryKey: crashKeys.state,
    queryFn: async ({ signal }): Promise<CrashStateWithClock> => {
      const sentAt = Date.now();
      const state = await apiGet('/wps/crash/state', stateSchema, { signal });
      const receivedAt = Date.now();
      const offset = state.game ? new Date(state.game.serverTime).getTime() - (sentAt + receivedAt) / 2 : 0;
      return { ...state, offset };
    },
    refetchInterval: 15_000,
    retry: 1,
  });
}

/** `POST /wps/crash/bet`: one request id per click, kept for a retry of the same bet. */
export function usePlaceCrashBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: string; autoCashout?: string }) =>
      apiSend('POST', '/wps/crash/bet', { requestId: newRequestId(), ...input }, betSchema),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['crash'] }), refreshMoney(client), tellHost()]),
  });
}

/** `POST /wps/crash/cashout`: the server reads the multiplier when it receives it. */
export function useCrashCashout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', '/wps/crash/cashout', { requestId: newRequestId() }, betSchema),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['crash'] }), refreshMoney(client), tellHost()]),
  });
}

/** `GET /wps/crash/history`: the member's bets, newest first. */
export function useCrashHistory(pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: crashKeys.history(pageNo),
    queryFn: ({ signal }) => apiGet(`/wps/crash/history?pageNo=${pageNo}&pageSize=10`, historySchema, { signal }),
    enabled,
  });
}

/** `GET /wps/crash/games/:gameId`: what verifies a crashed game. */
export function getCrashGame(gameId: string) {
  return apiGet(`/wps/crash/games/${encodeURIComponent(gameId)}`, verifySchema);
}
