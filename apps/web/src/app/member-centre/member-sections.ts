import type { MODULE_IDS } from '@fortuna/shared';
import type { IconName } from '../../ui/icons';

/**
 * The member centre's sections (spec §2 "Member centre menu" in its order, then the further
 * labelled areas). The id is the URL hash: /member#deposit. `later` sections belong to a later
 * issue and show their title with an honest empty state.
 */
export const MEMBER_SECTIONS = [
  { id: 'account', icon: 'User' },
  { id: 'wallet', icon: 'Wallet' },
  { id: 'deposit', icon: 'Plus' },
  { id: 'withdraw', icon: 'Cash' },
  { id: 'transfer', icon: 'Transfer' },
  { id: 'bettingRecord', icon: 'Ticket' },
  { id: 'accountRecord', icon: 'Receipt' },
  { id: 'personalLoss', icon: 'Chart' },
  { id: 'bonus', icon: 'Gift' },
  { id: 'reward', icon: 'Star' },
  { id: 'invite', icon: 'Users', module: 'referral' },
  { id: 'missions', icon: 'Trophy' },
  { id: 'messages', icon: 'Mail' },
  { id: 'rebate', icon: 'Rebate', module: 'manualRebate' },
  { id: 'transactions', icon: 'Calendar', extra: true },
  { id: 'creditReport', icon: 'Receipt', extra: true },
  { id: 'redEnvelope', icon: 'Gift', extra: true },
  { id: 'security', icon: 'Shield', extra: true },
  { id: 'vip', icon: 'Crown', extra: true },
  { id: 'bankAccount', icon: 'Bank', extra: true },
  { id: 'feedback', icon: 'Chat', extra: true },
  { id: 'responsibleGaming', icon: 'Shield', extra: true },
] as const satisfies readonly { id: string; icon: IconName; later?: boolean; extra?: boolean; module?: keyof typeof MODULE_IDS }[];

export type MemberSectionId = (typeof MEMBER_SECTIONS)[number]['id'];

/**
 * Other spellings that reach a section: kebab-case links. The side menu's "VIP bonus" links to
 * #vip, the VIP page (the spec's original opened the security centre there; docs/promotions/vip.md).
 */
const ALIASES: Record<string, MemberSectionId> = {
  'my-account': 'account',
  'my-wallet': 'wallet',
  'betting-record': 'bettingRecord',
  'account-record': 'accountRecord',
  'personal-loss': 'personalLoss',
  'profit-and-loss': 'personalLoss',
  profitLoss: 'personalLoss',
  'credit-report': 'creditReport',
  'bank-account': 'bankAccount',
  'transaction-details': 'transactions',
  'vip-bonus': 'vip',
  'red-envelope': 'redEnvelope',
  'responsible-gaming': 'responsibleGaming',
};

/** The section a URL hash names ("#account-record" → accountRecord); anything else is "my account". */
export function sectionFromHash(hash: string): MemberSectionId {
  let name = hash.replace(/^#/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape (#%E0%A4%A) is just an unknown name.
  }
  const direct = MEMBER_SECTIONS.find((section) => section.id === name);
  return direct?.id ?? ALIASES[name] ?? ALIASES[name.toLowerCase()] ?? 'account';
}
