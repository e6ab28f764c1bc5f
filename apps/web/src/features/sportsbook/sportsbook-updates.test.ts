import type { SportsbookBet, SportsbookMatch } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { applyBetEvent, applyMatchStateToList, applyOdds, applyOddsToList } from './sportsbook-updates';

const match = (matchId: string, status: SportsbookMatch['status'] = 'scheduled'): SportsbookMatch => ({
  matchId,
  status,
  minute: null,
  period: null,
  score: null,
  detail: {},
  sport: 'football',
  league: { leagueId: 1, name: 'L' },
  home: 'A',
  away: 'B',
  startsAt: '2026-12-07T12:00:00Z',
  hot: false,
  result: null,
  serverTime: '2026-12-07T11:00:00Z',
  markets: [
    {
      marketId: '10',
      marketKey: 'ah:-0.5',
      status: 'open',
      maxStake: null,
      selections: [
        { selectionKey: 'ah:-0.5:home', oddsMilli: 1900, offered: true },
        { selectionKey: 'ah:-0.5:away', oddsMilli: 1950, offered: true },
      ],
    },
  ],
});

describe('socket updates', () => {
  it('patches prices in place, takes a null price off the board', () => {
    const { match: next, missing } = applyOdds(match('1'), {
      matchId: '1',
      prices: [
        { marketKey: 'ah:-0.5', selectionKey: 'ah:-0.5:home', oddsMilli: 2010 },
        { marketKey: 'ah:-0.5', selectionKey: 'ah:-0.5:away', oddsMilli: null },
      ],
    });
    expect(missing).toBe(false);
    expect(next.markets[0]?.selections).toEqual([
      { selectionKey: 'ah:-0.5:home', oddsMilli: 2010, offered: true },
      { selectionKey: 'ah:-0.5:away', oddsMilli: 1950, offered: false },
    ]);
  });

  it('asks a list to reload for a new headline line only', () => {
    const list = [match('1'), match('2')];
    const newLine = applyOddsToList(list, {
      matchId: '1',
      prices: [{ marketKey: 'ah:-0.75', selectionKey: 'ah:-0.75:home', oddsMilli: 2000 }],
    });
    expect(newLine.refetch).toBe(true);
    const otherMarket = applyOddsToList(list, { matchId: '1', prices: [{ marketKey: 'cs', selectionKey: 'cs:1-0', oddsMilli: 7000 }] });
    expect(otherMarket.refetch).toBe(false);
    const unknownMatch = applyOddsToList(list, { matchId: '9', prices: [] });
    expect(unknownMatch.list).toBe(list);
  });

  it('patches a match state and reloads when the status moves it to another tab', () => {
    const list = [match('1')];
    const minute = applyMatchStateToList(list, { matchId: '1', status: 'scheduled', minute: null, period: null, score: null, detail: {} });
    expect(minute.refetch).toBe(false);
    const kickOff = applyMatchStateToList(list, {
      matchId: '1',
      status: 'live',
      minute: 1,
      period: 'first_half',
      score: { home: 0, away: 0 },
      detail: {},
    });
    expect(kickOff.refetch).toBe(true);
    expect(kickOff.list[0]).toMatchObject({ status: 'live', minute: 1, score: { home: 0, away: 0 } });
  });

  it('takes a bet event’s status and odds but keeps the names in the member’s language', () => {
    const cached = {
      betId: '5',
      status: 'pending',
      oddsMilli: '1900',
      legs: [{ legNo: 1, home: '阿森纳', away: '切尔西', oddsMilli: 1900, outcome: null }],
    } as unknown as SportsbookBet;
    const event = {
      betId: '5',
      status: 'open',
      oddsMilli: '2100',
      error: null,
      acceptAt: null,
      outcome: null,
      payout: null,
      settledAt: null,
      legs: [{ legNo: 1, home: 'Arsenal', away: 'Chelsea', oddsMilli: 2100, outcome: null }],
    } as unknown as SportsbookBet;
    const next = applyBetEvent(cached, event);
    expect(next).toMatchObject({ status: 'open', oddsMilli: '2100', legs: [{ home: '阿森纳', oddsMilli: 2100 }] });
    expect(applyBetEvent(cached, { ...event, betId: '6' })).toBe(cached);
  });
});
