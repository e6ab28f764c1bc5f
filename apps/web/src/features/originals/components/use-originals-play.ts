import type { OriginalsPlay, OriginalsRound } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { tellHost } from '../../../lib/game-host';
import { refreshMoney } from '../../../lib/money-queries';
import { newRequestId } from '../../../lib/request-id';
import { actOnOriginalsRound, placeOriginalsBet } from '../api/place-originals-bet';

/**
 * Playing a game: bets and actions with a request id kept until an answer arrives (so a retry
 * after a lost answer is the same round), the round on show, the balance after it, and the last
 * error. After money moves the header balance and the money queries refresh.
 */
export function useOriginalsPlay(code: string, initial: { round: OriginalsRound | null; balance: string | null }) {
  const queryClient = useQueryClient();
  const [round, setRound] = useState<OriginalsRound | null>(initial.round);
  const [balance, setBalance] = useState<string | null>(initial.balance);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const pending = useRef<{ key: string; requestId: string } | null>(null);

  const requestIdFor = useCallback((key: string) => {
    if (pending.current?.key !== key) pending.current = { key, requestId: newRequestId() };
    return pending.current.requestId;
  }, []);

  const settle = useCallback(
    (played: OriginalsPlay) => {
      pending.current = null;
      setRound(played);
      if (played.balance) setBalance(played.balance);
      if (played.finished || !played.balance) void refreshMoney(queryClient);
      tellHost();
      return played;
    },
    [queryClient],
  );

  const bet = useCallback(
    async (amount: string, params: Record<string, unknown>): Promise<OriginalsPlay> => {
      setBusy(true);
      setError(null);
      try {
        const requestId = requestIdFor(`bet:${amount}:${JSON.stringify(params)}`);
        return settle(await placeOriginalsBet(code, { requestId, amount, params }));
      } catch (caught) {
        setError(caught);
        throw caught;
      } finally {
        setBusy(false);
      }
    },
    [code, settle, requestIdFor],
  );

  const act = useCallback(
    async (roundCode: string, action: Record<string, unknown>): Promise<OriginalsPlay> => {
      setBusy(true);
      setError(null);
      try {
        const requestId = requestIdFor(`act:${roundCode}:${JSON.stringify(action)}`);
        return settle(await actOnOriginalsRound(roundCode, { requestId, action }));
      } catch (caught) {
        setError(caught);
        throw caught;
      } finally {
        setBusy(false);
      }
    },
    [settle, requestIdFor],
  );

  return { round, setRound, balance, setBalance, busy, error, setError, bet, act };
}
