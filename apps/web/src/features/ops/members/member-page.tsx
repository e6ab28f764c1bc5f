import type { MemberDetail } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { can, useOpsMe } from '../api/ops-api';
import { MemberRgCard } from '../responsible-gaming/member-rg-card';
import { MemberVipCard } from '../vip/member-vip-card';
import { MemberActions } from './member-actions';
import { MemberLists, type MemberTab } from './member-lists';
import { MemberNotes } from './member-notes';
import { MemberProfileCard } from './member-profile-card';
import { MemberStatusBadge } from './member-status-badge';
import styles from './members.module.css';
import { useMemberDetail } from './members-api';

const TABS: MemberTab[] = ['ledger', 'bets', 'cashier', 'logins', 'linked', 'adjustments'];

/** One member: profile, balances, overrides, notes, the actions the operator's role allows, and tabs of its records. */
export function MemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useMemberDetail(valid ? id : 0);
  const me = useOpsMe();
  const [tab, setTab] = useState<MemberTab>('ledger');
  const back = (
    <ButtonLink to="/backoffice/members" variant="ghost" size="sm" data-testid="ops-member-back">
      <Icon.ChevronLeft size={16} /> {t('ops_members.back')}
    </ButtonLink>
  );
  if (!valid) return <EmptyState title={t('ops_members.not_found')} action={back} />;
  if (detail.error) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const member = detail.data;
  return (
    <>
      <div className={styles.top}>
        {back}
        {member ? (
          <MemberActions member={member} canWrite={can(me.data, 'members.write')} canAdjust={can(me.data, 'members.adjust')} />
        ) : null}
      </div>
      {member ? (
        <PageHeader
          title={member.username}
          subtitle={`#${member.id} · ${member.nickname}`}
          icon="User"
          actions={<MemberStatusBadge status={member.status} />}
        />
      ) : (
        <Skeleton className={styles.hint} />
      )}
      {member ? (
        <div className={styles.grid}>
          <Profile member={member} />
          <MemberProfileCard member={member} canWrite={can(me.data, 'members.write')} />
          <Card>
            <h2 className={styles.heading}>{t('ops_members.balances')}</h2>
            {member.balances.length === 0 ? (
              <p className={styles.hint}>{t('ops_members.no_balances')}</p>
            ) : (
              <div className={styles.balances} data-testid="ops-member-balances">
                {member.balances.map((b) => (
                  <div key={b.kind} className={styles.balance} data-kind={b.kind}>
                    <span>{b.kind}</span>
                    <strong>{b.balance}</strong>
                  </div>
                ))}
              </div>
            )}
          </Card>
          <MemberNotes member={member} canWrite={can(me.data, 'members.write')} />
          {can(me.data, 'promotions.read') ? <MemberVipCard memberId={id} /> : null}
          <MemberRgCard memberId={id} />
        </div>
      ) : (
        <Card className={styles.card}>
          <Skeleton className={styles.hint} />
        </Card>
      )}
      <Card className={styles.card}>
        <Tabs<MemberTab>
          items={[...TABS, ...(can(me.data, 'promotions.read') ? (['bonuses'] as const) : [])].map((id) => ({
            id,
            label: t(`ops_members.tab_${id}`),
          }))}
          value={tab}
          onChange={setTab}
          label={t('ops_members.records')}
          idBase="ops-member-tabs"
        />
        <MemberLists memberId={id} tab={tab} />
      </Card>
    </>
  );
}

function Profile({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const when = (value: string | null) => (value ? formatDateTime(value) : '—');
  const facts: [string, React.ReactNode][] = [
    [t('ops_members.col_agent'), member.agent?.username ?? '—'],
    [t('ops_members.col_mobile'), member.mobile ?? '—'],
    [t('ops_members.col_email'), member.email ?? '—'],
    [t('ops_members.field_payee'), member.payeeName ?? '—'],
    [t('ops_members.col_created'), when(member.createdAt)],
    [t('ops_members.field_register_ip'), member.registerIp ?? '—'],
    [t('ops_members.col_last_login'), when(member.lastLoginAt)],
    [t('ops_members.col_last_ip'), member.lastLoginIp ?? '—'],
    [t('ops_members.field_must_change'), member.mustChangePassword ? t('ops_members.yes') : t('ops_members.no')],
    [
      t('ops_members.prize_group'),
      `${member.prizeGroup.series}${member.prizeGroup.assigned ? '' : ` (${t('ops_members.prize_group_default')})`}`,
    ],
    [
      t('ops_members.tags'),
      member.tags.length ? (
        <span key="tags" className={styles.tags}>
          {member.tags.map((tag) => (
            <Badge key={tag} tone="info">
              {tag}
            </Badge>
          ))}
        </span>
      ) : (
        '—'
      ),
    ],
  ];
  return (
    <Card>
      <h2 className={styles.heading}>{t('ops_members.profile')}</h2>
      <dl className={styles.facts} data-testid="ops-member-profile">
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
