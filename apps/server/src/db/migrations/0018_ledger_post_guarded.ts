import { type Kysely, sql } from 'kysely';

/**
 * `ledger_post_guarded(posts jsonb, guards jsonb) → jsonb`: `ledger_post_batch` (0010, 0017) for
 * posts that each carry the session they were made on, checked in the same statement, hence in the
 * same transaction, as the money moves (ledger/post.ts `PostGuard`). A call answered from a
 * session remembered by its process (auth.service `prefetchSession`) makes no session read of its
 * own: its post is made only if, when it is made,
 *
 * - the session is live (not revoked, not expired) and is the member's;
 * - the member row is the version the process remembered (a frozen status, a new password, any
 *   change at all makes it another version);
 * - the merchant row is the version the request was served on (maintenance, limits, any setting).
 *
 * A post whose guard fails is answered `{s: 'guard'}` and nothing of it is written (not even its
 * idempotency key); the caller then reads the session afresh and answers as every other call does.
 * The other posts of the batch are made as `ledger_post_batch` makes them.
 *
 * Input: the posts as for `ledger_post_batch`, and `guards`, aligned with them: per post `null` (no
 * guard) or `{h: "token hash, hex", m: memberId, mv: "member row version", c: merchantId, cv:
 * "merchant row version"}`; a row version is `xmin:ctid`, as config.repository reads it.
 * Output: `ledger_post_batch`'s answers, with `{s: 'guard'}` for the posts refused here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION ledger_post_guarded(p_posts jsonb, p_guards jsonb) RETURNS jsonb LANGUAGE plpgsql
      SET plan_cache_mode = force_generic_plan AS $fn$
    DECLARE
      v_refused integer[];
      v_answers jsonb;
    BEGIN
      SELECT coalesce(array_agg(g.ord::integer), '{}') INTO v_refused
        FROM jsonb_array_elements(p_guards) WITH ORDINALITY AS g(guard, ord)
       WHERE jsonb_typeof(g.guard) = 'object'
         AND NOT EXISTS (
           SELECT 1
             FROM member_session s
             JOIN member m ON m.id = s.member_id
             JOIN merchant c ON c.id = m.merchant_id
            WHERE s.token_hash = decode(g.guard->>'h', 'hex')
              AND s.revoked_at IS NULL
              AND s.expires_at > now()
              AND m.id = (g.guard->>'m')::integer
              AND m.xmin::text || ':' || m.ctid::text = g.guard->>'mv'
              AND c.id = (g.guard->>'c')::integer
              AND c.xmin::text || ':' || c.ctid::text = g.guard->>'cv');
      IF cardinality(v_refused) = 0 THEN
        RETURN ledger_post_batch(p_posts);
      END IF;

      -- The others are posted; each answer goes back to its post's place.
      SELECT ledger_post_batch(coalesce(jsonb_agg(p.post ORDER BY p.ord), '[]'::jsonb)) INTO v_answers
        FROM jsonb_array_elements(p_posts) WITH ORDINALITY AS p(post, ord)
       WHERE NOT p.ord::integer = ANY(v_refused);
      RETURN (
        SELECT jsonb_agg(CASE WHEN x.refused THEN '{"s":"guard"}'::jsonb ELSE v_answers -> (x.k - 1) END ORDER BY x.ord)
          FROM (SELECT p.ord, p.ord::integer = ANY(v_refused) AS refused,
                       (count(*) FILTER (WHERE NOT p.ord::integer = ANY(v_refused)) OVER (ORDER BY p.ord))::integer AS k
                  FROM jsonb_array_elements(p_posts) WITH ORDINALITY AS p(post, ord)) AS x);
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION ledger_post_guarded(jsonb, jsonb)`.execute(db);
}
