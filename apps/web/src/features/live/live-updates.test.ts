import type { LiveRoundView, LiveTableSummary } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { keptSettled, type LiveTableWithClock } from './api/live-api';
import { applyRound, applySummary, shoeResults } from './live-updates';

const limits = { minBet: '10.00', maxBet: '1000.00', spotMax: {} };
const summary = (tableId: number, gameCode: string, over: Partial<LiveTableSummary> = {}): LiveTableSummary => ({
  tableId,
  gameCode,
  catalogueGameId: null,
  name: `Table ${tableId}`,
  variant: 'standard',
  limits,
  players: 0,
  phase: 'betting',
  roundId: '1',
  bettingEndsAt: '2026-01-01T00:00:10.000Z',
  serverTime: '2026-01-01T00:00:00.000Z',
  results: [],
  ...over,
});
const round = (over: Partial<LiveRoundView> = {}): LiveRoundView => ({
  tableId: 1,
  roundId: '1',
  shoeId: '1',
  roundNo: 1,
  phase: 'betting',
  bettingEndsAt: '2026-01-01T00:00:10.000Z',
  dealtAt: null,
  nextRoundAt: null,
  result: null,
  summary: null,
  serverTime: '2026-01-01T00:00:00.000Z',
  ...over,
});
const result = (roundId: string, outcome: string) => ({ roundId, outcome, label: outcome });

describe('the room list follows the socket', () => {
  const rooms = { tables: [summary(1, 'baccarat'), summary(2, 'sic-bo')], offset: 0 };
  const receivedAt = Date.parse('2026-01-01T00:00:00.000Z');

  it('replaces a table it shows and takes the new server clock', () => {
    const next = applySummary(rooms, summary(2, 'sic-bo', { phase: 'dealing', serverTime: '2026-01-01T00:00:02.000Z' }), '', receivedAt);
    expect(next).not.toBe('reload');
    if (next === 'reload') return;
    expect(next.tables[1]?.phase).toBe('dealing');
    expect(next.tables[0]).toBe(rooms.tables[0]);
    expect(next.offset).toBe(2_000);
  });

  it('ignores another game in a filtered list and reloads for a table it lacks', () => {
    expect(applySummary(rooms, summary(3, 'roulette'), 'baccarat', receivedAt)).toBe(rooms);
    expect(applySummary(rooms, summary(3, 'roulette'), '', receivedAt)).toBe('reload');
  });
});

describe('a table follows its rounds', () => {
  const state = {
    table: summary(1, 'baccarat'),
    spots: ['player', 'banker'],
    round: round(),
    totals: { tableId: 1, roundId: '1', players: 2, spots: { banker: '20.00' } },
    myRound: { roundId: '1', spots: { banker: '10.00' }, total: '10.00', payout: null, spotPayouts: null },
    lastBet: null,
    shoe: null,
    previousShoe: null,
    offset: 0,
  } satisfies LiveTableWithClock;

  it('keeps the totals and bets through the same round', () => {
    const next = applyRound(state, round({ phase: 'dealing', result: { player: [1, 2] } }), Date.parse('2026-01-01T00:00:00.000Z'));
    expect(next.round?.phase).toBe('dealing');
    expect(next.totals).toBe(state.totals);
    expect(next.myRound).toBe(state.myRound);
  });

  it('forgets them on a new round and ignores other tables', () => {
    const next = applyRound(state, round({ roundId: '2' }), Date.now());
    expect(next.totals).toBeNull();
    expect(next.myRound).toBeNull();
    expect(applyRound(state, round({ tableId: 9, roundId: '2' }), Date.now())).toBe(state);
  });
});

describe('the road maps read the shoe’s results', () => {
  it('takes the history oldest first and adds newer results of the table summary', () => {
    const table = summary(1, 'baccarat', { results: [result('1', 'B'), result('2', 'P'), result('3', 'T')] });
    const rounds = [
      { roundId: '2', summary: result('2', 'P') },
      { roundId: '1', summary: result('1', 'B') },
    ];
    expect(shoeResults({ table }, rounds).map((r) => r.roundId)).toEqual(['1', '2', '3']);
  });

  it('uses the summary alone before the history loads, and the history alone when the summary is behind', () => {
    const table = summary(1, 'baccarat', { results: [result('1', 'B')] });
    expect(shoeResults({ table }, undefined).map((r) => r.roundId)).toEqual(['1']);
    const rounds = [
      { roundId: '2', summary: result('2', 'P') },
      { roundId: '1', summary: result('1', 'B') },
    ];
    expect(shoeResults({ table }, rounds).map((r) => r.roundId)).toEqual(['1', '2']);
  });
});

describe('the settled round stays on screen when the next opens', () => {
  it('keeps the member’s settled bets of the round before', () => {
    const base = {
      table: summary(1, 'baccarat'),
      spots: [],
      round: round(),
      totals: null,
      myRound: { roundId: '1', spots: { banker: '10.00' }, total: '10.00', payout: '19.50', spotPayouts: { banker: '19.50' } },
      lastBet: null,
      shoe: null,
      previousShoe: null,
      offset: 0,
    } satisfies LiveTableWithClock;
    const next = applyRound(base, round({ roundId: '2' }), Date.now());
    expect(next.settledMyRound?.payout).toBe('19.50');
    expect(next.myRound).toBeNull();
  });
});

describe('a reload keeps the settled round of before', () => {
  const settled = { roundId: '1', spots: { banker: '10.00' }, total: '10.00', payout: '0.00', spotPayouts: { banker: '0.00' } };
  const base = {
    table: summary(1, 'baccarat'),
    spots: [],
    round: round({ roundId: '2' }),
    totals: null,
    myRound: null,
    lastBet: null,
    shoe: null,
    previousShoe: null,
  };
  it('moves a settled round the cache held aside when the server is on the next round', () => {
    expect(keptSettled({ ...base, round: round(), myRound: settled, offset: 0 }, base)).toBe(settled);
    expect(keptSettled({ ...base, offset: 0, settledMyRound: settled }, base)).toBe(settled);
    expect(keptSettled(undefined, base)).toBeNull();
    // An unsettled round is not a result to keep.
    expect(keptSettled({ ...base, round: round(), myRound: { ...settled, payout: null }, offset: 0 }, base)).toBeNull();
  });
});
