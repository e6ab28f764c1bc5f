import type { ModuleNode } from '@fortuna/shared';

/** Finds a module by `modId` anywhere in the whitelabel module tree. */
export function findModule(tree: readonly ModuleNode[], modId: string): ModuleNode | undefined {
  for (const node of tree) {
    if (node.modId === modId) return node;
    const found = findModule(node.childrenNodes, modId);
    if (found) return found;
  }
  return undefined;
}

/** Whether a whitelabel module is on: its node exists in the tree and has `enabled: '1'`. */
export function isModuleEnabled(tree: readonly ModuleNode[], modId: string): boolean {
  return findModule(tree, modId)?.enabled === '1';
}
