import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, type Reply, type TestApp } from '../../testing/index';
import { addContract, addRollup, makeTree, type Tree, tier } from './settlement.test-support';

/**
 * The settlement record calls (schemas/contracts.ts settlementListSchema) over real runs: a tree
 * with real-time contracts settled for three slots across a day boundary of the merchant's zone, and a
 * second tree whose agent must never see the first's records.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let tree: Tree;
let other: Tree;
const tokens: Record<string, string> = {};
const contracts: Record<string, number> = {};
const db = () => t.database.db;
/** 23:50 and 23:55 on 3 January and 00:00 on 4 January in Yangon (UTC+06:30). */
const slots = ['2033-01-03T17:20:00.000Z', '2033-01-03T17:25:00.000Z', '2033-01-03T17:30:00.000Z'];

async function login(username: string, password: string, side: 'member' | 'agent'): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password, side },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value.token;
}
const dividend = (who: string, query = '') => api.get(`/wps/agent/contract/dividend${query}`, { authorization: tokens[who] ?? '' });
const realtime = (who: string, body: unknown = {}) =>
  api.post('/wps/agent/contract/realtimeSalary', body, { authorization: tokens[who] ?? '' });
function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.message).toBe(code);
}
async function list(reply: Promise<Reply>) {
  const r = await reply;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value;
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  // The demo's own contracts would be settled too; this file is about its own.
  await sql`DELETE FROM agent_contract`.execute(db());
  await db().updateTable('merchant').set({ time_zone: 'Asia/Yangon' }).where('code', '=', 'FORTUNA').execute();
  tree = await makeTree(db(), 'sr');
  other = await makeTree(db(), 'so');
  const signedAt = new Date(slots[0] as string);
  contracts.top = await addContract(db(), {
    memberId: tree.top,
    uplineId: null,
    kind: 'realtime_salary',
    period: 'realtime',
    tiers: [tier(0n, 10_000, 20_000), tier(1_000_000n, 12_000, 25_000)],
    signedAt,
  });
  contracts.sub = await addContract(db(), {
    memberId: tree.sub,
    uplineId: tree.top,
    kind: 'realtime_salary',
    period: 'realtime',
    tiers: [tier(0n, 6_000, 12_000)],
    signedAt,
  });
  contracts.other = await addContract(db(), {
    memberId: other.top,
    uplineId: null,
    kind: 'realtime_salary',
    period: 'realtime',
    tiers: [tier(0n, 10_000, 20_000)],
    signedAt,
  });
  // Slot i: member3 wins on 100 × (i + 1), member2 loses 100; the other tree's member bets too.
  for (const [i, slot] of slots.entries()) {
    const at = new Date(slot);
    await addRollup(db(), tree.m3, at, { bets: 10_000n * BigInt(i + 1), profit: 1_000n });
    await addRollup(db(), tree.m2, at, { bets: 10_000n, profit: -10_000n });
    await addRollup(db(), other.m2, at, { bets: 50_000n, profit: -50_000n });
  }
  const report = await t.app.contractSettlements.settleDue(new Date('2033-01-03T17:36:00Z'));
  expect(report.runs).toBe(3);
  tokens.top = await login(tree.names.top, 'Agent1234', 'agent');
  tokens.sub = await login(tree.names.sub, 'Agent1234', 'agent');
  tokens.other = await login(other.names.top, 'Agent1234', 'agent');
  tokens.member = await login(tree.names.m2, 'Member123', 'member');
});
afterAll(async () => t?.close());

