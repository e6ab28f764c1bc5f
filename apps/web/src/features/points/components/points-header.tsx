import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { usePointsBalance } from '../api/get-points-balance';
import { formatPoints } from '../points-math';
import styles from './points.module.css';

/** The member's points (spec "current points") with earned, spent and in process, and the Convert and Points rules buttons. */
export function PointsHeader({
  convertEnabled,
  onConvert,
  onRules,
}: {
  convertEnabled: boolean;
  onConvert: () => void;
  onRules: () => void;
}) {
  const { t } = useTranslation();
  const balance = usePointsBalance();
  if (balance.isError && !balance.data) return <ErrorState error={balance.error} onRetry={() => void balance.refetch()} compact />;
  const data = balance.data;
  return (
    <Card className={styles.hero} aria-busy={data ? undefined : 'true'}>
      <div className={styles.heroMain}>
        <span className={styles.heroIcon}>
          <Icon.Star size={28} />
        </span>
        <div className={styles.heroText}>
          <span className={styles.muted}>{t('points.current')}</span>
          {data ? (
            <strong className={styles.heroPoints} data-testid="points-balance">
              {formatPoints(data.points)}
            </strong>
          ) : (
            <Skeleton className={styles.heroSkeleton} />
          )}
          <span className={styles.muted}>{t('points.never_expire')}</span>
        </div>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('points.earned')}</dt>
          <dd data-testid="points-earned">{data ? formatPoints(data.earned) : '…'}</dd>
        </div>
        <div>
          <dt>{t('points.spent')}</dt>
          <dd data-testid="points-spent">{data ? formatPoints(data.spent) : '…'}</dd>
        </div>
        <div>
          <dt>{t('points.pending')}</dt>
          <dd data-testid="points-pending">{data ? formatPoints(data.pending) : '…'}</dd>
        </div>
      </dl>
      <div className={styles.heroActions}>
        {convertEnabled ? (
          <Button variant="primary" onClick={onConvert} data-testid="points-convert">
            <Icon.Transfer size={16} />
            {t('points.convert')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onRules} data-testid="points-rules">
          <Icon.Help size={16} />
          {t('points.rules')}
        </Button>
      </div>
    </Card>
  );
}
