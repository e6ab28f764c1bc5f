import type { ContractKind, ContractPeriod, ContractTierInput } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { tiersFromInput, tiersToJson } from '../modules/agent-contracts/tiers';
import { DEMO_OPERATOR } from './data/accounts';

type DemoContract = {
  member: string;
  /** The offering agent; absent: the house (through the demo operator). */
  upline?: string;
  kind: ContractKind;
  period: ContractPeriod;
  status: 'active' | 'pending';
  tiers: ContractTierInput[];
};

/**
 * The demo's contracts (amounts in MMK): agent01 holds house contracts of all four kinds; it gave
 * subagent01 lower real-time and daily salaries, and offers it an hourly salary it has not signed
 * yet, so subagent01's contract popup has something to show.
 */
const DEMO_CONTRACTS: DemoContract[] = [
  {
    member: 'agent01',
    kind: 'realtime_salary',
    period: 'realtime',
    status: 'active',
    tiers: [
      { minVolume: '0', rate: '0.3', lossRate: '0.5' },
      { minVolume: '10000', rate: '0.4', lossRate: '0.7' },
    ],
  },
  {
    member: 'agent01',
    kind: 'daily_salary',
    period: 'daily',
    status: 'active',
    tiers: [
      { minVolume: '0', minActiveMembers: 0, rate: '0.5' },
      { minVolume: '50000', minActiveMembers: 5, rate: '0.8' },
      { minVolume: '200000', minActiveMembers: 10, rate: '1.2' },
    ],
  },
  {
    member: 'agent01',
    kind: 'hourly_salary',
    period: 'hourly',
    status: 'active',
    tiers: [
      { minVolume: '0', rate: '0.2' },
      { minVolume: '5000', rate: '0.3' },
    ],
  },
  {
    member: 'agent01',
    kind: 'dividend',
    period: 'monthly',
    status: 'active',
    tiers: [
      { minVolume: '0', minActiveMembers: 0, rate: '20' },
      { minVolume: '500000', minActiveMembers: 10, rate: '30' },
    ],
  },
  {
    member: 'subagent01',
    upline: 'agent01',
    kind: 'realtime_salary',
    period: 'realtime',
    status: 'active',
    tiers: [
      { minVolume: '0', rate: '0.2', lossRate: '0.3' },
      { minVolume: '10000', rate: '0.3', lossRate: '0.5' },
    ],
  },
  {
    member: 'subagent01',
    upline: 'agent01',
    kind: 'daily_salary',
    period: 'daily',
    status: 'active',
    tiers: [
      { minVolume: '0', minActiveMembers: 0, rate: '0.3' },
      { minVolume: '50000', minActiveMembers: 5, rate: '0.6' },
      { minVolume: '200000', minActiveMembers: 10, rate: '1' },
    ],
  },
  {
    member: 'subagent01',
    upline: 'agent01',
    kind: 'hourly_salary',
    period: 'hourly',
    status: 'pending',
    tiers: [
      { minVolume: '0', rate: '0.1' },
      { minVolume: '5000', rate: '0.2' },
    ],
  },
];

/**
 * Seeds the demo contracts a member has never had: a kind is skipped once the member holds any
 * contract of it, whatever its status, so re-running the seed neither duplicates one nor brings
 * back a contract someone ended in the demo.
 */
export async function seedDemoContracts(db: Kysely<Database>, merchantId: number): Promise<void> {
  const merchant = await db.selectFrom('merchant').select('currency_decimals').where('id', '=', merchantId).executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('username', 'in', [...new Set(DEMO_CONTRACTS.flatMap((c) => [c.member, c.upline ?? c.member]))])
    .execute();
  const idOf = new Map(members.map((m) => [m.username, m.id]));
  const operator = await db
    .selectFrom('operator')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', DEMO_OPERATOR.username)
    .executeTakeFirst();

  await db.transaction().execute(async (trx) => {
    for (const contract of DEMO_CONTRACTS) {
      const memberId = idOf.get(contract.member);
      const uplineId = contract.upline ? idOf.get(contract.upline) : null;
      if (memberId === undefined || uplineId === undefined) continue;
      const existing = await trx
        .selectFrom('agent_contract')
        .select('id')
        .where('member_id', '=', memberId)
        .where('kind', '=', contract.kind)
        .executeTakeFirst();
      if (existing) continue;
      const active = contract.status === 'active';
      await trx
        .insertInto('agent_contract')
        .values({
          merchant_id: merchantId,
          kind: contract.kind,
          period: contract.period,
          upline_id: uplineId,
          offered_by_operator: uplineId === null ? (operator?.id ?? null) : null,
          member_id: memberId,
          tiers: tiersToJson(tiersFromInput(contract.tiers, merchant.currency_decimals)),
          status: contract.status,
          // Signed when seeded: the settlement scheduler pays from then on, with no backlog of
          // past periods to work through when a fresh demo (or each browser-test server) starts.
          offered_at: sql<Date>`now()`,
          signed_at: active ? sql<Date>`now()` : null,
          ended_at: null,
          end_reason: null,
          termination_requested_by: null,
          termination_requested_at: null,
        })
        .execute();
    }
  });
}
