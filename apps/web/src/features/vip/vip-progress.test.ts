import { describe, expect, it } from 'vitest';
import { progressPercent, topRebateRate } from './vip-progress';

describe('vip progress', () => {
  it('is the share of the threshold reached, whole percent, within 0–100', () => {
    expect(progressPercent('250.00', '1000.00')).toBe(25);
    expect(progressPercent('999.99', '1000.00')).toBe(99);
    expect(progressPercent('5000.00', '1000.00')).toBe(100);
    expect(progressPercent('0.00', '0.00')).toBe(100);
  });

  it('shows a level’s best rebate rate', () => {
    expect(topRebateRate({ RNG: 0.4, LOTT: 0.2 })).toBe(0.4);
    expect(topRebateRate({})).toBe(0);
  });
});
