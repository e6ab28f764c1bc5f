/** How PVP events reach sockets: `io.of('/pvp').to(room).emit`, every process's through the adapter. */
export type PvpEmitter = (room: string, event: string, payload: unknown) => void;

/** The socket room of one PVP room's watchers, and of the merchant's lobby. */
export const pvpRoomChannel = (roomId: number) => `pvp:room:${roomId}`;
export const pvpLobbyChannel = (merchantId: number) => `pvp:lobby:${merchantId}`;

/** PVP delivery; until the realtime server is wired in, events go nowhere. */
export function createPvpHub() {
  let emitter: PvpEmitter = () => {};
  return {
    setEmitter(next: PvpEmitter) {
      emitter = next;
    },
    room(roomId: number, event: string, payload: unknown) {
      emitter(pvpRoomChannel(roomId), event, payload);
    },
    lobby(merchantId: number, event: string, payload: unknown) {
      emitter(pvpLobbyChannel(merchantId), event, payload);
    },
  };
}

export type PvpHub = ReturnType<typeof createPvpHub>;
