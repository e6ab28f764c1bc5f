import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberEvent } from '../../realtime/member-events';
import { apiClient, buildTestApp, freshIp, fund, operatorToken, type TestApp } from '../../testing/index';
import { hashPassword } from '../auth/password';
import { writeSystemMessages } from './system-messages';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let merchantId: number;
let otherMerchantId: number;
let owner: string;
let auditor: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const as = (who: string, language = 'en') => ({ authorization: tokens[who] as string, 'x-forwarded-for': freshIp(), language });
const op = (token = owner) => ({ authorization: token, 'x-forwarded-for': freshIp() });

async function makeMember(username: string, options: { merchant?: number; parent?: string; type?: number; status?: string } = {}) {
  const merchant = options.merchant ?? merchantId;
  const row = await t.database.db
    .insertInto('member')
    .values({
      merchant_id: merchant,
      username,
      nickname: username,
      type: options.type ?? 0,
      password_hash: await hashPassword('Secret123'),
      parent_id: options.parent ? (ids[options.parent] as number) : null,
      ...(options.status ? { status: options.status } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[username] = row.id;
  // The closure table as registration keeps it: itself at depth 0, each ancestor one deeper.
  await sql`INSERT INTO member_closure (ancestor_id, descendant_id, depth) VALUES (${row.id}, ${row.id}, 0)`.execute(t.database.db);
  if (options.parent) {
    await sql`INSERT INTO member_closure (ancestor_id, descendant_id, depth)
              SELECT ancestor_id, ${row.id}, depth + 1 FROM member_closure WHERE descendant_id = ${ids[options.parent]}`.execute(
      t.database.db,
    );
  }
  return row.id;
}

async function login(username: string) {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password: 'Secret123' },
    { 'x-forwarded-for': freshIp() },
  );
  if (!reply.body.success) throw new Error(`login ${username}: ${reply.body.message}`);
  tokens[username] = reply.body.value.token;
}

const unread = async (who: string) => (await api.get('/wps/relay/CSP_unreadCount', as(who))).body.value as number;
const inboxOf = async (who: string, query = '') => (await api.get(`/wps/messages${query}`, as(who))).body.value;

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app, { 'x-merchant': 'FORTUNA' });
  merchantId = (await t.database.db.selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow()).id;
  // A second merchant, a copy of the first but for its code: its members must never hear of the first's messages.
  const copy = await sql<{ id: number }>`
    INSERT INTO merchant SELECT (jsonb_populate_record(NULL::merchant, to_jsonb(m) || jsonb_build_object('id', nextval(pg_get_serial_sequence('merchant', 'id')), 'code', 'MSGOTHER'))).*
      FROM merchant m WHERE m.id = ${merchantId} RETURNING id`.execute(t.database.db);
  otherMerchantId = copy.rows[0]?.id as number;
  owner = await operatorToken(t.database.db, 'msg_owner', 'owner');
  auditor = await operatorToken(t.database.db, 'msg_auditor', 'auditor');
  await makeMember('msg_agent', { type: 1 });
  await makeMember('msg_sub', { type: 1, parent: 'msg_agent' });
  await makeMember('msg_d1', { parent: 'msg_agent' });
  await makeMember('msg_d2', { parent: 'msg_sub' });
  await makeMember('msg_solo');
  await makeMember('msg_closed', { status: 'CLOSED' });
  await makeMember('msg_trial', { type: 4 });
  await makeMember('msg_elsewhere', { merchant: otherMerchantId });
  for (const who of ['msg_agent', 'msg_sub', 'msg_d1', 'msg_d2', 'msg_solo']) await login(who);
}, 120_000);
afterAll(async () => t?.close());

async function sendAs(body: unknown, token = owner) {
  return api.post('/ops/messages', body, op(token));
}

