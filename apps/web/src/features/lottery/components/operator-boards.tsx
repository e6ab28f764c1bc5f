import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useLotteryMenu } from '../api/get-lottery-menu';
import { lotteryPagePath } from '../lottery-types';
import styles from './regional.module.css';
import { ResultBoard } from './result-board';

/** Placeholder cards while the list loads. */
const LOADING_CARDS = 3;

/**
 * Several 4D operators side by side: the latest board of every TCG_SEA game (the vendor menu's
 * `last` issues), each linking to its own page, then the operators still waiting for a draw with
 * their next draw time. `current` marks the game on screen.
 */
export function OperatorBoards({ current }: { current?: string }) {
  const { t } = useTranslation();
  const menu = useLotteryMenu({ vendor: 'TCG_SEA' });
  const games = menu.data?.list ?? [];
  // Drawn operators show their board; the others wait for their first draw in a short list.
  const drawn = games.filter((game) => game.last?.result);
  const waiting = games.filter((game) => !game.last?.result);
  let body: ReactNode;
  if (menu.isError && !menu.data) body = <ErrorState compact error={menu.error} onRetry={() => void menu.refetch()} />;
  else if (!menu.data)
    body = (
      <ul className={styles.operators}>
        {Array.from({ length: LOADING_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <li key={i}>
            <Skeleton className={styles.operatorSkeleton} />
          </li>
        ))}
      </ul>
    );
  else if (games.length === 0) return null;
  else
    body = (
      <>
        {drawn.length > 0 ? (
          <ul className={styles.operators}>
            {drawn.map((game) => (
              <li key={game.gameCode}>
                <article
                  className={styles.operator}
                  data-testid="operator-board"
                  data-game-code={game.gameCode}
                  data-current={game.gameCode === current || undefined}
                  aria-current={game.gameCode === current ? 'page' : undefined}
                >
                  <header className={styles.operatorHead}>
                    <Link className={styles.operatorName} to={lotteryPagePath(game.vendor, game.gameCode)}>
                      {game.name}
                    </Link>
                    <span className={styles.operatorMeta}>
                      {game.last?.numero}
                      {game.last?.drawnAt ? ` · ${formatDateTime(game.last.drawnAt)}` : ''}
                    </span>
                  </header>
                  <ResultBoard lotteryType={game.lotteryType} result={game.last?.result ?? null} compact />
                </article>
              </li>
            ))}
          </ul>
        ) : null}
        {waiting.length > 0 ? (
          <ul className={styles.waiting} aria-label={t('lottery.operators_waiting')}>
            {waiting.map((game) => (
              <li
                key={game.gameCode}
                data-testid="operator-board"
                data-game-code={game.gameCode}
                data-current={game.gameCode === current || undefined}
              >
                <Link className={styles.operatorName} to={lotteryPagePath(game.vendor, game.gameCode)}>
                  {game.name}
                </Link>
                <span className={styles.operatorMeta}>
                  {game.current ? t('lottery.first_draw_at', { at: formatDateTime(game.current.drawsAt) }) : t('lottery.no_issue')}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  return (
    <Card className={styles.operatorsCard} aria-labelledby="operator-boards-title" data-testid="operator-boards">
      <h2 id="operator-boards-title" className={styles.heading}>
        <Icon.Chart size={18} />
        {t('lottery.operators_title')}
      </h2>
      <p className={styles.muted}>{t('lottery.operators_text')}</p>
      {body}
    </Card>
  );
}
