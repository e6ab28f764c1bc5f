import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/setup';
import type { Translate } from './market-label';

// The feature's texts join i18next once the test setup started it (as the app loads the chunk after start-up).
let labels: typeof import('./market-label');
beforeAll(async () => {
  labels = await import('./market-label');
});
const lineText = (...args: Parameters<typeof labels.lineText>) => labels.lineText(...args);
const marketGroup = (key: string) => labels.marketGroup(key);
const marketLabel = (t: Translate, key: string) => labels.marketLabel(t, key);
const selectionText = (t: Translate, key: string, teams: { home: string; away: string }) => labels.selectionText(t, key, teams);

const en = ((key, options) => i18n.getFixedT('en')(key, options)) as Translate;
const zh = ((key, options) => i18n.getFixedT('zh')(key, options)) as Translate;
const teams = { home: 'Arsenal', away: 'Chelsea' };

describe('market labels', () => {
  it('writes lines with a real minus and a plus, totals bare', () => {
    expect(lineText(-3)).toBe('\u22120.75');
    expect(lineText(6)).toBe('+1.5');
    expect(lineText(0)).toBe('0');
    expect(lineText(10, false)).toBe('2.5');
    expect(lineText(-1)).toBe('\u22120.25');
  });

  it('names Asian handicap picks with the team and its own side of the line', () => {
    expect(selectionText(en, 'ah:-0.75:home', teams)).toEqual({
      market: 'Asian handicap',
      pick: 'Arsenal \u22120.75',
      short: '\u22120.75',
    });
    expect(selectionText(en, 'ah:-0.75:away', teams)).toEqual({ market: 'Asian handicap', pick: 'Chelsea +0.75', short: '+0.75' });
    expect(selectionText(en, 'ah:0:away', teams).pick).toBe('Chelsea 0');
    expect(selectionText(en, 'fh_ah:-0.25:home', teams)).toMatchObject({ market: '1st half Asian handicap', pick: 'Arsenal \u22120.25' });
  });

  it('names over/under, 1X2, odd/even and correct score', () => {
    expect(selectionText(en, 'ou:2.5:over', teams)).toEqual({ market: 'Over/under', pick: 'Over 2.5', short: 'O 2.5' });
    expect(selectionText(en, 'fh_ou:0.75:under', teams)).toMatchObject({ market: '1st half over/under', pick: 'Under 0.75' });
    expect(selectionText(en, '1x2:home', teams)).toEqual({ market: '1X2', pick: 'Arsenal', short: '1' });
    expect(selectionText(en, '1x2:draw', teams)).toMatchObject({ pick: 'Draw', short: 'X' });
    expect(selectionText(en, '1x2:away', teams).short).toBe('2');
    expect(selectionText(en, 'oe:odd', teams).pick).toBe('Odd');
    expect(selectionText(en, 'cs:2-1', teams)).toEqual({ market: 'Correct score', pick: '2-1', short: '2-1' });
    expect(selectionText(en, 'cs:other', teams).pick).toBe('Any other score');
  });

  it('names esports and cockfight markets', () => {
    expect(selectionText(en, 'mw:away', teams)).toEqual({ market: 'Match winner', pick: 'Chelsea', short: '2' });
    expect(selectionText(en, 'mh:-1.5:home', teams)).toMatchObject({ market: 'Map handicap', pick: 'Arsenal \u22121.5' });
    expect(selectionText(en, 'tm:2.5:over', teams)).toMatchObject({ market: 'Total maps', pick: 'Over 2.5 maps', short: 'O 2.5' });
    expect(selectionText(en, 'map:2:home', teams)).toMatchObject({ market: 'Map 2 winner', pick: 'Arsenal' });
    expect(selectionText(en, 'cf:meron', teams)).toMatchObject({ market: 'Fight winner', pick: 'Meron' });
    expect(selectionText(en, 'cf:draw', teams).pick).toBe('Draw');
  });

  it('labels market keys with their line', () => {
    expect(marketLabel(en, 'ah:-0.75')).toBe('Asian handicap \u22120.75');
    expect(marketLabel(en, 'ou:2.25')).toBe('Over/under 2.25');
    expect(marketLabel(en, 'tm:2.5')).toBe('Total maps 2.5');
    expect(marketLabel(en, 'map:3')).toBe('Map 3 winner');
    expect(marketLabel(en, '1x2')).toBe('1X2');
  });

  it('speaks the member’s language', () => {
    expect(selectionText(zh, 'ou:2.5:over', teams).pick).toBe('大 2.5');
    expect(marketLabel(zh, 'ah:-0.5')).toBe('亚洲让球 \u22120.5');
    expect(selectionText(zh, '1x2:draw', teams).short).toBe('和');
  });

  it('shows an unknown key as it is', () => {
    expect(selectionText(en, 'zz:1:home', teams)).toEqual({ market: 'zz:1:home', pick: 'zz:1:home', short: 'zz:1:home' });
    expect(marketLabel(en, 'ah:0.3')).toBe('ah:0.3');
  });

  it('groups markets for the match page', () => {
    expect(marketGroup('ah:-0.75')).toBe('full_time');
    expect(marketGroup('fh_ou:1')).toBe('first_half');
    expect(marketGroup('mh:-1.5')).toBe('series');
    expect(marketGroup('map:2')).toBe('maps');
    expect(marketGroup('cf')).toBe('fight');
  });
});
