import type { ModuleNode } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { findModule, isModuleEnabled } from './modules';

const node = (modId: string, enabled: '0' | '1', childrenNodes: ModuleNode[] = []): ModuleNode => ({
  modId,
  name: modId,
  enabled,
  childrenNodes,
});

const tree: ModuleNode[] = [
  node('MEMBER', '1', [node('REWARD_CENTER', '1'), node('PROMO', '1', [node('MANUAL_REBATE', '1')])]),
  node('REGISTER', '1', [node('REGISTER_MOBILE', '0')]),
];

describe('isModuleEnabled', () => {
  it('finds enabled modules at any depth', () => {
    expect(isModuleEnabled(tree, 'MEMBER')).toBe(true);
    expect(isModuleEnabled(tree, 'MANUAL_REBATE')).toBe(true);
  });

  it('is false for a disabled module', () => {
    expect(isModuleEnabled(tree, 'REGISTER_MOBILE')).toBe(false);
  });

  it('is false for a module missing from the tree, and for an empty tree', () => {
    expect(isModuleEnabled(tree, 'FREE_PLAY')).toBe(false);
    expect(isModuleEnabled([], 'MANUAL_REBATE')).toBe(false);
  });

  it('returns the node itself from findModule', () => {
    expect(findModule(tree, 'PROMO')?.childrenNodes).toHaveLength(1);
  });
});

describe('isModuleEnabled under a switched-off parent', () => {
  it('is false when any ancestor is off, as the server decides', () => {
    const off: ModuleNode[] = [node('PROMOTIONS', '0', [node('REFERRAL', '1', [node('DEEP', '1')])])];
    expect(isModuleEnabled(off, 'REFERRAL')).toBe(false);
    expect(isModuleEnabled(off, 'DEEP')).toBe(false);
  });
});
