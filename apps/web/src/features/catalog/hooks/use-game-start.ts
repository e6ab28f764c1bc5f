import type { Game } from '@fortuna/shared';
import { createContext, useContext } from 'react';

/** Starting games from any list: the game popup, the vendor game list and the launch state. */
export type GameStartApi = {
  /** Starts a game as spec §4 says (login popup, trial dialog, lottery page, vendor list or game popup). */
  start: (game: Game) => void;
  /**
   * Starts a game known only by its node id (a banner's GAME link): a guest gets the login popup,
   * anyone else the game popup, where the server's answer decides (e.g. a trial account's refusal).
   */
  startById: (nodeId: number) => void;
  /** The game whose launch is under way, for its card's busy state. */
  startingId: number | null;
};

export const GameStartContext = createContext<GameStartApi | null>(null);

/** The game start of the page (see GameStartProvider). */
export function useGameStart(): GameStartApi {
  const value = useContext(GameStartContext);
  if (!value) throw new Error('useGameStart needs a GameStartProvider');
  return value;
}
