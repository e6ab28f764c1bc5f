import type { LotteryIssue } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { isBoardType } from '../board';
import type { LotteryTypeCode } from '../lottery-types';
import { formatCountdown, secondsUntil } from '../server-clock';
import styles from './lottery-page.module.css';
import { ResultBalls } from './result-balls';
import { ResultSummary } from './result-board';

type LotteryHeaderProps = {
  name: string;
  gameCode: string;
  lotteryType: LotteryTypeCode | undefined;
  current: LotteryIssue | null | undefined;
  last: LotteryIssue | null | undefined;
  /** The server's time now, ms. */
  now: number;
  /** A draw is awaited after betting closed. */
  drawing: boolean;
};

/**
 * The game's header: name, current issue, the countdown to close on the server clock, and the last
 * result (a board's top prizes; the page shows the whole board below).
 */
export function LotteryHeader({ name, gameCode, lotteryType, current, last, now, drawing }: LotteryHeaderProps) {
  const { t } = useTranslation();
  const closesIn = current ? secondsUntil(current.closesAt, now, 0) : 0;
  return (
    <Card className={styles.header} data-testid="lottery-header">
      <div className={styles.titleBlock}>
        <span className={styles.gameIcon} aria-hidden="true">
          <Icon.Ticket size={24} />
        </span>
        <div>
          <h1 className={styles.title} data-testid="page-title">
            {name}
          </h1>
          <p className={styles.muted}>
            {current ? (
              <span data-testid="lottery-current-numero" data-numero={current.numero}>
                {t('lottery.issue_n', { numero: current.numero })}
              </span>
            ) : (
              t('lottery.no_issue')
            )}
          </p>
        </div>
      </div>
      <div className={styles.countdown} aria-live="off">
        <span className={styles.label}>{drawing && closesIn === 0 ? t('lottery.drawing') : t('lottery.closes_in')}</span>
        <time className={styles.clock} data-testid="lottery-countdown" dateTime={current?.closesAt}>
          {current ? formatCountdown(closesIn) : '--:--'}
        </time>
      </div>
      <div className={styles.last}>
        <span className={styles.label}>{last ? t('lottery.last_result_n', { numero: last.numero }) : t('lottery.last_result')}</span>
        {last === undefined ? (
          <Skeleton className={styles.ballsSkeleton} />
        ) : last && lotteryType ? (
          <span className={styles.lastRow}>
            {isBoardType(lotteryType) ? (
              <ResultSummary lotteryType={lotteryType} result={last.result} testId="lottery-last-result" />
            ) : (
              <ResultBalls lotteryType={lotteryType} result={last.result} testId="lottery-last-result" />
            )}
            <Link className={styles.verifyLink} to={verifyPath(gameCode, last.numero)} data-testid="lottery-last-verify">
              <Icon.Shield size={14} />
              {t('lottery.verify')}
            </Link>
          </span>
        ) : (
          <span className={styles.muted}>{t('lottery.no_result')}</span>
        )}
      </div>
    </Card>
  );
}

/** The verify page of one draw. */
export function verifyPath(gameCode: string, numero: string): string {
  return `/lottery/verify?${new URLSearchParams({ gameCode, numero }).toString()}`;
}