describe('operator sends', () => {
  it('one member: only that member gets it, unread counts follow read, and NEW_MAIL waits in the outbox for its room', async () => {
    const before = { solo: await unread('msg_solo'), d1: await unread('msg_d1') };
    const sent = await sendAs({ title: 'Hello solo', body: 'Line one\nLine two', audience: { to: 'member', username: 'MSG_SOLO' } });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ recipients: 1, read: 0, title: 'Hello solo', sentBy: 'msg_owner' });
    expect(await unread('msg_solo')).toBe(before.solo + 1);
    expect(await unread('msg_d1')).toBe(before.d1);
    const outbox = await t.database.db
      .selectFrom('event_outbox')
      .select(['room', 'event', 'payload'])
      .where(sql<boolean>`payload->>'id' = ${String(sent.body.value.id)}`)
      .execute();
    expect(outbox).toEqual([
      {
        room: `member:${ids.msg_solo}`,
        event: 'notification',
        payload: expect.objectContaining({ type: 'NEW_MAIL', id: sent.body.value.id }),
      },
    ]);
    const page = await inboxOf('msg_solo');
    expect(page.list[0]).toMatchObject({
      id: sent.body.value.id,
      kind: 'operator',
      title: 'Hello solo',
      preview: 'Line one Line two',
      read: false,
    });
    const detail = await api.get(`/wps/messages/${sent.body.value.id}`, as('msg_solo'));
    expect(detail.body.value).toMatchObject({ title: 'Hello solo', body: 'Line one\nLine two', read: true });
    expect(await unread('msg_solo')).toBe(before.solo);
    const [audit] = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'messages.send')
      .orderBy('id', 'desc')
      .execute();
    expect(audit).toMatchObject({ target_type: 'message', target_id: String(sent.body.value.id), outcome: 'ok' });
  });

  it('a list reaches exactly the named members; an unknown name refuses the whole send', async () => {
    const refused = await sendAs({
      title: 'x',
      body: 'y',
      audience: { to: 'list', usernames: ['msg_d1', 'nobody_here', 'msg_elsewhere'] },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('not_found');
    expect(await t.database.db.selectFrom('message').select('id').where('title', '=', 'x').execute()).toEqual([]);
    const before = { d1: await unread('msg_d1'), d2: await unread('msg_d2'), agent: await unread('msg_agent') };
    const sent = await sendAs({ title: 'List', body: 'To two', audience: { to: 'list', usernames: ['msg_d1', 'msg_d2', 'MSG_D1'] } });
    expect(sent.body.value.recipients).toBe(2);
    expect(await unread('msg_d1')).toBe(before.d1 + 1);
    expect(await unread('msg_d2')).toBe(before.d2 + 1);
    expect(await unread('msg_agent')).toBe(before.agent);
  });

  it("an agent's team: direct downlines or the whole downline, never the agent itself", async () => {
    const direct = await sendAs({ title: 'Direct', body: 'b', audience: { to: 'team', agent: 'msg_agent', scope: 'direct' } });
    const whole = await sendAs({ title: 'Whole', body: 'b', audience: { to: 'team', agent: 'msg_agent', scope: 'downline' } });
    const recipients = async (id: number) =>
      (await t.database.db.selectFrom('inbox').select('member_id').where('message_id', '=', String(id)).orderBy('member_id').execute()).map(
        (r) => r.member_id,
      );
    expect(await recipients(direct.body.value.id)).toEqual([ids.msg_sub, ids.msg_d1].sort((a, b) => (a as number) - (b as number)));
    expect(await recipients(whole.body.value.id)).toEqual(
      [ids.msg_sub, ids.msg_d1, ids.msg_d2].sort((a, b) => (a as number) - (b as number)),
    );
    const notAgent = await sendAs({ title: 'x', body: 'y', audience: { to: 'team', agent: 'msg_solo' } });
    expect(notAgent.body).toMatchObject({ success: false, message: 'not_found' });
  });

  it('everyone: every open real member of this merchant in one statement, one NEW_MAIL to the merchant room, other merchants untouched', async () => {
    const members = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM member WHERE merchant_id = ${merchantId} AND status <> 'CLOSED' AND type <> 4`.execute(t.database.db);
    const sent = await sendAs({ title: 'Everyone', body: 'All of you', audience: { to: 'all' } });
    expect(sent.body.value.recipients).toBe(members.rows[0]?.n);
    const holders = await t.database.db
      .selectFrom('inbox')
      .innerJoin('member', 'member.id', 'inbox.member_id')
      .select(['member.username', 'member.merchant_id'])
      .where('inbox.message_id', '=', String(sent.body.value.id))
      .execute();
    expect(holders.every((h) => h.merchant_id === merchantId)).toBe(true);
    expect(holders.map((h) => h.username)).not.toContain('msg_elsewhere');
    expect(holders.map((h) => h.username)).not.toContain('msg_closed');
    expect(holders.map((h) => h.username)).not.toContain('msg_trial');
    const outbox = await t.database.db
      .selectFrom('event_outbox')
      .select(['room'])
      .where(sql<boolean>`payload->>'id' = ${String(sent.body.value.id)}`)
      .execute();
    expect(outbox).toEqual([{ room: `merchant:${merchantId}` }]);
    expect(
      await t.database.db
        .selectFrom('inbox')
        .select('message_id')
        .where('member_id', '=', ids.msg_elsewhere as number)
        .execute(),
    ).toEqual([]);
  });

  it('a broadcast skips a member on a time-out or self-exclusion (marketing); a message to that member by name still arrives', async () => {
    const db = t.database.db;
    const excluded = await db.selectFrom('member').select('id').where('username', '=', 'member04').executeTakeFirstOrThrow();
    const exclusion = await db
      .insertInto('rg_exclusion')
      .values({
        member_id: excluded.id,
        kind: 'self_exclusion',
        starts_at: new Date(Date.now() - 60_000),
        ends_at: new Date(Date.now() + 200 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const holdersOf = async (id: number) =>
      (
        await db
          .selectFrom('inbox')
          .innerJoin('member', 'member.id', 'inbox.member_id')
          .select('member.username')
          .where('inbox.message_id', '=', String(id))
          .execute()
      ).map((h) => h.username);
    try {
      const all = await sendAs({ title: 'Weekend offer', body: 'For everyone', audience: { to: 'all' } });
      expect(await holdersOf(all.body.value.id)).not.toContain('member04');
      expect(await holdersOf(all.body.value.id)).toContain('member03');
      const list = await sendAs({ title: 'Offer', body: 'For two', audience: { to: 'list', usernames: ['member03', 'member04'] } });
      expect((await holdersOf(list.body.value.id)).sort()).toEqual(['member03']);
      const preview = await api.post(
        '/ops/messages/preview',
        { title: 'Offer', body: 'For two', audience: { to: 'list', usernames: ['member03', 'member04'] } },
        op(owner),
      );
      expect(preview.body.value).toMatchObject({ recipients: 1, sample: ['member03'] });
      const direct = await sendAs({ title: 'About your account', body: 'Personal', audience: { to: 'member', username: 'member04' } });
      expect(await holdersOf(direct.body.value.id)).toEqual(['member04']);
    } finally {
      await db.deleteFrom('rg_exclusion').where('id', '=', exclusion.id).execute();
    }
  });

  it('preview counts and names recipients and lists unknown usernames without sending anything', async () => {
    const count = await t.database.db.selectFrom('message').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const preview = await api.post(
      '/ops/messages/preview',
      { title: 'P', body: 'Q', audience: { to: 'list', usernames: ['msg_d1', 'ghost_user'] } },
      op(),
    );
    expect(preview.body.value).toMatchObject({ recipients: 1, sample: ['msg_d1'], unknown: ['ghost_user'], title: 'P' });
    expect((await t.database.db.selectFrom('message').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n).toBe(
      count.n,
    );
  });

  it('the sent list shows recipients and read counts; withdrawing removes it from every inbox and keeps the read count', async () => {
    const sent = await sendAs({ title: 'To withdraw', body: 'b', audience: { to: 'list', usernames: ['msg_d1', 'msg_d2'] } });
    const id = sent.body.value.id as number;
    await api.get(`/wps/messages/${id}`, as('msg_d1'));
    const list = await api.get('/ops/messages?pageSize=50', op(auditor));
    expect(list.body.value.rows.find((r: { id: number }) => r.id === id)).toMatchObject({ recipients: 2, read: 1, withdrawnAt: null });
    const d2Before = await unread('msg_d2');
    expect((await api.post(`/ops/messages/${id}/withdraw`, {}, op(auditor))).status).toBe(403);
    const withdrawn = await api.post(`/ops/messages/${id}/withdraw`, {}, op());
    expect(withdrawn.body.value).toEqual({ id, withdrawn: true, removed: 2 });
    expect(await unread('msg_d2')).toBe(d2Before - 1);
    expect((await api.get(`/wps/messages/${id}`, as('msg_d1'))).status).toBe(404);
    const after = await api.get('/ops/messages?pageSize=50', op());
    expect(after.body.value.rows.find((r: { id: number }) => r.id === id)).toMatchObject({ read: 1, withdrawnAt: expect.any(String) });
    expect((await api.post(`/ops/messages/${id}/withdraw`, {}, op())).body.value).toEqual({ id, withdrawn: true, removed: 0 });
    expect((await api.post('/ops/messages/999999999/withdraw', {}, op())).status).toBe(404);
  });

  it('refuses malformed sends with a 4xx code and writes nothing', async () => {
    for (const body of [
      {},
      { title: '', body: 'b', audience: { to: 'all' } },
      { title: 'a\nb', body: 'b', audience: { to: 'all' } },
      { title: 't', body: 'x'.repeat(4001), audience: { to: 'all' } },
      { title: 't', body: 'b', audience: { to: 'team' } },
      { title: 't', body: 'b', audience: { to: 'list', usernames: [] } },
      { title: 't', body: 'b', audience: { to: 'nobody' } },
    ]) {
      const reply = await sendAs(body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('invalid_parameter');
    }
    expect((await sendAs({ title: 't', body: 'b', audience: { to: 'all' } }, auditor)).status).toBe(403);
  });
});

describe('the inbox', () => {
  it("another member's message is not found, cannot be read, deleted or marked", async () => {
    const sent = await sendAs({ title: 'Private', body: 'Only for d1', audience: { to: 'member', username: 'msg_d1' } });
    const id = sent.body.value.id as number;
    expect((await api.get(`/wps/messages/${id}`, as('msg_d2'))).body).toMatchObject({ success: false, message: 'not_found' });
    expect((await api.delete(`/wps/messages/${id}`, as('msg_d2'))).status).toBe(404);
    expect((await api.post('/wps/messages/delete', { ids: [id] }, as('msg_d2'))).body.value.changed).toBe(0);
    expect((await inboxOf('msg_d2')).list.map((m: { id: number }) => m.id)).not.toContain(id);
    const still = await t.database.db.selectFrom('inbox').selectAll().where('message_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(still).toMatchObject({ read_at: null, deleted_at: null });
    expect((await api.get('/wps/relay/CSP_unreadCount', { 'x-forwarded-for': freshIp() })).status).toBe(401);
  });

  it('counts unread through read, mark all, delete one and delete several; v2 counts per kind', async () => {
    await login('msg_solo');
    for (const title of ['A', 'B', 'C']) await sendAs({ title, body: title, audience: { to: 'member', username: 'msg_solo' } });
    const total = await unread('msg_solo');
    const v2 = (await api.get('/wps/v2/relay/CSP_unreadCount', as('msg_solo'))).body.value;
    expect(v2.total).toBe(total);
    expect(v2.system + v2.operator).toBe(total);
    const page = await inboxOf('msg_solo', '?filter=unread&pageSize=2');
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2, total, unread: total });
    expect(page.list.map((m: { title: string }) => m.title)).toEqual(['C', 'B']);
    const [c, b] = page.list as { id: number }[];
    const one = await api.delete(`/wps/messages/${c?.id}`, as('msg_solo'));
    expect(one.body.value).toEqual({ changed: 1, unread: total - 1 });
    const all = await api.post('/wps/messages/read-all', {}, as('msg_solo'));
    expect(all.body.value).toEqual({ changed: total - 1, unread: 0 });
    expect(await unread('msg_solo')).toBe(0);
    const rest = (await inboxOf('msg_solo', '?pageSize=50')).list.map((m: { id: number }) => m.id);
    expect(rest).not.toContain(c?.id);
    const many = await api.post('/wps/messages/delete', { ids: rest.slice(0, 2) }, as('msg_solo'));
    expect(many.body.value.changed).toBe(Math.min(2, rest.length));
    expect((await inboxOf('msg_solo', '?pageSize=50')).list.map((m: { id: number }) => m.id)).not.toContain(b?.id);
  });

  it('refuses malformed inbox input with invalid_parameter', async () => {
    for (const url of ['/wps/messages/abc', '/wps/messages?pageSize=500', '/wps/messages?filter=spam', '/wps/messages/-1']) {
      const reply = await api.get(url, as('msg_d1'));
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('invalid_parameter');
    }
    expect((await api.post('/wps/messages/delete', { ids: [] }, as('msg_d1'))).status).toBe(400);
    expect((await api.post('/wps/messages/delete', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, as('msg_d1'))).status).toBe(400);
  });
});

describe('system messages', () => {
  it('a credited deposit writes the message in its transaction, rendered in the reader language, and NEW_MAIL follows the commit', async () => {
    const published: { memberId: number; event: MemberEvent }[] = [];
    t.app.memberEvents.setPublisher((memberId, event) => published.push({ memberId, event }));
    const created = await api.post(
      '/wps/cashier/deposit',
      { channel: 'KBZ_BANK', amount: '5000', requestId: 'msg-dep-000001' },
      as('msg_d1'),
    );
    expect(created.status).toBe(200);
    const before = await unread('msg_d1');
    await api.post(`/ops/deposits/${created.body.value.id}/confirm`, {}, op());
    expect(await unread('msg_d1')).toBe(before + 1);
    const mine = published.filter((p) => p.memberId === ids.msg_d1);
    expect(mine.map((p) => p.event.type)).toEqual(['DEPOSIT_CREDITED', 'NEW_MAIL']);
    const messageId = mine[1]?.event.id as number;
    const en = (await api.get(`/wps/messages/${messageId}`, as('msg_d1', 'en'))).body.value;
    expect(en).toMatchObject({ kind: 'system', type: 'DEPOSIT_CREDITED', title: 'Deposit credited' });
    expect(en.body).toMatch(/^Ks 5000\.00 was added to your main wallet\. Balance: Ks [\d.]+\.$/);
    const zh = (await api.get(`/wps/messages/${messageId}`, as('msg_d1', 'zh'))).body.value;
    expect(zh.title).toBe('存款已到账');
    expect(zh.body).toContain('Ks 5000.00 已存入您的主钱包。');
    const my = (await api.get(`/wps/messages/${messageId}`, as('msg_d1', 'my'))).body.value;
    expect(my.title).toBe('ငွေသွင်းမှု ဝင်ရောက်ပြီး');
  });

  it('a failed deposit writes its message, with the reason, for that member only', async () => {
    const failed = await api.post(
      '/wps/cashier/deposit',
      { channel: 'KBZ_BANK', amount: '2000', requestId: 'msg-dep-000002' },
      as('msg_d2'),
    );
    await api.post(`/ops/deposits/${failed.body.value.id}/fail`, { reason: 'No transfer received' }, op());
    const d2 = await inboxOf('msg_d2', '?pageSize=1');
    expect(d2.list[0]).toMatchObject({ kind: 'system', type: 'DEPOSIT_FAILED', title: 'Deposit failed' });
    expect(d2.list[0].preview).toBe('Your deposit of Ks 2000.00 was not credited: No transfer received');
  });

  it('a transfer to the upline leaves a message on each side, each in its own words', async () => {
    await fund(t.database.db, 'msg_d1', 10_000n);
    const pass = await api.encrypted(
      'POST',
      '/wps/member/paymentPassword',
      { loginPassword: 'Secret123', paymentPassword: '246810', confirmPaymentPassword: '246810' },
      as('msg_d1'),
    );
    expect(pass.status).toBe(200);
    const before = { d1: await unread('msg_d1'), agent: await unread('msg_agent') };
    const sent = await api.encrypted(
      'POST',
      '/wps/member/transfer',
      { toUsername: 'msg_agent', amount: '10', paymentPassword: '246810', requestId: 'msg-transfer-01' },
      as('msg_d1'),
    );
    expect(sent.status).toBe(200);
    expect(await unread('msg_d1')).toBe(before.d1 + 1);
    expect(await unread('msg_agent')).toBe(before.agent + 1);
    expect((await inboxOf('msg_d1', '?pageSize=1')).list[0]).toMatchObject({
      type: 'TRANSFER_SUCCESS',
      title: 'Transfer successful',
      preview: 'You sent Ks 10.00 to msg_agent.',
    });
    expect((await api.get('/wps/messages?pageSize=1', as('msg_agent', 'zh'))).body.value.list[0]).toMatchObject({
      type: 'TRANSFER_SUCCESS',
      title: '收到转账',
      preview: '您收到来自msg_d1的 Ks 10.00。',
    });
  });

  it('events of many members (a settlement run) write one message each in the same transaction; a rolled-back one writes none and publishes nothing', async () => {
    const published: MemberEvent[] = [];
    t.app.memberEvents.setPublisher((_, event) => published.push(event));
    const events = t.app.memberEvents;
    const payload = {
      amount: '12.50',
      kind: 'daily_salary',
      period: 'daily',
      periodStart: '2026-01-01T00:00:00.000Z',
      periodEnd: '2026-01-02T00:00:00.000Z',
    };
    const before = await unread('msg_agent');
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await events.recordMany(trx, [{ memberId: ids.msg_agent as number, type: 'SALARY_PAID', payload }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await unread('msg_agent')).toBe(before);
    const recorded = await t.database.db.transaction().execute((trx) =>
      events.recordMany(trx, [
        { memberId: ids.msg_agent as number, type: 'SALARY_PAID', payload },
        { memberId: ids.msg_sub as number, type: 'SALARY_PAID', payload },
      ]),
    );
    expect(published).toEqual([]);
    events.publish(...recorded);
    expect(published.map((e) => e.type)).toEqual(['SALARY_PAID', 'NEW_MAIL', 'SALARY_PAID', 'NEW_MAIL']);
    expect(await unread('msg_agent')).toBe(before + 1);
    const detail = (await api.get(`/wps/messages/${published[1]?.id}`, as('msg_agent', 'zh'))).body.value;
    expect(detail.title).toBe('工资已到账');
    expect(detail.body).toContain('日工资 Ks 12.50');
    expect((await api.get(`/wps/messages/${published[3]?.id}`, as('msg_agent'))).status).toBe(404);
  });

  it('a large batch of many members, interleaved, answers each message id with its own member (matched by position, not id order)', async () => {
    const members = [ids.msg_agent, ids.msg_sub, ids.msg_agent, ids.msg_sub].map(Number);
    const items = Array.from({ length: 600 }, (_, i) => ({
      memberId: members[(i * 7) % members.length] as number,
      type: 'SALARY_PAID' as const,
      payload: {
        amount: `${i}.00`,
        kind: 'daily_salary',
        period: 'daily',
        periodStart: '2026-01-01T00:00:00.000Z',
        periodEnd: '2026-01-02T00:00:00.000Z',
      },
    }));
    const written = await t.database.db.transaction().execute((trx) => writeSystemMessages(trx, items));
    const rows = await t.database.db
      .selectFrom('message')
      .select(['id', 'recipient_id', 'payload'])
      .where(
        'id',
        'in',
        written.map((w) => String(w.messageId)),
      )
      .execute();
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    written.forEach((w, i) => {
      expect(w.memberId).toBe(items[i]?.memberId);
      expect(byId.get(w.messageId)?.recipient_id).toBe(items[i]?.memberId);
      expect((byId.get(w.messageId)?.payload as { amount: string } | undefined)?.amount).toBe(`${i}.00`);
    });
  });

  it('the messages service writes a promotion message in the caller transaction for a later area', async () => {
    const published: MemberEvent[] = [];
    t.app.memberEvents.setPublisher((_, event) => published.push(event));
    const { createMessagesService } = await import('./messages.service');
    const messages = createMessagesService({ db: t.database.db, events: t.app.memberEvents, outbox: { nudge() {} } as never });
    const recorded = await t.database.db
      .transaction()
      .execute((trx) => messages.recordSystem(trx, ids.msg_d2 as number, 'PROMOTION_ISSUED', { name: 'Welcome', amount: '8.00' }));
    messages.publish(recorded);
    expect(published).toEqual([
      expect.objectContaining({ type: 'NEW_MAIL', payload: expect.objectContaining({ type: 'PROMOTION_ISSUED' }) }),
    ]);
    const detail = (await api.get(`/wps/messages/${recorded.event.id}`, as('msg_d2'))).body.value;
    expect(detail.body).toBe('Your bonus of Ks 8.00 from “Welcome” was added to your main wallet.');
  });
});
