import type { Market, Selection } from '@fortuna/sportsbook/markets';
import { readMarketKey, readSelectionKey } from '@fortuna/sportsbook/markets';
// Whoever writes these labels (the cockfight page too) has the book's texts loaded.
import './sportsbook-texts';

/** A translator (i18next's `t`, or any function of the same shape in tests). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
/** The names of a match's sides: home is the first-named team (a cockfight's meron). */
export type Teams = { home: string; away: string };

/** How a selection reads: its market's name, the pick in full ("Arsenal −0.75"), and the short text of a price button ("−0.75"). */
export type SelectionText = { market: string; pick: string; short: string };

const MINUS = '\u2212';

/**
 * A line for reading, from its quarters: −3 → "−0.75", 6 → "+1.5", 0 → "0" (a real minus sign; the
 * key's own text is "-0.75"). `signed` false leaves a positive line bare ("2.5"), as totals read.
 */
export function lineText(lineQuarters: number, signed = true): string {
  const abs = Math.abs(lineQuarters);
  const whole = Math.floor(abs / 4);
  const part = ['', '.25', '.5', '.75'][abs % 4] ?? '';
  const text = `${whole}${part}`;
  if (lineQuarters < 0) return `${MINUS}${text}`;
  return signed && lineQuarters > 0 ? `+${text}` : text;
}

/** The name of a market kind in the member's language ("Asian handicap", "1st half over/under", "Map 2 winner"). */
export function marketName(t: Translate, market: Market): string {
  if (market.kind === 'map') return t('sportsbook.market.map', { map: market.map });
  return t(`sportsbook.market.${market.kind}`);
}

/**
 * A market key in the member's language, with its line where it has one: `ah:-0.75` → "Asian
 * handicap −0.75" (the home side's line), `ou:2.5` → "Over/under 2.5", `map:2` → "Map 2 winner".
 * An unknown key is shown as it is.
 */
export function marketLabel(t: Translate, marketKey: string): string {
  const market = readMarketKey(marketKey);
  if (!market) return marketKey;
  const name = marketName(t, market);
  if (!('lineQuarters' in market)) return name;
  const totals = market.kind === 'ou' || market.kind === 'fh_ou' || market.kind === 'tm';
  return `${name} ${lineText(market.lineQuarters, !totals)}`;
}

function sideName(teams: Teams, side: 'home' | 'away'): string {
  return side === 'home' ? teams.home : teams.away;
}

function pickOf(t: Translate, selection: Selection, teams: Teams): { pick: string; short: string } {
  switch (selection.kind) {
    case '1x2':
    case 'fh_1x2': {
      const short = t(`sportsbook.pick.x12_${selection.pick}`);
      const pick = selection.pick === 'draw' ? t('sportsbook.pick.draw') : sideName(teams, selection.pick);
      return { pick, short };
    }
    case 'ah':
    case 'fh_ah':
    case 'mh': {
      // The key's line is the home side's; the away side takes it the other way.
      const line = lineText(selection.pick === 'home' ? selection.lineQuarters : -selection.lineQuarters);
      return { pick: `${sideName(teams, selection.pick)} ${line}`, short: line };
    }
    case 'ou':
    case 'fh_ou':
    case 'tm': {
      const line = lineText(selection.lineQuarters, false);
      const suffix = selection.kind === 'tm' ? 'maps' : 'goals';
      return {
        pick: t(`sportsbook.pick.${selection.pick}_${suffix}`, { line }),
        short: t(`sportsbook.pick.${selection.pick}_short`, { line }),
      };
    }
    case 'oe':
      return { pick: t(`sportsbook.pick.${selection.pick}`), short: t(`sportsbook.pick.${selection.pick}`) };
    case 'cs': {
      if (selection.pick === 'other') return { pick: t('sportsbook.pick.cs_other'), short: t('sportsbook.pick.cs_other_short') };
      const score = `${selection.pick.home}-${selection.pick.away}`;
      return { pick: score, short: score };
    }
    case 'mw':
    case 'map':
      return { pick: sideName(teams, selection.pick), short: t(`sportsbook.pick.side_${selection.pick}`) };
    case 'cf':
      return { pick: t(`sportsbook.pick.cf_${selection.pick}`), short: t(`sportsbook.pick.cf_${selection.pick}`) };
  }
}

/**
 * A selection key in the member's language, read with the package's key parser
 * (docs/sportsbook/MARKETS.md): `ah:-0.75:home` → market "Asian handicap", pick "Arsenal −0.75",
 * button "−0.75"; `ou:2.5:over` → "Over 2.5" / "O 2.5"; `1x2:draw` → "Draw" / "X". An unknown key
 * is shown as it is.
 */
export function selectionText(t: Translate, selectionKey: string, teams: Teams): SelectionText {
  const selection = readSelectionKey(selectionKey);
  if (!selection) return { market: selectionKey, pick: selectionKey, short: selectionKey };
  const market = readMarketKey(selectionKey.slice(0, selectionKey.lastIndexOf(':')));
  return { market: market ? marketName(t, market) : selectionKey, ...pickOf(t, selection, teams) };
}

/** The market key of a selection key (the key without its last part). */
export function marketKeyOf(selectionKey: string): string {
  const cut = selectionKey.lastIndexOf(':');
  return cut < 0 ? selectionKey : selectionKey.slice(0, cut);
}

/** How a match page groups its markets: football full time or first half; esports the series, then each map; a cockfight's one market. */
export type MarketGroup = 'full_time' | 'first_half' | 'series' | 'maps' | 'fight';

/** The group a market key belongs to on the match page. */
export function marketGroup(marketKey: string): MarketGroup {
  const kind = marketKey.split(':')[0] ?? '';
  if (kind.startsWith('fh_')) return 'first_half';
  if (kind === 'mw' || kind === 'mh' || kind === 'tm') return 'series';
  if (kind === 'map') return 'maps';
  if (kind === 'cf') return 'fight';
  return 'full_time';
}
