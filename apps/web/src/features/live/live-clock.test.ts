import { describe, expect, it } from 'vitest';
import { clockOffset, msLeft, secondsLeft } from './live-clock';

describe('the live countdown follows the server clock', () => {
  it('measures the offset as server time minus the browser time at receipt', () => {
    const receivedAt = Date.parse('2026-01-01T00:00:00.000Z');
    expect(clockOffset('2026-01-01T00:00:03.500Z', receivedAt)).toBe(3_500);
    expect(clockOffset('2025-12-31T23:59:58.000Z', receivedAt)).toBe(-2_000);
    expect(clockOffset('not a time', receivedAt)).toBe(0);
  });

  it('counts down to the end by the server clock, whatever the browser clock says', () => {
    const endsAt = '2026-01-01T00:00:10.000Z';
    // The browser runs 5 s slow: its 00:00:00 is the server's 00:00:05.
    const now = Date.parse('2026-01-01T00:00:00.000Z');
    expect(msLeft(endsAt, 5_000, now)).toBe(5_000);
    expect(secondsLeft(endsAt, 5_000, now)).toBe(5);
    expect(secondsLeft(endsAt, 5_000, now + 100)).toBe(5);
    expect(secondsLeft(endsAt, 5_000, now + 1_100)).toBe(4);
  });

  it('never goes below zero and shows nothing without an end', () => {
    const now = Date.parse('2026-01-01T00:00:20.000Z');
    expect(secondsLeft('2026-01-01T00:00:10.000Z', 0, now)).toBe(0);
    expect(secondsLeft(null, 0, now)).toBe(0);
    expect(msLeft(undefined, 0, now)).toBe(0);
  });
});
