import type { OpsPermission } from '@fortuna/shared';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject } from 'react-router';
import { lazyNamed } from '../../../lib/lazy-named';
import { EmptyState } from '../../../ui/empty-state';
import { CenteredSpinner } from '../../../ui/spinner';
import { can, useOpsMe } from '../api/ops-api';
import { sectionsFor } from './ops-sections';

const DashboardScreen = lazyNamed(() => import('../dashboard/dashboard-screen'), 'DashboardScreen');
const CashierScreen = lazyNamed(() => import('../cashier/cashier-screen'), 'CashierScreen');
const MembersScreen = lazyNamed(() => import('../members/members-screen'), 'MembersScreen');
const AgentsScreen = lazyNamed(() => import('../agents/agents-screen'), 'AgentsScreen');
const CatalogueScreen = lazyNamed(() => import('../catalogue/catalogue-screen'), 'CatalogueScreen');
const SiteScreen = lazyNamed(() => import('../site/site-screen'), 'SiteScreen');
const AnnouncementsScreen = lazyNamed(() => import('../announcements/announcements-screen'), 'AnnouncementsScreen');
const PagesScreen = lazyNamed(() => import('../pages/pages-screen'), 'PagesScreen');
const LotteryScreen = lazyNamed(() => import('../lottery/lottery-screen'), 'LotteryScreen');
const SportsbookScreen = lazyNamed(() => import('../sportsbook/sportsbook-screen'), 'SportsbookScreen');
const RebateScreen = lazyNamed(() => import('../rebate/rebate-screen'), 'RebateScreen');
const ReferralScreen = lazyNamed(() => import('../rewards/referral-screen'), 'ReferralScreen');
const RedEnvelopesScreen = lazyNamed(() => import('../rewards/red-envelopes-screen'), 'RedEnvelopesScreen');
const PointsScreen = lazyNamed(() => import('../points/points-screen'), 'PointsScreen');
const ReportsScreen = lazyNamed(() => import('../reports/reports-screen'), 'ReportsScreen');
const OperatorsScreen = lazyNamed(() => import('../operators/operators-screen'), 'OperatorsScreen');
const AuditScreen = lazyNamed(() => import('../audit/audit-screen'), 'AuditScreen');
const MessagesScreen = lazyNamed(() => import('../messages/messages-screen'), 'MessagesScreen');
const HelpScreen = lazyNamed(() => import('../help/help-screen'), 'HelpScreen');
const FeedbackScreen = lazyNamed(() => import('../feedback/feedback-screen'), 'FeedbackScreen');
const PromotionApplicationsScreen = lazyNamed(() => import('../promotion-applications/applications-screen'), 'PromotionApplicationsScreen');
const ChatScreen = lazyNamed(() => import('../chat/chat-screen'), 'ChatScreen');
const VipScreen = lazyNamed(() => import('../vip/vip-screen'), 'VipScreen');
const PromotionsScreen = lazyNamed(() => import('../promotions/promotions-screen'), 'PromotionsScreen');

/** A section the operator's role may not open says so (the server refuses its calls anyway). */
function Section({ permission, children }: { permission: OpsPermission; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useOpsMe();
  if (me.isPending) return <CenteredSpinner />;
  if (!can(me.data, permission)) return <EmptyState title={t('ops_shell.no_access')} text={t('ops_shell.no_access_text')} icon="Lock" />;
  return <Suspense fallback={<CenteredSpinner />}>{children}</Suspense>;
}

/** /backoffice itself opens the first section the role may open (the dashboard for most). */
function OpsHome() {
  const me = useOpsMe();
  if (me.isPending) return <CenteredSpinner />;
  const first = sectionsFor(me.data)[0];
  return first ? <Navigate to={`/backoffice/${first.path}`} replace /> : null;
}

/** The back office's sections under /backoffice; each section's screen is its own chunk and may have sub-routes. */
export const opsChildRoutes: RouteObject[] = [
  { index: true, element: <OpsHome /> },
  {
    path: 'dashboard/*',
    element: (
      <Section permission="reports.read">
        <DashboardScreen />
      </Section>
    ),
  },
  {
    path: 'cashier/*',
    element: (
      <Section permission="cashier.read">
        <CashierScreen />
      </Section>
    ),
  },
  {
    path: 'members/*',
    element: (
      <Section permission="members.read">
        <MembersScreen />
      </Section>
    ),
  },
  {
    path: 'agents/*',
    element: (
      <Section permission="agents.read">
        <AgentsScreen />
      </Section>
    ),
  },
  {
    path: 'catalogue/*',
    element: (
      <Section permission="catalogue.read">
        <CatalogueScreen />
      </Section>
    ),
  },
  {
    path: 'site/*',
    element: (
      <Section permission="site.read">
        <SiteScreen />
      </Section>
    ),
  },
  {
    path: 'announcements',
    element: (
      <Section permission="content.read">
        <AnnouncementsScreen />
      </Section>
    ),
  },
  {
    path: 'promotions/*',
    element: (
      <Section permission="promotions.read">
        <PromotionsScreen />
      </Section>
    ),
  },
  {
    path: 'pages/*',
    element: (
      <Section permission="content.read">
        <PagesScreen />
      </Section>
    ),
  },
  {
    path: 'lottery/*',
    element: (
      <Section permission="lottery.read">
        <LotteryScreen />
      </Section>
    ),
  },
  {
    path: 'sportsbook/*',
    element: (
      <Section permission="sportsbook.read">
        <SportsbookScreen />
      </Section>
    ),
  },
  {
    path: 'rebate/*',
    element: (
      <Section permission="promotions.read">
        <RebateScreen />
      </Section>
    ),
  },
  {
    path: 'referral/*',
    element: (
      <Section permission="promotions.read">
        <ReferralScreen />
      </Section>
    ),
  },
  {
    path: 'red-envelopes/*',
    element: (
      <Section permission="promotions.read">
        <RedEnvelopesScreen />
      </Section>
    ),
  },
  {
    path: 'points/*',
    element: (
      <Section permission="promotions.read">
        <PointsScreen />
      </Section>
    ),
  },
  {
    path: 'reports/*',
    element: (
      <Section permission="reports.read">
        <ReportsScreen />
      </Section>
    ),
  },
  {
    path: 'operators/*',
    element: (
      <Section permission="operators.read">
        <OperatorsScreen />
      </Section>
    ),
  },
  {
    path: 'audit/*',
    element: (
      <Section permission="audit.read">
        <AuditScreen />
      </Section>
    ),
  },
  {
    path: 'messages/*',
    element: (
      <Section permission="messages.read">
        <MessagesScreen />
      </Section>
    ),
  },
  {
    path: 'help/*',
    element: (
      <Section permission="content.read">
        <HelpScreen />
      </Section>
    ),
  },
  {
    path: 'feedback/*',
    element: (
      <Section permission="support.read">
        <FeedbackScreen />
      </Section>
    ),
  },
  {
    path: 'promotion-applications/*',
    element: (
      <Section permission="promotions.read">
        <PromotionApplicationsScreen />
      </Section>
    ),
  },
  {
    path: 'chat/*',
    element: (
      <Section permission="support.read">
        <ChatScreen />
      </Section>
    ),
  },
  {
    path: 'vip/*',
    element: (
      <Section permission="promotions.read">
        <VipScreen />
      </Section>
    ),
  },
  { path: '*', element: <Navigate to="/backoffice" replace /> },
];
