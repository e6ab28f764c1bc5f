/** How fishing events reach sockets: `io.of('/fishing').to(room).emit`, every process's through the adapter. */
export type FishingEmitter = (room: string, event: string, payload: unknown) => void;

/** The Socket.IO room of one fishing room's players. */
export const fishingRoom = (roomId: number) => `fishing:${roomId}`;

/**
 * Fishing delivery: the service emits here after the money moved; until the realtime server is
 * wired in (realtime/fishing-socket.ts), events go nowhere.
 */
export function createFishingHub() {
  let emitter: FishingEmitter = () => {};
  return {
    setEmitter(next: FishingEmitter) {
      emitter = next;
    },
    emit(roomId: number, event: string, payload: unknown) {
      emitter(fishingRoom(roomId), event, payload);
    },
  };
}

export type FishingHub = ReturnType<typeof createFishingHub>;
