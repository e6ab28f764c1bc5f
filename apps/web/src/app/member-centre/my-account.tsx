import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PointsBadge } from '../../features/points/components/points-badge';
import { IconPicker } from '../../features/profile/components/icon-picker';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { formatDateTime } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { imageUrl } from '../../lib/image-cdn';
import { useMemberInfo } from '../../lib/member-info';
import { Card } from '../../ui/card';
import { ErrorState } from '../../ui/error-state';
import { Icon, type IconName } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import styles from './member-centre.module.css';

const SHORTCUTS: { id: string; icon: IconName }[] = [
  { id: 'deposit', icon: 'Plus' },
  { id: 'withdraw', icon: 'Cash' },
  { id: 'wallet', icon: 'Wallet' },
  { id: 'transfer', icon: 'Transfer' },
  { id: 'accountRecord', icon: 'Receipt' },
  { id: 'security', icon: 'Shield' },
];

/** My account: who the member is, the main balance, the wallet shortcuts, the profile and the icon. */
export function MyAccount() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  if (info.isError && !info.data) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  const data = info.data;
  return (
    <div className={styles.account}>
      <Card className={styles.profile}>
        {data ? (
          <img className={styles.bigAvatar} src={imageUrl(data.iconUrl)} alt="" width={72} height={72} />
        ) : (
          <span className={styles.bigAvatar} />
        )}
        <div className={styles.profileText}>
          <strong className={styles.nickname}>{data?.nickname ?? <Skeleton className={styles.lineSkeleton} />}</strong>
          <span className={styles.muted}>{t('member.account_name', { account: data?.account ?? '' })}</span>
          {data?.lastLoginAt ? (
            <span className={styles.muted}>{t('member.last_login', { time: formatDateTime(data.lastLoginAt) })}</span>
          ) : null}
          {data?.isAgent ? <span className={styles.badge}>{t('account.agent_badge')}</span> : null}
          {data?.hasVip ? (
            <Link to="/member#vip" className={styles.badge} data-testid="account-vip-level">
              {t('account.vip_badge', { level: data.vipRankLevel, name: data.vipLabelName })}
            </Link>
          ) : null}
          <PointsBadge className={styles.badge} />
        </div>
        <div className={styles.balanceBox}>
          <span className={styles.muted}>{t('wallet.main_wallet')}</span>
          <strong className={styles.balance} data-testid="account-balance">
            {data ? formatMoney(data.balance, data.currencySymbol) : <Skeleton className={styles.lineSkeleton} />}
          </strong>
        </div>
      </Card>
      <div className={styles.shortcuts}>
        {SHORTCUTS.map((shortcut) => {
          const Glyph = Icon[shortcut.icon];
          return (
            <Link key={shortcut.id} to={`/member#${shortcut.id}`} className={styles.shortcut} data-testid={`shortcut-${shortcut.id}`}>
              <span className={styles.shortcutIcon}>
                <Glyph size={22} />
              </span>
              {t(`member.sections.${shortcut.id}`)}
            </Link>
          );
        })}
      </div>
      <ProfileForm />
      <IconPicker />
    </div>
  );
}
