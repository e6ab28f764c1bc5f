import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorMessage } from '../../../lib/error-message';
import { groupThousands } from '../../../lib/format-money';
import { refreshMoney } from '../../../lib/money-queries';
import { useRestrictedAction } from '../../../lib/popups';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { type PvpRoomWithClock, usePvpRoom } from '../api/get-pvp-room';
import { useLeavePvpRoom } from '../api/leave-pvp-room';
import { useSitPvpRoom } from '../api/sit-pvp-room';
import { usePvpRoomSocket } from '../api/use-pvp-socket';
import { rakePercent } from '../pvp-rooms-view';
import { moneyMoved } from '../pvp-updates';
import '../pvp-texts';
import { PvpActionsBar } from './pvp-actions-bar';
import { PvpFairness } from './pvp-fairness';
import styles from './pvp-room.module.css';
import { PvpTable } from './pvp-table';

/**
 * `/pvp/room/:roomId`: one card room — the round table with its seats, the hand's phase and turn
 * countdown, the member's moves, sit and leave, and the hand's fairness. Reloading the page shows
 * the member back in their seat: the seat is the server's, read with the room.
 */
export function PvpRoomPage() {
  const { t } = useTranslation();
  const roomId = Number(useParams().roomId);
  const valid = Number.isInteger(roomId) && roomId > 0;
  const state = usePvpRoom(valid ? roomId : 0);
  usePvpRoomSocket(valid ? roomId : 0);
  let body: React.ReactNode;
  if (!valid) body = <ErrorState error={null} title={t('errors.pvp_room_not_found')} />;
  else if (state.isPending) body = <CenteredSpinner />;
  else if (state.isError) body = <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  else body = <PvpRoom state={state.data} />;
  return (
    <div className={styles.page} data-testid="pvp-room-page">
      <Link className={styles.back} to={state.data ? `/pvp?game=${state.data.room.gameCode}` : '/pvp'}>
        <Icon.ChevronLeft size={16} />
        {t('pvp.back_to_lobby')}
      </Link>
      {body}
    </div>
  );
}

/** Refreshes the header balance when the member's money moved at the room (a hand settled, a stake put up). */
function useMoneyFollows(state: PvpRoomWithClock): void {
  const client = useQueryClient();
  const before = useRef<PvpRoomWithClock | undefined>(undefined);
  useEffect(() => {
    if (moneyMoved(before.current, state)) void refreshMoney(client);
    before.current = state;
  }, [state, client]);
}

function PvpRoom({ state }: { state: PvpRoomWithClock }) {
  const { t } = useTranslation();
  const { room, hand } = state;
  const sit = useSitPvpRoom();
  const leave = useLeavePvpRoom(room.roomId);
  const guard = useRestrictedAction();
  const toast = useToast();
  const message = useErrorMessage();
  useMoneyFollows(state);
  const onError = (error: unknown) => toast.show(message(error), 'error');
  const sitAt = (seat?: number) =>
    guard('realAccount', () => sit.mutate(seat === undefined ? { roomId: room.roomId } : { roomId: room.roomId, seat }, { onError }));
  const free = state.seats.some((s) => s.status === 'empty');
  return (
    <div
      className={styles.roomView}
      data-room={room.roomId}
      data-game={room.gameCode}
      data-version={state.version}
      data-my-seat={state.mySeat ?? ''}
    >
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>
            {t(`pvp.games.${room.gameCode}`)} · {t('pvp.room_no', { id: room.roomId })}
          </h1>
          <p className={styles.muted}>
            {t('pvp.level', { level: room.level })} · {t('pvp.base', { amount: groupThousands(room.base) })} ·{' '}
            {t('pvp.min_balance', { amount: groupThousands(room.minBalance) })} · {t('pvp.rake', { percent: rakePercent(room.rakeBps) })}
          </p>
        </div>
        <div className={styles.headerActions}>
          {state.mySeat === null ? (
            <Button variant="primary" onClick={() => sitAt()} disabled={sit.isPending || !free} data-testid="pvp-sit">
              {free ? t('pvp.sit') : t('pvp.full')}
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={() => leave.mutate(undefined, { onError })}
              disabled={leave.isPending}
              data-testid="pvp-leave"
            >
              {t('pvp.leave')}
            </Button>
          )}
        </div>
      </header>
      <PvpTable state={state} offset={state.offset} onSit={(seat) => sitAt(seat)} sitting={sit.isPending} />
      {hand && state.mySeat !== null && <PvpActionsBar roomId={room.roomId} hand={hand} seats={state.seats} base={room.base} />}
      {state.mySeat === null && <p className={styles.muted}>{t('pvp.watching')}</p>}
      <PvpFairness hand={hand} />
    </div>
  );
}
