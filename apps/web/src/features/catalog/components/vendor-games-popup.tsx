import type { Game } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { useGameList } from '../api/get-game-list';
import { GameGrid, GameGridSkeleton } from './game-grid';
import styles from './vendor-games-popup.module.css';

/**
 * The popup game list of a vendor-type entry (spec §4 "vendor-type games open a popup game
 * list"): that vendor's games of the entry's category, 18 a page; starting one opens the game
 * popup over it, and closing the game comes back here.
 */
export function VendorGamesPopup({ entry, onClose }: { entry: Game | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  // The last entry stays while the popup fades out.
  const [shown, setShown] = useState<Game | null>(entry);
  useEffect(() => {
    if (entry) {
      setShown(entry);
      setPage(1);
    }
  }, [entry]);

  const list = useGameList({ gameType: shown?.gameType, vassalage: shown?.vassalage, pageNo: page }, { enabled: entry !== null });
  // The entry itself (and any other vendor-type entry) is what opened this list: not a game in it.
  const games = (list.data?.games ?? []).filter((game) => game.isGame);

  let body = <GameGridSkeleton count={12} />;
  if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data && games.length === 0)
    body = <EmptyState icon="Gamepad" title={t('lobby.empty_title')} text={t('lobby.vendor_empty')} />;
  else if (list.data) body = <GameGrid games={games} testId="vendor-games-grid" />;

  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      title={t('lobby.games_of', { vendor: shown?.vendorName ?? '' })}
      size="lg"
      testId="vendor-games-popup"
    >
      <div className={styles.body}>
        {body}
        <Pagination page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} testId="vendor-games-pagination" />
      </div>
    </Dialog>
  );
}
