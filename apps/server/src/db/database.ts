import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

// bigint (int8) and numeric come back as strings by default; money code converts explicitly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

/**
 * The channel on which configuration changes are announced (migration 0060). Every pooled
 * PostgreSQL connection listens on it: PostgreSQL hands a session its own NOTIFY just before the
 * COMMIT's answer, so this process hears a change it made before that commit returns, and a request
 * that follows the write never finds the old configuration in memory (modules/config/config-changes.ts).
 */
export const CONFIG_CHANNEL = 'fortuna_config';

/**
 * The statement that listens on CONFIG_CHANNEL, in lower case on purpose: tests and benches count
 * the Socket.IO adapter's listeners as `pg_stat_activity.query LIKE 'LISTEN %'`, and these
 * connections must not pass for one.
 */
export const CONFIG_LISTEN = `listen ${CONFIG_CHANNEL}`;

/** An open database and how to close it. */
export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL: hears the CONFIG_CHANNEL payloads that reach this handle's own pooled connections. */
  onPoolNotification?: (listener: (payload: string) => void) => () => void;
  /** The embedded engine, when PGlite (tests dump and clone it). */
  pglite?: PGlite;
  /** The connection string, when PostgreSQL. */
  url?: string;
};

export type DatabaseOptions = {
  /** PostgreSQL URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or ':memory:'. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
};

/** Opens PostgreSQL (when a URL is given) or embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, admin kill) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01') console.error('idle database connection failed', error);
    });
    const poolListeners = new Set<(payload: string) => void>();
    pool.on('connect', (client) => {
      client.on('notification', (message) => {
        if (message.channel !== CONFIG_CHANNEL || message.payload === undefined) return;
        for (const listener of poolListeners) listener(message.payload);
      });
      // Queued before the caller's first query. Should it fail, this connection only loses the early
      // notice: the dedicated listener (config-changes.ts) still hears every change. Lower case, as
      // CONFIG_LISTEN says.
      client.query(CONFIG_LISTEN).catch(() => {});
    });
    const onPoolNotification = (listener: (payload: string) => void) => {
      poolListeners.add(listener);
      return () => {
        poolListeners.delete(listener);
      };
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', url: options.databaseUrl, onPoolNotification, close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? ':memory:';
  if (dataDir !== ':memory:') fs.mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({
    // bigint (int8) comes back as BigInt, as with pg above: money never passes through a float.
    parsers: { 20: (value: string) => BigInt(value) },
    ...(dataDir === ':memory:' ? {} : { dataDir }),
  });
  await pglite.waitReady;
  return wrapPglite(pglite);
}

/** A Kysely handle over an open PGlite (a fresh one, or a clone in tests). */
export function wrapPglite(pglite: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
