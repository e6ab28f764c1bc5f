import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { FRIENDS_PAGE_SIZE, useReferralFriends } from '../api/get-referral-friends';
import styles from './invite-section.module.css';

const STAGE_TONE = { register: 'neutral', first_deposit: 'info', valid_bet: 'success' } as const;

/** The friends the member invited: masked name, when they registered, how far they came. */
export function FriendsList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const friends = useReferralFriends(page);
  const data = friends.data;
  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>
        <Icon.Users size={20} />
        {t('referral.friends_title')}
      </h2>
      {friends.isError && !data ? (
        <ErrorState error={friends.error} onRetry={() => void friends.refetch()} compact />
      ) : !data ? (
        <Skeleton className={styles.lineSkeleton} />
      ) : data.total === 0 ? (
        <EmptyState icon="Users" title={t('referral.friends_empty')} text={t('referral.friends_empty_text')} compact />
      ) : (
        <>
          <DataTable
            caption={t('referral.friends_title')}
            testId="invite-friends"
            head={
              <>
                <HeadCell>{t('referral.friend')}</HeadCell>
                <HeadCell>{t('referral.registered')}</HeadCell>
                <HeadCell>{t('referral.stage')}</HeadCell>
              </>
            }
          >
            {data.list.map((friend) => (
              <tr key={`${friend.username}-${friend.registeredAt}`} data-testid="invite-friend-row">
                <Cell label={t('referral.friend')}>{friend.username}</Cell>
                <Cell label={t('referral.registered')}>
                  <time dateTime={friend.registeredAt}>{formatDateTime(friend.registeredAt)}</time>
                </Cell>
                <Cell label={t('referral.stage')}>
                  <span className={styles.badges}>
                    <Badge tone={STAGE_TONE[friend.stage]} testId="invite-friend-stage">
                      {t(`referral.stages.${friend.stage}`)}
                    </Badge>
                    {friend.flagged ? <Badge tone="warning">{t('referral.flagged')}</Badge> : null}
                  </span>
                </Cell>
              </tr>
            ))}
          </DataTable>
          <Pagination page={page} totalPages={Math.ceil(data.total / FRIENDS_PAGE_SIZE)} onChange={setPage} testId="invite-friends-pages" />
        </>
      )}
    </Card>
  );
}