describe('settlement record calls', () => {
  it('lists the caller’s records newest first with its computation, the total paid and its active contract', async () => {
    const value = await list(realtime('top'));
    expect(value).toMatchObject({ total: 3, pageNo: 1, pageSize: 20 });
    expect(value.list.map((r: { periodStart: string }) => r.periodStart)).toEqual([...slots].reverse());
    // Slot 3: member3 won on 300 (1 %), member2 lost 100 (2 %): 3 + 2; sub earns 300 × 0.6 % = 1.80.
    expect(value.list[0]).toMatchObject({
      kind: 'realtime_salary',
      period: 'realtime',
      periodEnd: '2033-01-03T17:35:00.000Z',
      contractId: contracts.top,
      teamBets: '400.00',
      teamValidBet: '400.00',
      teamProfit: '-90.00',
      activeMembers: 2,
      wonValidBet: '300.00',
      lostValidBet: '100.00',
      tierIndex: 0,
      rate: '1',
      lossRate: '2',
      gross: '5.00',
      downlineGross: '1.80',
      amount: '3.20',
    });
    expect(Date.parse(value.list[0].paidAt)).toBeGreaterThan(Date.now() - 120_000);
    // 3.20 + 2.80 + 2.40 (the slots where member3 bet 200 and 100).
    expect(value.totalAmount).toBe('8.40');
    expect(value.contract).toMatchObject({
      id: contracts.top,
      kind: 'realtime_salary',
      status: 'active',
      upline: null,
      member: { memberId: tree.top, username: tree.names.top },
      tiers: [
        { minVolume: '0.00', rate: '1', lossRate: '2', minActiveMembers: 0 },
        { minVolume: '10000.00', rate: '1.2', lossRate: '2.5', minActiveMembers: 0 },
      ],
      actions: ['terminate'],
    });
  });

  it('pages, with the total and the total amount over the whole filter', async () => {
    const first = await list(realtime('top', { pageSize: 2 }));
    const second = await list(realtime('top', { pageSize: 2, pageNo: 2 }));
    expect([first.list.length, second.list.length, first.total, second.total]).toEqual([2, 1, 3, 3]);
    expect(second.list[0].periodStart).toBe(slots[0]);
    expect([first.totalAmount, second.totalAmount]).toEqual(['8.40', '8.40']);
    expect((await list(realtime('top', { pageSize: 2, pageNo: 5 }))).list).toEqual([]);
  });

  it('filters by the merchant’s business days, both ends included', async () => {
    const third = await list(realtime('top', { from: '2033-01-03', to: '2033-01-03' }));
    expect(third.list.map((r: { periodStart: string }) => r.periodStart)).toEqual([slots[1], slots[0]]);
    expect(third.totalAmount).toBe('5.20');
    const fourth = await list(realtime('top', { from: '2033-01-04' }));
    expect(fourth).toMatchObject({ total: 1, totalAmount: '3.20' });
    expect((await list(realtime('top', { to: '2033-01-02' }))).total).toBe(0);
    expect((await list(realtime('top', { from: '2033-01-01', to: '2033-01-31' }))).total).toBe(3);
  });

  it('shows each agent only its own records: never its upline’s, its downline’s or another tree’s', async () => {
    const sub = await list(realtime('sub'));
    expect(sub.total).toBe(3);
    expect(sub.list.every((r: { contractId: number }) => r.contractId === contracts.sub)).toBe(true);
    expect(sub.list.map((r: { amount: string }) => r.amount)).toEqual(['1.80', '1.20', '0.60']);
    expect(sub.contract).toMatchObject({ id: contracts.sub, upline: { memberId: tree.top, username: tree.names.top } });

    const stranger = await list(realtime('other'));
    expect(stranger.total).toBe(3);
    expect(stranger.list.every((r: { contractId: number }) => r.contractId === contracts.other)).toBe(true);
    expect(stranger.totalAmount).toBe('30.00');
    // Its own, not the tree's: no filter lets it reach another agent's rows.
    const all = await list(realtime('other', { pageSize: 100, from: '2000-01-01', to: '2099-12-31' }));
    expect(all.list.some((r: { contractId: number }) => r.contractId !== contracts.other)).toBe(false);
  });

  it('answers the other kinds with their records and contract, none here', async () => {
    expect(await list(dividend('top', '?pageSize=5'))).toEqual({
      contract: null,
      list: [],
      total: 0,
      pageNo: 1,
      pageSize: 5,
      totalAmount: '0.00',
    });
    expect(await list(api.get('/wps/agent/contract/dailySalary', { authorization: tokens.top ?? '' }))).toMatchObject({
      contract: null,
      total: 0,
    });
    expect(await list(api.post('/wps/agent/contract/hourlySalary', { pageNo: 1 }, { authorization: tokens.top ?? '' }))).toMatchObject({
      contract: null,
      total: 0,
    });
  });

  it('refuses members who are not agents, callers without a session, and bad filters', async () => {
    expectError(await realtime('member'), 403, 'forbidden');
    expectError(await dividend('member'), 403, 'forbidden');
    expectError(await api.get('/wps/agent/contract/dividend'), 401, 'not_logged_in');
    expectError(await dividend('top', '?pageSize=0'), 400, 'invalid_parameter');
    expectError(await dividend('top', '?from=2033-13-01'), 400, 'invalid_parameter');
    expectError(await dividend('top', '?from=2033-01-05&to=2033-01-04'), 400, 'invalid_parameter');
    expectError(await realtime('top', { pageNo: 'x' }), 400, 'invalid_parameter');
    expectError(await realtime('top', { from: 20330101 }), 400, 'invalid_parameter');
  });
});
