import { z } from 'zod';
import { formatLine, isValidLine, type LineKind, parseLine } from './lines';
import { CORRECT_SCORE_MAX, type Market, type Selection } from './types';

/**
 * Selection keys: the stable string a selection is stored and sent as. The market key is the
 * selection key without its last part.
 *
 * | market               | selection keys                                   | market key |
 * |----------------------|--------------------------------------------------|------------|
 * | 1X2, first half 1X2  | `1x2:home` `1x2:draw` `1x2:away`, `fh_1x2:…`     | `1x2`      |
 * | Asian handicap (+fh) | `ah:-0.75:home` `ah:-0.75:away`, `fh_ah:…`       | `ah:-0.75` |
 * | over/under (+fh)     | `ou:2.25:over` `ou:2.25:under`, `fh_ou:…`        | `ou:2.25`  |
 * | odd/even             | `oe:odd` `oe:even`                               | `oe`       |
 * | correct score        | `cs:2-1` (home-away, each 0..4), `cs:other`      | `cs`       |
 * | esports match winner | `mw:home` `mw:away`                              | `mw`       |
 * | esports map handicap | `mh:-1.5:home` `mh:-1.5:away`                    | `mh:-1.5`  |
 * | esports total maps   | `tm:2.5:over` `tm:2.5:under`                     | `tm:2.5`   |
 * | esports map winner   | `map:2:home` `map:2:away` (map 1..5)             | `map:2`    |
 * | cockfight            | `cf:meron` `cf:wala` `cf:draw`                   | `cf`       |
 *
 * A line is written in its one canonical way (lines.ts formatLine: "-0.75", "0.5", "1", "0") and is
 * always the home side's handicap, so both selections of a handicap market share it. Any other text
 * is not a key: the schemas below refuse it with a ZodError, never a crash.
 */

const SIDES = ['home', 'away'] as const;
const OVER_UNDER = ['over', 'under'] as const;
const THREE_WAY = ['home', 'draw', 'away'] as const;
const ODD_EVEN = ['odd', 'even'] as const;
const COCKFIGHT = ['meron', 'wala', 'draw'] as const;
const LINE_KINDS = ['ah', 'fh_ah', 'mh', 'ou', 'fh_ou', 'tm'] as const;
const MAX_MAP = 5;

function oneOf<T extends string>(values: readonly T[], text: string | undefined): T | null {
  return values.includes(text as T) ? (text as T) : null;
}

/** Key text longer than this is refused before it is split. */
const MAX_KEY_LENGTH = 32;

/** The market a key names, or null when it names none (marketKeySchema wraps this). */
export function readMarketKey(key: string): Market | null {
  if (key.length > MAX_KEY_LENGTH) return null;
  const [kind, arg, ...rest] = key.split(':');
  if (rest.length > 0) return null;
  switch (kind) {
    case '1x2':
    case 'fh_1x2':
    case 'oe':
    case 'cs':
    case 'mw':
    case 'cf':
      return arg === undefined ? { kind } : null;
    case 'map': {
      const map = arg !== undefined && /^[1-9]$/.test(arg) ? Number(arg) : 0;
      return map >= 1 && map <= MAX_MAP ? { kind, map } : null;
    }
    default: {
      const lineKind = oneOf<LineKind>(LINE_KINDS, kind);
      const lineQuarters = arg === undefined ? null : parseLine(arg);
      if (!lineKind || lineQuarters === null || !isValidLine(lineKind, lineQuarters)) return null;
      return { kind: lineKind, lineQuarters };
    }
  }
}

