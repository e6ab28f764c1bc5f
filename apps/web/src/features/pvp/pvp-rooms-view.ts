import { PVP_GAME_CODES, type PvpGameCode, type PvpRoomSummary } from '@fortuna/shared';

/** The lobby's game from `?game=` (unknown or missing: Niu Niu, the first tab). */
export function lobbyGame(param: string | null): PvpGameCode {
  return (PVP_GAME_CODES as readonly string[]).includes(param ?? '') ? (param as PvpGameCode) : 'niu-niu';
}

/** One stake level of a game: its rooms, lowest id first. */
export type PvpLevel = { level: number; base: string; minBalance: string; rakeBps: number; rooms: PvpRoomSummary[] };

/** A game's rooms grouped by stake level, lowest level first. */
export function levelsOf(rooms: readonly PvpRoomSummary[], game: PvpGameCode): PvpLevel[] {
  const byLevel = new Map<number, PvpRoomSummary[]>();
  for (const room of rooms) {
    if (room.gameCode !== game) continue;
    const list = byLevel.get(room.level) ?? [];
    list.push(room);
    byLevel.set(room.level, list);
  }
  return [...byLevel.entries()]
    .sort(([a], [b]) => a - b)
    .map(([level, list]) => {
      const sorted = list.slice().sort((a, b) => a.roomId - b.roomId);
      const first = sorted[0] as PvpRoomSummary;
      return { level, base: first.base, minBalance: first.minBalance, rakeBps: first.rakeBps, rooms: sorted };
    });
}

/** A room's new summary written into the list (a room the list lacks: the list reloads). */
export function applyRoomSummary(rooms: PvpRoomSummary[], summary: PvpRoomSummary): PvpRoomSummary[] | 'reload' {
  const index = rooms.findIndex((r) => r.roomId === summary.roomId);
  if (index < 0) return 'reload';
  const next = rooms.slice();
  next[index] = summary;
  return next;
}

/** The rake in percent for people: 500 bps → "5", 250 → "2.5". */
export function rakePercent(bps: number): string {
  return String(Math.round(bps) / 100);
}
