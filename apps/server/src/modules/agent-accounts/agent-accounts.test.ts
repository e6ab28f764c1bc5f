import { MODULE_IDS } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, type Reply, type TestApp } from '../../testing/index';

/**
 * `POST /wps/agent/accounts` over the demo tree: agent01 (prize group 1960) → subagent01 (1940);
 * the merchant's prize groups run from 1700 to 1980, default 1900.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let agent: string;
let sub: string;
const db = () => t.database.db;

async function login(username: string, password: string, side: 'member' | 'agent' = 'agent'): Promise<Reply> {
  return api.encrypted('POST', '/wps/session/login', { type: 'username', username, password, side }, { 'x-forwarded-for': freshIp() });
}
async function token(username: string, password: string, side: 'member' | 'agent' = 'agent'): Promise<string> {
  const reply = await login(username, password, side);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value.token;
}
const create = (auth: string, body: Record<string, unknown>) =>
  api.encrypted('POST', '/wps/agent/accounts', { password: 'Secret123', confirmPassword: 'Secret123', ...body }, { authorization: auth });
function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.message).toBe(code);
}

/** The closure rows of a member, nearest ancestor first. */
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
const memberRow = (username: string) => db().selectFrom('member').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
const seriesOf = async (memberId: number) =>
  (await db().selectFrom('lottery_member_series').select('series').where('member_id', '=', memberId).executeTakeFirst())?.series ?? null;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  agent = await token('agent01', 'Agent1234');
  sub = await token('subagent01', 'Agent1234');
});
afterAll(async () => {
  await t.close();
});

