import { type Kysely, sql } from 'kysely';

/**
 * How long a settlement claim lasts unless renewed. Short, so that when the process settling an
 * issue dies its members wait seconds, not minutes, for another process to resume; the owner
 * renews it every {@link SETTLE_RENEW_MS} while it works, three chances before it runs out.
 */
export const SETTLE_LEASE_MS = 15_000;
/** How often a settling process renews its lease. */
export const SETTLE_RENEW_MS = 5_000;

/**
 * Claims the settlement of a drawn issue for `owner` until `now + leaseMs`: only one process
 * settles an issue at a time; if it stops renewing (it died), the lease runs out and another
 * resumes. (Running twice would still move money once — every txn id is deterministic — the
 * lease only saves the duplicate work.) A row lease rather than an advisory lock: PGlite has one
 * connection and the pg pool hands connections to other work, so a session-bound lock would be
 * shared by unrelated callers or outlive its holder's intent.
 */
export async function claimSettlement(db: Kysely<any>, issueId: bigint, owner: string, now: Date, leaseMs: number): Promise<boolean> {
  const until = new Date(now.getTime() + leaseMs);
  const claimed = await sql`
    UPDATE lottery_issue SET settle_lease_until = ${until}, settle_owner = ${owner}
     WHERE id = ${issueId} AND status = 'drawn' AND (settle_lease_until IS NULL OR settle_lease_until <= ${now})`.execute(db);
  return Number(claimed.numAffectedRows ?? 0n) === 1;
}

/**
 * Extends `owner`'s lease to `now + leaseMs`. False when it is no longer the owner's (it ran out
 * and another process claimed it) or the issue is no longer being settled: a renewal never takes
 * a lease back from its new owner.
 */
export async function renewSettlement(db: Kysely<any>, issueId: bigint, owner: string, now: Date, leaseMs: number): Promise<boolean> {
  const until = new Date(now.getTime() + leaseMs);
  const renewed = await sql`
    UPDATE lottery_issue SET settle_lease_until = ${until}
     WHERE id = ${issueId} AND status = 'drawn' AND settle_owner = ${owner}`.execute(db);
  return Number(renewed.numAffectedRows ?? 0n) === 1;
}

/**
 * Runs `work` holding the lease: renews it every `renewMs` until the work ends (either way); a
 * failed renewal is reported and retried at the next beat. The timer is this process's own, so
 * a process that dies stops renewing with it.
 */
export async function withSettlementLease<T>(
  lease: { db: Kysely<any>; issueId: bigint; owner: string; clock: () => Date; leaseMs: number; renewMs: number },
  work: () => Promise<T>,
  onError: (error: unknown) => void = () => {},
): Promise<T> {
  const timer = setInterval(() => {
    renewSettlement(lease.db, lease.issueId, lease.owner, lease.clock(), lease.leaseMs).catch(onError);
  }, lease.renewMs);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
