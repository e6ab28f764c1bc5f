import { type Kysely, sql } from 'kysely';

/**
 * The short per-merchant lease of a game driver, kept in its own table (crash_driver, live_driver,
 * pvp_driver, sportsbook_driver: one row per merchant with `lease_owner` and `lease_until`). Taking it is one
 * conditional update, so two processes never both hold it; a process that dies stops renewing and
 * another takes it once `lease_until` passes.
 */
export function driverLease(
  db: Kysely<any>,
  table: 'crash_driver' | 'live_driver' | 'pvp_driver' | 'sportsbook_driver',
  options: { addRow?: boolean } = {},
) {
  const ref = sql.table(table);
  return {
    /** Takes or renews the merchant's lease for `owner`; false while another live process holds it. */
    async claim(merchantId: number, owner: string, now: Date, leaseMs: number): Promise<boolean> {
      if (options.addRow)
        await sql`INSERT INTO ${ref} (merchant_id) VALUES (${merchantId}) ON CONFLICT (merchant_id) DO NOTHING`.execute(db);
      const until = new Date(now.getTime() + leaseMs);
      const result = await sql`
        UPDATE ${ref} SET lease_owner = ${owner}, lease_until = ${until}
         WHERE merchant_id = ${merchantId}
           AND (lease_owner = ${owner} OR lease_until IS NULL OR lease_until <= ${now})`.execute(db);
      return Number(result.numAffectedRows ?? 0n) === 1;
    },

    /** Gives up every lease `owner` holds, so another process takes over at once. */
    async release(owner: string): Promise<void> {
      await sql`UPDATE ${ref} SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ${owner}`.execute(db);
    },
  };
}

/**
 * The loop every process runs for a game driver (Crash, the live tables, the PVP rooms): each
 * tick, for every merchant with something to drive, it takes or renews the merchant's lease (the
 * leases of others are tried now and then, not every tick) and, while it holds it, drives that
 * merchant's games. One tick at a time; `stop` gives the leases up, `kill` (tests) does not.
 */
export function createMerchantLeaseLoop(deps: {
  owner: string;
  leaseMs: number;
  tickMs: number;
  clock: () => Date;
  onError: (error: unknown) => void;
  /** Merchants with something to drive now. */
  merchants: (now: Date) => Promise<number[]>;
  lease: ReturnType<typeof driverLease>;
  /** One pass over the merchant's games, while this process holds its lease. */
  drive: (merchantId: number, now: Date) => Promise<void>;
}) {
  const { owner, leaseMs, clock, onError, lease } = deps;
  /** Merchants this process drives now, and when it last tried the others' leases. */
  const holding = new Set<number>();
  const lastTry = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function step(merchantId: number): Promise<void> {
    const now = clock();
    if (!holding.has(merchantId)) {
      const last = lastTry.get(merchantId) ?? 0;
      if (now.getTime() - last < leaseMs / 3) return;
      lastTry.set(merchantId, now.getTime());
    }
    if (!(await lease.claim(merchantId, owner, now, leaseMs))) {
      holding.delete(merchantId);
      return;
    }
    holding.add(merchantId);
    await deps.drive(merchantId, now);
  }

  async function tick(): Promise<void> {
    for (const merchantId of await deps.merchants(clock())) await step(merchantId).catch(onError);
  }

  async function halt(): Promise<void> {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running?.catch(() => {});
  }

  return {
    /** One pass over every merchant whose lease this process holds or can take. */
    tick,
    /** Ticks every `tickMs` until stopped (one tick at a time). */
    start(): void {
      stopped = false;
      const loop = () => {
        if (stopped) return;
        running = tick()
          .catch(onError)
          .finally(() => {
            if (stopped) return;
            timer = setTimeout(loop, deps.tickMs);
            timer.unref?.();
          });
      };
      timer = setTimeout(loop, deps.tickMs);
      timer.unref?.();
    },
    /** Stops ticking and gives up the leases, so another process takes over at once. */
    async stop(): Promise<void> {
      await halt();
      if (holding.size > 0) await lease.release(owner).catch(onError);
      holding.clear();
    },
    /** Simulates a process that dies: stops ticking without giving up its leases. */
    kill: halt,
  };
}
