import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Pagination } from '../../../ui/pagination';
import { SearchBox } from '../../../ui/search-box';
import { CenteredSpinner } from '../../../ui/spinner';
import styles from './rewards.module.css';
import { REFERRALS_PAGE_SIZE, useReferrals } from './rewards-api';

/** Who invited whom: both usernames, registration, the furthest stage, why nothing was paid, and the rewards paid. */
export function ReferralsCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const referrals = useReferrals(page, q);
  return (
    <Card className={styles.panel}>
      <header className={styles.panelHead}>
        <h2 className={styles.heading}>{t('ops_rewards.referrals_title')}</h2>
        <SearchBox
          value={q}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
          maxLength={40}
          placeholder={t('ops_rewards.search')}
          label={t('ops_rewards.search')}
          clearLabel={t('ops_rewards.search_clear')}
          testId="ops-referrals-search"
        />
      </header>
      {referrals.isError && !referrals.data ? (
        <ErrorState error={referrals.error} onRetry={() => void referrals.refetch()} compact />
      ) : !referrals.data ? (
        <CenteredSpinner />
      ) : referrals.data.list.length === 0 ? (
        <EmptyState icon="Users" title={t('ops_rewards.referrals_empty')} text={t('ops_rewards.referrals_empty_text')} compact />
      ) : (
        <>
          <DataTable
            caption={t('ops_rewards.referrals_title')}
            testId="ops-referrals"
            head={
              <>
                <HeadCell>{t('ops_rewards.col_referrer')}</HeadCell>
                <HeadCell>{t('ops_rewards.col_friend')}</HeadCell>
                <HeadCell>{t('ops_rewards.col_registered')}</HeadCell>
                <HeadCell>{t('ops_rewards.col_stage')}</HeadCell>
                <HeadCell numeric>{t('ops_rewards.col_referrer_paid')}</HeadCell>
                <HeadCell numeric>{t('ops_rewards.col_friend_paid')}</HeadCell>
              </>
            }
          >
            {referrals.data.list.map((r) => (
              <tr key={r.friend} data-testid="ops-referral-row" data-friend={r.friend}>
                <Cell label={t('ops_rewards.col_referrer')}>{r.referrer}</Cell>
                <Cell label={t('ops_rewards.col_friend')}>{r.friend}</Cell>
                <Cell label={t('ops_rewards.col_registered')}>{formatDateTime(r.registeredAt)}</Cell>
                <Cell label={t('ops_rewards.col_stage')}>
                  <span className={styles.badges}>
                    <Badge tone="info">{t(`ops_rewards.stage_${r.stage}`)}</Badge>
                    {r.flag ? <Badge tone="warning">{t(`ops_rewards.flag_${r.flag}`)}</Badge> : null}
                  </span>
                </Cell>
                <Cell label={t('ops_rewards.col_referrer_paid')} numeric>
                  {groupThousands(r.referrerPaid)}
                </Cell>
                <Cell label={t('ops_rewards.col_friend_paid')} numeric>
                  {groupThousands(r.friendPaid)}
                </Cell>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={page}
            totalPages={Math.max(1, Math.ceil(referrals.data.total / REFERRALS_PAGE_SIZE))}
            onChange={setPage}
            testId="ops-referrals-pages"
          />
        </>
      )}
    </Card>
  );
}
