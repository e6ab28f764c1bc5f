import { LIMITS, winnerBoardSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';

/** `GET /wps/game/winnerBoard`: the top 20 wins of every category, largest first (spec §7). */
export function getWinnerBoard(language: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ gameCategory: 'ALL', language, limitNum: String(LIMITS.winnerBoardSize) });
  return apiGet(`/wps/game/winnerBoard?${query}`, winnerBoardSchema, { signal });
}

/** The winner board in the current language; refreshed every minute while the page is open. */
export function useWinnerBoard() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'winner-board', i18n.language],
    queryFn: ({ signal }) => getWinnerBoard(i18n.language, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