describe('POST /wps/agent/accounts', () => {
  it('creates a plain member under the agent, which logs in with its new password and must change it', async () => {
    const reply = await create(agent, { username: 'Direct001' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value).toMatchObject({
      username: 'Direct001',
      nickname: 'Direct001',
      role: 'member',
      series: 1900,
      seriesAssigned: false,
      mustChangePassword: true,
    });
    expect(await ancestors('Direct001')).toEqual([
      { username: 'Direct001', depth: 0 },
      { username: 'agent01', depth: 1 },
    ]);
    const row = await memberRow('Direct001');
    expect(row).toMatchObject({ type: 0, password_is_default: true, register_method: 'AGENT', status: 'ACTIVE' });
    expect(await seriesOf(row.id)).toBeNull();

    const first = await login('direct001', 'Secret123', 'member');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ forceChangePassword: true, isAgent: false, firstTimeLogin: true });
    // A plain member is refused at the agent login.
    expectError(await login('direct001', 'Secret123', 'agent'), 403, 'non_agent_cannot_login');

    // It shows in the agent's team at once.
    const team = await api.get('/wps/agent/team/members?username=direct0', { authorization: agent });
    expect(team.body.value.list.map((m: { username: string }) => m.username)).toEqual(['Direct001']);
  });

  it('creates an agent with a prize group two levels down, with closure rows at every depth, that can build its own team', async () => {
    const reply = await create(sub, { username: 'subsub001', nickname: 'Deep Agent', role: 'agent', series: 1920 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value).toMatchObject({ role: 'agent', nickname: 'Deep Agent', series: 1920, seriesAssigned: true });
    expect(await ancestors('subsub001')).toEqual([
      { username: 'subsub001', depth: 0 },
      { username: 'subagent01', depth: 1 },
      { username: 'agent01', depth: 2 },
    ]);
    const row = await memberRow('subsub001');
    expect(row.type).toBe(2);
    expect(row.parent_id).toBe((await memberRow('subagent01')).id);
    expect(await seriesOf(row.id)).toBe(1920);

    // The new agent logs in at /agent, must replace the password it was given before anything else,
    // then creates its own downline one level further down.
    const fresh = await login('subsub001', 'Secret123', 'agent');
    expect(fresh.body.value).toMatchObject({ isAgent: true, forceChangePassword: true });
    expectError(await create(fresh.body.value.token, { username: 'leaf00001', series: 1920 }), 403, 'password_change_required');
    const changed = await api.encrypted(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Secret123', newPassword: 'Chosen123', confirmNewPassword: 'Chosen123' },
      { authorization: fresh.body.value.token },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const own = await create(changed.body.value.token, { username: 'leaf00001', series: 1920 });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await ancestors('leaf00001')).toEqual([
      { username: 'leaf00001', depth: 0 },
      { username: 'subsub001', depth: 1 },
      { username: 'subagent01', depth: 2 },
      { username: 'agent01', depth: 3 },
    ]);
    // The top agent's team search reaches it; the sub-agent's sibling branch does not exist for it.
    const team = await api.get('/wps/agent/team/members?username=leaf', { authorization: agent });
    expect(team.body.value.list[0]).toMatchObject({ username: 'leaf00001', depth: 3, parentUsername: 'subsub001' });
  });

  it('does not ask for a password change when the forced change module is off', async () => {
    await db().updateTable('merchant_module').set({ enabled: false }).where('mod_id', '=', MODULE_IDS.forcedPasswordChange).execute();
    try {
      const reply = await create(agent, { username: 'noforce01' });
      expect(reply.body.value.mustChangePassword).toBe(false);
      expect((await login('noforce01', 'Secret123', 'member')).body.value.forceChangePassword).toBe(false);
    } finally {
      await db().updateTable('merchant_module').set({ enabled: true }).where('mod_id', '=', MODULE_IDS.forcedPasswordChange).execute();
    }
  });

  it('refuses registration fields it does not take (facebook, wechat, payeeName, domain, ...) and stores nothing', async () => {
    const extras: [string, string][] = [
      ['facebook', 'fb.person'],
      ['wechat', 'wechat123'],
      ['payeeName', 'Some Payee'],
      ['idNumber', 'ID123456'],
      ['domain', 'evil.example'],
    ];
    for (const [field, value] of extras) {
      const reply = await create(agent, { username: `Extra${field.slice(0, 6)}`, [field]: value });
      expectError(reply, 400, 'invalid_parameter');
      expect(
        await db()
          .selectFrom('member')
          .select('id')
          .where('username', '=', `Extra${field.slice(0, 6)}`)
          .executeTakeFirst(),
      ).toBeUndefined();
    }
  });

  it('refuses a taken username, any case, and leaves nothing behind', async () => {
    const before = await db()
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expectError(await create(agent, { username: 'MEMBER02' }), 409, 'account_already_in_use');
    expectError(await create(agent, { username: 'direct001' }), 409, 'account_already_in_use');
    const after = await db()
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('applies the registration rules to the username and the password', async () => {
    const badName = await create(agent, { username: '1startsdigit' });
    expectError(badName, 400, 'field_invalid');
    expect(badName.body.value).toEqual({ field: 'username', key: 'pattern_LETTER_FIRST_ALNUM', min: 6, max: 16 });
    const short = await create(agent, { username: 'abc' });
    expect(short.body.value).toMatchObject({ field: 'username', min: 6 });
    const lettersOnly = await create(agent, { username: 'goodname01', password: 'lettersonly', confirmPassword: 'lettersonly' });
    expectError(lettersOnly, 400, 'field_invalid');
    expect(lettersOnly.body.value).toMatchObject({ field: 'password', key: 'pattern_LETTERS_AND_DIGITS' });
    expectError(await create(agent, { username: 'goodname01', confirmPassword: 'Secret124' }), 400, 'inconsistent_twice');
    expectError(await create(agent, { username: 'goodname01', role: 'boss' }), 400, 'invalid_parameter');
    expectError(await create(agent, { username: 'goodname01', series: 1900.5 }), 400, 'invalid_parameter');
    expect(await db().selectFrom('member').select('id').where('username', '=', 'goodname01').executeTakeFirst()).toBeUndefined();
  });

  it('keeps the prize group between the merchant lowest and the agent own', async () => {
    const above = await create(sub, { username: 'toohigh01', series: 1950 });
    expectError(above, 400, 'lottery_series_invalid');
    expect(above.body.value).toEqual({ min: 1700, max: 1940 });
    expectError(await create(agent, { username: 'toolow001', series: 1690 }), 400, 'lottery_series_invalid');
    const top = await create(agent, { username: 'atmax0001', series: 1960 });
    expect(top.body.value).toMatchObject({ series: 1960, seriesAssigned: true });
    for (const name of ['toohigh01', 'toolow001']) {
      expect(await db().selectFrom('member').select('id').where('username', '=', name).executeTakeFirst()).toBeUndefined();
    }
  });

  it('refuses callers that are not agents, and calls without a session or without encryption', async () => {
    const member = await token('member02', 'Member123', 'member');
    expectError(await create(member, { username: 'notmine01' }), 403, 'forbidden');
    expectError(await api.encrypted('POST', '/wps/agent/accounts', { username: 'nosession1' }), 401, 'not_logged_in');
    const plain = await api.post(
      '/wps/agent/accounts',
      { username: 'plainbody1', password: 'Secret123', confirmPassword: 'Secret123' },
      { authorization: agent },
    );
    expectError(plain, 400, 'encryption_required');
  });
});
