import { PVP_GAME_CODES, type PvpGameCode } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { usePvpRooms } from '../api/get-pvp-rooms';
import { usePvpLobbySocket } from '../api/use-pvp-socket';
import { levelsOf, lobbyGame } from '../pvp-rooms-view';
import '../pvp-texts';
import { PvpLevelGroup } from './pvp-level-group';
import styles from './pvp-lobby.module.css';

const TABS_ID = 'pvp-games';

/**
 * The `/pvp` lobby's card rooms: the site's in-house rooms by game (tabs; `?game=<code>`, where
 * launching a card game lands, picks one) and by stake level, each room's seats and whether a hand
 * is on, kept live by the `/pvp` socket. Joining takes a seat and opens the room.
 */
export function PvpRooms() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const game = lobbyGame(params.get('game'));
  const rooms = usePvpRooms();
  usePvpLobbySocket();

  const choose = (code: PvpGameCode) => {
    const next = new URLSearchParams(params);
    next.set('game', code);
    setParams(next, { replace: true });
  };

  let body: React.ReactNode;
  if (rooms.isPending) {
    body = (
      <div className={styles.levels} aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} className={styles.levelSkeleton} />
        ))}
      </div>
    );
  } else if (rooms.isError) {
    body = <ErrorState compact error={rooms.error} onRetry={() => void rooms.refetch()} title={t('pvp.rooms_error')} />;
  } else {
    const levels = levelsOf(rooms.data, game);
    body =
      levels.length === 0 ? (
        <EmptyState compact icon="Cards" title={t('pvp.rooms_empty_title')} text={t('pvp.rooms_empty_text')} />
      ) : (
        <div className={styles.levels} data-testid="pvp-levels">
          {levels.map((level) => (
            <PvpLevelGroup key={level.level} level={level} />
          ))}
        </div>
      );
  }

  return (
    <Card className={styles.lobby} data-testid="pvp-rooms" data-game={game} aria-labelledby="pvp-rooms-title">
      <div className={styles.head}>
        <h2 id="pvp-rooms-title" className={styles.title}>
          {t('pvp.rooms_title')}
        </h2>
        <Tabs
          idBase={TABS_ID}
          variant="pills"
          size="sm"
          label={t('pvp.games_label')}
          value={game}
          onChange={choose}
          items={PVP_GAME_CODES.map((code) => ({ id: code, label: t(`pvp.games.${code}`) }))}
        />
      </div>
      <TabPanel idBase={TABS_ID} id={game}>
        {body}
      </TabPanel>
    </Card>
  );
}
