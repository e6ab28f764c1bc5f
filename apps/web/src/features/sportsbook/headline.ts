import type { SportsbookMarketView, SportsbookMatch, SportsbookSport } from '@fortuna/shared';

/** The headline columns of a list row, by sport (the server's headline markets). */
export const HEADLINE_COLUMNS: Record<SportsbookSport, readonly string[]> = {
  football: ['1x2', 'ah', 'ou'],
  esports: ['mw', 'mh', 'tm'],
  cockfight: ['cf'],
};

/** The picks of a market kind in board order (home first; over before under; meron, wala, draw). */
export const PICK_ORDER: Record<string, readonly string[]> = {
  '1x2': ['home', 'draw', 'away'],
  fh_1x2: ['home', 'draw', 'away'],
  ah: ['home', 'away'],
  fh_ah: ['home', 'away'],
  mh: ['home', 'away'],
  mw: ['home', 'away'],
  map: ['home', 'away'],
  ou: ['over', 'under'],
  fh_ou: ['over', 'under'],
  tm: ['over', 'under'],
  oe: ['odd', 'even'],
  cf: ['meron', 'wala', 'draw'],
};

/** The kind of a market key (`ah:-0.75` → `ah`). */
export function kindOf(marketKey: string): string {
  return marketKey.split(':')[0] ?? '';
}

/** A line market's line in quarters from its key (`ah:-0.75` → −3), 0 when it has none. */
export function lineQuartersOf(marketKey: string): number {
  const line = marketKey.split(':')[1];
  return line === undefined ? 0 : Math.round(Number(line) * 4);
}

/**
 * The line a list row shows of a kind with several lines (three AH and three OU lines around the
 * model's): the one whose two prices are closest, as books show their main line; with no full
 * pair, the first of the kind. Suspended markets count: their row shows them closed.
 */
export function mainMarket(match: SportsbookMatch, kind: string): SportsbookMarketView | undefined {
  const markets = match.markets.filter((m) => kindOf(m.marketKey) === kind && (m.status === 'open' || m.status === 'suspended'));
  let best: SportsbookMarketView | undefined;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const market of markets) {
    const prices = market.selections.filter((s) => s.offered).map((s) => s.oddsMilli);
    if (prices.length !== 2) continue;
    const gap = Math.abs((prices[0] as number) - (prices[1] as number));
    if (gap < bestGap) {
      best = market;
      bestGap = gap;
    }
  }
  return best ?? markets[0];
}

/** The page of a match: football and cockfight under /sports, esports under /esports. */
export function matchPath(match: Pick<SportsbookMatch, 'sport' | 'matchId'>): string {
  return `/${match.sport === 'esports' ? 'esports' : 'sports'}/match/${match.matchId}`;
}

/** The lobby of a sport. */
export function lobbyPath(sport: SportsbookSport): string {
  return sport === 'esports' ? '/esports' : '/sports';
}
