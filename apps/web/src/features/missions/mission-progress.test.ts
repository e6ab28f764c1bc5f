import { describe, expect, it } from 'vitest';
import { missionFigure, missionState, progressPercent } from './mission-progress';

describe('mission progress', () => {
  it('reads the state from the server flags, claimed first', () => {
    expect(missionState({ completed: false, claimed: false })).toBe('progress');
    expect(missionState({ completed: true, claimed: false })).toBe('claimable');
    expect(missionState({ completed: true, claimed: true })).toBe('claimed');
  });

  it('is a whole percent of money or of counts, capped at 100', () => {
    expect(progressPercent({ metric: 'rounds', progress: '1', target: '5' })).toBe(20);
    expect(progressPercent({ metric: 'rounds', progress: '7', target: '5' })).toBe(100);
    expect(progressPercent({ metric: 'valid_bet', progress: '2.00', target: '100.00' })).toBe(2);
    expect(progressPercent({ metric: 'valid_bet', progress: '99.99', target: '100.00' })).toBe(99);
    expect(progressPercent({ metric: 'valid_bet', progress: '0.00', target: '0.00' })).toBe(100);
  });

  it('groups money by thousands and leaves counts alone', () => {
    expect(missionFigure('valid_bet', '1234.50')).toBe('1,234.50');
    expect(missionFigure('rounds', '1234')).toBe('1234');
  });
});
