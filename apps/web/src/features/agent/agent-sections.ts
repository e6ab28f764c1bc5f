import type { IconName } from '../../ui/icons';

/**
 * The agent centre's sections (spec §2 "Agent centre menu", in its order). The id is the URL
 * hash: /agentHome#team. `later` sections belong to later parts of issue #8 and show their title
 * with an honest empty state.
 */
export const AGENT_SECTIONS = [
  { id: 'announcement', icon: 'Megaphone' },
  { id: 'overview', icon: 'Chart' },
  { id: 'register', icon: 'Plus' },
  { id: 'team', icon: 'Users' },
  { id: 'betting', icon: 'Ticket' },
  { id: 'loss', icon: 'Rebate' },
  { id: 'income', icon: 'Cash' },
  { id: 'accountDetails', icon: 'Receipt' },
  { id: 'transactions', icon: 'Transfer' },
  { id: 'dividend', icon: 'Gift' },
  { id: 'dailySalary', icon: 'Calendar' },
  { id: 'hourlySalary', icon: 'Clock' },
  { id: 'realtimeSalary', icon: 'Flame' },
  { id: 'contracts', icon: 'Shield' },
] as const satisfies readonly { id: string; icon: IconName; later?: boolean }[];

export type AgentSection = (typeof AGENT_SECTIONS)[number];
export type AgentSectionId = AgentSection['id'];
/** Team management: index 3 of the menu. */
const DEFAULT_SECTION: AgentSection = AGENT_SECTIONS[3];

/** The section opened when the hash names none: the first one that works today. */
export const DEFAULT_AGENT_SECTION: AgentSectionId = DEFAULT_SECTION.id;

/** Other spellings that reach a section (kebab-case links). */
const ALIASES: Record<string, AgentSectionId> = {
  'team-management': 'team',
  'team-overview': 'overview',
  'team-betting': 'betting',
  'user-loss': 'loss',
  'my-income': 'income',
  'account-details': 'accountDetails',
  'team-transaction': 'transactions',
  'team-transactions': 'transactions',
  'daily-salary': 'dailySalary',
  'hourly-salary': 'hourlySalary',
  'realtime-salary': 'realtimeSalary',
  contract: 'contracts',
  'contract-requests': 'contracts',
};

/** The id of the section a URL hash names ("#team" → team); anything else is team management. */
export function agentSectionFromHash(hash: string): AgentSectionId {
  let name = hash.replace(/^#/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape is just an unknown name.
  }
  const direct = AGENT_SECTIONS.find((section) => section.id === name);
  return direct?.id ?? ALIASES[name] ?? ALIASES[name.toLowerCase()] ?? DEFAULT_AGENT_SECTION;
}

/** The section a URL hash names, with its icon and whether it is still to come. */
export function agentSectionOf(hash: string): AgentSection {
  const id = agentSectionFromHash(hash);
  return AGENT_SECTIONS.find((section) => section.id === id) ?? DEFAULT_SECTION;
}
