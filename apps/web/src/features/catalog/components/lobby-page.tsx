import type { GameCategory } from '@fortuna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { imageUrl } from '../../../lib/image-cdn';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import type { IconName } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { categoriesWithVendors, useGameMenus } from '../api/get-game-menus';
import styles from './lobby-page.module.css';

const CATEGORY_ICON: Record<GameCategory, IconName> = {
  RNG: 'Slot',
  LIVE: 'Live',
  FISH: 'Fish',
  SPORTS: 'Ball',
  ESPORTS: 'Gamepad',
  ELOTT: 'Ticket',
  LOTT: 'Dice',
  PVP: 'Cards',
  BGS: 'Crown',
  COCKFIGHT: 'Rooster',
};

/**
 * A category lobby (game centre or game list centre, spec §2): the category's vendors as a filter
 * (`?vassalage=`); the game list itself arrives with the lobby issue.
 */
export function LobbyPage({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const menus = useGameMenus();
  const menu = categoriesWithVendors(menus.data).find((entry) => entry.gameCategory === category);
  const vendor = params.get('vassalage');
  const title = t(`category.${category}`);

  const chooseVendor = (code: string | null) => setParams(code ? { vassalage: code } : {}, { replace: true, preventScrollReset: true });

  let body: ReactNode;
  if (menus.isPending) {
    body = (
      <ul className={styles.chips} aria-busy="true">
        {['a', 'b', 'c', 'd'].map((key) => (
          <li key={key}>
            <Skeleton className={styles.chipSkeleton} />
          </li>
        ))}
      </ul>
    );
  } else if (menus.isError) {
    body = <ErrorState error={menus.error} onRetry={() => void menus.refetch()} />;
  } else if (!menu) {
    body = (
      <Card>
        <EmptyState icon={CATEGORY_ICON[category]} title={t('lobby.category_empty_title')} text={t('lobby.category_empty_text')} />
      </Card>
    );
  } else {
    const selected = menu.vendors.find((entry) => entry.vendor === vendor);
    body = (
      <>
        <div className={styles.filters}>
          <h2 className={styles.filterTitle}>{t('lobby.vendors')}</h2>
          <ul className={styles.chips}>
            <li>
              <button
                type="button"
                className={[styles.chip, styles.chipAll].join(' ')}
                aria-pressed={!selected}
                onClick={() => chooseVendor(null)}
              >
                {t('lobby.all_vendors')}
              </button>
            </li>
            {menu.vendors.map((entry) => (
              <li key={entry.vendor}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={selected?.vendor === entry.vendor}
                  onClick={() => chooseVendor(entry.vendor)}
                >
                  <img className={styles.chipLogo} src={imageUrl(entry.logoUrl)} alt="" height={24} loading="lazy" />
                  {entry.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <Card className={styles.games} aria-labelledby="lobby-games">
          <h2 id="lobby-games" className={styles.gamesTitle}>
            {selected ? t('lobby.games_of', { vendor: selected.name }) : t('lobby.games')}
          </h2>
          <EmptyState icon={CATEGORY_ICON[category]} title={t('common.coming_soon')} text={t('lobby.games_soon')} />
        </Card>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={title} subtitle={t('lobby.subtitle')} icon={CATEGORY_ICON[category]} />
      {body}
    </div>
  );
}
