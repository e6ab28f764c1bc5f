import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { PGLITE_TEMPLATE_ENV } from './test-database';

/**
 * Creating a PGlite database costs seconds; loading a dump of one costs a fraction. So the run
 * migrates one template and every test file starts from a copy of it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => {};
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fortuna-pglite-'));
  const file = path.join(dir, 'template.tar.gz');
  const dump = await handle.pglite?.dumpDataDir('gzip');
  if (!dump) throw new Error('expected a PGlite database');
  await fs.writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await handle.close();
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
