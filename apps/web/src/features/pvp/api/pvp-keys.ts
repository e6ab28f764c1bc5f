/** Query keys of the card rooms: the room lists and each room's state (keyed by session token, as each member sees their own cards). */
export const pvpKeys = {
  all: ['pvp'] as const,
  rooms: ['pvp', 'rooms'] as const,
  room: (roomId: number, token: string | null) => ['pvp', 'room', roomId, token] as const,
  roomAll: (roomId: number) => ['pvp', 'room', roomId] as const,
};
