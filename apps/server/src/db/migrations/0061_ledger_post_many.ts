import { type Kysely, sql } from 'kysely';

/**
 * `ledger_post_many(…) → jsonb`: one call for a batch of posts, guarded or not, replacing
 * `ledger_post_batch` (0010, 0017) and `ledger_post_guarded` (0018), which are kept for the down
 * migration only. The rules, the order of the locks and claims and the answers are theirs (read
 * 0010's doc comment and ledger/post.ts); what changed is the cost of a batch, measured by the
 * ledger bench (bench/ledger.bench.ts) where a wallet transfer's batch holds a few posts:
 *
 * - the posts arrive as typed arrays, one per field, the legs flattened (`p_n` legs per post), so
 *   nothing is parsed from JSON and read three times;
 * - the account locks, each leg's place among the locked accounts and a transaction id per post
 *   (taken from the sequence up front, ascending) are one statement; the claim is a second,
 *   matched to the posts by walking the ids it returns beside those taken (both ascending), and
 *   the writes a third: three statements for a batch (four when guarded) where 0018 ran eight and
 *   a nested call;
 * - accounts are locked `FOR NO KEY UPDATE` (the balance is not a key): posts still exclude each
 *   other, but a row elsewhere that refers to an account (its foreign key check) no longer waits
 *   for a batch;
 * - a guard may also carry a stake (`s`, a time): the post is then a stake checked against the
 *   member's responsible-gaming rows in the same statement — made only while the member has no
 *   limit at all and no exclusion that ends after that time, else answered `{s: 'stake'}` with
 *   nothing written, and the caller runs the full check (responsible-gaming.service `checkStake`)
 *   and posts without it. A member with no limit, the common case, stakes in one round trip.
 *
 * A hot account (a game house every member pays) is locked and updated once per batch whatever
 * the number of its posts in it; the group committer keeps two batches sharing an account from
 * running at once (ledger/group-commit.ts), so they never queue on its lock.
 *
 * Input, aligned per post: merchant, idempotency key, kind, reference, memo, number of legs; the
 * legs in post order (account, amount); guards: null, or a JSON array aligned with the posts of
 * null | `{h: "token hash, hex", m: memberId, mv: "member xmin:ctid", c: merchantId, cv:
 * "merchant xmin:ctid", s?: "stake time, ISO 8601"}`.
 * Output, one per post: 0010's answers, `{s: 'guard'}` (0018) or `{s: 'stake'}`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION ledger_post_many(
      p_m integer[], p_k text[], p_kind text[], p_ref text[], p_memo text[], p_n integer[],
      p_acc integer[], p_amt bigint[], p_guards jsonb
    ) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $fn$
    DECLARE
      n integer := coalesce(cardinality(p_m), 0);
      -- Each leg's index into the locked accounts (NULL: no such account).
      l_pos integer[];
      -- The locked accounts, in id order.
      v_ids integer[];
      v_bal bigint[];
      v_member boolean[];
      v_merchant integer[];
      -- A transaction id per post, ascending; the ids the claim returned, ascending.
      v_tx bigint[];
      v_got bigint[];
      v_refused jsonb[];
      v_out jsonb[] := array_fill(NULL::jsonb, ARRAY[n]);
      v_claimed boolean[] := array_fill(false, ARRAY[n]);
      v_valid integer := n;
      v_first integer;
      v_last integer;
      v_short integer;
      v_afters text[];
      v_next integer;
      ne integer := 0;
      r record;
      e_tx bigint[] := '{}';
      e_acc integer[] := '{}';
      e_amt bigint[] := '{}';
      e_after bigint[] := '{}';
      v_released bigint[] := '{}';
    BEGIN
      IF n = 0 THEN
        RETURN '[]'::jsonb;
      END IF;

      -- 1. The guards, when any (a statement of their own: an unguarded batch does not open the
      -- session and responsible-gaming tables), checked before the locks as 0018 did.
      IF p_guards IS NOT NULL THEN
        SELECT array_agg(CASE
                 WHEN jsonb_typeof(g.guard) <> 'object' THEN NULL
                 WHEN NOT EXISTS (
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
                      AND c.xmin::text || ':' || c.ctid::text = g.guard->>'cv') THEN '{"s":"guard"}'::jsonb
                 WHEN g.guard ? 's' AND (
                   EXISTS (SELECT 1 FROM rg_limit WHERE member_id = (g.guard->>'m')::integer)
                   OR EXISTS (SELECT 1 FROM rg_exclusion
                               WHERE member_id = (g.guard->>'m')::integer AND ends_at > (g.guard->>'s')::timestamptz)
                 ) THEN '{"s":"stake"}'::jsonb
               END ORDER BY g.ord)
          INTO v_refused
          FROM jsonb_array_elements(p_guards) WITH ORDINALITY AS g(guard, ord);
      END IF;

      -- 2. The locks (id order), each leg's account index (matched by sorting, as in 0017, so no
      -- plan depends on the batch's size) and the transaction ids: one statement.
      WITH locked AS MATERIALIZED (
        SELECT a.id, a.balance, a.owner = 'member' AS is_member, a.merchant_id, row_number() OVER (ORDER BY a.id)::integer AS pos
          FROM (SELECT id, balance, owner, merchant_id FROM ledger_account
                 WHERE id = ANY(p_acc) ORDER BY id FOR NO KEY UPDATE) AS a
      )
      SELECT
        (SELECT array_agg(id ORDER BY pos) FROM locked),
        (SELECT array_agg(balance ORDER BY pos) FROM locked),
        (SELECT array_agg(is_member ORDER BY pos) FROM locked),
        (SELECT array_agg(merchant_id ORDER BY pos) FROM locked),
        (SELECT coalesce(array_agg(w.pos ORDER BY w.j), '{}')
           FROM (SELECT u.j, max(u.pos) OVER (PARTITION BY u.id) AS pos
                   FROM (SELECT l.id, l.j::integer AS j, NULL::integer AS pos FROM unnest(p_acc) WITH ORDINALITY AS l(id, j)
                         UNION ALL
                         SELECT locked.id, NULL, locked.pos FROM locked) AS u) AS w
          WHERE w.j IS NOT NULL),
        ARRAY(SELECT nextval('ledger_transaction_id_seq') FROM generate_series(1, n))
        INTO v_ids, v_bal, v_member, v_merchant, l_pos, v_tx;

      -- 3. Refuse the posts whose guard failed, or naming an unknown or another merchant's account.
      v_last := 0;
      FOR i IN 1..n LOOP
        v_first := v_last + 1;
        v_last := v_last + p_n[i];
        IF v_refused[i] IS NOT NULL THEN
          v_out[i] := v_refused[i];
          v_valid := v_valid - 1;
          CONTINUE;
        END IF;
        FOR j IN v_first..v_last LOOP
          IF l_pos[j] IS NULL THEN
            v_out[i] := '{"s":"unknown"}';
          ELSIF v_merchant[l_pos[j]] <> p_m[i] THEN
            v_out[i] := '{"s":"foreign"}';
          ELSE
            CONTINUE;
          END IF;
          v_valid := v_valid - 1;
          EXIT;
        END LOOP;
      END LOOP;

      -- 4. Claim the valid posts' keys, in key order, under the ids taken for them.
      IF v_valid > 0 THEN
        WITH ins AS (
          INSERT INTO ledger_transaction (id, merchant_id, idempotency_key, kind, reference, memo)
          SELECT s.t, s.m, s.k, s.kind, s.ref, s.memo
            FROM unnest(v_tx, p_m, p_k, p_kind, p_ref, p_memo) WITH ORDINALITY AS s(t, m, k, kind, ref, memo, ord)
           WHERE v_out[s.ord::integer] IS NULL
           ORDER BY s.k
          ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
          RETURNING id
        )
        SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO v_got FROM ins;
        v_next := 1;
        FOR i IN 1..n LOOP
          EXIT WHEN v_next > cardinality(v_got);
          IF v_tx[i] = v_got[v_next] THEN
            v_claimed[i] := true;
            v_next := v_next + 1;
          END IF;
        END LOOP;

        -- A valid post whose key was not claimed is a retry: answer with its original.
        IF cardinality(v_got) < v_valid THEN
          FOR r IN
            SELECT s.ord::integer AS ord, t.id, t.kind, t.reference,
                   jsonb_agg(jsonb_build_array(e.account_id, e.amount::text, e.balance_after::text) ORDER BY e.account_id) AS entries
              FROM unnest(p_m, p_k) WITH ORDINALITY AS s(m, k, ord)
              JOIN ledger_transaction t ON t.merchant_id = s.m AND t.idempotency_key = s.k
              JOIN ledger_entry e ON e.transaction_id = t.id
             WHERE v_out[s.ord::integer] IS NULL AND NOT v_claimed[s.ord::integer]
             GROUP BY s.ord, t.id, t.kind, t.reference
          LOOP
            v_out[r.ord] := jsonb_build_object('s', 'dup', 't', r.id::text, 'kind', r.kind, 'ref', r.reference, 'e', r.entries);
          END LOOP;
        END IF;
      END IF;

      -- 5. Apply the claimed posts in order to the locked balances; a post that would take a
      -- member account below zero is refused and its claim released.
      v_last := 0;
      FOR i IN 1..n LOOP
        v_first := v_last + 1;
        v_last := v_last + p_n[i];
        CONTINUE WHEN NOT v_claimed[i];
        v_short := NULL;
        FOR j IN v_first..v_last LOOP
          IF v_bal[l_pos[j]] + p_amt[j] < 0 AND v_member[l_pos[j]] THEN
            v_short := l_pos[j];
            EXIT;
          END IF;
        END LOOP;
        IF v_short IS NOT NULL THEN
          v_out[i] := jsonb_build_object('s', 'short', 'a', v_ids[v_short], 'b', v_bal[v_short]::text);
          v_released := v_released || v_tx[i];
          CONTINUE;
        END IF;
        v_afters := '{}';
        FOR j IN v_first..v_last LOOP
          v_bal[l_pos[j]] := v_bal[l_pos[j]] + p_amt[j];
          ne := ne + 1;
          e_tx[ne] := v_tx[i];
          e_acc[ne] := p_acc[j];
          e_amt[ne] := p_amt[j];
          e_after[ne] := v_bal[l_pos[j]];
          v_afters := v_afters || v_bal[l_pos[j]]::text;
        END LOOP;
        v_out[i] := jsonb_build_object('s', 'ok', 't', v_tx[i]::text, 'b', to_jsonb(v_afters));
      END LOOP;

      -- 6. Write: released claims, the entries, each changed balance.
      IF cardinality(v_released) > 0 THEN
        DELETE FROM ledger_transaction WHERE id = ANY(v_released);
      END IF;
      IF ne > 0 THEN
        WITH entries AS (
          INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after)
          SELECT * FROM unnest(e_tx, e_acc, e_amt, e_after)
        )
        UPDATE ledger_account AS a SET balance = v.balance
          FROM unnest(v_ids, v_bal) AS v(id, balance)
         WHERE a.id = v.id AND a.balance <> v.balance;
      END IF;
      RETURN to_jsonb(v_out);
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION ledger_post_many(integer[], text[], text[], text[], text[], integer[], integer[], bigint[], jsonb)`.execute(db);
}
