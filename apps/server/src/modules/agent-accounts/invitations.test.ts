import { INVITATIONS_ACTIVE_MAX } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, type Reply, solveCaptcha, type TestApp } from '../../testing/index';

/**
 * Invitation codes (schemas/agent-accounts.ts) and registration with them, over the demo tree:
 * agent01 (prize group 1960, fixed code FORTUNA1) → subagent01 (1940, FORTUNA2).
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let agent: string;
let sub: string;
let mobile = 9_600_000_000;
const db = () => t.database.db;

type InvitationValue = {
  id: number;
  code: string;
  role: string;
  series: number | null;
  note: string | null;
  active: boolean;
  registrations: number;
};

async function token(username: string, password: string, side: 'member' | 'agent' = 'agent'): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password, side },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value.token;
}
function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.message).toBe(code);
}
const list = (auth: string, query = '') => api.get(`/wps/agent/invitations${query}`, { authorization: auth });
const invite = (auth: string, body: Record<string, unknown>) => api.post('/wps/agent/invitations', body, { authorization: auth });
const disable = (auth: string, id: number) => api.post(`/wps/agent/invitations/${id}/disable`, undefined, { authorization: auth });
async function made(auth: string, body: Record<string, unknown>): Promise<InvitationValue> {
  const reply = await invite(auth, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value;
}
/** Registers a visitor as the site's form does, with an invitation code. */
async function register(username: string, affiliateCode: string) {
  mobile += 1;
  const captcha = await solveCaptcha(api, db());
  return api.encrypted(
    'PUT',
    '/wps/member/register',
    {
      ageConfirmed: true,
      ...captcha,
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: String(mobile),
      countryDialingCode: '95',
      affiliateCode,
    },
    { 'x-forwarded-for': freshIp() },
  );
}
const memberRow = (username: string) => db().selectFrom('member').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
const seriesOf = async (memberId: number) =>
  (await db().selectFrom('lottery_member_series').select('series').where('member_id', '=', memberId).executeTakeFirst())?.series ?? null;
async function ancestors(username: string) {
  return db()
    .selectFrom('member_closure as c')
    .innerJoin('member as d', 'd.id', 'c.descendant_id')
    .innerJoin('member as a', 'a.id', 'c.ancestor_id')
    .select(['a.username', 'c.depth'])
    .where('d.username', '=', username)
    .orderBy('c.depth')
    .execute();
}

beforeAll(async () => {
  // Visitors come from their own addresses (captcha and registration limits are per address).
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  agent = await token('agent01', 'Agent1234');
  sub = await token('subagent01', 'Agent1234');
});
afterAll(async () => {
  await t.close();
});

