import type { SportsbookMatch } from '@fortuna/shared';
import { useEffect } from 'react';
import { slipStore, syncWithMatch } from '../bet-slip-store';

/**
 * Brings the slip's picks up to date with freshly loaded matches (a query's data: a new value
 * whenever it changed): prices, closed markets, matches gone in play or over. `partial` for lists,
 * which hold only the headline markets.
 */
export function useSlipSync(source: SportsbookMatch | SportsbookMatch[] | undefined, partial: boolean): void {
  useEffect(() => {
    if (!source) return;
    for (const match of Array.isArray(source) ? source : [source]) {
      if (!slipStore.get().selections.some((s) => s.matchId === match.matchId)) continue;
      slipStore.update((slip) => syncWithMatch(slip, match, partial));
    }
  }, [source, partial]);
}
