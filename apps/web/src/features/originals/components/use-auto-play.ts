import { useCallback, useRef, useState } from 'react';
import { toMinor } from '../../../lib/format-money';

/** What the member set for auto-play: how many rounds (0 = until stopped), a stop-loss and a stop-on-win. */
export type AutoPlaySettings = { rounds: number; stopLoss: string; stopOnWin: string };

export type AutoPlayStatus = {
  running: boolean;
  played: number;
  net: bigint;
  reason: 'done' | 'stop_loss' | 'stop_on_win' | 'stopped' | 'error' | 'feature' | null;
};

/**
 * Auto-play: plays rounds one after another with the same bet until the count is reached, the
 * net loss reaches the stop-loss (checked before each round, so a next bet that could cross it is
 * not placed), a single win reaches the stop-on-win, the game asks to stop after a round (a slot's free spins), the
 * member stops it, or any call fails.
 */
export function useAutoPlay(playOne: () => Promise<{ bet: bigint; win: bigint; stop?: boolean }>, pauseMs: number) {
  const [status, setStatus] = useState<AutoPlayStatus>({ running: false, played: 0, net: 0n, reason: null });
  const stopRequested = useRef(false);

  const start = useCallback(
    async (settings: AutoPlaySettings, nextBet: bigint) => {
      stopRequested.current = false;
      const stopLoss = settings.stopLoss ? toMinor(settings.stopLoss) : null;
      const stopOnWin = settings.stopOnWin ? toMinor(settings.stopOnWin) : null;
      let played = 0;
      let net = 0n;
      let reason: AutoPlayStatus['reason'] = 'done';
      setStatus({ running: true, played, net, reason: null });
      for (;;) {
        if (stopRequested.current) {
          reason = 'stopped';
          break;
        }
        if (settings.rounds > 0 && played >= settings.rounds) break;
        if (stopLoss !== null && stopLoss > 0n && -net + nextBet > stopLoss) {
          reason = 'stop_loss';
          break;
        }
        let outcome: { bet: bigint; win: bigint; stop?: boolean };
        try {
          outcome = await playOne();
        } catch {
          reason = 'error';
          break;
        }
        played += 1;
        net += outcome.win - outcome.bet;
        setStatus({ running: true, played, net, reason: null });
        if (stopOnWin !== null && stopOnWin > 0n && outcome.win >= stopOnWin) {
          reason = 'stop_on_win';
          break;
        }
        // The game asked to stop here (a slot's free spins), so the member sees that round.
        if (outcome.stop) {
          reason = 'feature';
          break;
        }
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      setStatus({ running: false, played, net, reason });
    },
    [playOne, pauseMs],
  );

  const stop = useCallback(() => {
    stopRequested.current = true;
  }, []);

  return { status, start, stop };
}
