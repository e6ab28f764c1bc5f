import type { LiveRoundView } from '@fortuna/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { newRequestId } from '../../../lib/request-id';
import { type LiveTableWithClock, usePlaceLiveBet } from '../api/live-api';
import { addChip, centsText, chipValues, repeatStakes, type Stakes, spotsUnderMinimum, stakesBody, toStakes } from '../chips';
import { type Confirmation, confirmationFor } from '../confirmation';
import { msLeft } from '../live-clock';

export type Notice = { tone: 'error' | 'info' | 'success'; text: string };

/**
 * The chips of one table: the chip chosen, the chips placed on the felt and not yet confirmed,
 * and the confirmation (one request id per confirmation, reused when it is sent again).
 */
export function useLiveBetting(state: LiveTableWithClock) {
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const { table, round } = state;
  const chips = chipValues(table.limits);
  const [chip, setChip] = useState<number>(chips[0] ?? 100);
  const [placed, setPlaced] = useState<Stakes>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const pending = useRef<Confirmation | null>(null);
  const place = usePlaceLiveBet(table.tableId);
  const roundId = round?.roundId ?? null;
  const confirmed = roundId && state.myRound?.roundId === roundId ? toStakes(state.myRound.spots) : {};

  // A new round takes a new felt: chips not confirmed in time are taken back.
  const lastRound = useRef(roundId);
  useEffect(() => {
    if (lastRound.current === roundId) return;
    lastRound.current = roundId;
    setPlaced({});
    setNotice(null);
    pending.current = null;
  }, [roundId]);

  const open = isOpen(round, state.offset);

  const onSpot = (spot: string) => {
    if (!open) return;
    const result = addChip(placed, confirmed, table.limits, spot, chip);
    setPlaced(result.stakes);
    setNotice(
      result.capped ? { tone: 'info', text: t('live.spot_capped', { max: table.limits.spotMax[spot] ?? table.limits.maxBet }) } : null,
    );
  };

  const clear = () => {
    setPlaced({});
    setNotice(null);
  };

  const repeat = () => {
    setPlaced(repeatStakes(state.lastBet, confirmed, table.limits, state.spots));
    setNotice(null);
  };

  const confirm = useCallback(() => {
    if (!round || !open) return;
    const body = stakesBody(placed);
    if (Object.keys(body).length === 0) return;
    if (spotsUnderMinimum(placed, confirmed, table.limits).length > 0) {
      setNotice({ tone: 'error', text: t('live.under_min', { min: table.limits.minBet }) });
      return;
    }
    const confirmation = confirmationFor(pending.current, round.roundId, body, newRequestId);
    pending.current = confirmation;
    setNotice(null);
    place.mutate(confirmation, {
      onSuccess: () => {
        if (pending.current === confirmation) pending.current = null;
        setPlaced({});
        setNotice({ tone: 'success', text: t('live.bet_confirmed') });
      },
      // The confirmation stays: sending the same chips again reuses its request id.
      onError: (error) => setNotice({ tone: 'error', text: errorText(error) }),
    });
  }, [round, open, placed, confirmed, table.limits, place, t, errorText]);

  const placedTotal = Object.values(placed).reduce((a, b) => a + b, 0);
  return {
    chips,
    chip,
    setChip,
    placed,
    confirmed,
    open,
    onSpot,
    clear,
    repeat,
    confirm,
    busy: place.isPending,
    canRepeat: open && Boolean(state.lastBet && Object.keys(state.lastBet).length > 0),
    placedTotal: centsText(placedTotal),
    hasPlaced: placedTotal > 0,
    notice,
  };
}

/** Whether the round takes bets now by the server's clock. */
export function isOpen(round: LiveRoundView | null, offset: number, now = Date.now()): boolean {
  return round?.phase === 'betting' && msLeft(round.bettingEndsAt, offset, now) > 0;
}
