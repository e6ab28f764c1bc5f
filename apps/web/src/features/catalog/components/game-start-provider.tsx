import type { Game, GameLaunch } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { Deferred } from '../../../lib/deferred';
import { bgsPortalRouteOfUrl } from '../../../lib/game-host';
import { lazyNamed } from '../../../lib/lazy-named';
import { refreshMoney } from '../../../lib/money-queries';
import { usePopups } from '../../../lib/popups';
import { getSession } from '../../../lib/session';
import { useTheme } from '../../../lib/theme';
import { catalogKeys } from '../api/catalog-keys';
import { gameStartStep } from '../game-start';
import { type GameStartApi, GameStartContext } from '../hooks/use-game-start';
import type { GamePopupState } from './game-popup';

// The game popup and a vendor's game list load the first time a game starts (not with the first page).
const GamePopup = lazyNamed(() => import('./game-popup'), 'GamePopup');
const VendorGamesPopup = lazyNamed(() => import('./vendor-games-popup'), 'VendorGamesPopup');

/** Answers that mean the visitor has no session (any more): the login popup, not an error. */
const NEEDS_LOGIN = new Set(['not_logged_in', 'session_expired']);

/**
 * Owns starting games for every page under it: decides what a start does (game-start.ts), asks
 * the server for the launch URL, and shows the game popup and the vendor game list. Closing a
 * game refreshes the balance and every money query: the round's bets and wins moved money.
 */
export function GameStartProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { openPopup } = usePopups();
  const theme = useTheme();
  const [playing, setPlaying] = useState<GamePopupState | null>(null);
  const [vendorEntry, setVendorEntry] = useState<Game | null>(null);
  // Each launch gets a number; an answer for a launch that was closed or replaced is dropped.
  const launchSeq = useRef(0);

  const launch = useCallback(
    async (nodeId: number, title: string) => {
      const seq = ++launchSeq.current;
      setPlaying({ seq, nodeId, title, status: 'loading' });
      try {
        // The launch call (and its schema) loads with the first game started, not with the first page.
        const { launchGame } = await import('../api/launch-game');
        const value: GameLaunch = await launchGame({ nodeId, language: i18n.language, theme });
        if (launchSeq.current !== seq) return;
        // A live table or card room started by id (a banner): the portal's own room list, not the popup.
        const portalRoute = bgsPortalRouteOfUrl(value.url);
        if (portalRoute) {
          setPlaying(null);
          navigate(portalRoute);
          return;
        }
        setPlaying({ seq, nodeId, title: value.gameName, status: 'ready', launch: value });
        // The server records a launch as the member's most recent game.
        void queryClient.invalidateQueries({ queryKey: [...catalogKeys.member(getSession().token), 'recent'] });
      } catch (error) {
        if (launchSeq.current !== seq) return;
        const code = error instanceof ApiError ? error.code : '';
        if (NEEDS_LOGIN.has(code) || code === 'in_need_true_account') {
          setPlaying(null);
          openPopup(code === 'in_need_true_account' ? 'trialRestriction' : 'login');
          return;
        }
        setPlaying({ seq, nodeId, title, status: 'error', error });
      }
    },
    [i18n.language, theme, queryClient, openPopup, navigate],
  );

  const start = useCallback(
    (game: Game) => {
      const step = gameStartStep(game, getSession());
      if (step.kind === 'login') openPopup('login');
      else if (step.kind === 'trial') openPopup('trialRestriction');
      else if (step.kind === 'route') navigate(step.to);
      else if (step.kind === 'vendorGames') setVendorEntry(game);
      else void launch(game.nodeId, game.gameName);
    },
    [openPopup, navigate, launch],
  );

  const startById = useCallback(
    (nodeId: number) => {
      if (!getSession().token) openPopup('login');
      else void launch(nodeId, '');
    },
    [openPopup, launch],
  );

  const close = useCallback(() => {
    const wasPlaying = playing?.status === 'ready';
    launchSeq.current += 1;
    setPlaying(null);
    if (wasPlaying) void refreshMoney(queryClient);
  }, [playing, queryClient]);

  const onMoneyMoved = useCallback(() => void refreshMoney(queryClient), [queryClient]);

  const startingId = playing?.status === 'loading' ? playing.nodeId : null;
  const value = useMemo<GameStartApi>(() => ({ start, startById, startingId }), [start, startById, startingId]);

  return (
    <GameStartContext.Provider value={value}>
      {children}
      <Deferred when={playing !== null}>
        <GamePopup
          state={playing}
          onRetry={() => playing && void launch(playing.nodeId, playing.title)}
          onClose={close}
          onMoneyMoved={onMoneyMoved}
        />
      </Deferred>
      <Deferred when={vendorEntry !== null}>
        <VendorGamesPopup entry={vendorEntry} onClose={() => setVendorEntry(null)} />
      </Deferred>
    </GameStartContext.Provider>
  );
}
