import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { COMMON_MARKETS, marketKeyProblem, marketLabel, oddsText, readOddsText, selectionLabel } from './market-text';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation: en } } }));

const teams = { home: 'Harbour City', away: 'Riverside Rovers' };

describe('markets in words', () => {
  it('names markets by their key, lines as the keys write them', () => {
    expect(marketLabel(i18n.t, '1x2')).toBe('1X2 (full time)');
    expect(marketLabel(i18n.t, 'ah:-0.25')).toBe('Asian handicap -0.25');
    expect(marketLabel(i18n.t, 'ou:2.5')).toBe('Over/under 2.5 goals');
    expect(marketLabel(i18n.t, 'map:2')).toBe('Map 2 winner');
    expect(marketLabel(i18n.t, 'nonsense')).toBe('nonsense');
  });

  it('names selections with the teams, the home line for home and its opposite for away', () => {
    expect(selectionLabel(i18n.t, '1x2:home', teams)).toBe('Harbour City');
    expect(selectionLabel(i18n.t, '1x2:draw', teams)).toBe('Draw');
    expect(selectionLabel(i18n.t, 'ah:-0.75:home', teams)).toBe('Harbour City -0.75');
    expect(selectionLabel(i18n.t, 'ah:-0.75:away', teams)).toBe('Riverside Rovers +0.75');
    expect(selectionLabel(i18n.t, 'ah:0:away', teams)).toBe('Riverside Rovers 0');
    expect(selectionLabel(i18n.t, 'ou:2.25:over', teams)).toBe('Over 2.25');
    expect(selectionLabel(i18n.t, 'cs:2-1', teams)).toBe('2-1');
    expect(selectionLabel(i18n.t, 'cs:other', teams)).toBe('Any other score');
    expect(selectionLabel(i18n.t, 'cf:meron', teams)).toBe('Meron');
  });

  it('says why a typed key cannot be added', () => {
    expect(marketKeyProblem('ah:-0.5', 'football', ['1x2'])).toBeNull();
    expect(marketKeyProblem(' ou:2.5 ', 'football', [])).toBeNull();
    expect(marketKeyProblem('ah:+0.5', 'football', [])).toBe('invalid');
    expect(marketKeyProblem('ah:0.3', 'football', [])).toBe('invalid');
    expect(marketKeyProblem('mw', 'football', [])).toBe('sport');
    expect(marketKeyProblem('1x2', 'football', ['1x2'])).toBe('exists');
  });

  it('offers only valid keys of each sport as the common markets', () => {
    for (const [sport, keys] of Object.entries(COMMON_MARKETS))
      for (const key of keys) expect(marketKeyProblem(key, sport as keyof typeof COMMON_MARKETS, []), key).toBeNull();
  });
});

describe('decimal prices as typed', () => {
  it('reads a price to its exact thousandths, never through a float', () => {
    expect(readOddsText('1.95')).toBe(1950);
    expect(readOddsText(' 2.105 ')).toBe(2105);
    expect(readOddsText('3')).toBe(3000);
    expect(readOddsText('1000')).toBe(1_000_000);
  });

  it('takes an empty price as off the board and refuses what the book cannot store', () => {
    expect(readOddsText('')).toBeNull();
    expect(readOddsText('  ')).toBeNull();
    for (const bad of ['1', '1.0005', '0.95', 'abc', '1000.001', '-1.5']) expect(readOddsText(bad), bad).toBe('invalid');
  });

  it('writes stored prices as decimal odds', () => {
    expect(oddsText(1950)).toBe('1.95');
    expect(oddsText('2105')).toBe('2.105');
    expect(oddsText(2000)).toBe('2.00');
  });
});
