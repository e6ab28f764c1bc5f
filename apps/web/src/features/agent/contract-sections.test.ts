import type { ConsolidatedContractInfo } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { AGENT_SECTIONS } from './agent-sections';
import { RECORD_SECTIONS, showsAgentSection, visibleAgentSections } from './contract-sections';

const NONE: ConsolidatedContractInfo = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  dailySalary: false,
  hourlySalary: false,
  salary: false,
  dividend: false,
  pending: false,
};
const ids = (info: ConsolidatedContractInfo | undefined, enabled = true) =>
  visibleAgentSections(AGENT_SECTIONS, info, enabled).map((s) => s.id);
const RECORD_IDS = Object.keys(RECORD_SECTIONS);

describe('agent menu gating by the consolidated contract info (spec §2)', () => {
  it('hides every record page while the agent holds no contract, but keeps contract requests', () => {
    const shown = ids(NONE);
    for (const id of RECORD_IDS) expect(shown).not.toContain(id);
    expect(shown).toContain('contracts');
    expect(shown).toContain('team');
  });

  it('shows each record page only for the kind the agent holds (salary is the real-time salary)', () => {
    expect(ids({ ...NONE, dividend: true }).filter((id) => RECORD_IDS.includes(id))).toEqual(['dividend']);
    expect(ids({ ...NONE, dailySalary: true }).filter((id) => RECORD_IDS.includes(id))).toEqual(['dailySalary']);
    expect(ids({ ...NONE, hourlySalary: true }).filter((id) => RECORD_IDS.includes(id))).toEqual(['hourlySalary']);
    expect(ids({ ...NONE, salary: true }).filter((id) => RECORD_IDS.includes(id))).toEqual(['realtimeSalary']);
    const all = { ...NONE, dividend: true, dailySalary: true, hourlySalary: true, salary: true };
    expect(ids(all).filter((id) => RECORD_IDS.includes(id))).toEqual(['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary']);
  });

  it('shows no record page while the info is loading, and nothing about contracts with the agent-policy module off', () => {
    expect(ids(undefined).filter((id) => RECORD_IDS.includes(id))).toEqual([]);
    const off = ids({ ...NONE, dividend: true, salary: true }, false);
    for (const id of [...RECORD_IDS, 'contracts']) expect(off).not.toContain(id);
    expect(off).toContain('team');
  });

  it('leaves the other sections alone and keeps the spec order', () => {
    expect(showsAgentSection('overview', undefined, false)).toBe(true);
    const all = ids({ ...NONE, dividend: true, dailySalary: true, hourlySalary: true, salary: true });
    expect(all).toEqual(AGENT_SECTIONS.map((s) => s.id));
  });
});
