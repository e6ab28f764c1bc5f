import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, operatorToken, type Reply, type TestApp } from '../../testing/index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let owner: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  owner = await operatorToken(t.database.db, 'ann_owner', 'owner');
  support = await operatorToken(t.database.db, 'ann_cs', 'customer_service');
}, 60_000);
afterAll(async () => t?.close());

// Each test starts from the seeded announcements only: the popups it makes do not leak into the next.
beforeEach(async () => {
  await t.database.db.deleteFrom('announcement').where('code', 'like', 'ops-%').execute();
});

const ops = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = owner): Promise<Reply> =>
  t.app
    .inject({
      method,
      url,
      headers: {
        authorization: token,
        'x-forwarded-for': freshIp(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));

async function login(username: string, password: string, side: 'member' | 'agent' = 'member'): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password, side },
    { 'x-forwarded-for': freshIp() },
  );
  if (!reply.body.value?.token) throw new Error(`login ${username}: ${reply.body.message}`);
  return reply.body.value.token;
}

/** A new account of agent01's team that never logged in. */
async function newMember(username: string): Promise<void> {
  const db = t.database.db;
  const template = await db.selectFrom('member').selectAll().where('username', '=', 'player01').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('member')
    .values({
      merchant_id: template.merchant_id,
      username,
      nickname: username,
      type: template.type,
      password_hash: template.password_hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
}

const base: Record<string, unknown> = {
  type: 'PU',
  title: { en: 'Popup', zh: '弹窗', my: 'ပေါ့ပ်အပ်' },
  content: { en: '<p>Hello</p>' },
  imageUrl: null,
  popup: 'A',
  startsAt: null,
  endsAt: null,
  audience: 'ALL',
  vipLevel: null,
  agentId: null,
  pinned: false,
  sort: 0,
};

/** Creates and publishes an announcement; returns its id. */
async function publish(fields: Record<string, unknown>): Promise<number> {
  const created = await ops('POST', '/ops/announcements', { ...base, ...fields });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.value.id as number;
  expect((await ops('POST', `/ops/announcements/${id}/publish`)).status).toBe(200);
  return id;
}

async function popups(token?: string, language = 'en'): Promise<{ ids: number[]; firstLogin: boolean; titles: string[] }> {
  const reply = await api.get('/wps/notice/popups', { ...(token ? { authorization: token } : {}), language, 'x-forwarded-for': freshIp() });
  expect(reply.status).toBe(200);
  const list = reply.body.value.list as { id: number; title: string }[];
  return { ids: list.map((p) => p.id), firstLogin: reply.body.value.firstLogin, titles: list.map((p) => p.title) };
}

describe('popup selection', () => {
  it('shows B to guests, A to signed-in sessions, F only in the session of the first login', async () => {
    const a = await publish({ popup: 'A' });
    const b = await publish({ popup: 'B' });
    const f = await publish({ popup: 'F' });
    const none = await publish({ popup: 'NONE' });

    expect((await popups()).ids).toEqual([b]);
    const player = await login('player01', 'Player123');
    expect(await popups(player)).toMatchObject({ ids: [a], firstLogin: false });

    await newMember('annfirst01');
    const first = await login('annfirst01', 'Player123');
    const seen = await popups(first);
    expect(seen.firstLogin).toBe(true);
    expect(new Set(seen.ids)).toEqual(new Set([a, f]));
    const second = await login('annfirst01', 'Player123');
    expect((await popups(second)).ids).toEqual([a]);
    // The first session keeps its F popups for as long as it lives.
    expect(new Set((await popups(first)).ids)).toEqual(new Set([a, f]));
    expect([a, b, f]).not.toContain(none);
  });

  it('keeps to the schedule and leaves drafts and withdrawn ones out', async () => {
    const hour = 3_600_000;
    const later = await publish({ popup: 'B', startsAt: new Date(Date.now() + hour).toISOString() });
    const over = await publish({
      popup: 'B',
      startsAt: new Date(Date.now() - 2 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
    });
    const now = await publish({
      popup: 'B',
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
    });
    const draft = (await ops('POST', '/ops/announcements', { ...base, popup: 'B' })).body.value.id;
    const withdrawn = await publish({ popup: 'B' });
    expect((await ops('POST', `/ops/announcements/${withdrawn}/withdraw`)).status).toBe(200);

    const ids = (await popups()).ids;
    expect(ids).toEqual([now]);
    for (const id of [later, over, draft, withdrawn]) expect(ids).not.toContain(id);
  });

  it('filters by audience: members, agents, a VIP level (nobody yet), one agent’s team', async () => {
    const subagent = await t.database.db.selectFrom('member').select('id').where('username', '=', 'subagent01').executeTakeFirstOrThrow();
    const members = await publish({ audience: 'MEMBERS' });
    const agents = await publish({ audience: 'AGENTS' });
    const vip = await publish({ audience: 'VIP', vipLevel: 1 });
    const team = await publish({ audience: 'TEAM', agentId: subagent.id });
    const guestOnly = await publish({ audience: 'MEMBERS', popup: 'B' });

    expect((await popups()).ids).not.toContain(guestOnly);
    expect(new Set((await popups(await login('player01', 'Player123'))).ids)).toEqual(new Set([members]));
    expect(new Set((await popups(await login('member03', 'Member123'))).ids)).toEqual(new Set([members, team]));
    expect(new Set((await popups(await login('agent01', 'Agent1234', 'agent'))).ids)).toEqual(new Set([members, agents]));
    expect(new Set((await popups(await login('subagent01', 'Agent1234', 'agent'))).ids)).toEqual(new Set([members, agents, team]));
    for (const token of [await login('player01', 'Player123'), await login('agent01', 'Agent1234', 'agent')]) {
      expect((await popups(token)).ids).not.toContain(vip);
    }
  });

  it('leaves out what the session closed, in that language only; a new session sees it again', async () => {
    const a = await publish({ popup: 'A' });
    const session = await login('player01', 'Player123');
    expect((await popups(session, 'en')).ids).toEqual([a]);
    const closed = await api.post(`/wps/notice/popups/${a}/close`, undefined, { authorization: session, language: 'en' });
    expect(closed.status).toBe(200);
    expect((await popups(session, 'en')).ids).toEqual([]);
    // A language change shows it again (spec §2), in that language.
    expect(await popups(session, 'zh')).toMatchObject({ ids: [a], titles: ['弹窗'] });
    expect((await popups(await login('player01', 'Player123'), 'en')).ids).toEqual([a]);
  });

  it('refuses a guest’s close, an unknown id and another merchant’s announcement', async () => {
    const a = await publish({ popup: 'A' });
    expect((await api.post(`/wps/notice/popups/${a}/close`, undefined, {})).body.message).toBe('not_logged_in');
    const session = await login('player01', 'Player123');
    const unknown = await api.post('/wps/notice/popups/99999999/close', undefined, { authorization: session });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'not_found' } });
    const bad = await api.post('/wps/notice/popups/abc/close', undefined, { authorization: session });
    expect(bad).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });
  });
});

