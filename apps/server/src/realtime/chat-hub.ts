/** How chat events reach sockets: `io.of('/chat').to(room).emit`, every process's through the adapter. */
export type ChatEmitter = (rooms: readonly string[], event: string, payload: unknown) => void;

/** The room of one member's chat sockets. */
export const chatMemberRoom = (memberId: number) => `chat:m:${memberId}`;
/** The room of one guest's chat sockets. */
export const chatGuestRoom = (guestId: number) => `chat:g:${guestId}`;
/** The room of a merchant's operators watching the console (support.read). */
export const chatOpsRoom = (merchantId: number) => `chat:ops:${merchantId}`;
/** The merchant's public chat room (members who opened it). */
export const chatPublicRoom = (merchantId: number) => `chat:room:${merchantId}`;

/**
 * Chat delivery: services emit here after their transaction committed (the history is in the
 * database; a socket that missed an event reads it again when it reconnects). Until the realtime
 * server is wired in, events go nowhere.
 */
export function createChatHub() {
  let emitter: ChatEmitter = () => {};
  return {
    setEmitter(next: ChatEmitter) {
      emitter = next;
    },
    emit(rooms: readonly string[], event: string, payload: unknown) {
      if (rooms.length > 0) emitter(rooms, event, payload);
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
