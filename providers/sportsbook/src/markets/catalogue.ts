import { CORRECT_SCORE_MAX, type Market, type Selection } from './types';

/** Every selection of a market, in the order a price board lists them (home before away, over before under, correct scores by home then away goals, `other` last). */
export function selectionsOfMarket(market: Market): Selection[] {
  const kind = market.kind;
  switch (kind) {
    case '1x2':
    case 'fh_1x2':
      return (['home', 'draw', 'away'] as const).map((pick) => ({ kind, pick }));
    case 'oe':
      return (['odd', 'even'] as const).map((pick) => ({ kind, pick }));
    case 'mw':
      return (['home', 'away'] as const).map((pick) => ({ kind, pick }));
    case 'cf':
      return (['meron', 'wala', 'draw'] as const).map((pick) => ({ kind, pick }));
    case 'map':
      return (['home', 'away'] as const).map((pick) => ({ kind, map: market.map, pick }));
    case 'ah':
    case 'fh_ah':
      return (['home', 'away'] as const).map((pick) => ({ kind, lineQuarters: market.lineQuarters, pick }));
    case 'mh':
      return (['home', 'away'] as const).map((pick) => ({ kind, lineQuarters: market.lineQuarters, pick }));
    case 'ou':
    case 'fh_ou':
      return (['over', 'under'] as const).map((pick) => ({ kind, lineQuarters: market.lineQuarters, pick }));
    case 'tm':
      return (['over', 'under'] as const).map((pick) => ({ kind, lineQuarters: market.lineQuarters, pick }));
    case 'cs': {
      const scores: Selection[] = [];
      for (let home = 0; home <= CORRECT_SCORE_MAX; home++) {
        for (let away = 0; away <= CORRECT_SCORE_MAX; away++) scores.push({ kind: 'cs', pick: { home, away } });
      }
      return [...scores, { kind: 'cs', pick: 'other' }];
    }
  }
}
