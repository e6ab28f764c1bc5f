import type { ModuleNode } from '@fortuna/shared';

export { isModuleEnabled } from '@fortuna/shared';

/** Finds a module by `modId` anywhere in the whitelabel module tree. */
export function findModule(tree: readonly ModuleNode[], modId: string): ModuleNode | undefined {
  for (const node of tree) {
    if (node.modId === modId) return node;
    const found = findModule(node.childrenNodes, modId);
    if (found) return found;
  }
  return undefined;
}
