import type { ContractKind, ContractPeriod } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { type Tier, tiersToJson } from '../agent-contracts/tiers';
import { createMemberRepository } from '../member/member.repository';

/**
 * Fixtures of the settlement tests: agent trees, contracts and slot rollups written straight into
 * the database (the runner only reads agent_contract rows and rollups; how they come to be is
 * other modules' business and tested there).
 */

/** An agent01-like tree: top (agent) → member2, sub (agent) → member3, member4. Passwords as the demo's. */
export type Tree = {
  top: number;
  sub: number;
  m2: number;
  m3: number;
  m4: number;
  names: Record<'top' | 'sub' | 'm2' | 'm3' | 'm4', string>;
};

export async function makeTree(db: Kysely<Database>, prefix: string): Promise<Tree> {
  const members = createMemberRepository(db);
  const merchant = await db
    .selectFrom('merchant')
    .select(['id', 'agent_types', 'member_type'])
    .where('code', '=', 'FORTUNA')
    .executeTakeFirstOrThrow();
  const hashOf = async (username: string) =>
    (await db.selectFrom('member').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow()).password_hash;
  const agentHash = await hashOf('agent01');
  const memberHash = await hashOf('member02');
  const insert = (username: string, type: number, parentId: number | null, hash: string) =>
    db.transaction().execute((trx) =>
      members.insertWithClosure(trx, {
        merchant_id: merchant.id,
        username,
        nickname: username,
        type,
        password_hash: hash,
        parent_id: parentId,
      }),
    );
  const names = { top: `${prefix}top`, sub: `${prefix}sub`, m2: `${prefix}m2`, m3: `${prefix}m3`, m4: `${prefix}m4` };
  const top = await insert(names.top, merchant.agent_types[0] ?? 1, null, agentHash);
  const sub = await insert(names.sub, merchant.agent_types[1] ?? 2, top.id, agentHash);
  const m2 = await insert(names.m2, merchant.member_type, top.id, memberHash);
  const m3 = await insert(names.m3, merchant.member_type, sub.id, memberHash);
  const m4 = await insert(names.m4, merchant.member_type, sub.id, memberHash);
  return { top: top.id, sub: sub.id, m2: m2.id, m3: m3.id, m4: m4.id, names };
}

/** An active contract signed at `signedAt` (the house's when `uplineId` is null). */
export async function addContract(
  db: Kysely<Database>,
  c: { memberId: number; uplineId: number | null; kind: ContractKind; period: ContractPeriod; tiers: Tier[]; signedAt: Date },
): Promise<number> {
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('agent_contract')
    .values({
      merchant_id: merchant.id,
      kind: c.kind,
      period: c.period,
      upline_id: c.uplineId,
      member_id: c.memberId,
      tiers: tiersToJson(c.tiers),
      status: 'active',
      offered_at: c.signedAt,
      signed_at: c.signedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends every active contract a while after it was signed, so later tests' runs leave them alone. */
export async function endContracts(db: Kysely<Database>): Promise<void> {
  await sql`UPDATE agent_contract SET status = 'terminated', end_reason = 'terminated', ended_at = signed_at + interval '40 days'
             WHERE status = 'active'`.execute(db);
  await sql`UPDATE agent_contract SET status = 'withdrawn', end_reason = 'withdrawn', ended_at = offered_at WHERE status = 'pending'`.execute(
    db,
  );
}

/** Adds a member's figures to a 5-minute slot, as a settled round would (minor units; profit = payout − bets). */
export async function addRollup(
  db: Kysely<Database>,
  memberId: number,
  at: Date,
  f: { bets: bigint; profit: bigint; validBet?: bigint },
): Promise<void> {
  const slot = new Date(Math.floor(at.getTime() / 300_000) * 300_000);
  const merchant = await db.selectFrom('member').select('merchant_id').where('id', '=', memberId).executeTakeFirstOrThrow();
  const validBet = f.validBet ?? f.bets;
  await sql`
    INSERT INTO member_slot_rollup AS u (member_id, slot, merchant_id, bets, valid_bet, payout, profit, rounds)
    VALUES (${memberId}, ${slot}, ${merchant.merchant_id}, ${f.bets}, ${validBet}, ${f.bets + f.profit}, ${f.profit}, 1)
    ON CONFLICT (member_id, slot) DO UPDATE SET bets = u.bets + excluded.bets, valid_bet = u.valid_bet + excluded.valid_bet,
      payout = u.payout + excluded.payout, profit = u.profit + excluded.profit, rounds = u.rounds + 1`.execute(db);
}

export const mainBalance = (db: Kysely<Database>, memberId: number) => memberBalance(db, memberId, MEMBER_ACCOUNT.main);

/** A tier (amounts in minor units, rates in ppm). */
export const tier = (minVolume: bigint, ratePpm: number, lossRatePpm: number | null = null, minActiveMembers = 0): Tier => ({
  minVolume,
  minActiveMembers,
  ratePpm,
  lossRatePpm,
});
