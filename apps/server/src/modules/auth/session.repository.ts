import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { createBatchedLoader } from '../../db/batched-loader';
import type { Database, MemberRow } from '../../db/schema';
import { MERCHANT_ROW_VERSION } from '../config/config.repository';

/**
 * A live session with its member and the member row's version, and the code and row version of
 * the member's merchant. `remembered` (with the token's hash, hex) when it is this process's
 * memory of an earlier read (see `remembered`), not a read of its own.
 */
export type SessionRow = {
  side: string;
  login_type: string;
  member: MemberRow;
  memberVersion: string;
  merchant: { code: string; version: string };
  remembered?: { tokenHash: string };
};

/** A member row's version: another one after any change to the row (as MERCHANT_ROW_VERSION). */
const MEMBER_ROW_VERSION = sql<string>`member.xmin::text || ':' || member.ctid::text`;

/** How many sessions each process remembers, and for how long at most. */
const REMEMBERED_MAX = 10_000;
const REMEMBERED_TTL_MS = 10 * 60_000;

/** Sessions (failed password checks: auth-failure.repository.ts). */
export function createSessionRepository(db: Kysely<Database>) {
  // The sessions this process read last, by token hash: only calls whose money moves in a
  // guarded post (ledger/post.ts PostGuard) may start from one, since that post checks the
  // session and both rows again in its own statement.
  const recent = new LRUCache<string, SessionRow>({ max: REMEMBERED_MAX, ttl: REMEMBERED_TTL_MS });
  const live = createBatchedLoader<string, SessionRow | undefined>(async (hashes) => {
    const rows = await db
      .selectFrom('member_session')
      .innerJoin('member', 'member.id', 'member_session.member_id')
      .innerJoin('merchant', 'merchant.id', 'member.merchant_id')
      .selectAll('member')
      .select([
        sql<string>`encode(member_session.token_hash, 'hex')`.as('session_hash'),
        'member_session.side as session_side',
        'member_session.login_type as session_login_type',
        'merchant.code as session_merchant_code',
        MERCHANT_ROW_VERSION.as('session_merchant_version'),
        MEMBER_ROW_VERSION.as('session_member_version'),
      ])
      .where('member_session.token_hash', '=', sql<Buffer>`ANY(ARRAY(SELECT decode(h, 'hex') FROM unnest(${[...hashes]}::text[]) AS h))`)
      .where('member_session.revoked_at', 'is', null)
      .where('member_session.expires_at', '>', sql<Date>`now()`)
      .execute();
    const found = new Map(
      rows.map(
        ({
          session_hash,
          session_side,
          session_login_type,
          session_merchant_code,
          session_merchant_version,
          session_member_version,
          ...member
        }) => [
          session_hash,
          {
            side: session_side,
            login_type: session_login_type,
            member,
            memberVersion: session_member_version,
            merchant: { code: session_merchant_code, version: session_merchant_version },
          },
        ],
      ),
    );
    return hashes.map((h) => {
      const session = found.get(h);
      if (session) recent.set(h, session);
      else recent.delete(h);
      return session;
    });
  });

  return {
    async insert(
      trx: Kysely<Database>,
      session: { tokenHash: Buffer; memberId: number; side: string; loginType: string; ip: string; device: string; hours: number },
    ): Promise<void> {
      await trx
        .insertInto('member_session')
        .values({
          token_hash: session.tokenHash,
          member_id: session.memberId,
          side: session.side,
          login_type: session.loginType,
          ip: session.ip,
          device: session.device,
          expires_at: sql<Date>`now() + make_interval(hours => ${session.hours})`,
          revoked_at: null,
        })
        .execute();
    },

    /**
     * The live session of a token with its member; undefined when unknown, expired or revoked.
     * Every authenticated call makes one, so lookups that arrive while a read is in flight share
     * the next read (db/batched-loader.ts): under load one query for many requests, never a cached answer.
     */
    findLive(tokenHash: Buffer): Promise<SessionRow | undefined> {
      return live.load(tokenHash.toString('hex'));
    },

    /**
     * The session of a token as this process last read it live (at most REMEMBERED_TTL_MS ago),
     * without a read: it may since have been revoked or its rows changed, so it is only a start
     * for a call whose post is guarded (ledger/post.ts PostGuard).
     */
    remembered(tokenHash: Buffer): SessionRow | undefined {
      const hex = tokenHash.toString('hex');
      const session = recent.get(hex);
      return session && { ...session, remembered: { tokenHash: hex } };
    },

    async revoke(tokenHash: Buffer): Promise<void> {
      recent.delete(tokenHash.toString('hex'));
      await db
        .updateTable('member_session')
        .set({ revoked_at: sql`now()` })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes every live session of a member (password change or reset). */
    async revokeAll(trx: Kysely<Database>, memberId: number): Promise<void> {
      await trx
        .updateTable('member_session')
        .set({ revoked_at: sql`now()` })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
/**
 * A session read started early for one request (auth.service.ts `prefetchSession`). It lives here,
 * beside the read it names, so http/site-context.ts can take one without importing the auth service.
 */
export type SessionLookup = ReturnType<SessionRepository['findLive']>;