describe('notice and popular lists', () => {
  it('pages the notice list at 9, pinned first, audience-filtered; the agent scope keeps agent-audience items', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await publish({ type: 'B', popup: 'NONE', title: { en: `Notice ${i}` }, sort: 100 + i }));
    const pinned = await publish({ type: 'PR', popup: 'NONE', pinned: true, title: { en: 'Pinned' } });
    const page1 = await api.get('/wps/notice?pageNo=1', { language: 'en' });
    expect(page1.body.value.list).toHaveLength(9);
    expect(page1.body.value.list[0].id).toBe(pinned);
    const total = page1.body.value.total as number;
    expect(page1.body.value.totalPages).toBe(Math.ceil(total / 9));
    const page2 = await api.get('/wps/notice?pageNo=2', { language: 'en' });
    expect(page2.body.value.list.length).toBe(Math.min(9, total - 9));
    // The seeded agents' notice is not for guests or players; the agent scope shows it to agents only.
    const agent = await login('agent01', 'Agent1234', 'agent');
    const forAgent = await api.get('/wps/notice?scope=agent', { authorization: agent, language: 'en' });
    expect(forAgent.body.value.list.map((n: { title: string }) => n.title)).toEqual(['Agents: settlement calendar']);
    const forGuest = await api.get('/wps/notice?scope=agent', { language: 'en' });
    expect(forGuest.body.value.list).toEqual([]);
    const popular = await api.get('/wps/notice/popular', { language: 'en' });
    expect(popular.body.value.map((n: { title: string }) => n.title)).toEqual(['Pinned', 'How to read a lottery result']);
  });
});

