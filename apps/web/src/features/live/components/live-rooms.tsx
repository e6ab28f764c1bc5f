import { LIVE_GAME_CODES } from '@fortuna/bgs/live/pure';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { useLiveRooms } from '../api/live-api';
import { useLiveLobbySocket } from '../api/use-live-socket';
import '../live-texts';
import styles from './live.module.css';
import { RoomCard } from './room-card';

/**
 * The `/live` lobby's room list (`GLS2_roomList`): the site's in-house tables as cards, filtered by
 * `?game=<code>` (where launching a live game lands), kept live by the `/live` socket. It sits
 * above the category's game list, which still offers the other vendors' live casinos.
 */
export function LiveRooms() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('game') ?? '';
  const game = (LIVE_GAME_CODES as readonly string[]).includes(requested) ? requested : '';
  const rooms = useLiveRooms(game);
  useLiveLobbySocket();

  const choose = (code: string) => {
    const next = new URLSearchParams(params);
    if (code) next.set('game', code);
    else next.delete('game');
    setParams(next, { replace: true });
  };

  let body: React.ReactNode;
  if (rooms.isPending) {
    body = (
      <div className={styles.roomGrid} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={styles.roomSkeleton} />
        ))}
      </div>
    );
  } else if (rooms.isError) {
    body = <ErrorState compact error={rooms.error} onRetry={() => void rooms.refetch()} title={t('live.rooms_error')} />;
  } else if (rooms.data.tables.length === 0) {
    body = <EmptyState compact icon="Dice" title={t('live.rooms_empty_title')} text={t('live.rooms_empty_text')} />;
  } else {
    body = (
      <ul className={styles.roomGrid} data-testid="live-rooms-list">
        {rooms.data.tables.map((table) => (
          <RoomCard key={table.tableId} table={table} offset={rooms.data.offset} />
        ))}
      </ul>
    );
  }

  return (
    <Card className={styles.rooms} data-testid="live-rooms" aria-labelledby="live-rooms-title">
      <div className={styles.roomsHead}>
        <h2 id="live-rooms-title" className={styles.boxTitle}>
          {t('live.rooms_title')}
        </h2>
        <div className={styles.filters} role="tablist" aria-label={t('live.filter_label')}>
          {['', ...LIVE_GAME_CODES].map((code) => (
            <button
              key={code || 'all'}
              type="button"
              role="tab"
              aria-selected={game === code}
              className={styles.filter}
              data-testid={`live-filter-${code || 'all'}`}
              onClick={() => choose(code)}
            >
              {code ? t(`live.games.${code}`) : t('live.all_games')}
            </button>
          ))}
        </div>
      </div>
      {body}
    </Card>
  );
}
