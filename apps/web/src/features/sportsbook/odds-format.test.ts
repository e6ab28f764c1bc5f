import { describe, expect, it } from 'vitest';
import { formatOddsFor, getOddsFormat, ODDS_FORMAT_KEY, setOddsFormat } from './odds-format';

describe('odds format', () => {
  it('writes prices in each format with the package (docs/sportsbook/MARKETS.md table)', () => {
    expect(formatOddsFor(1950, 'decimal')).toBe('1.95');
    expect(formatOddsFor(1950, 'hk')).toBe('0.95');
    expect(formatOddsFor(2500, 'malay')).toBe('-0.67');
    expect(formatOddsFor(1950, 'indo')).toBe('-1.05');
    expect(formatOddsFor('1955', 'decimal')).toBe('1.955');
  });

  it('writes a long parlay product in decimal from the integer', () => {
    expect(formatOddsFor(1_234_567n, 'hk')).toBe('1234.567');
    expect(formatOddsFor(2_000_000n, 'decimal')).toBe('2000.00');
  });

  it('remembers the choice in localStorage, decimal by default', () => {
    expect(getOddsFormat()).toBe('decimal');
    setOddsFormat('malay');
    expect(localStorage.getItem(ODDS_FORMAT_KEY)).toBe('malay');
    expect(getOddsFormat()).toBe('malay');
    localStorage.setItem(ODDS_FORMAT_KEY, 'nonsense');
    expect(getOddsFormat()).toBe('decimal');
  });
});
