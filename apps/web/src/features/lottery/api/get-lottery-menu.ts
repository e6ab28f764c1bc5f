import { lotteryMenuResponseSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';
import { lotteryKeys, query } from './lottery-keys';

/** `GET /lgw/vn/games/game_menu`: the in-house lotteries with their current and last issues and the server time. */
export function getLotteryMenu(language: string, signal?: AbortSignal) {
  return apiGet(`/lgw/vn/games/game_menu?${query({ language })}`, lotteryMenuResponseSchema, { signal });
}

/** The lottery list in the current language, refreshed every 30 s for the lobby's countdowns and last results. */
export function useLotteryMenu(options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lotteryKeys.menu(i18n.language),
    queryFn: ({ signal }) => {
      const sentAt = Date.now();
      return getLotteryMenu(i18n.language, signal).then((menu) => ({ ...menu, sentAt, receivedAt: Date.now() }));
    },
    staleTime: 15_000,
    refetchInterval: 30_000,
    enabled: options.enabled ?? true,
  });
}
