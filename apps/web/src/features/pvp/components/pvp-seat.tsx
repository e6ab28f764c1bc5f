import type { PvpSeatView } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatSigned, groupThousands, isNegative } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import { handLabelKey, lastActionKey } from '../hand-label';
import { PvpCard } from './pvp-card';
import styles from './pvp-table.module.css';

type SeatProps = {
  seat: PvpSeatView;
  place: { x: number; y: number; slot: number };
  /** The seat's move is awaited now; `seconds` left on its clock. */
  turn: boolean;
  seconds: number;
  /** Offer to sit here (the member has no seat yet). */
  onSit?: (() => void) | undefined;
  sitting?: boolean;
};

/** One seat round the table: who sits there (masked), the banker mark, its stake, cards, hand, last move and result. */
export function PvpSeat({ seat, place, turn, seconds, onSit, sitting }: SeatProps) {
  const { t } = useTranslation();
  const style = { left: `${place.x}%`, top: `${place.y}%` };
  const common = {
    className: [styles.seat, seat.isMe && styles.seatMe, turn && styles.seatTurn, place.slot === 0 && styles.seatBottom]
      .filter(Boolean)
      .join(' '),
    style,
    'data-testid': `pvp-seat-${seat.seat}`,
    'data-status': seat.status,
    'data-me': String(seat.isMe),
    'data-banker': String(seat.isBanker),
    'data-turn': String(turn),
  };
  if (seat.status === 'empty' || seat.player === null) {
    return (
      <div {...common}>
        <span className={styles.seatNo}>{t('pvp.seat_no', { no: seat.seat + 1 })}</span>
        <span className={styles.muted}>{t('pvp.status.empty')}</span>
        {onSit && (
          <Button size="sm" variant="outline" onClick={onSit} disabled={sitting} data-testid={`pvp-sit-${seat.seat}`}>
            {t('pvp.sit_here')}
          </Button>
        )}
      </div>
    );
  }
  const label = seat.handLabel ? handLabelKey(seat.handLabel) : null;
  const move = seat.lastAction ? lastActionKey(seat.lastAction) : null;
  return (
    <div {...common}>
      <div className={styles.seatHead}>
        <span className={styles.player} data-testid="pvp-seat-player">
          {seat.player}
        </span>
        {seat.isBanker && (
          <span className={styles.banker} data-testid="pvp-banker-mark" title={t('pvp.banker')}>
            {t('pvp.banker_short')}
          </span>
        )}
        {seat.isMe && <span className={styles.me}>{t('pvp.you')}</span>}
      </div>
      <div className={styles.cards} data-testid="pvp-seat-cards">
        {seat.cards.map((card, i) => (
          // Cards have no identity of their own while face down: their place is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <PvpCard key={i} card={card} large={seat.isMe} />
        ))}
      </div>
      <div className={styles.seatFoot}>
        <span className={styles.status} data-testid="pvp-seat-status">
          {turn ? t('pvp.thinking', { seconds }) : t(`pvp.status.${seat.status}`)}
        </span>
        {seat.stake !== '0.00' && seat.status !== 'waiting' && (
          <span className={styles.stake} data-testid="pvp-seat-stake">
            {t('pvp.stake', { amount: groupThousands(seat.stake) })}
          </span>
        )}
      </div>
      {(label || seat.handLabel || move) && (
        <div className={styles.seatFoot}>
          {seat.handLabel && (
            <strong className={styles.handLabel} data-testid="pvp-hand-label" data-label={seat.handLabel}>
              {label ? t(label.key, label.values) : seat.handLabel}
            </strong>
          )}
          {move && (
            <span className={styles.move} data-testid="pvp-last-move" data-move={seat.lastAction?.type}>
              {t(move.key, { ...move.values, defaultValue: t(`pvp.moves.${seat.lastAction?.type}`) })}
            </span>
          )}
        </div>
      )}
      {seat.net !== null && (
        <span className={isNegative(seat.net) ? styles.netLoss : styles.netWin} data-testid="pvp-seat-net" data-net={seat.net}>
          {formatSigned(seat.net)}
        </span>
      )}
    </div>
  );
}
