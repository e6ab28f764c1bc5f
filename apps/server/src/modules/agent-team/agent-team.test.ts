import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type Reply, type TestApp } from '../../testing/index';
import { createMemberRepository } from '../member/member.repository';
import { likePrefix } from './agent-team.repository';

/**
 * Team management (schemas/agent-team.ts) over the demo tree: agent01 → player01, member02,
 * newbie01, subagent01 → member03, member04; plus a sibling agent of subagent01 made here.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let agent: string;
let sub: string;
const ids: Record<string, number> = {};
const db = () => t.database.db;
type Row = {
  memberId: number;
  username: string;
  role: string;
  status: string;
  balance: string;
  depth: number;
  parentUsername: string | null;
  directCount: number;
  teamCount: number;
  series: number;
  seriesAssigned: boolean;
  lastLoginAt: string | null;
  registeredAt: string;
};

async function login(username: string, password: string, side: 'member' | 'agent' = 'agent'): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password, side },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value.token;
}
const team = (auth: string, query = '') => api.get(`/wps/agent/team/members${query}`, { authorization: auth });
/** A successful team page. */
async function page(auth: string, query = '') {
  const reply = await team(auth, query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value as {
    path: { memberId: number; username: string }[];
    list: Row[];
    total: number;
    pageNo: number;
    pageSize: number;
  };
}
const names = (rows: Row[]) => rows.map((r) => r.username);
const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.message).toBe(code);
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  const rows = await db().selectFrom('member').select(['id', 'username']).execute();
  for (const row of rows) ids[row.username] = row.id;
  // A second agent beside subagent01, with its own member, to prove branches do not see each other.
  const template = await db().selectFrom('member').selectAll().where('username', '=', 'subagent01').executeTakeFirstOrThrow();
  const members = createMemberRepository(db());
  const sibling = await db()
    .transaction()
    .execute((trx) =>
      members.insertWithClosure(trx, {
        merchant_id: template.merchant_id,
        username: 'siblingagent',
        nickname: 'Sibling',
        type: template.type,
        password_hash: template.password_hash,
        parent_id: ids.agent01 ?? null,
      }),
    );
  ids.siblingagent = sibling.id;
  const nine = await db()
    .transaction()
    .execute((trx) =>
      members.insertWithClosure(trx, {
        merchant_id: template.merchant_id,
        username: 'member09',
        nickname: 'Nine',
        type: 0,
        password_hash: template.password_hash,
        parent_id: sibling.id,
      }),
    );
  ids.member09 = nine.id;
  await fund(db(), 'member02', 12_345n);
  await fund(db(), 'subagent01', 50_000n);
  agent = await login('agent01', 'Agent1234');
  sub = await login('subagent01', 'Agent1234');
});
afterAll(async () => t?.close());

