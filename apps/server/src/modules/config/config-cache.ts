import { LRUCache } from 'lru-cache';
import type { MerchantRow } from '../../db/schema';
import type { ConfigChanges } from './config-changes';

/** How many host names' merchants are kept: the Host header is the caller's to choose, so the map is bounded. */
const HOSTS_KEPT = 1_000;

type Entry = {
  /** The read, shared by every call that arrives while it runs. */
  row: Promise<MerchantRow | undefined>;
  /** The row, once read. */
  resolved?: MerchantRow;
  /** The feed's generation and clock when the read started: a copy is never younger than its read. */
  generation: number;
  at: number;
};

/**
 * The merchant rows of the calls that answer from memory (site-context.ts, `configFromMemory`
 * routes), by `Merchant` code and by host. A copy is served without a read while the change feed
 * is synced, it is from the feed's current generation and younger than the TTL, and no version of
 * its merchant newer than its own was announced since; otherwise the row is read again (the
 * configuration's derived values are keyed by the row's `config_version` in config.service.ts, so
 * a read that finds the same version rebuilds nothing).
 */
export function createConfigCache(
  changes: ConfigChanges,
  load: { byCode: (code: string) => Promise<MerchantRow | undefined>; byHost: (host: string) => Promise<MerchantRow | undefined> },
) {
  const byCode = new Map<string, Entry>();
  const byHost = new LRUCache<string, Entry>({ max: HOSTS_KEPT });
  /** The highest `config_version` announced per merchant id. */
  const announced = new Map<number, number>();

  function fresh(entry: Entry): boolean {
    if (!changes.synced || entry.generation !== changes.generation || changes.now() - entry.at >= changes.ttlMs) return false;
    const row = entry.resolved;
    return row === undefined || row.config_version >= (announced.get(row.id) ?? 0);
  }

  function get(map: Map<string, Entry> | LRUCache<string, Entry>, key: string, read: () => Promise<MerchantRow | undefined>) {
    const hit = map.get(key);
    if (hit && fresh(hit)) return hit.row;
    const entry: Entry = { row: read(), generation: changes.generation, at: changes.now() };
    map.set(key, entry);
    const forget = () => {
      if (map.get(key) === entry) map.delete(key);
    };
    entry.row.then((row) => {
      // An unknown code or host is not remembered: a merchant created later must be found at once.
      if (row) entry.resolved = row;
      else forget();
    }, forget);
    return entry.row;
  }

  /**
   * A site change announced: that merchant's older copies go, and so do reads still running (whose
   * merchant is not known yet). The same announcement reaches the process several times (the
   * listener and each pooled connection hear it): only its first arrival drops anything.
   */
  function siteChanged(merchantId: number, version: number): void {
    if (version <= (announced.get(merchantId) ?? 0)) return;
    announced.set(merchantId, version);
    for (const [code, entry] of byCode) {
      if (!entry.resolved || (entry.resolved.id === merchantId && entry.resolved.config_version < version)) byCode.delete(code);
    }
    // A host's merchant depends on every merchant's domains (one moved to another merchant, or the
    // default merchant's fallback): any site change drops them all; they are cheap to read again.
    byHost.clear();
  }

  const unsubscribe = changes.subscribe((change) => {
    if (change === 'reset') {
      byCode.clear();
      byHost.clear();
    } else if (change.area === 'site' && change.merchant !== null) {
      siteChanged(change.merchant, change.version);
    }
  });

  return {
    /** The merchant of a `Merchant` code (undefined when there is none), from memory while trusted. */
    byCode: (code: string) => get(byCode, code, () => load.byCode(code)),
    /** The merchant a host routes to (its domain's, else the default), from memory while trusted. */
    byHost: (host: string) => get(byHost, host, () => load.byHost(host)),
    /** Stops hearing changes (the app closes). */
    close: unsubscribe,
  };
}

export type ConfigCache = ReturnType<typeof createConfigCache>;
