import pg from 'pg';
import { CONFIG_CHANNEL, CONFIG_LISTEN, type DatabaseHandle } from '../../db/database';

/** What a change touched: a merchant's site configuration, or the (shared) game catalogue. */
export type ConfigArea = 'site' | 'catalogue';

/** One announcement on CONFIG_CHANNEL (migration 0060): the area, the merchant (site only) and the version it moved to. */
export type ConfigChange = { area: ConfigArea; merchant: number | null; version: number };

/** How long a copy in memory is trusted without a read, should a notification be lost. */
export const CONFIG_TTL_MS = 60_000;

/** The listening client's `application_name`, as pg_stat_activity shows it. */
export const CONFIG_LISTENER_NAME = 'fortuna-config-listener';

/** Delays between attempts to reconnect the listening client, the last one repeated. */
const RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000, 10_000];

/**
 * The configuration change feed of one process: whether it hears every change right now, and the
 * changes it hears. Caches (config-cache.ts, the catalogue snapshot) trust a copy in memory only
 * while `synced`, while the copy is from the current `generation`, younger than `ttlMs`, and not
 * older than a version announced since.
 */
export type ConfigChanges = {
  /** True while every committed change reaches this process: the listener is connected (always on PGlite once started). */
  readonly synced: boolean;
  /** Moves each time the listener (re)connects: what was cached before may have missed changes. */
  readonly generation: number;
  /** See CONFIG_TTL_MS. */
  readonly ttlMs: number;
  /** Milliseconds on the caches' clock. */
  now(): number;
  /** Calls `listener` with every change heard, and with 'reset' when everything cached must go. */
  subscribe(listener: (change: ConfigChange | 'reset') => void): () => void;
  /** Starts listening; on PostgreSQL resolves after the first connection attempt, connected or not (it retries). */
  start(): Promise<void>;
  close(): Promise<void>;
};

/** A feed that never hears anything: every cached copy is read again (services built without a feed, in tests). */
export const UNSYNCED_CHANGES: ConfigChanges = {
  synced: false,
  generation: 0,
  ttlMs: CONFIG_TTL_MS,
  now: () => Date.now(),
  subscribe: () => () => {},
  start: async () => {},
  close: async () => {},
};

/** Parses a payload; anything malformed (never written by our trigger) is ignored. */
export function parseConfigChange(payload: string): ConfigChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ConfigChange>;
    if ((value.area !== 'site' && value.area !== 'catalogue') || typeof value.version !== 'number') return undefined;
    return { area: value.area, merchant: typeof value.merchant === 'number' ? value.merchant : null, version: value.version };
  } catch {
    return undefined;
  }
}

/**
 * Listens on CONFIG_CHANNEL. PostgreSQL: one dedicated client (several processes share the
 * database, so a change made by any of them reaches all), plus the pool's own connections, which
 * deliver this process's own changes before their commit returns (db/database.ts). Embedded
 * PGlite is one process and one session: its listener hears a change as its commit completes.
 */
export function createConfigChanges(
  database: DatabaseHandle,
  options: { now?: () => number; ttlMs?: number; log?: (message: string, error?: unknown) => void } = {},
): ConfigChanges {
  const listeners = new Set<(change: ConfigChange | 'reset') => void>();
  const log = options.log ?? (() => {});
  let synced = false;
  let generation = 0;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  const stops: (() => unknown)[] = [];

  const emit = (change: ConfigChange | 'reset') => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        log('config change listener failed', error);
      }
    }
  };
  const hear = (payload: string) => {
    const change = parseConfigChange(payload);
    if (change) emit(change);
  };
  /** Everything cached may have missed a change: trust nothing from before. */
  const reset = () => {
    generation++;
    emit('reset');
  };

  function lost(which: pg.Client, error?: unknown): void {
    if (client !== which) return;
    client = undefined;
    synced = false;
    which.end().catch(() => {});
    if (error) log('config listener lost its connection', error);
    schedule();
  }

  function schedule(): void {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] as number;
    attempt++;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  }

  async function connect(): Promise<void> {
    if (closed || !database.url) return;
    const next = new pg.Client({
      connectionString: database.url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: CONFIG_LISTENER_NAME,
    });
    next.on('notification', (message) => {
      if (message.channel === CONFIG_CHANNEL && message.payload !== undefined) hear(message.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(CONFIG_LISTEN);
    } catch (error) {
      next.end().catch(() => {});
      log('config listener could not connect', error);
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    // Changes made while nobody listened were not heard: drop everything, then trust again.
    reset();
    synced = true;
  }

  return {
    get synced() {
      return synced;
    },
    get generation() {
      return generation;
    },
    ttlMs: options.ttlMs ?? CONFIG_TTL_MS,
    now: options.now ?? (() => Date.now()),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async start() {
      if (database.pglite) {
        const pglite = database.pglite;
        const unlisten = await pglite.listen(CONFIG_CHANNEL, hear);
        stops.push(() => (pglite.closed ? undefined : unlisten()));
        reset();
        synced = true;
        return;
      }
      if (database.onPoolNotification) stops.push(database.onPoolNotification(hear));
      await connect();
    },
    async close() {
      closed = true;
      synced = false;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
      for (const stop of stops.splice(0)) await Promise.resolve(stop()).catch(() => {});
      listeners.clear();
    },
  };
}