describe('back office', () => {
  it('sanitizes content on save and keeps titles as plain text', async () => {
    const created = await ops('POST', '/ops/announcements', {
      ...base,
      title: { en: '<img src=x onerror=alert(1)>' },
      content: {
        en: '<p onclick="alert(1)">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        zh: '<img src=x onerror=alert(2)>',
      },
    });
    expect(created.status).toBe(200);
    const row = created.body.value;
    expect(row.title.en).toBe('<img src=x onerror=alert(1)>');
    expect(row.content.en).not.toMatch(/script|onclick|javascript:/i);
    expect(row.content.zh).not.toMatch(/onerror/i);
    expect(row.status).toBe('DRAFT');
  });

  it.each([
    [{ type: 'X' }, 'type'],
    [{ popup: 'C' }, 'popup'],
    [{ title: { en: '' } }, 'title.en'],
    [{ title: { en: 'x', fr: 'y' } }, 'title'],
    [{ audience: 'VIP', vipLevel: null }, 'vipLevel'],
    [{ audience: 'TEAM', agentId: null }, 'agentId'],
    [{ startsAt: '2026-01-02T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' }, 'endsAt'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    [{ sort: 'first' }, 'sort'],
  ])('refuses %j with invalid_parameter naming %s, writing nothing', async (change, path) => {
    const before = await t.database.db
      .selectFrom('announcement')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const reply = await ops('POST', '/ops/announcements', { ...base, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('invalid_parameter');
    expect(reply.body.value.issues.some((i: { path: string }) => i.path === path || i.path.startsWith(`${path}.`))).toBe(true);
    const after = await t.database.db
      .selectFrom('announcement')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a team of a non-agent', async () => {
    const player = await t.database.db.selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow();
    const reply = await ops('POST', '/ops/announcements', { ...base, audience: 'TEAM', agentId: player.id });
    expect(reply).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });
  });

  it('publishes, withdraws and deletes drafts only, auditing every write; customer service may read but not write', async () => {
    const created = await ops('POST', '/ops/announcements', base);
    const id = created.body.value.id as number;
    expect((await ops('GET', `/ops/announcements?status=DRAFT&type=PU`)).body.value.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect((await ops('POST', `/ops/announcements/${id}/withdraw`)).body.message).toBe('conflict');
    expect((await ops('POST', `/ops/announcements/${id}/publish`)).body.value.status).toBe('PUBLISHED');
    expect((await ops('DELETE', `/ops/announcements/${id}`)).status).toBe(409);
    expect((await ops('POST', `/ops/announcements/${id}/withdraw`)).body.value.status).toBe('WITHDRAWN');
    const updated = await ops('PUT', `/ops/announcements/${id}`, { ...base, title: { en: 'Changed' } });
    expect(updated.body.value.title).toEqual({ en: 'Changed' });

    const draft = (await ops('POST', '/ops/announcements', base)).body.value.id as number;
    expect((await ops('DELETE', `/ops/announcements/${draft}`)).status).toBe(200);
    expect((await ops('GET', `/ops/announcements/${draft}`)).status).toBe(404);

    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'announcement')
      .where('target_id', 'in', [String(id), String(draft)])
      .where('outcome', '=', 'ok')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'announcement.create',
      'announcement.publish',
      'announcement.withdraw',
      'announcement.update',
      'announcement.create',
      'announcement.delete',
    ]);

    expect((await ops('GET', '/ops/announcements', undefined, support)).status).toBe(200);
    expect((await ops('POST', '/ops/announcements', base, support)).body.message).toBe('forbidden');
    const agents = await ops('GET', '/ops/announcements/agents?q=sub');
    expect(agents.body.value.map((a: { username: string }) => a.username)).toEqual(['subagent01']);
  });
});
