import { describe, expect, it } from 'vitest';
import { type FeedMessage, feedMessageSchema, fixtureSchema } from './feed';

const at = '2026-05-01T20:00:00+08:00';
const team = (id: string) => ({ id, name: id.toUpperCase() });

describe('the feed schemas', () => {
  it('read every kind of message', () => {
    const messages: FeedMessage[] = [
      {
        type: 'fixture',
        at,
        fixture: { sport: 'football', fixtureId: 'f1', league: team('epl'), home: team('ars'), away: team('che'), startTime: at },
      },
      {
        type: 'fixture',
        at,
        fixture: {
          sport: 'esports',
          fixtureId: 'e1',
          league: team('mpl'),
          home: team('onic'),
          away: team('rrq'),
          startTime: '2026-05-01T12:00:00Z',
          title: 'mlbb',
          bestOf: 3,
        },
      },
      {
        type: 'fixture',
        at,
        fixture: {
          sport: 'cockfight',
          fixtureId: 'c1',
          league: team('arena'),
          home: team('red'),
          away: team('blue'),
          startTime: at,
          fightNumber: 12,
        },
      },
      { type: 'status', fixtureId: 'f1', at, status: 'postponed', startTime: '2026-05-02T20:00:00+08:00' },
      {
        type: 'score',
        sport: 'football',
        fixtureId: 'f1',
        at,
        minute: 45,
        addedTime: 2,
        period: 'first_half',
        score: { home: 1, away: 0 },
      },
      { type: 'score', sport: 'esports', fixtureId: 'e1', at, maps: ['home'] },
      {
        type: 'odds',
        fixtureId: 'f1',
        at,
        prices: [
          { selectionKey: 'ah:-0.75:home', oddsMilli: 1950 },
          { selectionKey: 'cs:0-0', oddsMilli: null },
        ],
      },
      { type: 'suspension', fixtureId: 'f1', at, suspended: true, marketKeys: ['ah:-0.75', '1x2'] },
      { type: 'suspension', fixtureId: 'f1', at, suspended: false },
      {
        type: 'result',
        fixtureId: 'f1',
        at,
        version: 2,
        result: { sport: 'football', fullTime: { home: 2, away: 1 }, firstHalf: { home: 1, away: 0 } },
      },
    ];
    for (const message of messages) expect(feedMessageSchema.parse(message)).toEqual(message);
  });

  it('refuse malformed messages', () => {
    const bad = [
      { type: 'odds', fixtureId: 'f1', at, prices: [{ selectionKey: 'ah:-0.8:home', oddsMilli: 1950 }] },
      { type: 'odds', fixtureId: 'f1', at, prices: [{ selectionKey: 'ah:-0.75:home', oddsMilli: 1000 }] },
      { type: 'odds', fixtureId: 'f1', at, prices: [{ selectionKey: 'ah:-0.75:home', oddsMilli: 1.95 }] },
      { type: 'odds', fixtureId: 'f1', at, prices: [] },
      { type: 'suspension', fixtureId: 'f1', at, suspended: true, marketKeys: ['ah:-0.75:home'] },
      { type: 'score', sport: 'football', fixtureId: 'f1', at, minute: 93, period: 'second_half', score: { home: 0, away: 0 } },
      { type: 'score', sport: 'cockfight', fixtureId: 'c1', at },
      { type: 'status', fixtureId: 'f1', at, status: 'abandoned' },
      { type: 'status', fixtureId: 'f1', at: '2026-05-01 20:00', status: 'live' },
      { type: 'result', fixtureId: 'f1', at, version: 0, result: { sport: 'cockfight', outcome: 'draw' } },
      { type: 'result', fixtureId: 'e1', at, version: 1, result: { sport: 'esports', bestOf: 3, maps: ['home', 'home', 'home'] } },
      { type: 'goal', fixtureId: 'f1', at },
    ];
    for (const message of bad) expect(feedMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
    expect(
      fixtureSchema.safeParse({
        sport: 'esports',
        fixtureId: 'e',
        league: team('l'),
        home: team('a'),
        away: team('b'),
        startTime: at,
        title: 'x',
        bestOf: 2,
      }).success,
    ).toBe(false);
  });
});
