import type { CrashGameView } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { roundVerifyLink } from '../../../../lib/round-verify-link';
import { elapsedMs, multiplierText, secondsToStart, shownMultiplier } from './crash-clock';

const base: CrashGameView = {
  gameId: '1',
  index: 1,
  chainId: 1,
  state: 'running',
  bettingEndsAt: '2026-11-27T10:00:06.000Z',
  startedAt: '2026-11-27T10:00:06.000Z',
  crashedAt: null,
  crashPoint: null,
  hash: null,
  serverTime: '2026-11-27T10:00:06.000Z',
};

describe('the crash clock', () => {
  const start = Date.parse('2026-11-27T10:00:06.000Z');
  it('reads the curve from the start time and the server clock offset', () => {
    // The browser runs 1 s behind the server: offset +1000.
    expect(elapsedMs(base, 1000, start - 1000 + 11_553)).toBe(11_553);
    expect(shownMultiplier(base, 1000, start - 1000 + 11_553)).toBe(200);
    expect(shownMultiplier(base, 0, start - 5)).toBe(100);
  });
  it('shows the crash point once crashed and counts down the betting window', () => {
    expect(shownMultiplier({ ...base, state: 'crashed', crashPoint: '3.45' }, 0)).toBe(345);
    expect(secondsToStart({ ...base, state: 'betting' }, 0, start - 4_200)).toBe(5);
    expect(secondsToStart({ ...base, state: 'betting' }, 0, start + 10)).toBe(0);
    expect(multiplierText(1234)).toBe('12.34');
  });
});

describe('the betting record verify link of a crash round', () => {
  it('opens the crash page on its game', () => {
    expect(roundVerifyLink('BGS', 'C42:7')).toBe('/originals/crash?verify=42');
    expect(roundVerifyLink('BGS', 'C42')).toBeNull();
    expect(roundVerifyLink('REF', 'C42:7')).toBeNull();
  });
});
