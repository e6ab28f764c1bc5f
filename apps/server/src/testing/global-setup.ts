import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../seed/demo';

// The provided value's type (ProvidedContext.pgliteTemplates) is declared in test-database.ts.
import './test-database';

/** Migrates (and seeds) one PGlite and writes its data directory as a tarball. */
async function dumpTemplate(file: string, seeded: boolean): Promise<void> {
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  if (seeded) await seedDemo(handle.db);
  const dump = await (handle.pglite as PGlite).dumpDataDir('none');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

/**
 * Builds the PGlite templates once for the whole run, before any test file starts. Building one
 * costs seconds of CPU; done in a test file's beforeAll it ran under that hook's timeout, so on a
 * busy machine the first file of every worker could time out. Here it has no timeout: the workers
 * start once it is done, and each only loads the tarball (a fraction of a second).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplates', null);
    return async () => {};
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fortuna-templates-'));
  const files = { empty: path.join(dir, 'empty.tar'), seeded: path.join(dir, 'seeded.tar') };
  await dumpTemplate(files.empty, false);
  await dumpTemplate(files.seeded, true);
  project.provide('pgliteTemplates', files);
  return () => fs.rm(dir, { recursive: true, force: true });
}
