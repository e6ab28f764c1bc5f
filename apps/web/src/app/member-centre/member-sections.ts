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
  { id: 'personalLoss', icon: 'Chart', later: true },
  { id: 'bonus', icon: 'Gift', later: true },
  { id: 'reward', icon: 'Star', later: true },
  { id: 'invite', icon: 'Users', later: true },
  { id: 'missions', icon: 'Trophy' },
  { id: 'messages', icon: 'Mail' },
  { id: 'rebate', icon: 'Rebate', later: true, module: 'manualRebate' },
  { id: 'transactions', icon: 'Calendar', extra: true },
  { id: 'security', icon: 'Shield', extra: true },
  { id: 'bankAccount', icon: 'Bank', extra: true },
  { id: 'feedback', icon: 'Chat', extra: true },
] as const satisfies readonly { id: string; icon: IconName; later?: boolean; extra?: boolean; module?: string }[];

export type MemberSectionId = (typeof MEMBER_SECTIONS)[number]['id'];

/** Other spellings that reach a section: kebab-case links, and the side menu's VIP bonus, which opens the security centre (spec §2). */
const ALIASES: Record<string, MemberSectionId> = {
  'my-account': 'account',
  'my-wallet': 'wallet',
  'betting-record': 'bettingRecord',
  'account-record': 'accountRecord',
  'personal-loss': 'personalLoss',
  'bank-account': 'bankAccount',
  'transaction-details': 'transactions',
  vip: 'security',
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
