import type { LotteryIssue } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import type { LotteryTypeCode } from '../lottery-types';
import { verifyPath } from './lottery-header';
import styles from './regional.module.css';
import { ResultBoard } from './result-board';

type LatestResultProps = {
  gameCode: string;
  lotteryType: LotteryTypeCode;
  /** The last drawn issue; undefined while loading, null before the first draw. */
  last: LotteryIssue | null | undefined;
};

/** The last draw's whole board (4D, or Vietnamese with its head/tail table), with its draw number, time and verify link. */
export function LatestResult({ gameCode, lotteryType, last }: LatestResultProps) {
  const { t } = useTranslation();
  return (
    <Card className={styles.latest} data-testid="latest-result">
      <div className={styles.latestHead}>
        <h2 className={styles.heading}>
          <Icon.Trophy size={18} />
          {last ? t('lottery.result_of_n', { numero: last.numero }) : t('lottery.last_result')}
        </h2>
        {last ? (
          <span className={styles.latestMeta}>
            {last.drawnAt ? <time dateTime={last.drawnAt}>{formatDateTime(last.drawnAt)}</time> : null}
            <Link className={styles.verifyLink} to={verifyPath(gameCode, last.numero)} data-testid="latest-verify">
              <Icon.Shield size={14} />
              {t('lottery.verify')}
            </Link>
          </span>
        ) : null}
      </div>
      {last === undefined ? (
        <Skeleton className={styles.boardSkeleton} />
      ) : last?.result ? (
        <ResultBoard lotteryType={lotteryType} result={last.result} testId="latest-board" />
      ) : (
        <EmptyState compact icon="Ticket" title={t('lottery.no_result')} text={t('lottery.no_result_text')} />
      )}
    </Card>
  );
}
