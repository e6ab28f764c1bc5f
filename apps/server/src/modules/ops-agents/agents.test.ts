import { formatMinor, opsSettlementPageSchema, opsTreePageSchema } from '@fortuna/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, operatorToken, type TestApp } from '../../testing/index';
import { businessDays } from '../agent-reports/business-days';

let t: TestApp;
let owner: string;
let service: string;
let decimals: number;
let zone: string;
const db = () => t.database.db;
const DAY = '2026-01-10';

async function ops(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { 'x-merchant': 'FORTUNA', authorization: token, 'x-forwarded-for': freshIp() },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; value: any; message: string } };
}

const idOf = async (username: string) =>
  (await db().selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

async function tree(query: string) {
  const reply = await ops('GET', `/ops/agents/tree?${query}`, service);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return opsTreePageSchema.parse(reply.body.value);
}

/** The closure rows every member should have, recomputed from parent_id, against those stored. */
async function closureMismatches(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    WITH RECURSIVE up(descendant_id, ancestor_id, depth) AS (
      SELECT id, id, 0 FROM member
      UNION ALL
      SELECT up.descendant_id, m.parent_id, up.depth + 1 FROM up JOIN member m ON m.id = up.ancestor_id WHERE m.parent_id IS NOT NULL
    ),
    diff AS (
      (SELECT descendant_id, ancestor_id, depth FROM up EXCEPT SELECT descendant_id, ancestor_id, depth FROM member_closure)
      UNION ALL
      (SELECT descendant_id, ancestor_id, depth FROM member_closure EXCEPT SELECT descendant_id, ancestor_id, depth FROM up)
    )
    SELECT count(*)::int AS n FROM diff`.execute(db());
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  owner = await operatorToken(db(), 'agents_owner', 'owner');
  service = await operatorToken(db(), 'agents_cs', 'customer_service');
  const merchant = await db()
    .selectFrom('merchant')
    .select(['id', 'currency_decimals', 'time_zone'])
    .where('code', '=', 'FORTUNA')
    .executeTakeFirstOrThrow();
  decimals = merchant.currency_decimals;
  zone = merchant.time_zone;
  // A second top-level agent, made as registration makes members (row, then its closure row).
  await sql`INSERT INTO member (merchant_id, username, nickname, type, password_hash, password_changed_at, created_at)
            SELECT merchant_id, 'agent02', 'Second agent', type, password_hash, now(), now() FROM member WHERE username = 'agent01'`.execute(
    db(),
  );
  const agent02 = await idOf('agent02');
  await db().insertInto('member_closure').values({ ancestor_id: agent02, descendant_id: agent02, depth: 0 }).execute();
  // member03 (under subagent01 under agent01) played on DAY: bets 1000.00, payouts 400.00.
  const { start } = businessDays(DAY, DAY, zone);
  await db()
    .insertInto('member_slot_rollup')
    .values({
      member_id: await idOf('member03'),
      slot: new Date(start.getTime() + 3_600_000),
      merchant_id: merchant.id,
      bets: 100_000n,
      valid_bet: 100_000n,
      payout: 40_000n,
      profit: -60_000n,
      rounds: 3,
    })
    .execute();
}, 120_000);
afterAll(async () => t?.close());

const money = (minor: bigint) => formatMinor(minor, decimals);

describe('the agent tree', () => {
  it('lists the top level, then an agent’s downlines with team sizes, its path and the team figures of the days', async () => {
    const top = await tree(`from=${DAY}&to=${DAY}`);
    const agent01 = top.rows.find((r) => r.username === 'agent01');
    expect(agent01).toMatchObject({ isAgent: true, parent: null, level: 0, directCount: 4, teamSize: 6 });
    expect(agent01?.figures).toMatchObject({ bets: money(100_000n), validBet: money(100_000n), ggr: money(60_000n) });

    const downlines = await tree(`parentId=${agent01?.memberId}&from=${DAY}&to=${DAY}&sort=ggr&order=desc`);
    expect(downlines.path.map((p) => p.username)).toEqual(['agent01']);
    expect(downlines.rows[0]).toMatchObject({ username: 'subagent01', teamSize: 2, level: 1 });
    expect(downlines.rows[0]?.figures.ggr).toBe(money(60_000n));
    expect(downlines.total).toBe(4);

    const found = await tree('username=member0');
    expect(found.rows.map((r) => r.username).sort()).toEqual(['member02', 'member03', 'member04']);
  });

  it('refuses a bad query with a 400', async () => {
    expect((await ops('GET', '/ops/agents/tree?from=2026-02-02&to=2026-02-01', service)).status).toBe(400);
    expect((await ops('GET', '/ops/agents/tree?sort=password', service)).status).toBe(400);
  });
});

describe('moving a member to another agent', () => {
  it('refuses a move under the member itself or its downline, under a non-agent, and of a member holding a contract', async () => {
    const agent01 = await idOf('agent01');
    expect((await ops('POST', `/ops/agents/members/${agent01}/move`, owner, { newParentUsername: 'subagent01' })).body.message).toBe(
      'agent_move_under_own_downline',
    );
    expect((await ops('POST', `/ops/agents/members/${agent01}/move`, owner, { newParentUsername: 'agent01' })).body.message).toBe(
      'agent_move_under_own_downline',
    );
    const member03 = await idOf('member03');
    expect((await ops('POST', `/ops/agents/members/${member03}/move`, owner, { newParentUsername: 'member04' })).body.message).toBe(
      'agent_move_not_agent',
    );
    const subagent01 = await idOf('subagent01');
    expect((await ops('POST', `/ops/agents/members/${subagent01}/move`, owner, { newParentUsername: 'agent02' })).body.message).toBe(
      'agent_move_has_contract',
    );
    expect(await closureMismatches()).toBe(0);
  });

  it('refuses a move under an upline with a lower prize group', async () => {
    const agent02 = await idOf('agent02');
    await db().insertInto('lottery_member_series').values({ member_id: agent02, series: 1800 }).execute();
    const member03 = await idOf('member03');
    expect((await ops('POST', `/ops/agents/members/${member03}/move`, owner, { newParentUsername: 'agent02' })).body.message).toBe(
      'agent_move_prize_group',
    );
    await db().updateTable('lottery_member_series').set({ series: 1950 }).where('member_id', '=', agent02).execute();
  });

  it('is refused to customer service (agents.read only)', async () => {
    const member03 = await idOf('member03');
    expect(await ops('POST', `/ops/agents/members/${member03}/move`, service, { newParentUsername: 'agent02' })).toMatchObject({
      status: 403,
      body: { message: 'forbidden' },
    });
  });

  it('moves the member with its subtree, rewrites the closure, audits it, and its past figures follow it to the new upline', async () => {
    const member03 = await idOf('member03');
    const reply = await ops('POST', `/ops/agents/members/${member03}/move`, owner, { newParentUsername: 'AGENT02' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value).toMatchObject({
      username: 'member03',
      from: { username: 'subagent01' },
      to: { username: 'agent02' },
      moved: 1,
    });
    expect(await closureMismatches()).toBe(0);

    const top = await tree(`from=${DAY}&to=${DAY}&sort=ggr&order=desc`);
    expect(top.rows.find((r) => r.username === 'agent01')).toMatchObject({ teamSize: 5, figures: { ggr: money(0n) } });
    expect(top.rows.find((r) => r.username === 'agent02')).toMatchObject({ teamSize: 1, directCount: 1, figures: { ggr: money(60_000n) } });

    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'before', 'after', 'operator_username'])
      .where('action', '=', 'agents.member_move')
      .where('outcome', '=', 'ok')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target_id: String(member03), operator_username: 'agents_owner' });
    expect(audit.before).toMatchObject({ parent: { username: 'subagent01' }, uplines: ['agent01', 'subagent01'] });
    expect(audit.after).toMatchObject({ parent: { username: 'agent02' }, uplines: ['agent02'] });

    // Moving it again to where it is is a conflict, not a silent rewrite.
    expect((await ops('POST', `/ops/agents/members/${member03}/move`, owner, { newParentUsername: 'agent02' })).status).toBe(409);
  });

  it('moves a whole subtree: every member below keeps its place under the moved member', async () => {
    const agent02 = await idOf('agent02');
    // agent02, with member03 below it, moves under agent01.
    const reply = await ops('POST', `/ops/agents/members/${agent02}/move`, owner, { newParentUsername: 'agent01' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value.moved).toBe(2);
    expect(await closureMismatches()).toBe(0);
    const member03 = await idOf('member03');
    const ancestors = await db()
      .selectFrom('member_closure as c')
      .innerJoin('member as m', 'm.id', 'c.ancestor_id')
      .select(['m.username', 'c.depth'])
      .where('c.descendant_id', '=', member03)
      .orderBy('c.depth')
      .execute();
    expect(ancestors).toEqual([
      { username: 'member03', depth: 0 },
      { username: 'agent02', depth: 1 },
      { username: 'agent01', depth: 2 },
    ]);
  });
});

describe('moves at the same time', () => {
  it('lets one of two crossing moves win (X under Y, Y under X) and keeps the tree a tree', async () => {
    const ids: number[] = [];
    for (const username of ['cross_x', 'cross_y']) {
      await sql`INSERT INTO member (merchant_id, username, nickname, type, password_hash, password_changed_at, created_at)
                SELECT merchant_id, ${username}, 'Crossing', type, password_hash, now(), now() FROM member WHERE username = 'agent01'`.execute(
        db(),
      );
      const id = await idOf(username);
      await db().insertInto('member_closure').values({ ancestor_id: id, descendant_id: id, depth: 0 }).execute();
      ids.push(id);
    }
    const [x, y] = ids as [number, number];
    const replies = await Promise.all([
      ops('POST', `/ops/agents/members/${x}/move`, owner, { newParentUsername: 'cross_y' }),
      ops('POST', `/ops/agents/members/${y}/move`, owner, { newParentUsername: 'cross_x' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(['conflict', 'agent_move_under_own_downline']).toContain(replies.find((r) => r.status === 409)?.body.message);
    expect(await closureMismatches()).toBe(0);
  });
});

describe('settlement records', () => {
  it('lists the merchant’s contract settlements with their total', async () => {
    const agent01 = await idOf('agent01');
    const contract = await db()
      .selectFrom('agent_contract')
      .select(['id', 'merchant_id'])
      .where('member_id', '=', agent01)
      .where('kind', '=', 'daily_salary')
      .executeTakeFirstOrThrow();
    const { start, end } = businessDays(DAY, DAY, zone);
    await db()
      .insertInto('contract_settlement')
      .values({
        merchant_id: contract.merchant_id,
        kind: 'daily_salary',
        period: 'daily',
        period_start: start,
        period_end: end,
        agent_id: agent01,
        contract_id: contract.id,
        team_bets: 100_000n,
        team_valid_bet: 100_000n,
        team_profit: -60_000n,
        active_members: 1,
        tier_index: 0,
        rate_ppm: 5_000,
        loss_rate_ppm: null,
        gross: 500n,
        downline_gross: 0n,
        amount: 500n,
        ledger_transaction_id: null,
      })
      .execute();
    const day = await ops('GET', `/ops/agents/settlements?from=${DAY}&to=${DAY}&agent=agent01`, service);
    const page = opsSettlementPageSchema.parse(day.body.value);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ agent: { username: 'agent01' }, kind: 'daily_salary', rate: '0.5', amount: money(500n) });
    expect(page.totalAmount).toBe(money(500n));
    const before = await ops('GET', `/ops/agents/settlements?to=2026-01-09`, service);
    expect(before.body.value.total).toBe(0);
    const reply = await ops('GET', '/ops/agents/settlements?kind=daily_salary', service);
    expect(reply.status).toBe(200);
    const all = opsSettlementPageSchema.parse(reply.body.value);
    expect(all.rows.every((r) => r.kind === 'daily_salary')).toBe(true);
    expect((await ops('GET', '/ops/agents/settlements?agent=nobody', service)).body.value).toMatchObject({ rows: [], total: 0 });
  });
});

describe('house contracts', () => {
  it('audits an operator ending a house contract with the contract before and after, in its transaction', async () => {
    const agent01 = await idOf('agent01');
    const list = await ops('GET', `/ops/agent/contracts?memberId=${agent01}&kind=hourly_salary`, service);
    const contract = list.body.value.list[0] as { id: number; status: string };
    expect(contract.status).toBe('active');
    const reply = await ops('POST', `/ops/agent/contracts/${contract.id}/terminate`, owner, {});
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'before', 'after'])
      .where('action', '=', 'contract.terminate')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target_type: 'contract', target_id: String(contract.id) });
    expect(audit.before).toMatchObject({ status: 'active' });
    expect(audit.after).toMatchObject({ status: 'terminated' });
    // One row for the call: the route's own, not also the guard's fallback.
    const rows = await db().selectFrom('audit_log').select('id').where('action', '=', 'contract.terminate').execute();
    expect(rows).toHaveLength(1);
  });
});