describe('agent invitation codes', () => {
  it('start empty beside the fixed personal code', async () => {
    const reply = await list(agent);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value).toMatchObject({
      personalCode: 'FORTUNA1',
      list: [],
      total: 0,
      activeCount: 0,
      activeMax: INVITATIONS_ACTIVE_MAX,
    });
  });

  it('place who registers with one under the agent, with its role and prize group, and count the registrations', async () => {
    const code = await made(agent, { role: 'agent', series: 1950, note: '  Telegram group  ' });
    expect(code).toMatchObject({ role: 'agent', series: 1950, note: 'Telegram group', active: true, registrations: 0 });
    expect(code.code).toMatch(/^[A-Z0-9]{8}$/);
    // The check the register form makes on the code names the agent.
    expect((await api.get(`/wps/agent/affiliate?code=${code.code.toLowerCase()}`)).body.value).toEqual({
      valid: true,
      agentNickname: 'Golden Dragon',
    });

    const reply = await register('invited01', code.code.toLowerCase());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value).toMatchObject({ isAgent: true });
    expect(await ancestors('invited01')).toEqual([
      { username: 'invited01', depth: 0 },
      { username: 'agent01', depth: 1 },
    ]);
    const row = await memberRow('invited01');
    expect(row).toMatchObject({ type: 2, invitation_id: code.id, password_is_default: false });
    expect(await seriesOf(row.id)).toBe(1950);

    const members = await made(agent, { role: 'member' });
    expect(members).toMatchObject({ role: 'member', series: null, note: null });
    expect((await register('invited02', members.code)).status).toBe(200);
    expect((await register('invited03', members.code)).status).toBe(200);
    const plain = await memberRow('invited02');
    expect(plain.type).toBe(0);
    expect(await seriesOf(plain.id)).toBeNull();

    const page = (await list(agent)).body.value;
    expect(page.list.map((i: InvitationValue) => [i.code, i.registrations])).toEqual([
      [members.code, 2],
      [code.code, 1],
    ]);
    expect(page).toMatchObject({ total: 2, activeCount: 2 });
    // The team shows them as agent01's direct downlines.
    const team = await api.get('/wps/agent/team/members?username=invited', { authorization: agent });
    expect(team.body.value.list.map((m: { username: string; depth: number }) => [m.username, m.depth]).sort()).toEqual([
      ['invited01', 1],
      ['invited02', 1],
      ['invited03', 1],
    ]);
  });

  it('still accept the fixed personal code, as plain members with the default prize group', async () => {
    expect((await register('personal01', 'fortuna2')).status).toBe(200);
    const row = await memberRow('personal01');
    expect(row).toMatchObject({ type: 0, invitation_id: null, parent_id: (await memberRow('subagent01')).id });
  });

  it('never give more than the agent own prize group, even when it dropped after the code was made', async () => {
    const code = await made(sub, { role: 'member', series: 1940 });
    const subId = (await memberRow('subagent01')).id;
    await db().updateTable('lottery_member_series').set({ series: 1920 }).where('member_id', '=', subId).execute();
    try {
      expect((await register('clamped01', code.code)).status).toBe(200);
      expect(await seriesOf((await memberRow('clamped01')).id)).toBe(1920);
    } finally {
      await db().updateTable('lottery_member_series').set({ series: 1940 }).where('member_id', '=', subId).execute();
    }
  });

  it('refuse a disabled code at registration and at the check, and keep it listed as disabled', async () => {
    const code = await made(agent, { role: 'member', note: 'old flyer' });
    const off = await disable(agent, code.id);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.value).toMatchObject({ id: code.id, active: false, registrations: 0 });
    expect(off.body.value.disabledAt).toEqual(expect.any(String));
    // Disabling twice keeps the first date.
    expect((await disable(agent, code.id)).body.value.disabledAt).toBe(off.body.value.disabledAt);

    expectError(await register('toolate01', code.code), 400, 'invitation_code_error');
    expectError(await api.get(`/wps/agent/affiliate?code=${code.code}`), 400, 'invitation_code_error');
    expect(await db().selectFrom('member').select('id').where('username', '=', 'toolate01').executeTakeFirst()).toBeUndefined();
    const page = (await list(agent)).body.value;
    expect(page.list.find((i: InvitationValue) => i.id === code.id)).toMatchObject({ active: false });
    expect(page.activeCount).toBe(2);
  });

  it('refuse a code whose agent is frozen', async () => {
    const code = await made(sub, { role: 'member' });
    await db().updateTable('member').set({ status: 'FROZEN' }).where('username', '=', 'subagent01').execute();
    try {
      expectError(await register('frozen001', code.code), 400, 'invitation_code_error');
    } finally {
      await db().updateTable('member').set({ status: 'ACTIVE' }).where('username', '=', 'subagent01').execute();
    }
  });

  it('belong to their agent: another agent can neither see nor disable them', async () => {
    const mine = await made(agent, { role: 'member', note: 'agent01 only' });
    expectError(await disable(sub, mine.id), 404, 'invitation_not_found');
    expectError(await disable(sub, 2_000_000), 404, 'invitation_not_found');
    expect((await list(sub)).body.value.list.some((i: InvitationValue) => i.id === mine.id)).toBe(false);
    expect((await list(agent)).body.value.list.find((i: InvitationValue) => i.id === mine.id)).toMatchObject({ active: true });
    // Nor can a member hold or use any.
    const member = await token('member02', 'Member123', 'member');
    expectError(await list(member), 403, 'forbidden');
    expectError(await invite(member, { role: 'member' }), 403, 'forbidden');
    expectError(await disable(member, mine.id), 403, 'forbidden');
    expectError(await list(''), 401, 'not_logged_in');
  });

  it('check their prize group, role, note and path like every input', async () => {
    const above = await invite(sub, { role: 'agent', series: 1950 });
    expectError(above, 400, 'lottery_series_invalid');
    expect(above.body.value).toEqual({ min: 1700, max: 1940 });
    expectError(await invite(agent, { role: 'member', series: 1600 }), 400, 'lottery_series_invalid');
    expectError(await invite(agent, { role: 'owner' }), 400, 'invalid_parameter');
    expectError(await invite(agent, { role: 'member', note: 'x'.repeat(61) }), 400, 'invalid_parameter');
    expectError(await invite(agent, { role: 'member', code: 'MYCODE' }), 400, 'invalid_parameter');
    expectError(await api.post('/wps/agent/invitations/abc/disable', undefined, { authorization: agent }), 400, 'invalid_parameter');
    expectError(await list(agent, '?pageSize=500'), 400, 'invalid_parameter');
  });

  it('are limited in how many may be active at once', async () => {
    const agentId = (await memberRow('agent01')).id;
    const merchantId = (await memberRow('agent01')).merchant_id;
    const active = (await list(agent)).body.value.activeCount as number;
    await db()
      .insertInto('agent_invitation')
      .values(
        Array.from({ length: INVITATIONS_ACTIVE_MAX - active }, (_, i) => ({
          merchant_id: merchantId,
          agent_id: agentId,
          code: `FILL${String(i).padStart(4, '0')}`,
          role: 'member' as const,
        })),
      )
      .execute();
    expectError(await invite(agent, { role: 'member' }), 409, 'invitation_limit_reached');
    const page = (await list(agent, '?pageSize=5&pageNo=2')).body.value;
    expect(page).toMatchObject({ activeCount: INVITATIONS_ACTIVE_MAX, pageNo: 2, pageSize: 5 });
    expect(page.list).toHaveLength(5);
    // Disabling one makes room again.
    await disable(agent, page.list[0].id);
    expect((await invite(agent, { role: 'member' })).status).toBe(200);
  });
});
