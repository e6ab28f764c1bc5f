import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, wrapPglite } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding the migrated PGlite templates (empty and demo-seeded), made once per run by global-setup.ts. */
    pgliteTemplates: { empty: string; seeded: string } | null;
  }
}

/**
 * The run's template tarballs when running under Vitest with global-setup.ts; elsewhere (the
 * Playwright journeys and the benches build servers with these helpers too, and must not load
 * Vitest) the ones FORTUNA_TEST_TEMPLATE_EMPTY / _SEEDED name (make-templates.ts), else null.
 */
async function runTemplates(): Promise<{ empty: string; seeded: string } | null> {
  if (!process.env.VITEST) {
    const { FORTUNA_TEST_TEMPLATE_EMPTY: empty, FORTUNA_TEST_TEMPLATE_SEEDED: seeded } = process.env;
    return empty && seeded ? { empty, seeded } : null;
  }
  const { inject } = await import('vitest');
  return inject('pgliteTemplates') ?? null;
}

/** Admin connection string for the same server but the maintenance database. */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated, empty database for one test file: a new database on the PostgreSQL server
 * when DATABASE_URL is set (dropped on close), else an in-memory PGlite loaded from the run's
 * migrated template. On PostgreSQL, when FORTUNA_TEST_TEMPLATE_EMPTY / FORTUNA_TEST_TEMPLATE_SEEDED
 * name a database already migrated (and seeded) on that server (make-templates.ts), the new
 * one is a copy of it instead of being migrated and seeded here.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const base = new URL(url).pathname.slice(1) || 'fortuna';
    const name = `${base}_t_${crypto.randomBytes(5).toString('hex')}`;
    const template = process.env[options.seeded ? 'FORTUNA_TEST_TEMPLATE_SEEDED' : 'FORTUNA_TEST_TEMPLATE_EMPTY'];
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    if (!template) {
      await migrateToLatest(handle.db);
      if (options.seeded) await seedDemo(handle.db);
    }
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
  const dump = await runTemplates();
  // One PGlite start per file, straight from the run's tarball (a clone of a live template would
  // dump it first and then start a second one).
  if (dump) return wrapPglite(await loadTemplate(options.seeded ? dump.seeded : dump.empty));
  const template = await pgliteTemplate(options.seeded ?? false);
  const clone = (await template.clone()) as PGlite;
  return wrapPglite(clone);
}

/**
 * Without the run's tarballs (a config without global-setup.ts): PGlite templates made once per
 * test worker (the server project runs with isolate: false so this module, and these, survive from
 * one test file to the next) and cloned for each file.
 */
const templates = new Map<boolean, Promise<PGlite>>();
function pgliteTemplate(seeded: boolean): Promise<PGlite> {
  let template = templates.get(seeded);
  if (!template) {
    template = (async () => {
      const handle = await openDatabase({});
      await migrateToLatest(handle.db);
      if (seeded) await seedDemo(handle.db);
      return handle.pglite as PGlite;
    })();
    templates.set(seeded, template);
  }
  return template;
}

/** The tarballs' bytes, read once per worker. */
const dumps = new Map<string, Promise<Blob>>();

/** A new PGlite started from a tarball global-setup.ts wrote, with the same int8 parser as openDatabase. */
async function loadTemplate(file: string): Promise<PGlite> {
  let dump = dumps.get(file);
  if (!dump) {
    dump = fs.readFile(file).then((bytes) => new Blob([bytes]));
    dumps.set(file, dump);
  }
  const pglite = new PGlite({ parsers: { 20: (value: string) => BigInt(value) }, loadDataDir: await dump });
  await pglite.waitReady;
  return pglite;
}
