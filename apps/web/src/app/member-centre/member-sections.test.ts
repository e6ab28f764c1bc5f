import { describe, expect, it } from 'vitest';
import { MEMBER_SECTIONS, sectionFromHash } from './member-sections';

describe('member centre sections', () => {
  it('follow the spec menu, then transaction details, security centre, VIP bonus and bank account', () => {
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
      'creditReport',
      'redEnvelope',
      'security',
      'vip',
      'bankAccount',
      'feedback',
      'responsibleGaming',
    ]);
  });

  it('reads the hash the header and side menu link to, and its kebab-case spelling', () => {
    expect(sectionFromHash('#deposit')).toBe('deposit');
    expect(sectionFromHash('#withdraw')).toBe('withdraw');
    expect(sectionFromHash('#accountRecord')).toBe('accountRecord');
    expect(sectionFromHash('#account-record')).toBe('accountRecord');
    expect(sectionFromHash('#betting-record')).toBe('bettingRecord');
    expect(sectionFromHash('#vip')).toBe('vip');
    expect(sectionFromHash('#vip-bonus')).toBe('vip');
    expect(sectionFromHash('#red-envelope')).toBe('redEnvelope');
    expect(sectionFromHash('#profit-and-loss')).toBe('personalLoss');
    expect(sectionFromHash('#credit-report')).toBe('creditReport');
    expect(sectionFromHash('')).toBe('account');
    expect(sectionFromHash('#nonsense')).toBe('account');
    expect(sectionFromHash('#%E0%A4%A')).toBe('account');
  });
});
