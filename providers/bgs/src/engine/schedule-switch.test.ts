import { describe, expect, it } from 'vitest';
import { gameDrawsBetween } from './issues';
import type { Schedule } from './schedule';

const OFFSET = 390; // Yangon, UTC+06:30
const minute: Schedule = { kind: 'interval', seconds: 60, utcOffsetMinutes: OFFSET };
const twoMinutes: Schedule = { kind: 'interval', seconds: 120, utcOffsetMinutes: OFFSET };
// Local midnight of 2026-11-28 in Yangon.
const switchAt = new Date('2026-11-27T17:30:00Z');

describe('a schedule waiting for its day (gameDrawsBetween)', () => {
  it('keeps the old schedule up to and including the 24:00 draw, then numbers the new day by the new one', () => {
    const game = { schedule: minute, nextSchedule: { schedule: twoMinutes, from: switchAt } };
    const draws = gameDrawsBetween(game, new Date(switchAt.getTime() - 120_000), new Date(switchAt.getTime() + 240_000), 100);
    expect(draws.map((d) => [d.numero, d.drawsAt.toISOString()])).toEqual([
      ['20261127-1439', '2026-11-27T17:29:00.000Z'],
      ['20261127-1440', '2026-11-27T17:30:00.000Z'],
      ['20261128-0001', '2026-11-27T17:32:00.000Z'],
      ['20261128-0002', '2026-11-27T17:34:00.000Z'],
    ]);
    expect(new Set(draws.map((d) => d.numero)).size).toBe(draws.length);
  });

  it('uses only the new schedule after the switch, and honours the limit across it', () => {
    const game = { schedule: minute, nextSchedule: { schedule: twoMinutes, from: switchAt } };
    expect(gameDrawsBetween(game, switchAt, new Date(switchAt.getTime() + 120_000), 10).map((d) => d.numero)).toEqual(['20261128-0001']);
    expect(gameDrawsBetween(game, new Date(switchAt.getTime() - 180_000), new Date(switchAt.getTime() + 600_000), 4)).toHaveLength(4);
  });
});
