import { LIMITS, type ReferralSummary } from '@fortuna/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { Card } from '../../../ui/card';
import { CopyButton } from '../../../ui/copy-button';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useReferralSummary } from '../api/get-referral-summary';
import '../referral-texts';
import { FriendsList } from './friends-list';
import styles from './invite-section.module.css';
import { ShareButtons } from './share-buttons';

/**
 * The member centre's "Invite friends" (spec §1 referral and invitation): the member's code, link
 * and QR code with copy and share, the rules with the operator's figures, what the member earned,
 * and the invited friends with the stage each reached (never their money).
 */
export function InviteSection() {
  const { t } = useTranslation();
  const summary = useReferralSummary();
  if (summary.isError && !summary.data) {
    return (
      <Card>
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      </Card>
    );
  }
  if (!summary.data) {
    return (
      <Card className={styles.panel} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton className={styles.qrSkeleton} />
        <Skeleton className={styles.lineSkeleton} />
      </Card>
    );
  }
  return (
    <div className={styles.section} data-testid="invite-section">
      <InviteCard summary={summary.data} />
      <RulesCard summary={summary.data} />
      <FriendsList />
    </div>
  );
}

function InviteCard({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const symbol = useMemberInfo().data?.currencySymbol;
  const link = `${window.location.origin}${summary.path}`;
  return (
    <Card className={styles.invite}>
      <div className={styles.qr} data-testid="invite-qr">
        <QRCodeSVG value={link} size={LIMITS.qrSizeOnSite} level="M" title={t('referral.qr_title')} />
      </div>
      <div className={styles.inviteBody}>
        <h2 className={styles.heading}>
          <Icon.Users size={20} />
          {t('referral.invite_title')}
        </h2>
        <div className={styles.row}>
          <span className={styles.label}>{t('referral.code')}</span>
          <strong className={styles.code} data-testid="invite-code">
            {summary.code}
          </strong>
          <CopyButton value={summary.code} label={t('referral.code')} testId="invite-copy-code" />
        </div>
        <div className={styles.row}>
          <span className={styles.label}>{t('referral.link')}</span>
          <code className={styles.link} data-testid="invite-link">
            {link}
          </code>
          <CopyButton value={link} label={t('referral.link')} testId="invite-copy-link" />
        </div>
        <ShareButtons link={link} />
        <dl className={styles.totals}>
          <div>
            <dt>{t('referral.friends_total')}</dt>
            <dd data-testid="invite-friends-total">{summary.friends}</dd>
          </div>
          <div>
            <dt>{t('referral.earned')}</dt>
            <dd data-testid="invite-earned">{formatMoney(summary.earned, symbol)}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

function RulesCard({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const symbol = useMemberInfo().data?.currencySymbol;
  const paying = summary.stages.filter((s) => Number(s.referrer) > 0 || Number(s.friend) > 0);
  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>
        <Icon.Gift size={20} />
        {t('referral.rules_title')}
      </h2>
      {!summary.rewardsEnabled || paying.length === 0 ? (
        <p className={styles.muted}>{t('referral.rewards_off')}</p>
      ) : (
        <ul className={styles.rules} data-testid="invite-rules">
          {paying.map((s) => (
            <li key={s.stage}>
              <strong>{t(`referral.stage_rule.${s.stage}`, { threshold: formatMoney(s.threshold, symbol) })}</strong>
              <span>
                {t('referral.reward_you', { amount: formatMoney(s.referrer, symbol) })}
                {Number(s.friend) > 0 ? ` · ${t('referral.reward_friend', { amount: formatMoney(s.friend, symbol) })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {summary.monthlyFriendsMax > 0 ? (
        <p className={styles.muted}>{t('referral.monthly_max', { count: summary.monthlyFriendsMax })}</p>
      ) : null}
      <p className={styles.muted}>{t('referral.fair_note')}</p>
      {summary.rulesText ? <p className={styles.rulesText}>{summary.rulesText}</p> : null}
    </Card>
  );
}
