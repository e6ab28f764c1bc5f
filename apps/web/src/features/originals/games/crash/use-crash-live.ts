import { CRASH_EVENTS, CRASH_NAMESPACE, type CrashGameView, type CrashPublicBet } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { tellHost } from '../../../../lib/game-host';
import { refreshMoney } from '../../../../lib/money-queries';
import { getSession } from '../../../../lib/session';
import { useOptionalSiteConfig } from '../../../../lib/site-config';
import { type CrashStateWithClock, crashKeys } from './crash-api';

/**
 * Keeps the crash state live: the `/crash` socket's game changes and bets are written into the
 * state query (a new game or a crash also refetches it, for the member's own bet and the history).
 */
export function useCrashLive(): void {
  const client = useQueryClient();
  const config = useOptionalSiteConfig();
  const merchant = config?.merchant.code || getSession().merchant || undefined;
  useEffect(() => {
    const socket = io(CRASH_NAMESPACE, { path: '/socket.io', auth: { merchant }, transports: ['websocket'] });
    const update = (change: (state: CrashStateWithClock) => CrashStateWithClock) =>
      client.setQueryData<CrashStateWithClock>(crashKeys.state, (state) => (state ? change(state) : state));
    socket.on('connect', () => void client.invalidateQueries({ queryKey: crashKeys.state }));
    socket.on(CRASH_EVENTS.game, (game: CrashGameView) => {
      const receivedAt = Date.now();
      update((state) => {
        const fresh = state.game?.gameId !== game.gameId;
        return {
          ...state,
          game,
          offset: new Date(game.serverTime).getTime() - receivedAt,
          bets: fresh ? [] : state.bets,
          myBet: fresh ? null : state.myBet,
        };
      });
      if (game.state !== 'running') void client.invalidateQueries({ queryKey: ['crash'] });
      // Auto cash-outs are paid by the server at the crash at the latest.
      if (game.state === 'crashed') {
        void refreshMoney(client);
        tellHost();
      }
    });
    socket.on(CRASH_EVENTS.bet, (bet: CrashPublicBet) => {
      update((state) => {
        if (state.game?.gameId !== bet.gameId) return state;
        const others = state.bets.filter((b) => b.player !== bet.player);
        return { ...state, bets: [...others, bet].sort((a, b) => Number(b.amount) - Number(a.amount)) };
      });
    });
    return () => {
      socket.disconnect();
    };
  }, [client, merchant]);
}
