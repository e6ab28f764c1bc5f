import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each TypeScript file under a folder, mapped to the files of that folder it imports. */
export type ImportGraph = Map<string, string[]>;

/** Lists every `.ts` file below `dir`. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && file.endsWith('.ts') && !file.endsWith('.d.ts') ? [file] : [];
  });
}

/** Resolves a relative specifier the way our bundler-style module resolution does, or null. */
function resolveRelative(from: string, specifier: string, known: Set<string>): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

/**
 * The import graph of the `.ts` files below `dir`, counting `import type` as an edge too: a
 * type-only circle still ties two modules together, and it is one edit away from a runtime one.
 */
export function importGraph(dir: string): ImportGraph {
  const files = sourceFiles(dir);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier, known))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import circles of a graph: each strongly connected group of more than one file, or a file importing itself. */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm; the server's few hundred files keep the recursion shallow.
  const index = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(node: string): number {
    const order = index.size;
    index.set(node, order);
    let lowest = order;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) lowest = Math.min(lowest, visit(target));
      else if (onStack.has(target)) lowest = Math.min(lowest, index.get(target) ?? lowest);
    }
    if (lowest === order) {
      const group: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = member === node ? undefined : stack.pop()) {
        onStack.delete(member);
        group.push(member);
      }
      if (group.length > 1 || graph.get(node)?.includes(node)) cycles.push(group.sort());
    }
    return lowest;
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
