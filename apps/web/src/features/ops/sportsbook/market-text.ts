import type { SportsbookSport } from '@fortuna/shared';
import { formatLine, readMarketKey, readSelectionKey, type Selection, SPORT_OF_KIND } from '@fortuna/sportsbook/markets';
import { formatOdds, oddsMilliOf, parseOdds } from '@fortuna/sportsbook/odds';
import type { TFunction } from 'i18next';

/**
 * Markets and selections in words for the trading screens, read from their keys with the book's own
 * key reader (docs/sportsbook/MARKETS.md), and the decimal prices an operator types.
 */

/**
 * The markets a trader adds most, per sport (the simulator's board): the helper beside "Add market".
 * Any other valid key of the sport can be typed.
 */
export const COMMON_MARKETS: Record<SportsbookSport, readonly string[]> = {
  football: [
    '1x2',
    'ah:0',
    'ah:-0.25',
    'ah:-0.5',
    'ah:-0.75',
    'ah:-1',
    'ou:2.5',
    'ou:2.25',
    'ou:2.75',
    'oe',
    'cs',
    'fh_1x2',
    'fh_ah:0',
    'fh_ou:1',
  ],
  esports: ['mw', 'mh:-1.5', 'mh:1.5', 'tm:2.5', 'map:1', 'map:2', 'map:3'],
  cockfight: ['cf'],
};

/** A handicap as the side backing it reads it: "+0.25", "-0.75", "0". */
function signedLine(quarters: number): string {
  return quarters > 0 ? `+${formatLine(quarters)}` : formatLine(quarters);
}

/** Why a typed market key cannot be added to a match of `sport`, or null when it can. */
export function marketKeyProblem(key: string, sport: SportsbookSport, existing: readonly string[]): 'invalid' | 'sport' | 'exists' | null {
  const market = readMarketKey(key.trim());
  if (!market) return 'invalid';
  if (SPORT_OF_KIND[market.kind] !== sport) return 'sport';
  if (existing.includes(key.trim())) return 'exists';
  return null;
}

/** A market's name: "Asian handicap -0.25", "Map 2 winner", "1X2". Unknown keys show as they are. */
export function marketLabel(t: TFunction, marketKey: string): string {
  const market = readMarketKey(marketKey);
  if (!market) return marketKey;
  if ('lineQuarters' in market) return t(`ops_sportsbook.market_${market.kind}`, { line: formatLine(market.lineQuarters) });
  if ('map' in market) return t('ops_sportsbook.market_map', { map: market.map });
  return t(`ops_sportsbook.market_${market.kind}`);
}

/** A selection in words, with the teams' names where it backs a side: "Harbour City -0.25", "Over 2.5", "2-1". */
export function selectionLabel(t: TFunction, selectionKey: string, teams: { home: string; away: string }): string {
  const selection: Selection | null = readSelectionKey(selectionKey);
  if (!selection) return selectionKey;
  const pick = selection.pick;
  if (typeof pick === 'object') return `${pick.home}-${pick.away}`;
  if (pick === 'home' || pick === 'away') {
    const team = teams[pick];
    if ('lineQuarters' in selection) {
      const quarters = pick === 'home' ? selection.lineQuarters : -selection.lineQuarters;
      return `${team} ${signedLine(quarters)}`;
    }
    return team;
  }
  if (pick === 'over' || pick === 'under')
    return t(`ops_sportsbook.pick_${pick}`, { line: 'lineQuarters' in selection ? formatLine(selection.lineQuarters) : '' });
  return t(`ops_sportsbook.pick_${pick}`);
}

/** A stored price as the back office shows and edits it: decimal odds, "1.95" or "1.955". */
export function oddsText(oddsMilli: number | string): string {
  const milli = Number(oddsMilli);
  return Number.isInteger(milli) && milli > 1000 ? formatOdds(milli, 'decimal') : String(oddsMilli);
}

/**
 * A typed decimal price in thousandths: null when empty (the selection comes off the board),
 * 'invalid' when it is not a price the book can store exactly (1.001 to 1000, at most three places).
 */
export function readOddsText(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    return oddsMilliOf(parseOdds(trimmed, 'decimal'), 'exact');
  } catch {
    return 'invalid';
  }
}
