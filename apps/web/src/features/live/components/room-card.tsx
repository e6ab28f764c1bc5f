import type { LiveTableSummary } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/icons';
import { ROAD_GAMES } from '../outcome-tone';
import { Countdown } from './countdown';
import styles from './live.module.css';
import { BeadPlate, BigRoad } from './roads';

/** A table in the room list: name, game, limits, players, phase and countdown, and its last results as small roads. */
export function RoomCard({ table, offset }: { table: LiveTableSummary; offset: number }) {
  const { t } = useTranslation();
  const last = table.results.at(-1);
  return (
    <li className={styles.roomCard} data-testid={`live-room-${table.tableId}`} data-game={table.gameCode} data-round={table.roundId ?? ''}>
      <Link to={`/live/table/${table.tableId}`} className={styles.roomLink} aria-label={t('live.open_table', { name: table.name })}>
        <div className={styles.roomHead}>
          <div>
            <h3 className={styles.roomName}>{table.name}</h3>
            <p className={styles.muted}>{t(`live.games.${table.gameCode}`, { defaultValue: table.gameCode })}</p>
          </div>
          <Countdown phase={table.phase} endsAt={table.bettingEndsAt} offset={offset} testId="live-room-countdown" />
        </div>
        <div className={styles.roomRoads} data-testid="live-room-roads" data-count={table.results.length}>
          <BeadPlate game={table.gameCode} results={table.results.slice(-36)} />
          {ROAD_GAMES.has(table.gameCode) && <BigRoad game={table.gameCode} results={table.results} />}
        </div>
        <div className={styles.roomFoot}>
          <span>{t('live.limits', { min: table.limits.minBet, max: table.limits.maxBet })}</span>
          <span data-testid="live-room-players">
            <Icon.Users size={14} /> {table.players}
          </span>
          <span data-testid="live-room-last">{last ? t('live.last_result', { label: last.label }) : t('live.no_results')}</span>
        </div>
      </Link>
    </li>
  );
}
