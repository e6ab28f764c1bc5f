import { type OpsSportsbookMatch, sportsbookResultSchema } from '@fortuna/shared';
import { type MatchResult, resultProblem } from '@fortuna/sportsbook/markets';
import type { TFunction } from 'i18next';
import type { ResultInput } from './sportsbook-api';

/**
 * The result form's logic, apart from the screen: what the form shows for a stored result, and the
 * result (providers/sportsbook MatchResult) a filled form stands for, checked by the shared schema
 * and the book's own consistency rule before it is sent.
 */

export type Side = 'home' | 'away';
export type CockfightOutcome = 'meron' | 'wala' | 'draw' | 'cancelled';
export const COCKFIGHT_OUTCOMES: readonly CockfightOutcome[] = ['meron', 'wala', 'draw', 'cancelled'];

/** The form as typed: scores as text, maps as the winner of each (or '' for not played), the fight's outcome. */
export type ResultForm = {
  fullHome: string;
  fullAway: string;
  halfHome: string;
  halfAway: string;
  maps: (Side | '')[];
  outcome: CockfightOutcome | '';
  abandoned: boolean;
};

/** The match's result as stored, read with the shared schema (null before any). */
export function storedResult(match: Pick<OpsSportsbookMatch, 'result'>): ResultInput | null {
  const parsed = sportsbookResultSchema.safeParse(match.result);
  return parsed.success ? parsed.data : null;
}

/** An esports match's series length (its detail), 3 when it does not say. */
export function bestOfOf(match: Pick<OpsSportsbookMatch, 'sport' | 'detail' | 'result'>): 1 | 3 | 5 {
  const value = match.detail.bestOf;
  return value === 1 || value === 5 ? value : 3;
}

/** The form filled with the match's stored result (empty before any). */
export function formOf(match: Pick<OpsSportsbookMatch, 'sport' | 'detail' | 'result'>): ResultForm {
  const result = storedResult(match);
  const maps: (Side | '')[] = Array.from({ length: bestOfOf(match) }, () => '');
  const form: ResultForm = { fullHome: '', fullAway: '', halfHome: '', halfAway: '', maps, outcome: '', abandoned: false };
  if (!result) return form;
  if (result.sport === 'football') {
    form.fullHome = result.fullTime ? String(result.fullTime.home) : '';
    form.fullAway = result.fullTime ? String(result.fullTime.away) : '';
    form.halfHome = result.firstHalf ? String(result.firstHalf.home) : '';
    form.halfAway = result.firstHalf ? String(result.firstHalf.away) : '';
    form.abandoned = result.abandoned ?? false;
  } else if (result.sport === 'esports') {
    result.maps.forEach((side, i) => {
      maps[i] = side;
    });
    form.abandoned = result.abandoned ?? false;
  } else form.outcome = result.outcome;
  return form;
}

/** A score typed in two boxes, null when both are empty, 'invalid' when only one is or either is not a number of goals. */
function scoreOf(home: string, away: string): { home: number; away: number } | null | 'invalid' {
  if (home.trim() === '' && away.trim() === '') return null;
  if (!/^\d{1,2}$/.test(home.trim()) || !/^\d{1,2}$/.test(away.trim())) return 'invalid';
  return { home: Number(home.trim()), away: Number(away.trim()) };
}

/** The result the form says for the match's sport, or 'invalid'. */
export function resultOf(match: Pick<OpsSportsbookMatch, 'sport' | 'detail' | 'result'>, form: ResultForm): ResultInput | 'invalid' {
  let result: ResultInput;
  if (match.sport === 'football') {
    const fullTime = scoreOf(form.fullHome, form.fullAway);
    const firstHalf = scoreOf(form.halfHome, form.halfAway);
    if (fullTime === 'invalid' || firstHalf === 'invalid') return 'invalid';
    if (!fullTime && !firstHalf && !form.abandoned) return 'invalid';
    result = {
      sport: 'football',
      ...(fullTime ? { fullTime } : {}),
      ...(firstHalf ? { firstHalf } : {}),
      ...(form.abandoned ? { abandoned: true } : {}),
    };
  } else if (match.sport === 'esports') {
    const played = form.maps.indexOf('');
    const maps = (played < 0 ? form.maps : form.maps.slice(0, played)) as Side[];
    if (form.maps.slice(maps.length).some((m) => m !== '')) return 'invalid';
    result = { sport: 'esports', bestOf: bestOfOf(match), maps, ...(form.abandoned ? { abandoned: true } : {}) };
  } else {
    if (!form.outcome) return 'invalid';
    result = { sport: 'cockfight', outcome: form.outcome };
  }
  const parsed = sportsbookResultSchema.safeParse(result);
  if (!parsed.success || resultProblem(parsed.data as MatchResult)) return 'invalid';
  return result;
}

/** A result in words: "FT 2-1 · HT 1-0", "Maps: Nova Five, Iron Wolves, Nova Five", "Meron". */
export function resultText(t: TFunction, result: ResultInput | null, teams: { home: string; away: string }): string {
  if (!result) return t('ops_sportsbook.result_none');
  const parts: string[] = [];
  if (result.sport === 'football') {
    if (result.fullTime) parts.push(t('ops_sportsbook.result_full_time', { home: result.fullTime.home, away: result.fullTime.away }));
    if (result.firstHalf) parts.push(t('ops_sportsbook.result_first_half', { home: result.firstHalf.home, away: result.firstHalf.away }));
  } else if (result.sport === 'esports') {
    parts.push(t('ops_sportsbook.result_maps', { maps: result.maps.map((side) => teams[side]).join(', ') || '—' }));
  } else parts.push(t(`ops_sportsbook.outcome_cf_${result.outcome}`));
  if (result.sport !== 'cockfight' && result.abandoned) parts.push(t('ops_sportsbook.abandoned'));
  return parts.join(' · ');
}
