import { type Game, LOTTERY_VENDOR_ROUTES } from '@fortuna/shared';
import { bgsPortalRoute } from '../../lib/game-host';

/** What starting a game does, in the order spec §4 "Game start" checks it. */
export type GameStartStep =
  /** A guest: the login popup. */
  | { kind: 'login' }
  /** A trial account and a real-money game: the need-a-true-account dialog. */
  | { kind: 'trial' }
  /**
   * A lottery vendor: its lottery page (`/vnLottery`, `/seaLottery`, `/lottery`) with `?gameCode=`;
   * an in-house live table or card room: its room list (`/live?game=`, `/pvp?game=`).
   */
  | { kind: 'route'; to: string }
  /** A vendor-type entry: a popup list of that vendor's games. */
  | { kind: 'vendorGames' }
  /** Anything else: the game popup with the launch URL. */
  | { kind: 'launch' };

type StartableGame = Pick<Game, 'vassalage' | 'gameCode' | 'isGame' | 'freePlay'>;

/**
 * Spec §4: not logged in opens the login popup; a trial account gets `in_need_true_account`
 * unless the vendor offers play money; TCG_LOTTO_VN goes to /vnLottery, TCG_SEA to /seaLottery,
 * LOTT and ELOTT to /lottery; vendor-type entries open a popup game list; others launch.
 */
export function gameStartStep(game: StartableGame, session: { token: string | null; isTrial: boolean }): GameStartStep {
  if (!session.token) return { kind: 'login' };
  if (session.isTrial && !game.freePlay) return { kind: 'trial' };
  const lotteryRoute = Object.hasOwn(LOTTERY_VENDOR_ROUTES, game.vassalage) ? LOTTERY_VENDOR_ROUTES[game.vassalage] : undefined;
  if (lotteryRoute) return { kind: 'route', to: `${lotteryRoute}?gameCode=${encodeURIComponent(game.gameCode)}` };
  const portalRoute = bgsPortalRoute(game.vassalage, game.gameCode);
  if (portalRoute) return { kind: 'route', to: portalRoute };
  if (!game.isGame) return { kind: 'vendorGames' };
  return { kind: 'launch' };
}
