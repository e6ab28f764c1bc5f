import type { Game } from '@fortuna/shared';
import { Skeleton } from '../../../ui/skeleton';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useGameStart } from '../hooks/use-game-start';
import { useToggleFavourite } from '../hooks/use-toggle-favourite';
import { GameCard } from './game-card';
import styles from './game-grid.module.css';

/**
 * Games in a responsive grid (six a row on wide screens, three on phones), each with its start
 * button and favourite star wired to the game start and the member's favourites.
 */
export function GameGrid({ games, testId = 'game-grid' }: { games: readonly Game[]; testId?: string }) {
  const favourites = useFavouriteIds();
  const toggleFavourite = useToggleFavourite();
  const { start, startingId } = useGameStart();
  return (
    <ul className={styles.grid} data-testid={testId}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard
            game={game}
            favourite={favourites?.has(game.nodeId) ?? false}
            onStart={start}
            onToggleFavourite={toggleFavourite}
            starting={startingId === game.nodeId}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while games load, the same size as the cards they stand for. */
export function GameGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="game-grid-loading">
      {Array.from({ length: count }, (_, index) => `skeleton-${index}`).map((key) => (
        <li key={key} className={styles.skeletonItem}>
          <Skeleton className={styles.skeletonIcon} />
          <Skeleton className={styles.skeletonName} />
        </li>
      ))}
    </ul>
  );
}
