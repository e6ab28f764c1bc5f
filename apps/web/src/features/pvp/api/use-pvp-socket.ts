import { PVP_CLIENT_EVENTS, PVP_EVENTS, PVP_NAMESPACE, type PvpRoomSummary } from '@fortuna/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getSession } from '../../../lib/session';
import { useOptionalSiteConfig } from '../../../lib/site-config';
import { applyRoomSummary } from '../pvp-rooms-view';
import { type PvpRoomEvent, roomEventIsNews } from '../pvp-updates';
import type { PvpRoomWithClock } from './get-pvp-room';
import { pvpKeys } from './pvp-keys';

function connect(merchant: string | undefined): Socket {
  return io(PVP_NAMESPACE, { path: '/socket.io', auth: { merchant }, transports: ['websocket'] });
}

function useMerchant(): string | undefined {
  const config = useOptionalSiteConfig();
  return config?.merchant.code || getSession().merchant || undefined;
}

/** Writes a room's new summary into the room list and the room's own state. */
function onSummary(client: QueryClient, summary: PvpRoomSummary): void {
  const rooms = client.getQueryData<PvpRoomSummary[]>(pvpKeys.rooms);
  if (rooms) {
    const next = applyRoomSummary(rooms, summary);
    if (next === 'reload') void client.invalidateQueries({ queryKey: pvpKeys.rooms });
    else client.setQueryData(pvpKeys.rooms, next);
  }
  for (const [key, state] of client.getQueriesData<PvpRoomWithClock>({ queryKey: pvpKeys.roomAll(summary.roomId) })) {
    if (state) client.setQueryData(key, { ...state, room: summary });
  }
}

/** Keeps the lobby live: the `/pvp` socket's room summaries (every socket is in its site's lobby room). */
export function usePvpLobbySocket(): void {
  const client = useQueryClient();
  const merchant = useMerchant();
  useEffect(() => {
    const socket = connect(merchant);
    socket.on('connect', () => void client.invalidateQueries({ queryKey: pvpKeys.rooms }));
    socket.on(PVP_EVENTS.lobby, (summary: PvpRoomSummary) => onSummary(client, summary));
    return () => {
      socket.disconnect();
    };
  }, [client, merchant]);
}

/**
 * Keeps one room live: watches its room, and on every `pvp_room` event newer than what the page
 * holds reads the room again over HTTP (the event carries no cards: each member's own come with
 * their own read). A reconnect watches again and reads afresh.
 */
export function usePvpRoomSocket(roomId: number): void {
  const client = useQueryClient();
  const merchant = useMerchant();
  useEffect(() => {
    if (!(roomId > 0)) return;
    const socket = connect(merchant);
    socket.on('connect', () => {
      socket.emit(PVP_CLIENT_EVENTS.watch, { roomId });
      void client.invalidateQueries({ queryKey: pvpKeys.roomAll(roomId) });
    });
    socket.on(PVP_EVENTS.room, (event: PvpRoomEvent) => {
      if (event.roomId !== roomId) return;
      const states = client.getQueriesData<PvpRoomWithClock>({ queryKey: pvpKeys.roomAll(roomId) });
      if (states.length === 0 || states.some(([, state]) => roomEventIsNews(state, event))) {
        void client.invalidateQueries({ queryKey: pvpKeys.roomAll(roomId) });
      }
    });
    socket.on(PVP_EVENTS.lobby, (summary: PvpRoomSummary) => {
      if (summary.roomId === roomId) onSummary(client, summary);
    });
    return () => {
      socket.emit(PVP_CLIENT_EVENTS.unwatch, { roomId });
      socket.disconnect();
    };
  }, [client, merchant, roomId]);
}
