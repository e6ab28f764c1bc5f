import { type Kysely, sql } from 'kysely';

/**
 * `lottery_request`: the member's request id of a lottery bet or cancel (issue 15 item 7), so a
 * client that times out and retries is answered with the first result and places or cancels
 * nothing twice — the wallet transfer's contract. `body_hash` (SHA-256 of the request without its
 * id) refuses the same id with another body; `result` is the engine's answer, written once the
 * money has moved (null while the first attempt runs); `slip_id` is the slip the request placed
 * or cancelled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE lottery_request (
      member_id integer NOT NULL CONSTRAINT lottery_request_member_fk REFERENCES member(id),
      kind text NOT NULL CONSTRAINT lottery_request_kind_check CHECK (kind IN ('place', 'cancel')),
      request_id text NOT NULL,
      body_hash text NOT NULL,
      slip_id text NOT NULL,
      result jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT lottery_request_pk PRIMARY KEY (member_id, kind, request_id)
    )`.execute(db);
  await sql`CREATE INDEX lottery_request_slip_idx ON lottery_request (slip_id)`.execute(db);
}
