import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { CenteredSpinner } from '../../../ui/spinner';
import { LOGIN_HISTORY_PAGE, useLoginHistory } from '../api/get-login-history';
import styles from './security.module.css';

/** The member's logins, newest first: time, address, country (when known), device, result. */
export function LoginHistoryCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  const data = history.data;
  return (
    <Card>
      <h2 className={styles.heading}>{t('security.history_title')}</h2>
      {history.isError && !data ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} compact />
      ) : !data ? (
        <CenteredSpinner />
      ) : data.list.length === 0 ? (
        <EmptyState icon="Shield" title={t('security.history_empty')} compact />
      ) : (
        <>
          <ul className={styles.list} data-testid="login-history">
            {data.list.map((entry) => (
              <li key={`${entry.at}-${entry.ip}`} className={styles.item} data-testid="login-history-item">
                <span className={styles.itemText}>
                  <strong>{formatDateTime(entry.at)}</strong>
                  <span className={styles.muted}>
                    {t('security.col_ip')}: {entry.ip ?? t('security.unknown')} · {t('security.col_country')}:{' '}
                    {entry.country ?? t('security.unknown')}
                  </span>
                  <span className={styles.muted}>
                    {t('security.col_device')}: {entry.device === 'unknown' ? t('security.unknown') : entry.device}
                  </span>
                </span>
                <Badge tone={entry.success ? 'success' : 'danger'}>{t(entry.success ? 'security.success' : 'security.failed')}</Badge>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.max(1, Math.ceil(data.total / LOGIN_HISTORY_PAGE))}
            onChange={setPage}
            testId="login-history-pages"
          />
        </>
      )}
    </Card>
  );
}
