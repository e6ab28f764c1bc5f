import type { PvpRoomSummary } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { applyRoomSummary, levelsOf, lobbyGame, rakePercent } from './pvp-rooms-view';
import { moneyMoved, roomEventIsNews } from './pvp-updates';

const room = (roomId: number, level: number, gameCode: PvpRoomSummary['gameCode'] = 'niu-niu'): PvpRoomSummary => ({
  roomId,
  gameCode,
  catalogueGameId: null,
  level,
  base: `${level}.00`,
  minBalance: `${level * 125}.00`,
  rakeBps: 500,
  seats: 6,
  seated: 0,
  playing: false,
});

describe('lobby', () => {
  it('picks the game from ?game=, Niu Niu otherwise', () => {
    expect(lobbyGame('zjh')).toBe('zjh');
    expect(lobbyGame('baccarat')).toBe('niu-niu');
    expect(lobbyGame(null)).toBe('niu-niu');
  });

  it("groups a game's rooms by stake level, lowest first", () => {
    const levels = levelsOf([room(3, 2), room(1, 1), room(2, 1), room(4, 1, 'zjh')], 'niu-niu');
    expect(levels.map((l) => [l.level, l.rooms.map((r) => r.roomId)])).toEqual([
      [1, [1, 2]],
      [2, [3]],
    ]);
    expect(levels[1]).toMatchObject({ base: '2.00', minBalance: '250.00', rakeBps: 500 });
  });

  it('writes a live summary into the list, or asks for a reload of an unknown room', () => {
    const list = [room(1, 1), room(2, 1)];
    const next = applyRoomSummary(list, { ...room(2, 1), seated: 2, playing: true });
    expect(next).not.toBe('reload');
    expect((next as PvpRoomSummary[])[1]).toMatchObject({ seated: 2, playing: true });
    expect(applyRoomSummary(list, room(9, 1))).toBe('reload');
  });

  it('shows the rake in percent', () => {
    expect(rakePercent(500)).toBe('5');
    expect(rakePercent(250)).toBe('2.5');
  });
});

describe('room updates', () => {
  const state = { room: room(5, 1), version: 10 };

  it('reads the room again only for a newer event of this room', () => {
    expect(roomEventIsNews(state, { roomId: 5, version: 11 })).toBe(true);
    expect(roomEventIsNews(state, { roomId: 5, version: 10 })).toBe(false);
    expect(roomEventIsNews(state, { roomId: 6, version: 99 })).toBe(false);
    expect(roomEventIsNews(undefined, { roomId: 5, version: 1 })).toBe(true);
  });

  it('sees money move when a hand finishes or the stake changes', () => {
    const hand = (finished: boolean) => ({ handId: '1', finished }) as never;
    const seat = (stake: string) => ({ seat: 0, stake }) as never;
    const base = { room: room(5, 1), version: 1, mySeat: 0, seats: [seat('0.00')], hand: hand(false) } as never;
    expect(moneyMoved(undefined, base)).toBe(false);
    expect(moneyMoved(base, { ...(base as object), hand: hand(true) } as never)).toBe(true);
    expect(moneyMoved(base, { ...(base as object), seats: [seat('5.00')] } as never)).toBe(true);
    expect(moneyMoved(base, { ...(base as object), version: 2 } as never)).toBe(false);
  });
});