/** The selection a key names, or null when it names none (selectionKeySchema wraps this). */
export function readSelectionKey(key: string): Selection | null {
  if (key.length > MAX_KEY_LENGTH) return null;
  const cut = key.lastIndexOf(':');
  if (cut < 0) return null;
  const market = readMarketKey(key.slice(0, cut));
  const pick = key.slice(cut + 1);
  if (!market) return null;
  const kind = market.kind;
  switch (kind) {
    case '1x2':
    case 'fh_1x2': {
      const p = oneOf(THREE_WAY, pick);
      return p ? { kind, pick: p } : null;
    }
    case 'oe': {
      const p = oneOf(ODD_EVEN, pick);
      return p ? { kind, pick: p } : null;
    }
    case 'mw': {
      const p = oneOf(SIDES, pick);
      return p ? { kind, pick: p } : null;
    }
    case 'cf': {
      const p = oneOf(COCKFIGHT, pick);
      return p ? { kind, pick: p } : null;
    }
    case 'map': {
      const p = oneOf(SIDES, pick);
      return p ? { kind, map: market.map, pick: p } : null;
    }
    case 'cs': {
      if (pick === 'other') return { kind: 'cs', pick };
      const match = /^(\d)-(\d)$/.exec(pick);
      if (!match) return null;
      const score = { home: Number(match[1]), away: Number(match[2]) };
      return score.home <= CORRECT_SCORE_MAX && score.away <= CORRECT_SCORE_MAX ? { kind: 'cs', pick: score } : null;
    }
    case 'ah':
    case 'fh_ah': {
      const p = oneOf(SIDES, pick);
      return p ? { kind, lineQuarters: market.lineQuarters, pick: p } : null;
    }
    case 'mh': {
      const p = oneOf(SIDES, pick);
      return p ? { kind, lineQuarters: market.lineQuarters, pick: p } : null;
    }
    case 'ou':
    case 'fh_ou': {
      const p = oneOf(OVER_UNDER, pick);
      return p ? { kind, lineQuarters: market.lineQuarters, pick: p } : null;
    }
    case 'tm': {
      const p = oneOf(OVER_UNDER, pick);
      return p ? { kind, lineQuarters: market.lineQuarters, pick: p } : null;
    }
  }
}

/** A market's key: `1x2`, `ah:-0.75`, `map:2`. */
export function formatMarketKey(market: Market): string {
  if ('lineQuarters' in market) return `${market.kind}:${formatLine(market.lineQuarters)}`;
  if ('map' in market) return `${market.kind}:${market.map}`;
  return market.kind;
}

/** The market a selection belongs to. */
export function marketOf(selection: Selection): Market {
  if ('lineQuarters' in selection) return { kind: selection.kind, lineQuarters: selection.lineQuarters };
  if ('map' in selection) return { kind: selection.kind, map: selection.map };
  return { kind: selection.kind };
}

/**
 * A selection's key: `ah:-0.75:home`, `cs:2-1`. A selection no key can name (a line out of
 * LINE_LIMITS, a score off the correct-score grid) is a ZodError, as a bad key would be.
 */
export function formatSelectionKey(selection: Selection): string {
  const pick = typeof selection.pick === 'object' ? `${selection.pick.home}-${selection.pick.away}` : selection.pick;
  const key = `${formatMarketKey(marketOf(selection))}:${pick}`;
  selectionKeySchema.parse(key);
  return key;
}

/** Parses a market key into its market (a ZodError for anything else). */
export const marketKeySchema = z.string().transform((key, ctx): Market => {
  const market = readMarketKey(key);
  if (market) return market;
  ctx.addIssue({ code: 'custom', message: 'invalid market key', input: key });
  return z.NEVER;
});

/** Parses a selection key into its selection (a ZodError for anything else). */
export const selectionKeySchema = z.string().transform((key, ctx): Selection => {
  const selection = readSelectionKey(key);
  if (selection) return selection;
  ctx.addIssue({ code: 'custom', message: 'invalid selection key', input: key });
  return z.NEVER;
});

/** The selection a key names; a key that names none is a ZodError. */
export function parseSelectionKey(key: string): Selection {
  return selectionKeySchema.parse(key);
}

/** The market a key names; a key that names none is a ZodError. */
export function parseMarketKey(key: string): Market {
  return marketKeySchema.parse(key);
}
