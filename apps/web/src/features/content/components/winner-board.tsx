import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, toTwoPlaces } from '../../../lib/format-money';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useWinnerBoard } from '../api/get-winner-board';
import styles from './winner-board.module.css';

/**
 * The winner board (spec §3 "Winner board row", §7): the 20 biggest wins, largest first, each
 * with the masked player, the game and the prize with thousand separators and two decimals.
 */
export function WinnerBoard() {
  const { t } = useTranslation();
  const board = useWinnerBoard();

  let body: ReactNode;
  if (board.isPending) {
    body = (
      <ol className={styles.list} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => `row-${index}`).map((key) => (
          <li key={key} className={styles.row}>
            <Skeleton className={styles.skeletonRow} />
          </li>
        ))}
      </ol>
    );
  } else if (board.isError && !board.data) {
    body = <ErrorState compact error={board.error} onRetry={() => void board.refetch()} />;
  } else if (board.data.list.length === 0) {
    body = <EmptyState compact icon="Trophy" title={t('winners.empty_title')} text={t('winners.empty_text')} />;
  } else {
    body = (
      <ol className={styles.list} data-testid="winner-board-list">
        {board.data.list.map(({ vo }, index) => (
          <li key={`${vo.nodeId}-${vo.settledAt}-${vo.player}`} className={styles.row} data-testid="winner-row">
            <span className={[styles.rank, index < 3 && styles[`top${index + 1}`]].filter(Boolean).join(' ')}>{index + 1}</span>
            <span className={styles.who}>
              <span className={styles.player}>{vo.player}</span>
              <span className={styles.game}>{vo.gameName}</span>
            </span>
            <span className={styles.amount} data-testid="winner-amount">
              {formatMoney(toTwoPlaces(vo.winAmount), board.data.currencySymbol)}
            </span>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className={styles.board} aria-labelledby="winner-board-title" data-testid="winner-board">
      <div className={styles.head}>
        <span className={styles.icon}>
          <Icon.Trophy size={20} />
        </span>
        <div>
          <h2 id="winner-board-title" className={styles.title}>
            {t('winners.title')}
          </h2>
          <p className={styles.subtitle}>{t('winners.subtitle')}</p>
        </div>
        <Link to="/winners" className={styles.viewAll} data-testid="winner-board-all">
          {t('winners.view_all')}
          <Icon.ChevronRight size={16} />
        </Link>
      </div>
      {body}
    </section>
  );
}
