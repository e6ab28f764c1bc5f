import { MODULE_IDS } from '@fortuna/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useEndSession } from '../../features/auth/session-actions';
import { DepositSection } from '../../features/cashier/components/deposit-section';
import { MemberTransferSection } from '../../features/cashier/components/member-transfer-section';
import { BankAccountSection, SecuritySection } from '../../features/cashier/components/security-section';
import { TransactionDetails } from '../../features/cashier/components/transaction-details';
import { WithdrawSection } from '../../features/cashier/components/withdraw-section';
import { FeedbackBadge } from '../../features/feedback/components/feedback-badge';
import { FeedbackSection } from '../../features/feedback/components/feedback-section';
import { CreditReportSection } from '../../features/member-reports/components/credit-report-section';
import { PersonalLossSection } from '../../features/member-reports/components/personal-loss-section';
import { MessagesSection } from '../../features/messages/components/messages-section';
import { UnreadBadge } from '../../features/messages/components/unread-badge';
import { MissionsBadge } from '../../features/missions/components/missions-badge';
import { MissionsSection } from '../../features/missions/components/missions-section';
import { BonusDetailsSection } from '../../features/promotions/components/bonus-details-section';
import { RewardBadge } from '../../features/promotions/components/reward-badge';
import { RewardCentreSection } from '../../features/promotions/components/reward-centre-section';
import { RebateSection } from '../../features/rebate/components/rebate-section';
import { RedEnvelopeSection } from '../../features/red-envelopes/components/red-envelope-section';
import { InviteSection } from '../../features/referral/components/invite-section';
import { ResponsibleGamingSection } from '../../features/responsible-gaming/components/rg-section';
import { SecurityCentre } from '../../features/security/components/security-centre';
import { VipSection } from '../../features/vip/components/vip-section';
import { AccountRecord } from '../../features/wallet/components/account-record';
import { BettingRecord } from '../../features/wallet/components/betting-record';
import { MyWallet } from '../../features/wallet/components/my-wallet';
import { imageUrl } from '../../lib/image-cdn';
import { useMemberInfo } from '../../lib/member-info';
import { isModuleEnabled } from '../../lib/modules';
import { useSiteConfig } from '../../lib/site-config';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import styles from './member-centre.module.css';
import { MEMBER_SECTIONS, type MemberSectionId, sectionFromHash } from './member-sections';
import { MyAccount } from './my-account';

function sectionBody(id: MemberSectionId): ReactNode {
  switch (id) {
    case 'account':
      return <MyAccount />;
    case 'wallet':
      return <MyWallet />;
    case 'deposit':
      return <DepositSection />;
    case 'withdraw':
      return <WithdrawSection />;
    case 'transfer':
      return <MemberTransferSection />;
    case 'bettingRecord':
      return <BettingRecord />;
    case 'accountRecord':
      return <AccountRecord />;
    case 'bonus':
      return <BonusDetailsSection />;
    case 'reward':
      return <RewardCentreSection />;
    case 'missions':
      return <MissionsSection />;
    case 'messages':
      return <MessagesSection />;
    case 'rebate':
      return <RebateSection />;
    case 'transactions':
      return <TransactionDetails />;
    case 'personalLoss':
      return <PersonalLossSection />;
    case 'creditReport':
      return <CreditReportSection />;
    case 'security':
      return (
        <>
          <SecuritySection />
          <SecurityCentre />
        </>
      );
    case 'bankAccount':
      return <BankAccountSection />;
    case 'feedback':
      return <FeedbackSection />;
    case 'vip':
      return <VipSection />;
    case 'invite':
      return <InviteSection />;
    case 'redEnvelope':
      return <RedEnvelopeSection />;
    case 'responsibleGaming':
      return <ResponsibleGamingAfterExclusion />;
    default:
      return null;
  }
}

/**
 * The member centre (/member, spec §2): the menu of sections beside the chosen one, named by the
 * URL hash (/member#deposit) so the header's links, the browser's back button and bookmarks all
 * work. Sections whose feature comes later say so instead of showing made-up data.
 */
export function MemberCentrePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const config = useSiteConfig();
  const sections = MEMBER_SECTIONS.filter(
    (section) => !('module' in section) || isModuleEnabled(config.whitelabel, MODULE_IDS[section.module]),
  );
  const requested = sectionFromHash(hash);
  const active = sections.find((section) => section.id === requested) ?? sections[0];
  const activeRef = useRef<HTMLAnchorElement>(null);

  // On phones the menu is one scrolling row: keep the chosen section in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new section is exactly what moves the row
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active?.id]);

  if (!active) return null;
  const later = 'later' in active && active.later;

  return (
    <div className={styles.centre} data-testid="member-centre">
      <nav className={styles.nav} aria-label={t('member.menu')}>
        <MemberCard />
        <ul className={styles.menu}>
          {sections.map((section) => {
            const Glyph = Icon[section.icon];
            const current = section.id === active.id;
            return (
              <li
                key={section.id}
                className={'extra' in section && section.extra && section.id === 'transactions' ? styles.groupStart : undefined}
              >
                <Link
                  ref={current ? activeRef : undefined}
                  to={`/member#${section.id}`}
                  className={styles.link}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`member-nav-${section.id}`}
                >
                  <Glyph size={18} />
                  <span>{t(`member.sections.${section.id}`)}</span>
                  {section.id === 'missions' ? <MissionsBadge /> : null}
                  {section.id === 'reward' ? <RewardBadge testId="member-nav-reward-badge" /> : null}
                  {section.id === 'messages' ? <UnreadBadge testId="member-nav-messages-badge" /> : null}
                  {section.id === 'feedback' ? <FeedbackBadge /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section id={active.id} className={styles.content} data-testid={`member-section-${active.id}`}>
        <PageHeader title={t(`member.sections.${active.id}`)} subtitle={t(`member.subtitles.${active.id}`)} icon={active.icon} />
        {later ? (
          <Card>
            <EmptyState icon={active.icon} title={t('common.coming_soon')} text={t('member.later_text')} />
          </Card>
        ) : (
          sectionBody(active.id)
        )}
      </section>
    </div>
  );
}

/** The member's avatar, nickname and account at the top of the menu (wide screens). */
function MemberCard() {
  const info = useMemberInfo();
  return (
    <div className={styles.who}>
      {info.data ? (
        <img className={styles.avatar} src={imageUrl(info.data.iconUrl)} alt="" width={44} height={44} />
      ) : (
        <span className={styles.avatar} />
      )}
      <div className={styles.whoText}>
        <strong>{info.data?.nickname ?? ''}</strong>
        <span>{info.data?.account ?? ''}</span>
      </div>
    </div>
  );
}

/** Responsible gaming; after a time-out or self-exclusion the session ends here and the page goes home. */
function ResponsibleGamingAfterExclusion() {
  const endSession = useEndSession();
  return <ResponsibleGamingSection onExcluded={() => void endSession()} />;
}
