import { type Kysely, sql } from 'kysely';
import * as previous from './0010_ledger_post_batch';

/**
 * `ledger_post_batch(posts jsonb) → jsonb` (migration 0010) made linear in the number of posts and
 * legs; its rules, input and answers are unchanged (read 0010's doc comment, and ledger/post.ts).
 * The agents bench (bench/agent-settlement.bench.ts) found 0010 quadratic in the batch size: 4,000
 * salary posts took ~4.5 s in one batch, 8,000 ~22 s, because of
 *
 * - the claim: the keys' `INSERT … RETURNING` was joined back to the posts (for each claimed key,
 *   which post it was) on the CTEs' guessed sizes, and the planner took a nested loop, n × n;
 * - each leg's place among the locked accounts, found with `array_position` (a linear scan).
 *
 * Now both matches are made by sorting, whatever the planner guesses: the claimed keys are put
 * beside the posts and partitioned by (merchant, key) (`max(ord) OVER (PARTITION BY m, k)`: each
 * partition holds one post and, when claimed, its new transaction), and the legs beside the locked
 * accounts partitioned by account id (each leg gets its account's index into the locked arrays,
 * NULL for an unknown account). The legs, and the posts' merchants and leg counts, are read with
 * one statement each rather than a PL/pgSQL loop; a post's legs are then found from the counts. The locks (accounts in id order,
 * `FOR UPDATE`), the claims (keys in key order, `ON CONFLICT DO NOTHING`), the replay lookup,
 * the in-order application with the member balance check and its key's release, and the writes
 * are 0010's statements.
 *
 * No plan depends on the batch's size any more (no join on a guessed row count: the matches are
 * sorts, the lookups index scans), so the function always runs generic plans
 * (`plan_cache_mode = force_generic_plan`): PostgreSQL otherwise keeps re-planning its statements
 * for every call (custom plans, chosen for their array parameters), which cost a small batch more
 * than its work — with it a batch of 1 to 4 posts costs less than under 0010.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_post_batch(p_posts jsonb) RETURNS jsonb LANGUAGE plpgsql
      SET plan_cache_mode = force_generic_plan AS $fn$
    DECLARE
      n integer := jsonb_array_length(p_posts);
      -- Per post: its merchant and its number of legs.
      p_merchant integer[];
      p_legs integer[];
      -- Per leg, in post order then leg order: post index, account, amount, index into v_ids (NULL: no such account).
      l_post integer[];
      l_acc integer[];
      l_amt bigint[];
      l_pos integer[];
      -- The locked accounts, in id order.
      v_ids integer[];
      v_bal bigint[];
      v_owner text[];
      v_merchant integer[];
      v_out jsonb[] := array_fill(NULL::jsonb, ARRAY[n]);
      v_claim bigint[] := array_fill(NULL::bigint, ARRAY[n]);
      v_valid integer := n;
      v_claimed integer := 0;
      v_first integer;
      v_last integer;
      v_short integer;
      v_afters text[];
      r record;
      e_tx bigint[] := '{}';
      e_acc integer[] := '{}';
      e_amt bigint[] := '{}';
      e_after bigint[] := '{}';
      v_released bigint[] := '{}';
      nl integer;
    BEGIN
      IF n = 0 THEN
        RETURN '[]'::jsonb;
      END IF;
      -- The posts and their legs, read set-based.
      SELECT array_agg((p.post->>'m')::integer ORDER BY p.ord), array_agg(jsonb_array_length(p.post->'e') ORDER BY p.ord)
        INTO p_merchant, p_legs
        FROM jsonb_array_elements(p_posts) WITH ORDINALITY AS p(post, ord);
      SELECT coalesce(array_agg(p.ord::integer ORDER BY p.ord, l.ord), '{}'),
             coalesce(array_agg((l.leg->>0)::integer ORDER BY p.ord, l.ord), '{}'),
             coalesce(array_agg((l.leg->>1)::bigint ORDER BY p.ord, l.ord), '{}')
        INTO l_post, l_acc, l_amt
        FROM jsonb_array_elements(p_posts) WITH ORDINALITY AS p(post, ord)
        CROSS JOIN LATERAL jsonb_array_elements(p.post->'e') WITH ORDINALITY AS l(leg, ord);
      nl := cardinality(l_acc);

      -- 1. Lock, in id order.
      SELECT array_agg(a.id ORDER BY a.id), array_agg(a.balance ORDER BY a.id), array_agg(a.owner ORDER BY a.id),
             array_agg(a.merchant_id ORDER BY a.id)
        INTO v_ids, v_bal, v_owner, v_merchant
        FROM (SELECT id, balance, owner, merchant_id FROM ledger_account
              WHERE id = ANY(l_acc) ORDER BY id FOR UPDATE) AS a;

      -- Each leg's index into v_ids, matched by sorting (legs and accounts partitioned by account id).
      SELECT coalesce(array_agg(w.pos ORDER BY w.j), '{}') INTO l_pos
        FROM (SELECT u.j, max(u.pos) OVER (PARTITION BY u.id) AS pos
                FROM (SELECT l.id, l.j::integer AS j, NULL::integer AS pos FROM unnest(l_acc) WITH ORDINALITY AS l(id, j)
                      UNION ALL
                      SELECT a.id, NULL, a.pos::integer FROM unnest(v_ids) WITH ORDINALITY AS a(id, pos)) AS u) AS w
       WHERE w.j IS NOT NULL;

      -- 2. Refuse posts naming unknown or foreign accounts.
      FOR j IN 1..nl LOOP
        IF v_out[l_post[j]] IS NOT NULL THEN
          CONTINUE;
        ELSIF l_pos[j] IS NULL THEN
          v_out[l_post[j]] := '{"s":"unknown"}';
          v_valid := v_valid - 1;
        ELSIF v_merchant[l_pos[j]] <> p_merchant[l_post[j]] THEN
          v_out[l_post[j]] := '{"s":"foreign"}';
          v_valid := v_valid - 1;
        END IF;
      END LOOP;

      -- 3. Claim the keys, in key order; each claim is matched to its post by sorting (partitioned by merchant and key).
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
        SELECT w.ord, w.id
          FROM (SELECT max(u.ord) OVER (PARTITION BY u.m, u.k) AS ord, u.id
                  FROM (SELECT src.m, src.k, src.ord, NULL::bigint AS id FROM src
                        UNION ALL
                        SELECT ins.merchant_id, ins.idempotency_key, NULL, ins.id FROM ins) AS u) AS w
         WHERE w.id IS NOT NULL
      LOOP
        v_claim[r.ord] := r.id;
        v_claimed := v_claimed + 1;
      END LOOP;

      -- A valid post whose key was not claimed is a retry: answer with its original.
      IF v_claimed < v_valid THEN
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

      -- 4. Apply in order: post i's legs are v_first..v_last.
      v_last := 0;
      FOR i IN 1..n LOOP
        v_first := v_last + 1;
        v_last := v_last + p_legs[i];
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

/** Back to 0010's body. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION ledger_post_batch(jsonb)`.execute(db);
  await previous.up(db);
}
