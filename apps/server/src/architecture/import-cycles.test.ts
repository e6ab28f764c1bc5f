import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('server import graph', () => {
  it('has no import cycles in apps/server/src (type-only imports included)', () => {
    const cycles = importCycles(importGraph(SERVER_SRC)).map((group) => group.map((file) => path.relative(SERVER_SRC, file)));
    expect(cycles).toEqual([]);
  });

  it('finds a circle through type-only imports and a file that imports itself', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
  });
});
