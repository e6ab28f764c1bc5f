import type { LiveBetResult, LiveHistory, LiveMyRound, LiveTableState, LiveTableSummary } from '@fortuna/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api';
import { tellHost } from '../../../lib/game-host';
import { refreshMoney } from '../../../lib/money-queries';
import { clockOffset } from '../live-clock';

/** The live tables' calls (packages/shared schemas/live.ts). The server shapes the answers; the web reads them as they are. */
const listSchema = z.custom<LiveTableSummary[]>((v) => Array.isArray(v));
const stateSchema = z.custom<LiveTableState>((v) => typeof v === 'object' && v !== null && 'table' in v);
const historySchema = z.custom<LiveHistory>((v) => typeof v === 'object' && v !== null && 'rounds' in v);
const betSchema = z.custom<LiveBetResult>((v) => typeof v === 'object' && v !== null && 'myRound' in v);

export const liveKeys = {
  all: ['live'] as const,
  rooms: (game: string) => ['live', 'rooms', game] as const,
  roomsAll: ['live', 'rooms'] as const,
  table: (tableId: number) => ['live', 'table', tableId] as const,
  history: (tableId: number, shoeId?: string) =>
    shoeId ? (['live', 'history', tableId, shoeId] as const) : (['live', 'history', tableId] as const),
};

/** The room list with the offset of the server's clock from this browser's (server − local, ms). */
export type LiveRooms = { tables: LiveTableSummary[]; offset: number };
/**
 * A table's state with the server clock's offset, and the member's bets on the round before this
 * one once it settled (kept in the browser, so the return stays on screen when the next round opens).
 */
export type LiveTableWithClock = LiveTableState & { offset: number; settledMyRound?: LiveMyRound | null };

/** `GET /wps/relay/GLS2_roomList` (of one game when `game` is set). */
export function useLiveRooms(game: string) {
  return useQuery({
    queryKey: liveKeys.rooms(game),
    queryFn: async ({ signal }): Promise<LiveRooms> => {
      const query = game ? `?${new URLSearchParams({ gameCode: game })}` : '';
      const tables = await apiGet(`/wps/relay/GLS2_roomList${query}`, listSchema, { signal });
      const receivedAt = Date.now();
      return { tables, offset: tables[0] ? clockOffset(tables[0].serverTime, receivedAt) : 0 };
    },
    refetchInterval: 30_000,
    retry: 1,
  });
}

/** `GET /wps/live/tables/:tableId`: the round, its totals, the member's bets, the shoe. */
export function useLiveTable(tableId: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: liveKeys.table(tableId),
    queryFn: async ({ signal }): Promise<LiveTableWithClock> => {
      const state = await apiGet(`/wps/live/tables/${tableId}`, stateSchema, { signal });
      const receivedAt = Date.now();
      const before = client.getQueryData<LiveTableWithClock>(liveKeys.table(tableId));
      return {
        ...state,
        offset: clockOffset(state.round?.serverTime ?? state.table.serverTime, receivedAt),
        settledMyRound: keptSettled(before, state),
      };
    },
    enabled: tableId > 0,
    refetchInterval: 30_000,
    retry: 1,
  });
}

/** `GET /wps/live/tables/:tableId/history`: one shoe's settled rounds (the current one's for the road maps), newest first. */
export function useLiveHistory(tableId: number, shoeId: string | undefined) {
  return useQuery({
    queryKey: liveKeys.history(tableId, shoeId),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: '200', ...(shoeId ? { shoeId } : {}) });
      return apiGet(`/wps/live/tables/${tableId}/history?${query}`, historySchema, { signal });
    },
    enabled: tableId > 0,
    retry: 1,
  });
}

/** `POST /wps/live/tables/:tableId/bets`: one confirmation (its request id is the caller's, reused on a retry). */
export function usePlaceLiveBet(tableId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { requestId: string; roundId: string; spots: Record<string, string> }) =>
      apiSend('POST', `/wps/live/tables/${tableId}/bets`, body, betSchema),
    onSuccess: (result) => {
      client.setQueryData<LiveTableWithClock>(liveKeys.table(tableId), (state) =>
        state && state.round?.roundId === result.roundId ? { ...state, myRound: result.myRound } : state,
      );
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: liveKeys.table(tableId) });
      void refreshMoney(client);
      tellHost();
    },
  });
}

/** The settled bets of the round before the current one: what the cache held, or its current round once that was settled and a new round came. */
export function keptSettled(before: LiveTableWithClock | undefined, state: LiveTableState): LiveMyRound | null {
  if (!before) return null;
  const previous = before.myRound;
  if (previous && previous.payout !== null && previous.roundId !== state.round?.roundId) return previous;
  return before.settledMyRound ?? null;
}
