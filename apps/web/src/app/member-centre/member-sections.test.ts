import { describe, expect, it } from 'vitest';
import { MEMBER_SECTIONS, sectionFromHash } from './member-sections';

describe('member centre sections', () => {
  it('follow the spec menu, then transaction details, security centre and bank account', () => {
    expect(MEMBER_SECTIONS.map((s) => s.id)).toEqual([
      'account',
      'wallet',
      'deposit',
      'withdraw',
      'transfer',
      'bettingRecord',
      'accountRecord',
      'personalLoss',
      'bonus',
      'reward',
      'invite',
      'missions',
      'messages',
      'rebate',
      'transactions',
      'security',
      'bankAccount',
      'feedback',
    ]);
  });

  it('reads the hash the header and side menu link to, and its kebab-case spelling', () => {
    expect(sectionFromHash('#deposit')).toBe('deposit');
    expect(sectionFromHash('#withdraw')).toBe('withdraw');
    expect(sectionFromHash('#accountRecord')).toBe('accountRecord');
    expect(sectionFromHash('#account-record')).toBe('accountRecord');
    expect(sectionFromHash('#betting-record')).toBe('bettingRecord');
    expect(sectionFromHash('#vip')).toBe('security');
    expect(sectionFromHash('')).toBe('account');
    expect(sectionFromHash('#nonsense')).toBe('account');
    expect(sectionFromHash('#%E0%A4%A')).toBe('account');
  });
});
