import type { Game } from '@fortuna/shared';
import { useState } from 'react';
import { Pagination } from '../../../ui/pagination';
import { pageOf } from '../lobby-filter';
import { GameGrid } from './game-grid';

/**
 * A list the server sends whole (hot, favourites, recent) shown 18 a page. A shorter list after a
 * change (a favourite removed) keeps the page in range.
 */
export function PagedGameList({ games, testId }: { games: readonly Game[]; testId?: string }) {
  const [page, setPage] = useState(1);
  const current = pageOf(games, page);
  return (
    <>
      <GameGrid games={current.games} testId={testId} />
      <Pagination
        page={current.page}
        totalPages={current.totalPages}
        onChange={setPage}
        testId={testId ? `${testId}-pagination` : undefined}
      />
    </>
  );
}
