import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { useVipHistory, VIP_HISTORY_PAGE } from '../api/get-vip-history';
import styles from './vip-section.module.css';

/** The member's level changes, newest first: upgrades with their bonus, keep-rule drops, customer service's sets. */
export function VipHistory() {
  const { t } = useTranslation();
  const symbol = useMemberInfo().data?.currencySymbol;
  const [page, setPage] = useState(1);
  const history = useVipHistory(page);
  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>
        <Icon.Clock size={20} />
        {t('vip.history_title')}
      </h2>
      {history.isError && !history.data ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} compact />
      ) : !history.data ? (
        <Skeleton className={styles.barSkeleton} />
      ) : history.data.list.length === 0 ? (
        <EmptyState icon="Crown" title={t('vip.history_empty')} text={t('vip.history_empty_text')} compact />
      ) : (
        <ol className={styles.history} data-testid="vip-history">
          {history.data.list.map((change) => {
            const up = change.toLevel > change.fromLevel;
            return (
              <li key={change.id} className={styles.change} data-up={up}>
                <span className={styles.changeIcon}>{up ? <Icon.Star size={18} /> : <Icon.ChevronDown size={18} />}</span>
                <div className={styles.changeText}>
                  <strong>
                    {t('vip.level_short', { level: change.fromLevel })} → {t('vip.level_short', { level: change.toLevel })}
                  </strong>
                  <span className={styles.muted}>
                    {t(`vip.reason_${change.reason}`)} · {formatDateTime(change.createdAt)}
                  </span>
                </div>
                {change.bonus !== '0.00' ? (
                  <span className={styles.changeBonus}>{t('vip.history_bonus', { amount: formatMoney(change.bonus, symbol) })}</span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {history.data ? (
        <Pagination
          page={page}
          totalPages={Math.ceil(history.data.total / VIP_HISTORY_PAGE)}
          onChange={setPage}
          testId="vip-history-pages"
        />
      ) : null}
    </Card>
  );
}
