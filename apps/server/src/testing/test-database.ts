import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** Env var naming a migrated PGlite dump made once per test run (see vitest.global-setup.ts). */
export const PGLITE_TEMPLATE_ENV = 'FORTUNA_PGLITE_TEMPLATE';

/** Admin connection string for the same server but the maintenance database. */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated, empty database for one test file: a new database on the PostgreSQL server
 * when DATABASE_URL is set (dropped on close), else an in-memory PGlite loaded from the run's
 * migrated template.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const base = new URL(url).pathname.slice(1) || 'fortuna';
    const name = `${base}_t_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template) {
    const blob = new Blob([await fs.readFile(template)]);
    return openDatabase({ loadDataDir: blob });
  }
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  return handle;
}
