import type { ConsolidatedContractInfo, ContractKind } from '@fortuna/shared';

/**
 * The agent centre sections about contracts: each settlement record page with the contract kind
 * it shows and the consolidated-info flag that says the agent holds one (spec §2: "dividend record
 * (only if dividend contract enabled), daily salary, hourly salary, real-time salary (each only if
 * enabled)"; `salary` is the real-time salary).
 */
export const RECORD_SECTIONS = {
  dividend: { kind: 'dividend', flag: 'dividend' },
  dailySalary: { kind: 'daily_salary', flag: 'dailySalary' },
  hourlySalary: { kind: 'hourly_salary', flag: 'hourlySalary' },
  realtimeSalary: { kind: 'realtime_salary', flag: 'salary' },
} as const satisfies Record<string, { kind: ContractKind; flag: keyof ConsolidatedContractInfo }>;

export type RecordSectionId = keyof typeof RECORD_SECTIONS;

/** The contract requests and terminations section. */
export const CONTRACTS_SECTION = 'contracts';

export function isRecordSection(id: string): id is RecordSectionId {
  return Object.hasOwn(RECORD_SECTIONS, id);
}

/**
 * Whether the agent menu lists a section. With the agent-policy module off (`contractsEnabled`
 * false) nothing about contracts shows; with it on, the contracts section always does and each
 * record page only while the consolidated info says the agent holds that kind — not while that
 * info is still loading, so an entry never appears and vanishes again.
 */
export function showsAgentSection(id: string, info: ConsolidatedContractInfo | undefined, contractsEnabled: boolean): boolean {
  if (id === CONTRACTS_SECTION) return contractsEnabled;
  if (!isRecordSection(id)) return true;
  return contractsEnabled && info?.[RECORD_SECTIONS[id].flag] === true;
}

/** The menu as the agent sees it: the sections in spec order, those about contracts only as {@link showsAgentSection} says. */
export function visibleAgentSections<S extends { id: string }>(
  sections: readonly S[],
  info: ConsolidatedContractInfo | undefined,
  contractsEnabled: boolean,
): S[] {
  return sections.filter((section) => showsAgentSection(section.id, info, contractsEnabled));
}
