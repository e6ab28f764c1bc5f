import type { Game } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { clearLobbyState, filterGames, homeHotGames, matchesSearch, pageOf, readLobbyState, writeLobbyState } from './lobby-filter';

function game(nodeId: number, patch: Partial<Game> = {}): Game {
  return {
    nodeId,
    vassalage: 'REF',
    vendorName: 'Reference Studio',
    gameType: 'RNG',
    gameCode: String(nodeId),
    gameClassify: 'SLOTS',
    isGame: true,
    gameName: `Game ${nodeId}`,
    iconUrl: '',
    lagerIcon: '',
    isHot: 0,
    freePlay: true,
    ...patch,
  };
}

describe('lobby state in the URL', () => {
  it('reads defaults and ignores malformed values', () => {
    expect(readLobbyState(new URLSearchParams())).toEqual({ vendor: null, classify: 'ALL', search: '', page: 1, source: 'ALL' });
    expect(readLobbyState(new URLSearchParams('vassalage=ref&classify=slots&q= dragon &page=3&filter=fav'))).toEqual({
      vendor: 'REF',
      classify: 'SLOTS',
      search: ' dragon ',
      page: 3,
      source: 'FAV',
    });
    expect(readLobbyState(new URLSearchParams('vassalage=<x>&classify=a b&page=-2&filter=nope'))).toEqual({
      vendor: null,
      classify: 'ALL',
      search: '',
      page: 1,
      source: 'ALL',
    });
  });

  it('writes only what differs from the defaults, keeps other parameters, and goes back to page 1 on a filter change', () => {
    const start = new URLSearchParams('category=RNG&page=4&vassalage=REF');
    expect(writeLobbyState(start, { classify: 'SLOTS' }).toString()).toBe('category=RNG&vassalage=REF&classify=SLOTS');
    expect(writeLobbyState(start, { page: 5 }).toString()).toBe('category=RNG&page=5&vassalage=REF');
    expect(writeLobbyState(start, { page: 1, vendor: null }).toString()).toBe('category=RNG');
    expect(writeLobbyState(start, { source: 'HOT', search: 'x' }).toString()).toBe('category=RNG&vassalage=REF&q=x&filter=hot');
    expect(writeLobbyState(new URLSearchParams('filter=hot'), { source: 'ALL' }).toString()).toBe('');
    expect(clearLobbyState(new URLSearchParams('category=RNG&q=a&filter=fav&page=2')).toString()).toBe('category=RNG');
  });
});

describe('the slots filters in the URL', () => {
  it('read minBet=1 and lines=25, ignore other values, and write them only when on', () => {
    expect(readLobbyState(new URLSearchParams('minBet=1&lines=25'))).toMatchObject({ minBet: true, lines: true });
    expect(readLobbyState(new URLSearchParams('minBet=5&lines=9'))).not.toHaveProperty('minBet');
    const on = writeLobbyState(new URLSearchParams('page=3'), { minBet: true, lines: true });
    expect(on.toString()).toBe('minBet=1&lines=25');
    expect(writeLobbyState(on, { minBet: false }).toString()).toBe('lines=25');
    expect(clearLobbyState(on).toString()).toBe('');
  });
});

describe('client-side lists', () => {
  const games = [
    game(1, { gameName: 'Dragon Gold' }),
    game(2, { vassalage: 'REFX', gameName: 'Lucky Dragon' }),
    game(3, { gameClassify: 'ARCADE', gameName: 'Tower' }),
    game(4, { gameType: 'LIVE', gameClassify: 'BACCARAT', gameName: 'Baccarat' }),
  ];

  it('matches a trimmed search ignoring case', () => {
    expect(matchesSearch(games[0] as Game, '  dragon ')).toBe(true);
    expect(matchesSearch(games[2] as Game, 'dragon')).toBe(false);
    expect(matchesSearch(games[2] as Game, '   ')).toBe(true);
  });

  it('filters by category, vendor, classify and name', () => {
    expect(filterGames(games, { category: 'RNG' }).map((g) => g.nodeId)).toEqual([1, 2, 3]);
    expect(filterGames(games, { category: 'RNG', vendor: 'REFX' }).map((g) => g.nodeId)).toEqual([2]);
    expect(filterGames(games, { classify: 'ARCADE' }).map((g) => g.nodeId)).toEqual([3]);
    expect(filterGames(games, { classify: 'ALL', search: 'DRAGON' }).map((g) => g.nodeId)).toEqual([1, 2]);
  });

  it('pages 18 at a time and keeps the page in range', () => {
    const many = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(pageOf(many, 1)).toMatchObject({ page: 1, totalPages: 3, games: many.slice(0, 18) });
    expect(pageOf(many, 3).games).toEqual([37, 38, 39, 40]);
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ games: [], page: 1, totalPages: 0 });
  });

  it('trims the home hot list to six only when it has more than twelve, taking the categories in turn', () => {
    const rng = Array.from({ length: 12 }, (_, i) => game(i + 1));
    expect(homeHotGames(rng)).toHaveLength(12);
    const mixed = [...rng, game(20, { gameType: 'LIVE' }), game(21, { gameType: 'LIVE' }), game(30, { gameType: 'FISH' })];
    expect(homeHotGames(mixed).map((g) => g.nodeId)).toEqual([1, 20, 30, 2, 21, 3]);
    expect(homeHotGames([...rng, game(13)]).map((g) => g.nodeId)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
