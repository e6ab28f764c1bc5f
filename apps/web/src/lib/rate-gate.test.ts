import { describe, expect, it } from 'vitest';
import { createRateGate } from './rate-gate';

describe('createRateGate', () => {
  it('lets one call through per interval; refused calls do not extend the wait', () => {
    let now = 10_000;
    const gate = createRateGate(1000, () => now);
    expect(gate.pass()).toBe(true);
    now += 999;
    expect(gate.pass()).toBe(false);
    now += 1;
    expect(gate.pass()).toBe(true);
    now += 500;
    expect(gate.pass()).toBe(false);
    gate.reset();
    expect(gate.pass()).toBe(true);
  });
});
