/**
 * Makes the two templates createTestDatabase starts a database from when FORTUNA_TEST_TEMPLATE_EMPTY
 * and FORTUNA_TEST_TEMPLATE_SEEDED name them (outside Vitest, which has global-setup.ts): one
 * migrated, one migrated and demo-seeded. Migrating and seeding costs seconds; a copy of a
 * template a fraction of one.
 *
 * - DATABASE_URL set: two databases of these names on that server. The seeded one is a copy of the
 *   migrated one, then seeded. Every connection to a template is closed before it is copied
 *   (PostgreSQL copies a database no one is connected to); createTestDatabase then runs
 *   `CREATE DATABASE … TEMPLATE …`.
 * - Unset: two PGlite data directories written as tarballs to these paths, loaded the way the
 *   Vitest run's are.
 *
 * Usage (scripts/bench-smoke.mjs runs it once at its start and removes both at its end):
 *   [DATABASE_URL=postgres://root@127.0.0.1:5432/postgres] tsx apps/server/src/testing/make-templates.ts <empty> <seeded>
 */
import fs from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../seed/demo';

async function postgresTemplates(url: string, empty: string, seeded: string): Promise<void> {
  const at = (database: string) => {
    const parsed = new URL(url);
    parsed.pathname = `/${database}`;
    return parsed.toString();
  };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${empty}"`);
    const migrated = await openDatabase({ databaseUrl: at(empty), poolSize: 2 });
    try {
      await migrateToLatest(migrated.db);
    } finally {
      await migrated.close();
    }
    await admin.query(`CREATE DATABASE "${seeded}" TEMPLATE "${empty}"`);
    const demo = await openDatabase({ databaseUrl: at(seeded), poolSize: 2 });
    try {
      await seedDemo(demo.db);
    } finally {
      await demo.close();
    }
  } finally {
    await admin.end();
  }
}

async function pgliteTemplates(empty: string, seeded: string): Promise<void> {
  const handle = await openDatabase({});
  try {
    const pglite = handle.pglite as PGlite;
    await migrateToLatest(handle.db);
    await fs.writeFile(empty, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await seedDemo(handle.db);
    await fs.writeFile(seeded, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
}

const [empty, seeded] = process.argv.slice(2);
if (!empty || !seeded) {
  console.error('usage: [DATABASE_URL=…] tsx apps/server/src/testing/make-templates.ts <empty> <seeded>');
  process.exit(2);
}
const url = process.env.DATABASE_URL;
if (url) await postgresTemplates(url, empty, seeded);
else await pgliteTemplates(empty, seeded);
