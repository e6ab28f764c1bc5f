import { useEffect } from 'react';
import { watchLotteryGame } from '../../../lib/lottery-watch';

/** Asks the member socket for this game's draws while the component shows it (lib/lottery-watch.ts). */
export function useWatchLotteryGame(gameCode: string): void {
  useEffect(() => watchLotteryGame(gameCode), [gameCode]);
}
