import { describe, expect, it } from 'vitest';
import { AGENT_SECTIONS, agentSectionFromHash, agentSectionOf } from './agent-sections';
import en from './locales/en.json';

describe('agent centre sections', () => {
  it('follow the spec menu order, with only team management live for now', () => {
    expect(AGENT_SECTIONS.map((s) => s.id)).toEqual([
      'announcement',
      'overview',
      'register',
      'team',
      'betting',
      'loss',
      'income',
      'accountDetails',
      'transactions',
      'dividend',
      'dailySalary',
      'hourlySalary',
      'realtimeSalary',
      'contracts',
    ]);
    expect(AGENT_SECTIONS.filter((s) => !('later' in s)).map((s) => s.id)).toEqual([
      'announcement',
      'overview',
      'register',
      'team',
      'betting',
      'loss',
      'income',
      'accountDetails',
      'transactions',
      'dividend',
      'dailySalary',
      'hourlySalary',
      'realtimeSalary',
      'contracts',
    ]);
  });

  it('each have a title and a subtitle', () => {
    for (const { id } of AGENT_SECTIONS) {
      expect(en.agentCentre.sections[id]).toBeTruthy();
      expect(en.agentCentre.subtitles[id]).toBeTruthy();
    }
  });

  it('are named by the hash, kebab-case too; anything else opens team management', () => {
    expect(agentSectionFromHash('#income')).toBe('income');
    expect(agentSectionFromHash('#account-details')).toBe('accountDetails');
    expect(agentSectionFromHash('#team-transaction')).toBe('transactions');
    expect(agentSectionFromHash('#Team-Management')).toBe('team');
    expect(agentSectionFromHash('')).toBe('team');
    expect(agentSectionFromHash('#nope')).toBe('team');
    expect(agentSectionFromHash('#%E0%A4%A')).toBe('team');
    expect(agentSectionOf('#dividend')).toEqual({ id: 'dividend', icon: 'Gift' });
    expect(agentSectionFromHash('#contract-requests')).toBe('contracts');
    expect(agentSectionOf('')).toEqual({ id: 'team', icon: 'Users' });
  });
});
