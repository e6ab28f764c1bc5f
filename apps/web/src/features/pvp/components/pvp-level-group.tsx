import type { PvpRoomSummary } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { groupThousands } from '../../../lib/format-money';
import { useRestrictedAction } from '../../../lib/popups';
import { Button, ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';
import { useSitPvpRoom } from '../api/sit-pvp-room';
import { type PvpLevel, rakePercent } from '../pvp-rooms-view';
import styles from './pvp-lobby.module.css';

/** One stake level: its base, the balance needed to sit and the rake, and its rooms. */
export function PvpLevelGroup({ level }: { level: PvpLevel }) {
  const { t } = useTranslation();
  return (
    <section className={styles.level} data-testid={`pvp-level-${level.level}`} aria-labelledby={`pvp-level-${level.level}-title`}>
      <header className={styles.levelHead}>
        <h3 id={`pvp-level-${level.level}-title`} className={styles.levelTitle}>
          {t('pvp.level', { level: level.level })}
        </h3>
        <span className={styles.fact}>{t('pvp.base', { amount: groupThousands(level.base) })}</span>
        <span className={styles.fact}>{t('pvp.min_balance', { amount: groupThousands(level.minBalance) })}</span>
        <span className={styles.fact}>{t('pvp.rake', { percent: rakePercent(level.rakeBps) })}</span>
      </header>
      <ul className={styles.roomList}>
        {level.rooms.map((room) => (
          <RoomRow key={room.roomId} room={room} />
        ))}
      </ul>
    </section>
  );
}

/** The room a `pvp_seated_elsewhere` refusal names, if any. */
function seatedElsewhere(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'pvp_seated_elsewhere') return null;
  const roomId = (error.value as { roomId?: unknown } | null)?.roomId;
  return typeof roomId === 'number' && roomId > 0 ? roomId : null;
}

/** A room of the list: its seats (taken ones filled), whether a hand is on, and watch / join. */
function RoomRow({ room }: { room: PvpRoomSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sit = useSitPvpRoom();
  const guard = useRestrictedAction();
  const toast = useToast();
  const message = useErrorMessage();
  const full = room.seated >= room.seats;
  const join = () =>
    guard('realAccount', () =>
      sit.mutate(
        { roomId: room.roomId },
        {
          onSuccess: () => void navigate(`/pvp/room/${room.roomId}`),
          onError: (error) => {
            toast.show(message(error), 'error', { kind: error instanceof ApiError ? error.code : 'error' });
            // Seated at another room already: that is where the member plays.
            const elsewhere = seatedElsewhere(error);
            if (elsewhere) void navigate(`/pvp/room/${elsewhere}`);
          },
        },
      ),
    );
  return (
    <li className={styles.room} data-testid={`pvp-room-${room.roomId}`} data-seated={room.seated} data-playing={String(room.playing)}>
      <div className={styles.roomInfo}>
        <span className={styles.roomName}>{t('pvp.room_no', { id: room.roomId })}</span>
        <span className={styles.seatDots} role="img" aria-label={t('pvp.seated', { seated: room.seated, seats: room.seats })}>
          {Array.from({ length: room.seats }, (_, i) => `dot-${i}`).map((id, i) => (
            <span key={id} className={i < room.seated ? styles.dotTaken : styles.dot} />
          ))}
        </span>
        <span className={styles.count} data-testid="pvp-room-seated">
          <Icon.Users size={14} /> {room.seated}/{room.seats}
        </span>
        <span className={room.playing ? styles.playing : styles.idle} data-testid="pvp-room-state">
          {room.playing ? t('pvp.playing') : t('pvp.idle')}
        </span>
      </div>
      <div className={styles.roomActions}>
        <ButtonLink size="sm" variant="ghost" to={`/pvp/room/${room.roomId}`} data-testid="pvp-watch">
          {t('pvp.watch')}
        </ButtonLink>
        <Button size="sm" variant="primary" disabled={full || sit.isPending} onClick={join} data-testid="pvp-join">
          {full ? t('pvp.full') : t('pvp.join')}
        </Button>
      </div>
    </li>
  );
}
