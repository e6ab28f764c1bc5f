import type { OperatorMe, OpsPermission } from '@fortuna/shared';
import type { IconName } from '../../../ui/icons';

/** A section of the back office: its path under /backoffice, its menu icon and the permission that shows it. */
export type OpsSection = { id: string; path: string; icon: IconName; permission: OpsPermission };

/** The back office's menu, in order. Each section's screen is `features/ops/<id>/<id>-screen.tsx` (shell/ops-routes.tsx). */
export const OPS_SECTIONS: readonly OpsSection[] = [
  { id: 'dashboard', path: 'dashboard', icon: 'Chart', permission: 'reports.read' },
  { id: 'cashier', path: 'cashier', icon: 'Cash', permission: 'cashier.read' },
  { id: 'members', path: 'members', icon: 'Users', permission: 'members.read' },
  { id: 'agents', path: 'agents', icon: 'Crown', permission: 'agents.read' },
  { id: 'catalogue', path: 'catalogue', icon: 'Gamepad', permission: 'catalogue.read' },
  { id: 'site', path: 'site', icon: 'Globe', permission: 'site.read' },
  { id: 'lottery', path: 'lottery', icon: 'Ticket', permission: 'lottery.read' },
  { id: 'sportsbook', path: 'sportsbook', icon: 'Ball', permission: 'sportsbook.read' },
  { id: 'vip', path: 'vip', icon: 'Crown', permission: 'promotions.read' },
  { id: 'rebate', path: 'rebate', icon: 'Rebate', permission: 'promotions.read' },
  { id: 'referral', path: 'referral', icon: 'Users', permission: 'promotions.read' },
  { id: 'redEnvelopes', path: 'red-envelopes', icon: 'Gift', permission: 'promotions.read' },
  { id: 'points', path: 'points', icon: 'Star', permission: 'promotions.read' },
  { id: 'reports', path: 'reports', icon: 'Receipt', permission: 'reports.read' },
  { id: 'promotions', path: 'promotions', icon: 'Gift', permission: 'promotions.read' },
  { id: 'announcements', path: 'announcements', icon: 'Megaphone', permission: 'content.read' },
  { id: 'messages', path: 'messages', icon: 'Mail', permission: 'messages.read' },
  { id: 'pages', path: 'pages', icon: 'Globe', permission: 'content.read' },
  { id: 'help', path: 'help', icon: 'Help', permission: 'content.read' },
  { id: 'feedback', path: 'feedback', icon: 'Chat', permission: 'support.read' },
  { id: 'chat', path: 'chat', icon: 'Headset', permission: 'support.read' },
  // Promotions (issue 19): the promotion editor's section belongs beside this one.
  { id: 'promotionApplications', path: 'promotion-applications', icon: 'Gift', permission: 'promotions.read' },
  { id: 'operators', path: 'operators', icon: 'Key', permission: 'operators.read' },
  { id: 'audit', path: 'audit', icon: 'Shield', permission: 'audit.read' },
];

/** The sections the operator's role may open. */
export function sectionsFor(me: OperatorMe | undefined): OpsSection[] {
  return OPS_SECTIONS.filter((section) => me?.permissions.includes(section.permission));
}
