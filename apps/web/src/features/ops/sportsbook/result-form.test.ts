import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { formOf, type ResultForm, resultOf, resultText } from './result-form';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation: en } } }));
const teams = { home: 'Nova Five', away: 'Iron Wolves' };
const football = { sport: 'football' as const, detail: {}, result: null };
const esports = { sport: 'esports' as const, detail: { bestOf: 3 }, result: null };
const cockfight = { sport: 'cockfight' as const, detail: { fightNumber: 1 }, result: null };
const filled = (match: Parameters<typeof formOf>[0], change: Partial<ResultForm>): ResultForm => ({ ...formOf(match), ...change });

describe('the result form', () => {
  it('makes a football result of the scores filled in', () => {
    expect(resultOf(football, filled(football, { fullHome: '2', fullAway: '1', halfHome: '1', halfAway: '0' }))).toEqual({
      sport: 'football',
      fullTime: { home: 2, away: 1 },
      firstHalf: { home: 1, away: 0 },
    });
    expect(resultOf(football, filled(football, { halfHome: '0', halfAway: '0' }))).toEqual({
      sport: 'football',
      firstHalf: { home: 0, away: 0 },
    });
  });

  it('refuses a football result that is empty, half typed or inconsistent', () => {
    expect(resultOf(football, formOf(football))).toBe('invalid');
    expect(resultOf(football, filled(football, { fullHome: '2' }))).toBe('invalid');
    expect(resultOf(football, filled(football, { fullHome: 'x', fullAway: '1' }))).toBe('invalid');
    // More goals at half-time than at full time.
    expect(resultOf(football, filled(football, { fullHome: '1', fullAway: '0', halfHome: '2', halfAway: '0' }))).toBe('invalid');
  });

  it('makes an esports result of the maps played in order, and refuses a gap or a map after the series was won', () => {
    expect(resultOf(esports, filled(esports, { maps: ['home', 'away', 'home'] }))).toEqual({
      sport: 'esports',
      bestOf: 3,
      maps: ['home', 'away', 'home'],
    });
    expect(resultOf(esports, filled(esports, { maps: ['home', '', 'home'] }))).toBe('invalid');
    expect(resultOf(esports, filled(esports, { maps: ['home', 'home', 'away'] }))).toBe('invalid');
  });

  it('makes a cockfight result of the outcome chosen', () => {
    expect(resultOf(cockfight, formOf(cockfight))).toBe('invalid');
    expect(resultOf(cockfight, filled(cockfight, { outcome: 'wala' }))).toEqual({ sport: 'cockfight', outcome: 'wala' });
  });

  it('fills the form with the stored result, so a correction starts from it', () => {
    const stored = { ...football, result: { sport: 'football', fullTime: { home: 3, away: 1 }, firstHalf: { home: 1, away: 1 } } };
    expect(formOf(stored)).toMatchObject({ fullHome: '3', fullAway: '1', halfHome: '1', halfAway: '1' });
    const series = { ...esports, result: { sport: 'esports', bestOf: 3, maps: ['away', 'away'] } };
    expect(formOf(series).maps).toEqual(['away', 'away', '']);
  });

  it('says a result in words', () => {
    expect(resultText(i18n.t, { sport: 'football', fullTime: { home: 2, away: 1 }, firstHalf: { home: 1, away: 0 } }, teams)).toBe(
      'FT 2-1 · HT 1-0',
    );
    expect(resultText(i18n.t, { sport: 'esports', bestOf: 3, maps: ['home', 'home'] }, teams)).toBe('Maps: Nova Five, Nova Five');
    expect(resultText(i18n.t, { sport: 'cockfight', outcome: 'draw' }, teams)).toBe('Draw');
    expect(resultText(i18n.t, null, teams)).toBe('No result yet');
  });
});
