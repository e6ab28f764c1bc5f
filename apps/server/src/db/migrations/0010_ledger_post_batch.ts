import { type Kysely, sql } from 'kysely';

/**
 * `ledger_post_batch(posts jsonb) → jsonb`: the body of ledger/post.ts `postMany`, run inside the
 * database so a batch of posts costs one round trip instead of five (the ledger bench showed the
 * portal waiting on round trips, not on the database). The rules are those of ARCHITECTURE §4 and
 * are unchanged: the TypeScript side still normalises each post (legs merged, zero legs dropped,
 * sorted by account, summing to zero) and decides replay against conflict; this function
 *
 * 1. locks every touched account in id order (`FOR UPDATE`);
 * 2. refuses a post naming an unknown account or another merchant's (`unknown`, `foreign`);
 * 3. claims the valid posts' idempotency keys in key order (`ON CONFLICT DO NOTHING`); a key it
 *    cannot claim is a retry, answered with the committed original (`dup`, with its entries);
 * 4. applies the claimed posts in order, refusing one that would take a member account below zero
 *    (`short`, with the account and its balance) and deleting its claim so it leaves no trace;
 * 5. writes every entry with its `balance_after` and each changed account's final balance.
 *
 * Input: `[{m: merchantId, k: key, kind, ref, memo, e: [[accountId, "amount"], …]}, …]`.
 * Output, one per input in order: `{s: 'ok', t: "txId", b: ["balanceAfter", …]}` (aligned with
 * `e`), `{s: 'short', a: accountId, b: "balance"}`, `{s: 'dup', t, kind, ref, e: [[accountId,
 * "amount", "balanceAfter"], …]}`, `{s: 'unknown'}`, `{s: 'foreign'}`, or null when a claimed key's
 * original vanished (cannot happen while transactions are never deleted).
 * Atomic as one statement: called outside a transaction it is its own (group commit).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION ledger_post_batch(p_posts jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
    DECLARE
      n integer := jsonb_array_length(p_posts);
      -- The legs of every post, in post order: post index, account, amount, index into v_ids.
      l_post integer[];
      l_acc integer[];
      l_amt bigint[];
      l_pos integer[];
      p_merchant integer[];
      v_ids integer[];
      v_bal bigint[];
      v_owner text[];
      v_merchant integer[];
      v_out jsonb[] := array_fill(NULL::jsonb, ARRAY[n]);
      v_claim bigint[] := array_fill(NULL::bigint, ARRAY[n]);
      v_post jsonb;
      v_first integer;
      v_last integer;
      v_short integer;
      v_dups boolean := false;
      v_afters text[];
      r record;
      e_tx bigint[] := '{}';
      e_acc integer[] := '{}';
      e_amt bigint[] := '{}';
      e_after bigint[] := '{}';
      v_released bigint[] := '{}';
      nl integer;
      j integer;
    BEGIN
      -- The legs, read with expressions (no statement per leg).
      l_post := '{}';
      l_acc := '{}';
      l_amt := '{}';
      p_merchant := '{}';
      FOR i IN 1..n LOOP
        v_post := p_posts->(i - 1);
        p_merchant := p_merchant || (v_post->>'m')::integer;
        FOR j IN 0..jsonb_array_length(v_post->'e') - 1 LOOP
          l_post := l_post || i;
          l_acc := l_acc || (v_post->'e'->j->>0)::integer;
          l_amt := l_amt || (v_post->'e'->j->>1)::bigint;
        END LOOP;
      END LOOP;
      nl := cardinality(l_acc);

      -- 1. Lock, in id order.
      SELECT array_agg(a.id ORDER BY a.id), array_agg(a.balance ORDER BY a.id), array_agg(a.owner ORDER BY a.id),
             array_agg(a.merchant_id ORDER BY a.id)
        INTO v_ids, v_bal, v_owner, v_merchant
        FROM (SELECT id, balance, owner, merchant_id FROM ledger_account
              WHERE id = ANY(l_acc) ORDER BY id FOR UPDATE) AS a;

      -- 2. Refuse posts naming unknown or foreign accounts.
      l_pos := array_fill(NULL::integer, ARRAY[nl]);
      FOR j IN 1..nl LOOP
        l_pos[j] := array_position(v_ids, l_acc[j]);
        IF v_out[l_post[j]] IS NOT NULL THEN
          CONTINUE;
        ELSIF l_pos[j] IS NULL THEN
          v_out[l_post[j]] := '{"s":"unknown"}';
        ELSIF v_merchant[l_pos[j]] <> p_merchant[l_post[j]] THEN
          v_out[l_post[j]] := '{"s":"foreign"}';
        END IF;
      END LOOP;

      -- 3. Claim the keys, in key order.
      FOR r IN
        WITH src AS (
          SELECT q.ord::integer AS ord, (q.post->>'m')::integer AS m, q.post->>'k' AS k, q.post->>'kind' AS kind,
                 q.post->>'ref' AS ref, q.post->>'memo' AS memo
          FROM jsonb_array_elements(p_posts) WITH ORDINALITY AS q(post, ord)
          WHERE v_out[q.ord::integer] IS NULL
        ), ins AS (
          INSERT INTO ledger_transaction (merchant_id, idempotency_key, kind, reference, memo)
          SELECT m, k, kind, ref, memo FROM src ORDER BY k
          ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
          RETURNING id, merchant_id, idempotency_key
        )
        SELECT src.ord, ins.id FROM src JOIN ins ON ins.merchant_id = src.m AND ins.idempotency_key = src.k
      LOOP
        v_claim[r.ord] := r.id;
      END LOOP;

      FOR i IN 1..n LOOP
        IF v_out[i] IS NULL AND v_claim[i] IS NULL THEN
          v_dups := true;
        END IF;
      END LOOP;
      IF v_dups THEN
        FOR r IN
          SELECT src.ord, t.id, t.kind, t.reference,
                 jsonb_agg(jsonb_build_array(e.account_id, e.amount::text, e.balance_after::text) ORDER BY e.account_id) AS entries
          FROM (
            SELECT q.ord::integer AS ord, (q.post->>'m')::integer AS m, q.post->>'k' AS k
            FROM jsonb_array_elements(p_posts) WITH ORDINALITY AS q(post, ord)
            WHERE v_out[q.ord::integer] IS NULL AND v_claim[q.ord::integer] IS NULL
          ) AS src
          JOIN ledger_transaction t ON t.merchant_id = src.m AND t.idempotency_key = src.k
          JOIN ledger_entry e ON e.transaction_id = t.id
          GROUP BY src.ord, t.id, t.kind, t.reference
        LOOP
          v_out[r.ord] := jsonb_build_object('s', 'dup', 't', r.id::text, 'kind', r.kind, 'ref', r.reference, 'e', r.entries);
        END LOOP;
      END IF;

      -- 4. Apply in order: each post's legs are l_post = i, from v_first to v_last.
      v_last := 0;
      FOR i IN 1..n LOOP
        v_first := v_last + 1;
        v_last := v_first;
        WHILE v_last < nl AND l_post[v_last + 1] = i LOOP
          v_last := v_last + 1;
        END LOOP;
        CONTINUE WHEN v_claim[i] IS NULL;
        v_short := NULL;
        FOR j IN v_first..v_last LOOP
          IF v_bal[l_pos[j]] + l_amt[j] < 0 AND v_owner[l_pos[j]] = 'member' THEN
            v_short := l_pos[j];
            EXIT;
          END IF;
        END LOOP;
        IF v_short IS NOT NULL THEN
          v_out[i] := jsonb_build_object('s', 'short', 'a', v_ids[v_short], 'b', v_bal[v_short]::text);
          v_released := v_released || v_claim[i];
          CONTINUE;
        END IF;
        v_afters := '{}';
        FOR j IN v_first..v_last LOOP
          v_bal[l_pos[j]] := v_bal[l_pos[j]] + l_amt[j];
          e_tx := e_tx || v_claim[i];
          e_acc := e_acc || l_acc[j];
          e_amt := e_amt || l_amt[j];
          e_after := e_after || v_bal[l_pos[j]];
          v_afters := v_afters || v_bal[l_pos[j]]::text;
        END LOOP;
        v_out[i] := jsonb_build_object('s', 'ok', 't', v_claim[i]::text, 'b', to_jsonb(v_afters));
      END LOOP;

      -- 5. Write.
      IF cardinality(v_released) > 0 THEN
        DELETE FROM ledger_transaction WHERE id = ANY(v_released);
      END IF;
      IF cardinality(e_tx) > 0 THEN
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
  await sql`DROP FUNCTION ledger_post_batch(jsonb)`.execute(db);
}
