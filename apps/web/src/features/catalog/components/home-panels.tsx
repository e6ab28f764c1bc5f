import { useTranslation } from 'react-i18next';
import { usePopups } from '../../../lib/popups';
import { useSession } from '../../../lib/session';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useFavouriteList } from '../api/get-favourite-list';
import { useHotGames } from '../api/get-hot-games';
import { GameGridSkeleton } from './game-grid';
import styles from './home-lobby.module.css';
import { PagedGameList } from './paged-game-list';

// The home game menu's FAV and HOT panels: their own chunk, loaded when the visitor picks one.

/** FAV: the member's favourites (a guest is asked to log in, a trial account told it needs a real one). */
export function FavouritesPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const { openPopup } = usePopups();
  const list = useFavouriteList();
  const ids = useFavouriteIds();

  if (!session.token) {
    return (
      <div className={styles.card}>
        <EmptyState
          icon="Star"
          title={t('lobby.fav_login_title')}
          text={t('lobby.fav_login_text')}
          action={
            <Button variant="primary" onClick={() => openPopup('login')}>
              {t('header.login')}
            </Button>
          }
        />
      </div>
    );
  }
  if (session.isTrial) {
    return (
      <div className={styles.card}>
        <EmptyState icon="Shield" title={t('auth.trial_title')} text={t('errors.in_need_true_account')} />
      </div>
    );
  }
  if (list.isPending) return <GameGridSkeleton count={12} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  // A star removed a moment ago takes its game off the list at once.
  const games = list.data.content.filter((game) => ids?.has(game.nodeId) ?? true);
  if (games.length === 0) {
    return (
      <div className={styles.card}>
        <EmptyState icon="Star" title={t('lobby.fav_empty_title')} text={t('lobby.fav_empty_text')} />
      </div>
    );
  }
  return (
    <div className={styles.listPanel}>
      <div className={styles.listHead}>
        <p className={styles.listCount}>{t('lobby.game_count', { total: games.length })}</p>
        <ButtonLink to="/favorite" variant="ghost" size="sm">
          {t('lobby.manage_favourites')}
        </ButtonLink>
      </div>
      <PagedGameList games={games} testId="fav-games-grid" />
    </div>
  );
}

/** HOT: every hot game, 18 a page. */
export function HotPanel() {
  const { t } = useTranslation();
  const hot = useHotGames();
  if (hot.isPending) return <GameGridSkeleton count={12} />;
  if (hot.isError) return <ErrorState error={hot.error} onRetry={() => void hot.refetch()} />;
  if (hot.data.games.length === 0) return <EmptyState icon="Flame" title={t('lobby.hot_empty_title')} text={t('lobby.empty_text')} />;
  return (
    <div className={styles.listPanel}>
      <p className={styles.listCount}>{t('lobby.game_count', { total: hot.data.games.length })}</p>
      <PagedGameList games={hot.data.games} testId="hot-games-grid" />
    </div>
  );
}
