import { SPORTSBOOK_ODDS_FORMATS } from '@fortuna/shared';
import { formatOdds, MAX_ODDS_MILLI, MIN_ODDS_MILLI, type OddsFormat } from '@fortuna/sportsbook/odds';
import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key of the member's odds format (docs/sportsbook/MARKETS.md "Odds"). */
export const ODDS_FORMAT_KEY = 'fortuna.oddsFormat';
/** The formats a member can choose, in the order the select lists them. */
export const ODDS_FORMAT_CHOICES: readonly OddsFormat[] = SPORTSBOOK_ODDS_FORMATS;
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'decimal';

const listeners = new Set<() => void>();

function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMAT_CHOICES as readonly string[]).includes(value);
}

/** The stored odds format, or decimal. */
export function getOddsFormat(): OddsFormat {
  try {
    const stored = localStorage.getItem(ODDS_FORMAT_KEY);
    return isOddsFormat(stored) ? stored : DEFAULT_ODDS_FORMAT;
  } catch {
    return DEFAULT_ODDS_FORMAT;
  }
}

/** Chooses and remembers the odds format; every page showing prices re-renders. */
export function setOddsFormat(format: OddsFormat): void {
  try {
    localStorage.setItem(ODDS_FORMAT_KEY, format);
  } catch {
    // Private modes may refuse storage: the choice still holds until the page closes.
  }
  memory = format;
  for (const listener of listeners) listener();
}

let memory: OddsFormat | undefined;

function read(): OddsFormat {
  if (memory === undefined) memory = getOddsFormat();
  return memory;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice follows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ODDS_FORMAT_KEY) return;
    memory = getOddsFormat();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A price (decimal thousandths) written in a format with the package's `formatOdds`: two places,
 * three when the price has a thousandth; the negative Malay and Indonesian prices rounded to two.
 * Odds outside what a selection can carry (a long parlay's product) are written in decimal from
 * the integer, never through a float.
 */
export function formatOddsFor(oddsMilli: number | bigint | string, format: OddsFormat): string {
  const milli = typeof oddsMilli === 'bigint' ? oddsMilli : BigInt(oddsMilli);
  if (milli >= BigInt(MIN_ODDS_MILLI) && milli <= BigInt(MAX_ODDS_MILLI)) return formatOdds(Number(milli), format);
  const whole = milli / 1000n;
  const rest = milli % 1000n;
  const fraction = rest % 10n === 0n ? String(rest / 10n).padStart(2, '0') : String(rest).padStart(3, '0');
  return `${whole}.${fraction}`;
}

/** The member's odds format, its setter, and a writer of prices in it. */
export function useOddsFormat(): {
  format: OddsFormat;
  setFormat: (format: OddsFormat) => void;
  odds: (oddsMilli: number | bigint | string) => string;
} {
  const format = useSyncExternalStore(subscribe, read, () => DEFAULT_ODDS_FORMAT);
  const odds = useCallback((oddsMilli: number | bigint | string) => formatOddsFor(oddsMilli, format), [format]);
  return { format, setFormat: setOddsFormat, odds };
}
