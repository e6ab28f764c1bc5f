import { type Kysely, sql } from 'kysely';

/**
 * Member notifications of agent contracts (issue #8): the `notification.type` check gains the
 * contract events (modules/agent-contracts: an offer, its withdrawal, a signature, a rejection, a
 * termination request, its refusal, a termination) and the settlement notices (a salary or a
 * dividend paid, modules/contract-settlement), so every kind the agent back office sends is one
 * the table accepts.
 */
const TYPES = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'NEW_MAIL',
  'TRANSFER_SUCCESS',
  'CONTRACT_OFFERED',
  'CONTRACT_WITHDRAWN',
  'CONTRACT_SIGNED',
  'CONTRACT_REJECTED',
  'CONTRACT_TERMINATION_REQUESTED',
  'CONTRACT_TERMINATION_DECLINED',
  'CONTRACT_TERMINATED',
  'SALARY_PAID',
  'DIVIDEND_PAID',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE notification DROP CONSTRAINT notification_type_ck`.execute(db);
  await sql`ALTER TABLE notification ADD CONSTRAINT notification_type_ck CHECK (type IN (${sql.join(TYPES.map((t) => sql.lit(t)))}))`.execute(
    db,
  );
}
