import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplierAt, timeToReach } from './curve';

describe('the multiplier curve', () => {
  it('starts at 1.00 and grows as e^(0.00006 t)', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-50)).toBe(100);
    expect(multiplierAt(11_553)).toBe(200);
    expect(multiplierAt(11_552)).toBe(199);
    expect(timeToReach(200)).toBe(11_553);
    expect(timeToReach(100)).toBe(0);
    expect(timeToReach(101)).toBe(166);
  });

  it('has t(m) as the exact inverse: the first millisecond at which m(t) reaches m', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000_000 }), (m) => {
        const t = timeToReach(m);
        return multiplierAt(t) >= m && multiplierAt(t - 1) < m;
      }),
    );
  });

  it('never goes down', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 600_000 }), (t) => multiplierAt(t + 1) >= multiplierAt(t)));
  });
});
