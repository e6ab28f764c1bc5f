import { describe, expect, it } from 'vitest';
import { clockOffset, formatCountdown, secondsUntil } from './server-clock';

describe('clockOffset', () => {
  it('takes the midpoint of the round trip as the moment the server answered', () => {
    const local = Date.parse('2026-05-01T00:00:00.000Z');
    // The server is 5 s ahead; the request took 200 ms.
    expect(clockOffset('2026-05-01T00:00:05.100Z', local, local + 200)).toBe(5000);
    expect(clockOffset('2026-04-30T23:59:58.100Z', local, local + 200)).toBe(-2000);
  });

  it('is zero when the server time cannot be read', () => {
    expect(clockOffset('not a time', 0, 10)).toBe(0);
  });
});

describe('secondsUntil', () => {
  const local = Date.parse('2026-05-01T00:00:00.000Z');
  it('counts on the server clock and rounds up to whole seconds', () => {
    expect(secondsUntil('2026-05-01T00:01:00.000Z', local, 0)).toBe(60);
    expect(secondsUntil('2026-05-01T00:01:00.000Z', local, 5000)).toBe(55);
    expect(secondsUntil('2026-05-01T00:01:00.000Z', local + 100, 0)).toBe(60);
  });

  it('never goes below zero', () => {
    expect(secondsUntil('2026-05-01T00:00:00.000Z', local, 10_000)).toBe(0);
    expect(secondsUntil('garbage', local, 0)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, hours when needed, days beyond one', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3600 + 61)).toBe('01:01:01');
    expect(formatCountdown(2 * 86_400 + 5)).toBe('2d 00:00:05');
  });
});
