import type { PvpRoomState } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { groupThousands } from '../../../lib/format-money';
import { useMediaQuery } from '../../../lib/use-media-query';
import { secondsUntil } from '../pvp-clock';
import { seatPlaces } from '../seat-layout';
import { PvpSeat } from './pvp-seat';
import styles from './pvp-table.module.css';
import { useTicker } from './use-ticker';

type TableProps = {
  state: PvpRoomState;
  offset: number;
  /** Sit at a free seat (offered when the member has none). */
  onSit?: ((seat: number) => void) | undefined;
  sitting?: boolean;
};

/** Game extras worth a line in the middle of the table (niu niu's bank multiplier, zjh's bet and round …). */
function DetailLine({ state }: { state: PvpRoomState }) {
  const { t } = useTranslation();
  const detail = state.hand?.detail ?? {};
  const parts: string[] = [];
  if (typeof detail.bankerMultiplier === 'number') parts.push(t('pvp.detail.bank_multiplier', { multiplier: detail.bankerMultiplier }));
  if (typeof detail.currentBet === 'string') parts.push(t('pvp.detail.current_bet', { amount: groupThousands(detail.currentBet) }));
  if (typeof detail.round === 'number' && typeof detail.maxRounds === 'number')
    parts.push(t('pvp.detail.round', { round: detail.round, max: detail.maxRounds }));
  if (typeof detail.betSize === 'string') parts.push(t('pvp.detail.bet_size', { amount: groupThousands(detail.betSize) }));
  if (typeof detail.bank === 'string') parts.push(t('pvp.detail.bank', { amount: groupThousands(detail.bank) }));
  if (detail.cancelled === true) parts.push(t('pvp.detail.cancelled'));
  if (parts.length === 0) return null;
  return (
    <p className={styles.detail} data-testid="pvp-detail">
      {parts.join(' · ')}
    </p>
  );
}

/**
 * The round table: up to six seats on an ellipse with the member's own at the bottom, and in the
 * middle the hand's phase, its countdown by the server's clock, the pot and the rake — or, between
 * hands, when the next one deals.
 */
export function PvpTable({ state, offset, onSit, sitting }: TableProps) {
  const { t } = useTranslation();
  const { hand } = state;
  const live = Boolean(hand && !hand.finished && hand.deadline) || Boolean(state.nextHandAt);
  useTicker(live);
  // A phone's table is taller than wide: the seats move in from the sides so they stay on screen.
  const phone = useMediaQuery('(max-width: 720px)');
  const places = phone ? seatPlaces(state.seats.length, state.mySeat, 33, 44) : seatPlaces(state.seats.length, state.mySeat);
  const seconds = hand && !hand.finished ? secondsUntil(hand.deadline, offset) : 0;
  const nextIn = secondsUntil(state.nextHandAt, offset);
  const phase = hand ? hand.phase : 'waiting';
  const seated = state.seats.filter((s) => s.status !== 'empty').length;
  return (
    <div className={styles.tableBox} data-testid="pvp-table" data-seats={state.seats.length}>
      <div className={styles.felt} />
      <div className={styles.centre}>
        <span
          className={styles.phase}
          data-testid="pvp-phase"
          data-phase={phase}
          data-hand={hand?.handId ?? ''}
          data-finished={String(Boolean(hand?.finished))}
        >
          {t(`pvp.phase.${phase}`, { defaultValue: phase })}
        </span>
        {hand && !hand.finished && hand.deadline && (
          <span className={styles.clock} data-testid="pvp-countdown" aria-live="off">
            {t('pvp.seconds', { seconds })}
          </span>
        )}
        {hand && (
          <span className={styles.pot} data-testid="pvp-pot">
            {t('pvp.pot', { amount: groupThousands(hand.pot) })}
          </span>
        )}
        {hand?.rake && (
          <span className={styles.centreNote} data-testid="pvp-rake">
            {t('pvp.rake_taken', { amount: groupThousands(hand.rake) })}
          </span>
        )}
        <DetailLine state={state} />
        {(!hand || hand.finished) && state.nextHandAt && (
          <span className={styles.centreNote} data-testid="pvp-next-hand">
            {t('pvp.next_hand_in', { seconds: nextIn })}
          </span>
        )}
        {!state.nextHandAt && seated < 2 && <span className={styles.centreNote}>{t('pvp.waiting_players')}</span>}
      </div>
      {state.seats.map((seat) => {
        const place = places[seat.seat] ?? { x: 50, y: 50, slot: seat.seat };
        const turn = Boolean(hand && !hand.finished && hand.turnSeats.includes(seat.seat));
        return (
          <PvpSeat
            key={seat.seat}
            seat={seat}
            place={place}
            turn={turn}
            seconds={seconds}
            onSit={onSit && state.mySeat === null ? () => onSit(seat.seat) : undefined}
            sitting={sitting}
          />
        );
      })}
    </div>
  );
}
