import type { SportsbookMatch } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api';
import { sportsbookKeys } from '../../api/sportsbook-api';

const resultListSchema = z.custom<SportsbookMatch[]>((v) => Array.isArray(v));

/** Finished fights the results board reads (`sportsbookResultsQuerySchema` allows up to 100). */
export const RESULTS_READ = 48;

/** Query key of a sport's results; outside `sportsbookKeys.lists`, whose lists hold only fights to come or under way. */
export function fightResultsKey(limit: number, language: string) {
  return [...sportsbookKeys.all, 'results', 'cockfight', limit, language] as const;
}

/** `GET /wps/sportsbook/results?sport=cockfight&limit=`: finished fights, the latest first, each with its result. */
export function fetchFightResults(limit: number, signal?: AbortSignal): Promise<SportsbookMatch[]> {
  const params = new URLSearchParams({ sport: 'cockfight', limit: String(limit) });
  return apiGet(`/wps/sportsbook/results?${params}`, resultListSchema, { signal });
}

/** The last finished fights; read again when the page sees a fight end, and every minute. */
export function useFightResults(limit = RESULTS_READ) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: fightResultsKey(limit, i18n.language),
    queryFn: ({ signal }) => fetchFightResults(limit, signal),
    refetchInterval: 60_000,
  });
}
