import { describe, expect, it } from 'vitest';
import { clockOffset, msUntil, secondsUntil } from './pvp-clock';

describe('pvp clock', () => {
  it('measures the server clock at the middle of the call', () => {
    // Sent at 1000, answered at 1200 with server time 5100: the server was at 5100 at local 1100.
    expect(clockOffset(new Date(5100).toISOString(), 1000, 1200)).toBe(4000);
    expect(clockOffset('not a time', 1000, 1200)).toBe(0);
  });

  it('counts down to a deadline by the server clock', () => {
    const deadline = new Date(20_000).toISOString();
    // Local 10_000 with the server 4 s ahead: 6 s left.
    expect(msUntil(deadline, 4000, 10_000)).toBe(6000);
    expect(secondsUntil(deadline, 4000, 10_000)).toBe(6);
    expect(secondsUntil(deadline, 4000, 10_100)).toBe(6);
    expect(secondsUntil(deadline, 4000, 15_001)).toBe(1);
    expect(secondsUntil(deadline, 4000, 16_000)).toBe(0);
    expect(secondsUntil(deadline, 4000, 30_000)).toBe(0);
  });

  it('shows nothing without a deadline', () => {
    expect(secondsUntil(null, 0, 0)).toBe(0);
    expect(msUntil(undefined, 0, 0)).toBe(0);
  });
});
