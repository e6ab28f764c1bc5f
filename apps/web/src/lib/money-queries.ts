import type { QueryClient } from '@tanstack/react-query';
import { memberInfoQueryKey } from './member-info';
import { useToken } from './session';

/**
 * Query key prefix of everything that shows the member's money: balances, wallets, records,
 * deposits and withdrawals. Every such query starts with it, so one invalidation refreshes them all.
 */
export const moneyQueryKey = ['money'] as const;

/** The key of one money query of the current session (keyed by token, so another login never sees it). */
export function useMoneyKey(...parts: readonly unknown[]): readonly unknown[] {
  const token = useToken();
  return [...moneyQueryKey, token, ...parts];
}

/** Refreshes the header balance (member info) and every money query after money moved. */
export function refreshMoney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberInfoQueryKey }),
    queryClient.invalidateQueries({ queryKey: moneyQueryKey }),
  ]);
}
