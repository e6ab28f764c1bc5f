import { lotteryMenuResponseSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';
import { lotteryKeys, query } from './lottery-keys';

/** The regional lottery vendors with pages of their own (/seaLottery, /vnLottery). */
export type RegionalVendor = 'TCG_SEA' | 'TCG_LOTTO_VN';

/** `GET /lgw/vn/games/game_menu[?vendor]`: the lotteries (of one vendor) with their current and last issues and the server time. */
export function getLotteryMenu(language: string, vendor?: RegionalVendor, signal?: AbortSignal) {
  return apiGet(`/lgw/vn/games/game_menu?${query({ language, vendor })}`, lotteryMenuResponseSchema, { signal });
}

/** The lottery list (of one vendor) in the current language, refreshed every 30 s for the countdowns and last results. */
export function useLotteryMenu(options: { enabled?: boolean; vendor?: RegionalVendor | undefined } = {}) {
  const { i18n } = useTranslation();
  const { vendor } = options;
  return useQuery({
    queryKey: lotteryKeys.menu(i18n.language, vendor),
    queryFn: ({ signal }) => {
      const sentAt = Date.now();
      return getLotteryMenu(i18n.language, vendor, signal).then((menu) => ({ ...menu, sentAt, receivedAt: Date.now() }));
    },
    staleTime: 15_000,
    refetchInterval: 30_000,
    enabled: options.enabled ?? true,
  });
}
