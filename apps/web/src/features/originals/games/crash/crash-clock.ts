import { multiplierAt } from '@fortuna/bgs/crash';
import type { CrashGameView } from '@fortuna/shared';

/** Milliseconds since the game started by the server's clock (0 before it starts). */
export function elapsedMs(game: Pick<CrashGameView, 'startedAt'>, offset: number, now = Date.now()): number {
  if (!game.startedAt) return 0;
  return Math.max(0, now + offset - new Date(game.startedAt).getTime());
}

/** The multiplier shown now (hundredths): the curve while running, the crash point once crashed. */
export function shownMultiplier(game: CrashGameView, offset: number, now = Date.now()): number {
  if (game.state === 'crashed' && game.crashPoint) return Math.round(Number(game.crashPoint) * 100);
  if (game.state !== 'running') return 100;
  return multiplierAt(elapsedMs(game, offset, now));
}

/** Whole seconds until betting ends (0 once it has). */
export function secondsToStart(game: CrashGameView, offset: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(game.bettingEndsAt).getTime() - (now + offset)) / 1000));
}

/** "2.35" for 235 hundredths. */
export const multiplierText = (hundredths: number) => (hundredths / 100).toFixed(2);
