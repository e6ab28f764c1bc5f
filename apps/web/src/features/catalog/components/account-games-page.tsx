import { GAME_CATEGORIES, type Game, type GameCategory } from '@fortuna/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { type TabItem, Tabs, tabId, tabPanelId } from '../../../ui/tabs';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useFavouriteList } from '../api/get-favourite-list';
import { useRecentGames } from '../api/get-recent-games';
import { filterGames } from '../lobby-filter';
import styles from './account-games-page.module.css';
import { GameGridSkeleton } from './game-grid';
import { GameSearch } from './game-search';
import { PagedGameList } from './paged-game-list';

type Kind = 'favorite' | 'recent';
const ID_BASE = 'account-games';

function useAccountGames(kind: Kind): { games: Game[] | undefined; error: unknown; retry: () => void } {
  const favourites = useFavouriteList({ enabled: kind === 'favorite' });
  const recent = useRecentGames({ enabled: kind === 'recent' });
  const ids = useFavouriteIds();
  if (kind === 'favorite') {
    return {
      // A star removed here takes its game off the list at once.
      games: favourites.data?.content.filter((game) => ids?.has(game.nodeId) ?? true),
      error: favourites.error,
      retry: () => void favourites.refetch(),
    };
  }
  return { games: recent.data?.list, error: recent.error, retry: () => void recent.refetch() };
}

/**
 * The account game lists (spec §2 routes `/favorite`, `/recent`): the member's favourites (the
 * first 99) or recently played games, by category and name, 18 a page. The routes need a real
 * account (the server keeps these lists for real accounts only).
 */
export function AccountGamesPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<GameCategory | 'ALL'>('ALL');
  const [search, setSearch] = useState('');
  const { games, error, retry } = useAccountGames(kind);

  const present = new Set((games ?? []).map((game) => game.gameType));
  const tabs: TabItem<GameCategory | 'ALL'>[] = [
    { id: 'ALL', label: t('lobby.all_categories') },
    ...GAME_CATEGORIES.filter((code) => present.has(code)).map((code) => ({ id: code, label: t(`category.${code}`) })),
  ];
  const active = tabs.some((tab) => tab.id === category) ? category : 'ALL';
  const shown = filterGames(games ?? [], { category: active === 'ALL' ? undefined : active, search });

  let body: ReactNode;
  if (games === undefined && error) body = <ErrorState error={error} onRetry={retry} />;
  else if (games === undefined) body = <GameGridSkeleton count={12} />;
  else if (games.length === 0) {
    body = (
      <EmptyState
        icon={kind === 'favorite' ? 'Star' : 'Clock'}
        title={kind === 'favorite' ? t('lobby.fav_empty_title') : t('lobby.recent_empty_title')}
        text={kind === 'favorite' ? t('lobby.fav_empty_text') : t('lobby.recent_empty_text')}
        action={
          <ButtonLink to="/" variant="primary" size="sm">
            {t('lobby.browse_games')}
          </ButtonLink>
        }
      />
    );
  } else if (shown.length === 0)
    body = <EmptyState icon="Search" title={t('lobby.search_empty_title', { search })} text={t('lobby.search_empty_text')} />;
  else body = <PagedGameList key={`${active}:${search}`} games={shown} testId={`${kind}-games-grid`} />;

  return (
    <div className={styles.page} data-testid={`${kind}-page`}>
      <PageHeader
        title={kind === 'favorite' ? t('pages.favorite') : t('pages.recent')}
        subtitle={kind === 'favorite' ? t('lobby.favorite_subtitle') : t('lobby.recent_subtitle')}
        icon={kind === 'favorite' ? 'Star' : 'Clock'}
      />
      <Card className={styles.content}>
        {games && games.length > 0 ? (
          <div className={styles.toolbar}>
            <Tabs
              items={tabs}
              value={active}
              onChange={setCategory}
              label={t('category.menu_label')}
              idBase={ID_BASE}
              variant="pills"
              size="sm"
            />
            <div className={styles.search}>
              <GameSearch value={search} onSearch={setSearch} />
            </div>
          </div>
        ) : null}
        <div className={styles.results} role="tabpanel" id={tabPanelId(ID_BASE, active)} aria-labelledby={tabId(ID_BASE, active)}>
          {body}
        </div>
      </Card>
    </div>
  );
}