describe('GET /wps/agent/team/members', () => {
  it('lists an agent’s direct downlines with role, balance, team sizes, prize group and the breadcrumb', async () => {
    const view = await page(agent);
    expect(view.path).toEqual([{ memberId: ids.agent01, username: 'agent01' }]);
    expect(names(view.list).sort()).toEqual(['member02', 'newbie01', 'player01', 'siblingagent', 'subagent01']);
    expect(view).toMatchObject({ total: 5, pageNo: 1, pageSize: 20 });
    const row = (name: string) => view.list.find((r) => r.username === name) as Row;
    expect(row('subagent01')).toMatchObject({
      role: 'agent',
      status: 'ACTIVE',
      depth: 1,
      parentUsername: 'agent01',
      directCount: 2,
      teamCount: 2,
      series: 1940,
      seriesAssigned: true,
    });
    expect(row('member02')).toMatchObject({ role: 'member', directCount: 0, teamCount: 0, series: 1900, seriesAssigned: false });
    expect(row('siblingagent')).toMatchObject({ role: 'agent', directCount: 1, teamCount: 1, lastLoginAt: null });
    for (const r of view.list) {
      expect(r.balance).toBe(money(await memberBalance(db(), r.memberId, MEMBER_ACCOUNT.main)));
    }
    expect(Number(row('member02').balance)).toBeGreaterThanOrEqual(123.45);
    // subagent01 logged in above; its registration and login are ISO times.
    expect(Date.parse(row('subagent01').lastLoginAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(row('subagent01').registeredAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('drills down into a downline agent with the breadcrumb from the top', async () => {
    const view = await page(agent, `?parentId=${ids.subagent01}`);
    expect(view.path.map((s) => s.username)).toEqual(['agent01', 'subagent01']);
    expect(names(view.list).sort()).toEqual(['member03', 'member04']);
    expect(view.list.every((r) => r.depth === 2 && r.parentUsername === 'subagent01' && r.role === 'member')).toBe(true);
    // A plain member's team is empty, not an error.
    expect(await page(agent, `?parentId=${ids.member03}`)).toMatchObject({ list: [], total: 0 });
    // The agent itself as parent is the top level.
    expect((await page(agent, `?parentId=${ids.agent01}`)).total).toBe(5);
  });

  it('shows a sub-agent only its own branch: its upline and the other branches are not found', async () => {
    const view = await page(sub);
    expect(view.path).toEqual([{ memberId: ids.subagent01, username: 'subagent01' }]);
    expect(names(view.list).sort()).toEqual(['member03', 'member04']);
    expect(view.list.every((r) => r.depth === 1)).toBe(true);
    for (const outside of ['player01', 'agent01', 'siblingagent', 'member09']) {
      expectError(await team(sub, `?parentId=${ids[outside]}`), 404, 'downline_not_found');
    }
    expectError(await team(sub, '?parentId=2000000000'), 404, 'downline_not_found');
    expectError(await team(sub, `?parentId=${ids.player01}&username=p`), 404, 'downline_not_found');
  });

  it('searches the whole subtree by username prefix, any case, and only the caller’s own', async () => {
    const found = await page(agent, '?username=MEMBER0&sort=username');
    expect(names(found.list)).toEqual(['member02', 'member03', 'member04', 'member09']);
    expect(found.list.map((r) => r.depth)).toEqual([1, 2, 2, 2]);
    expect(found.list.map((r) => r.parentUsername)).toEqual(['agent01', 'subagent01', 'subagent01', 'siblingagent']);
    expect(found.path.map((s) => s.username)).toEqual(['agent01']);
    // From a parent, only below it.
    expect(names((await page(agent, `?parentId=${ids.subagent01}&username=member`)).list).sort()).toEqual(['member03', 'member04']);

    const sibling = await login('siblingagent', 'Agent1234');
    expect(names((await page(sibling, '?username=member')).list)).toEqual(['member09']);
    expect((await page(sibling, '?username=member03')).total).toBe(0);
    expect(names((await page(sub, '?username=member03')).list)).toEqual(['member03']);
    // The caller is not in its own results, and LIKE wildcards are plain characters.
    expect((await page(agent, '?username=agent01')).total).toBe(0);
    expect((await page(agent, '?username=%25')).total).toBe(0);
    expect((await page(agent, '?username=_ember')).total).toBe(0);
    // An empty search is the plain list.
    expect((await page(agent, '?username=')).total).toBe(5);
  });

  it('pages and sorts', async () => {
    const first = await page(agent, '?pageSize=2&sort=username');
    const second = await page(agent, '?pageSize=2&pageNo=2&sort=username');
    const third = await page(agent, '?pageSize=2&pageNo=3&sort=username');
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...names(first.list), ...names(second.list), ...names(third.list)]).toEqual([
      'member02',
      'newbie01',
      'player01',
      'siblingagent',
      'subagent01',
    ]);
    expect((await page(agent, '?pageSize=2&pageNo=9')).list).toEqual([]);

    const newest = names((await page(agent, '?sort=newest')).list);
    expect(newest[0]).toBe('siblingagent');
    const oldest = names((await page(agent, '?sort=oldest')).list);
    expect(oldest).toEqual([...newest].reverse());

    const byBalance = (await page(agent, '?sort=balance')).list.map((r) => Number(r.balance));
    expect(byBalance).toEqual([...byBalance].sort((a, b) => b - a));

    // siblingagent logged in last (the search test), subagent01 before it; newbie01 never.
    const byLogin = (await page(agent, '?sort=lastLogin')).list;
    expect(names(byLogin).slice(0, 2)).toEqual(['siblingagent', 'subagent01']);
    const times = byLogin.map((r) => (r.lastLoginAt ? Date.parse(r.lastLoginAt) : -1));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(byLogin.at(-1)?.lastLoginAt).toBeNull();
  });

  it('filters by account status', async () => {
    await db()
      .updateTable('member')
      .set({ status: 'FROZEN' })
      .where('id', '=', ids.newbie01 ?? 0)
      .execute();
    try {
      expect((await page(agent, '?status=FROZEN')).list).toMatchObject([{ username: 'newbie01', status: 'FROZEN' }]);
      expect((await page(agent, '?status=ACTIVE')).total).toBe(4);
    } finally {
      await db()
        .updateTable('member')
        .set({ status: 'ACTIVE' })
        .where('id', '=', ids.newbie01 ?? 0)
        .execute();
    }
  });

  it('is only for agents, and refuses bad input', async () => {
    const member = await login('player01', 'Player123', 'member');
    expectError(await team(member), 403, 'forbidden');
    expectError(await team(member, `?parentId=${ids.player01}`), 403, 'forbidden');
    expect((await api.get('/wps/agent/team/members')).status).toBe(401);
    for (const query of ['?parentId=abc', '?parentId=0', '?parentId=-3', '?sort=richest', '?pageSize=1000', '?pageNo=0', '?status=GONE']) {
      expectError(await team(agent, query), 400, 'invalid_parameter');
    }
    expectError(await team(agent, `?username=${'a'.repeat(33)}`), 400, 'invalid_parameter');
  });
});

describe('likePrefix', () => {
  it('lowers the text and escapes LIKE wildcards', () => {
    expect(likePrefix('Mem_ber%\\')).toBe('mem\\_ber\\%\\\\%');
  });
});
