/** How crash events reach sockets: `io.of('/crash').to(room).emit`, every process's through the adapter. */
export type CrashEmitter = (room: string, event: string, payload: unknown) => void;

/** The room of a merchant's crash watchers. */
export const crashRoom = (merchantId: number) => `crash:${merchantId}`;

/** Crash delivery; until the realtime server is wired in, events go nowhere. */
export function createCrashHub() {
  let emitter: CrashEmitter = () => {};
  return {
    setEmitter(next: CrashEmitter) {
      emitter = next;
    },
    emit(merchantId: number, event: string, payload: unknown) {
      emitter(crashRoom(merchantId), event, payload);
    },
  };
}

export type CrashHub = ReturnType<typeof createCrashHub>;
