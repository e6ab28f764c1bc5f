import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icons';
import { useLotteryMenu } from '../api/get-lottery-menu';
import { useServerNow } from '../hooks/use-server-now';
import { clockOffset, formatCountdown, secondsUntil } from '../server-clock';
import '../lottery-texts';
import styles from './lottery-centre.module.css';
import { ResultBalls } from './result-balls';

/** Games shown before "show all", as home sections show six (spec §9). */
const FIRST_SHOWN = 6;

/**
 * The in-house lotteries of a game centre (`/lott`, `/elott`) whose vendor the centre lists: each
 * game's countdown to close on the server clock, its last result and a play link. Nothing when the
 * lottery calls list none; the catalogue lobby below stays as it is.
 */
export function LotteryCentre({ vendors }: { vendors: readonly string[] }) {
  const { t } = useTranslation();
  const menu = useLotteryMenu();
  const data = menu.data;
  const offset = data ? clockOffset(data.serverTime, data.sentAt, data.receivedAt) : 0;
  const now = useServerNow(offset);
  const [expanded, setExpanded] = useState(false);
  const games = (data?.list ?? []).filter((game) => vendors.includes(game.vendor));
  if (games.length === 0) return null;
  const shown = expanded ? games : games.slice(0, FIRST_SHOWN);
  return (
    <section className={styles.centre} aria-labelledby="lottery-centre-title" data-testid="lottery-centre">
      <h2 id="lottery-centre-title" className={styles.heading}>
        <Icon.Clock size={18} />
        {t('lottery.centre_title')}
      </h2>
      <ul className={styles.list}>
        {shown.map((game) => {
          const closesIn = game.current ? secondsUntil(game.current.closesAt, now, 0) : null;
          return (
            <li key={game.gameCode}>
              <Card className={styles.card} data-testid="lottery-centre-game" data-game-code={game.gameCode}>
                <div className={styles.top}>
                  <strong className={styles.name}>{game.name}</strong>
                  <span className={styles.type}>{game.lotteryType}</span>
                </div>
                <div className={styles.row}>
                  <span className={styles.label}>
                    {game.current ? t('lottery.issue_n', { numero: game.current.numero }) : t('lottery.no_issue')}
                  </span>
                  <time className={styles.clock} data-testid="lottery-centre-countdown">
                    {closesIn === null ? '--:--' : formatCountdown(closesIn)}
                  </time>
                </div>
                <div className={styles.result}>
                  {game.last ? (
                    <ResultBalls lotteryType={game.lotteryType} result={game.last.result} size="sm" testId="lottery-centre-last" />
                  ) : (
                    <span className={styles.label}>{t('lottery.no_result')}</span>
                  )}
                </div>
                <Link
                  className={styles.play}
                  to={`/lottery?${new URLSearchParams({ gameCode: game.gameCode }).toString()}`}
                  aria-label={t('lottery.play_name', { name: game.name })}
                  data-testid="lottery-centre-play"
                >
                  <Icon.Play size={14} />
                  {t('game.play')}
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
      {games.length > FIRST_SHOWN ? (
        <Button
          variant="outline"
          size="sm"
          className={styles.more}
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          data-testid="lottery-centre-more"
        >
          {expanded ? t('lottery.show_fewer') : t('lottery.show_all', { count: games.length })}
        </Button>
      ) : null}
    </section>
  );
}
