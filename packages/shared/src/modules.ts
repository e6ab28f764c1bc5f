import type { ModuleNode } from './schemas/config';

/**
 * Whether a whitelabel module is on: its node has `enabled: '1'` and so does every ancestor (a
 * module under a switched-off parent is off). Unknown ids are off. Server and client both use it.
 */
export function isModuleEnabled(tree: readonly ModuleNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (containsModule(node.childrenNodes, modId)) return node.enabled === '1' && isModuleEnabled(node.childrenNodes, modId);
  }
  return false;
}

function containsModule(tree: readonly ModuleNode[], modId: string): boolean {
  return tree.some((node) => node.modId === modId || containsModule(node.childrenNodes, modId));
}
