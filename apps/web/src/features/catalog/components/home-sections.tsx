import { type GameMenu, LIMITS } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { categoryHref } from '../../../lib/category-routes';
import { groupThousands } from '../../../lib/format-money';
import { useSession } from '../../../lib/session';
import { ErrorState } from '../../../ui/error-state';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import { homeHotGames } from '../lobby-filter';
import { CATEGORY_ICON } from './category-icon';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { HomeSection } from './home-section';

/** A category on HOME: its first six games and More to its lobby. */
export function CategorySection({ menu }: { menu: GameMenu }) {
  const { t } = useTranslation();
  const list = useGameList({ gameType: menu.gameCategory, pageNo: 1, pageSize: LIMITS.homeSectionSize });
  const title = t(`category.${menu.gameCategory}`);
  return (
    <HomeSection
      id={menu.gameCategory}
      icon={CATEGORY_ICON[menu.gameCategory]}
      title={title}
      count={list.data ? t('lobby.game_count', { total: groupThousands(String(list.data.total)) }) : undefined}
      more={{ to: categoryHref(menu.gameCategory) }}
    >
      {list.isPending ? <GameGridSkeleton /> : null}
      {list.isError && !list.data ? <ErrorState compact error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? <GameGrid games={list.data.games} /> : null}
    </HomeSection>
  );
}

/** HOT on HOME: the hot list, trimmed to six when it has more than twelve (spec §9). */
export function HotSection({ onMore }: { onMore: () => void }) {
  const { t } = useTranslation();
  const hot = useHotGames();
  if (hot.data && hot.data.games.length === 0) return null;
  return (
    <HomeSection id="HOT" icon="Flame" title={t('category.HOT')} more={{ onClick: onMore }}>
      {hot.isPending ? <GameGridSkeleton /> : null}
      {hot.isError && !hot.data ? <ErrorState compact error={hot.error} onRetry={() => void hot.refetch()} /> : null}
      {hot.data ? <GameGrid games={homeHotGames(hot.data.games)} /> : null}
    </HomeSection>
  );
}

/** The member's six most recent games on HOME (spec §9), with More to /recent; nothing for guests, trials or a member who has not played. */
export function RecentSection() {
  const { t } = useTranslation();
  const session = useSession();
  const recent = useRecentGames();
  const games = recent.data?.list ?? [];
  if (!session.token || session.isTrial || games.length === 0) return null;
  return (
    <HomeSection id="RECENT" icon="Clock" title={t('lobby.recent_title')} more={{ to: '/recent' }}>
      <GameGrid games={games.slice(0, LIMITS.recentOnHome)} testId="recent-games-grid" />
    </HomeSection>
  );
}
