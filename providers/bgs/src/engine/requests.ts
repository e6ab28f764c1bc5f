import { type Kysely, sql } from 'kysely';
import { LotteryError } from './errors';

/**
 * A member's request id of a lottery call (`lottery_request`, migration 0019): the wallet
 * transfer's contract — the first call with an id does the work, a retry with the same id and body
 * is answered with the first answer and moves nothing, the same id with another body is refused
 * (`idempotency_conflict`). `hash` is the caller's digest of the request without its id.
 */
export type ClientRequest = { id: string; hash: string };
export type RequestKind = 'place' | 'cancel';

type RequestRow = { body_hash: string; slip_id: string; result: unknown };

/** The stored request of the member, if the id was used before; refuses another body under the same id. */
export async function priorRequest(
  db: Kysely<any>,
  memberId: number,
  kind: RequestKind,
  request: ClientRequest,
): Promise<{ slipId: string; result: unknown } | undefined> {
  const { rows } = await sql<RequestRow>`
    SELECT body_hash, slip_id, result FROM lottery_request
     WHERE member_id = ${memberId} AND kind = ${kind} AND request_id = ${request.id}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  if (row.body_hash !== request.hash) throw new LotteryError('idempotency_conflict');
  return { slipId: row.slip_id, result: row.result };
}

/**
 * Claims the request id for `slipId` inside the caller's transaction. False when another call
 * holds it: a concurrent duplicate waits here on the unique key until the first commits, then
 * answers from it, so only one of them does the work.
 */
export async function claimRequest(
  trx: Kysely<any>,
  memberId: number,
  kind: RequestKind,
  request: ClientRequest,
  slipId: string,
  result: unknown = null,
): Promise<boolean> {
  const { rows } = await sql<{ slip_id: string }>`
    INSERT INTO lottery_request (member_id, kind, request_id, body_hash, slip_id, result)
    VALUES (${memberId}, ${kind}, ${request.id}, ${request.hash}, ${slipId}, ${result === null ? null : JSON.stringify(result)}::jsonb)
    ON CONFLICT ON CONSTRAINT lottery_request_pk DO NOTHING RETURNING slip_id`.execute(trx);
  return rows.length === 1;
}

/**
 * Records the answer of a request once its money has moved. The first answer written wins and is
 * returned, so every caller of one id answers the same bytes.
 */
export async function recordResult(
  db: Kysely<any>,
  memberId: number,
  kind: RequestKind,
  requestId: string,
  result: unknown,
): Promise<unknown> {
  const { rows } = await sql<{ result: unknown }>`
    WITH written AS (
      UPDATE lottery_request SET result = ${JSON.stringify(result)}::jsonb
       WHERE member_id = ${memberId} AND kind = ${kind} AND request_id = ${requestId} AND result IS NULL RETURNING result)
    SELECT result FROM written
    UNION ALL
    SELECT result FROM lottery_request WHERE member_id = ${memberId} AND kind = ${kind} AND request_id = ${requestId} AND result IS NOT NULL`.execute(
    db,
  );
  return rows[0]?.result ?? result;
}
