import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icons';
import { type RegionalVendor, useLotteryMenu } from '../api/get-lottery-menu';
import { useServerNow } from '../hooks/use-server-now';
import { lotteryPagePath } from '../lottery-types';
import { clockOffset, formatCountdown, secondsUntil } from '../server-clock';
import '../lottery-texts';
import styles from './lottery-centre.module.css';
import { ResultSummary } from './result-board';

/** Games shown before "show all", as home sections show six (spec §9). */
const FIRST_SHOWN = 6;

type LotteryCentreProps = {
  vendors: readonly string[];
  /** Reads one regional vendor's list (`game_menu?vendor=`), as /seaLottery and /vnLottery do. */
  vendor?: RegionalVendor;
  /** The heading, the in-house lotteries' unless told. */
  title?: string;
};

/**
 * The in-house lotteries of a game centre (`/lott`, `/elott`) whose vendor the centre lists, or of
 * one regional vendor: each game's countdown to close on the server clock, its last result (a
 * board's top prizes) and a link to its page. Nothing when the lottery calls list none; the
 * catalogue lobby below stays as it is.
 */
export function LotteryCentre({ vendors, vendor, title }: LotteryCentreProps) {
  const { t } = useTranslation();
  const menu = useLotteryMenu({ vendor });
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
        {title ?? t('lottery.centre_title')}
      </h2>
      <ul className={styles.list}>
        {shown.map((game) => {
          const closesIn = game.current ? secondsUntil(game.current.closesAt, now, 0) : null;
          return (
            <li key={game.gameCode}>
              <Card className={styles.card} data-testid="lottery-centre-game" data-game-code={game.gameCode}>
                <div className={styles.top}>
                  <strong className={styles.name}>{game.name}</strong>
                  <span className={styles.type}>{t(`lottery.type_name.${game.lotteryType}`, { defaultValue: game.lotteryType })}</span>
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
                    <ResultSummary lotteryType={game.lotteryType} result={game.last.result} testId="lottery-centre-last" />
                  ) : (
                    <span className={styles.label}>{t('lottery.no_result')}</span>
                  )}
                </div>
                <Link
                  className={styles.play}
                  to={lotteryPagePath(game.vendor, game.gameCode)}
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
