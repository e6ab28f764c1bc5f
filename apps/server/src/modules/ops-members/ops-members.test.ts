import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, operatorToken, type TestApp } from '../../testing/index';
import { hashPassword } from '../auth/password';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
let merchantId: number;

const as = (who: string) => ({ authorization: tokens[who] as string, 'x-forwarded-for': freshIp() });

async function makeMember(username: string, extra: { email?: string; mobile?: string; parentId?: number; ip?: string } = {}) {
  const row = await t.database.db
    .insertInto('member')
    .values({
      merchant_id: merchantId,
      username,
      nickname: username,
      type: 0,
      password_hash: await hashPassword('Secret123'),
      email: extra.email ?? null,
      mobile_num: extra.mobile ?? null,
      country_dialing_code: extra.mobile ? '95' : null,
      parent_id: extra.parentId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (extra.ip) await t.database.db.insertInto('member_login_ip').values({ member_id: row.id, ip: extra.ip }).execute();
  return row.id;
}

async function login(username: string, password = 'Secret123') {
  return api.encrypted('POST', '/wps/session/login', { type: 'username', username, password }, { 'x-forwarded-for': freshIp() });
}

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app, { 'x-merchant': 'FORTUNA' });
  merchantId = (await t.database.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  tokens.owner = await operatorToken(t.database.db, 'mem_owner', 'owner');
  tokens.finance = await operatorToken(t.database.db, 'mem_finance', 'finance');
  tokens.finance2 = await operatorToken(t.database.db, 'mem_finance2', 'finance');
  tokens.cs = await operatorToken(t.database.db, 'mem_cs', 'customer_service');
}, 120_000);
afterAll(async () => t?.close());

describe('member search', () => {
  it('finds by username prefix, e-mail, mobile, login address, agent and status, paged and sorted', async () => {
    const agent = await makeMember('srch_agent');
    await makeMember('srch_alpha', { email: 'Alpha@Example.com', mobile: '9123456', parentId: agent, ip: '203.0.113.77' });
    await makeMember('srch_beta', { parentId: agent });
    await makeMember('srch_gamma');

    const byName = await api.get('/ops/members?username=SRCH_&sort=username&order=asc', as('cs'));
    expect(byName.status).toBe(200);
    expect(byName.body.value.rows.map((r: { username: string }) => r.username)).toEqual([
      'srch_agent',
      'srch_alpha',
      'srch_beta',
      'srch_gamma',
    ]);
    expect(byName.body.value.total).toBe(4);
    expect(byName.body.value.totalCapped).toBe(false);

    const page2 = await api.get('/ops/members?username=srch_&sort=username&order=asc&pageSize=2&pageNo=2', as('cs'));
    expect(page2.body.value.rows.map((r: { username: string }) => r.username)).toEqual(['srch_beta', 'srch_gamma']);

    const names = async (q: string) =>
      (await api.get(`/ops/members?${q}`, as('cs'))).body.value.rows.map((r: { username: string }) => r.username);
    expect(await names('email=alpha@ex')).toEqual(['srch_alpha']);
    expect(await names('mobile=91234')).toEqual(['srch_alpha']);
    expect(await names('ip=203.0.113.77')).toEqual(['srch_alpha']);
    expect(await names('agent=SRCH_AGENT&sort=username&order=asc')).toEqual(['srch_alpha', 'srch_beta']);
    // A wildcard typed by the operator matches only itself.
    expect(await names('username=srch%25')).toEqual([]);
  });

  it('refuses malformed filters with invalid_parameter', async () => {
    for (const q of ['ip=not-an-ip', 'status=GONE', 'sort=password_hash', 'pageSize=1000', 'mobile=abc']) {
      const reply = await api.get(`/ops/members?${q}`, as('cs'));
      expect(reply.status, q).toBe(400);
      expect(reply.body.message).toBe('invalid_parameter');
    }
  });
});

describe('the member page', () => {
  it('shows profile, balances, ledger, logins and accounts sharing an address', async () => {
    const id = await makeMember('page_one', { ip: '203.0.113.90' });
    await makeMember('page_two', { ip: '203.0.113.90' });
    await fund(t.database.db, 'page_one', 12_345n);
    expect((await login('page_one')).body.success).toBe(true);

    const detail = await api.get(`/ops/members/${id}`, as('cs'));
    expect(detail.status).toBe(200);
    expect(detail.body.value.username).toBe('page_one');
    expect(detail.body.value.balances).toContainEqual({ kind: 'main', balance: '123.45' });

    const ledger = await api.get(`/ops/members/${id}/ledger`, as('cs'));
    expect(ledger.body.value.total).toBe(1);
    expect(ledger.body.value.rows[0]).toMatchObject({ kind: 'deposit', amount: '123.45', balanceAfter: '123.45' });

    const logins = await api.get(`/ops/members/${id}/logins`, as('cs'));
    expect(logins.body.value.rows[0]).toMatchObject({ side: 'member', state: 'live' });

    const linked = await api.get(`/ops/members/${id}/linked`, as('cs'));
    expect(linked.body.value.rows).toContainEqual(expect.objectContaining({ username: 'page_two', via: 'ip', value: '203.0.113.90' }));

    for (const path of ['bets', 'bets?source=lottery', 'cashier', 'cashier?kind=withdrawals']) {
      const reply = await api.get(`/ops/members/${id}/${path}`, as('cs'));
      expect(reply.status, path).toBe(200);
      expect(reply.body.value.total, path).toBe(0);
    }
    expect((await api.get('/ops/members/999999', as('cs'))).body.message).toBe('member_not_found');
  });
});

describe('account actions', () => {
  it('freezes: the member is refused at login and its live session ends; unfreeze lets it back; closed is final', async () => {
    const id = await makeMember('act_freeze');
    const session = (await login('act_freeze')).body.value.token as string;
    expect((await api.get('/wps/member/info', { authorization: session })).status).toBe(200);

    const frozen = await api.post(`/ops/members/${id}/status`, { status: 'FROZEN', reason: 'chargeback' }, as('cs'));
    expect(frozen.body.value).toEqual({ status: 'FROZEN' });
    expect((await api.get('/wps/member/info', { authorization: session })).status).toBe(401);
    expect((await login('act_freeze')).body.message).toBe('account_frozen');

    await api.post(`/ops/members/${id}/status`, { status: 'ACTIVE', reason: 'cleared' }, as('cs'));
    expect((await login('act_freeze')).body.success).toBe(true);

    await api.post(`/ops/members/${id}/status`, { status: 'CLOSED', reason: 'asked to' }, as('cs'));
    const reopen = await api.post(`/ops/members/${id}/status`, { status: 'ACTIVE', reason: 'oops' }, as('cs'));
    expect(reopen.status).toBe(409);
    expect((await login('act_freeze')).body.message).toBe('account_frozen');

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'member')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['member.freeze', 'member.unfreeze', 'member.close']);
    expect(audit[0]?.before).toEqual({ status: 'ACTIVE' });
    expect(audit[0]?.after).toMatchObject({ status: 'FROZEN', sessionsEnded: 1 });
  });

  it('resets the password to a temporary one the member must change', async () => {
    const id = await makeMember('act_reset');
    const reply = await api.post(`/ops/members/${id}/password`, { mode: 'generate' }, as('cs'));
    const temporary = reply.body.value.temporaryPassword as string;
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await login('act_reset')).body.message).toBe('incorrect_account_or_password');
    const fresh = await login('act_reset', temporary);
    expect(fresh.body.success).toBe(true);
    const row = await t.database.db.selectFrom('member').select('password_is_default').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.password_is_default).toBe(true);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'member.password_reset')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).not.toContain(temporary);
  });

  it('keeps notes, tags, VIP and prize group overrides, each audited', async () => {
    const id = await makeMember('act_misc');
    expect((await api.post(`/ops/members/${id}/notes`, { body: 'called about bonus' }, as('cs'))).status).toBe(200);
    expect((await api.put(`/ops/members/${id}/tags`, { tags: ['vip', 'watch', 'vip'] }, as('cs'))).body.value).toEqual({
      tags: ['vip', 'watch'],
    });
    expect((await api.put(`/ops/members/${id}/vip`, { level: 3 }, as('cs'))).status).toBe(200);
    expect((await api.put(`/ops/members/${id}/prize-group`, { series: 1800 }, as('cs'))).body.value).toEqual({
      series: 1800,
      assigned: true,
    });
    const outOfBounds = await api.put(`/ops/members/${id}/prize-group`, { series: 1999 }, as('cs'));
    expect(outOfBounds.body.message).toBe('lottery_series_invalid');
    const detail = (await api.get(`/ops/members/${id}`, as('cs'))).body.value;
    expect(detail.notes[0].body).toBe('called about bonus');
    expect(detail.tags).toEqual(['vip', 'watch']);
    expect(detail.vipLevelOverride).toBe(3);
    expect(detail.prizeGroup).toMatchObject({ series: 1800, assigned: true });
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(id))
      .where('outcome', '=', 'ok')
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['member.note', 'member.prize_group', 'member.tags', 'member.vip_override']);
  });

  it('is refused to finance (no members.write)', async () => {
    const id = await makeMember('act_forbidden');
    expect((await api.post(`/ops/members/${id}/status`, { status: 'FROZEN', reason: 'x' }, as('finance'))).body.message).toBe('forbidden');
  });
});

describe('manual balance adjustments', () => {
  it('posts at or below the threshold at once; a replay posts once', async () => {
    const id = await makeMember('adj_small');
    const body = { direction: 'credit', amount: '1000.00', reason: 'goodwill', requestId: 'adj-small-0001' };
    const first = await api.post(`/ops/members/${id}/adjustments`, body, as('finance'));
    expect(first.body.value).toMatchObject({ status: 'posted', amount: '1000.00', balanceAfter: '1000.00' });
    const again = await api.post(`/ops/members/${id}/adjustments`, body, as('finance'));
    expect(again.body.value).toEqual(first.body.value);
    expect(await memberBalance(t.database.db, id, 'main')).toBe(100_000n);
    const conflict = await api.post(`/ops/members/${id}/adjustments`, { ...body, amount: '999.00' }, as('finance'));
    expect(conflict.body.message).toBe('idempotency_conflict');
  });

  it('posts once when the same request arrives several times at once', async () => {
    const id = await makeMember('adj_concurrent');
    const body = { direction: 'credit', amount: '10.00', reason: 'double click', requestId: 'adj-concurrent-1' };
    const replies = await Promise.all([1, 2, 3, 4].map(() => api.post(`/ops/members/${id}/adjustments`, body, as('finance'))));
    expect(new Set(replies.map((r) => r.body.value.id)).size).toBe(1);
    expect(await memberBalance(t.database.db, id, 'main')).toBe(1_000n);
  });

  it('waits above the threshold for a second operator; the requester may not approve it', async () => {
    const id = await makeMember('adj_big');
    const requested = await api.post(
      `/ops/members/${id}/adjustments`,
      { direction: 'credit', amount: '1000.01', reason: 'big win correction', requestId: 'adj-big-0001' },
      as('finance'),
    );
    expect(requested.body.value.status).toBe('pending');
    expect(await memberBalance(t.database.db, id, 'main')).toBe(0n);
    const queue = await api.get('/ops/adjustments?status=pending', as('cs'));
    expect(queue.body.value.rows.map((r: { id: number }) => r.id)).toContain(requested.body.value.id);

    const own = await api.post(`/ops/adjustments/${requested.body.value.id}/approve`, {}, as('finance'));
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('adjustment_own_request');
    const byCs = await api.post(`/ops/adjustments/${requested.body.value.id}/approve`, {}, as('cs'));
    expect(byCs.body.message).toBe('forbidden');

    const approved = await api.post(`/ops/adjustments/${requested.body.value.id}/approve`, {}, as('finance2'));
    expect(approved.body.value).toMatchObject({ status: 'posted', decidedBy: 'mem_finance2', balanceAfter: '1000.01' });
    expect(await memberBalance(t.database.db, id, 'main')).toBe(100_001n);
    const twice = await api.post(`/ops/adjustments/${requested.body.value.id}/approve`, {}, as('owner'));
    expect(twice.body.message).toBe('already_decided');
    expect(await memberBalance(t.database.db, id, 'main')).toBe(100_001n);
  });

  it('follows the threshold saved in the security settings', async () => {
    const id = await makeMember('adj_threshold');
    await sql`INSERT INTO ops_setting (merchant_id, adjustment_approval_minor) VALUES (${merchantId}, 500)
              ON CONFLICT (merchant_id) DO UPDATE SET adjustment_approval_minor = 500`.execute(t.database.db);
    try {
      const reply = await api.post(
        `/ops/members/${id}/adjustments`,
        { direction: 'credit', amount: '5.01', reason: 'threshold test', requestId: 'adj-threshold-1' },
        as('finance'),
      );
      expect(reply.body.value.status).toBe('pending');
      const rejected = await api.post(`/ops/adjustments/${reply.body.value.id}/reject`, { reason: 'no' }, as('owner'));
      expect(rejected.body.value).toMatchObject({ status: 'rejected', rejectReason: 'no' });
    } finally {
      await sql`DELETE FROM ops_setting WHERE merchant_id = ${merchantId}`.execute(t.database.db);
    }
  });

  it('never debits below zero, at request or at approval', async () => {
    const id = await makeMember('adj_debit');
    await fund(t.database.db, 'adj_debit', 200_000n);
    const over = await api.post(
      `/ops/members/${id}/adjustments`,
      { direction: 'debit', amount: '2000.01', reason: 'too much', requestId: 'adj-debit-0001' },
      as('finance'),
    );
    expect(over.body.message).toBe('insufficient_balance');
    const pending = await api.post(
      `/ops/members/${id}/adjustments`,
      { direction: 'debit', amount: '1500.00', reason: 'clawback', requestId: 'adj-debit-0002' },
      as('finance'),
    );
    expect(pending.body.value.status).toBe('pending');
    // The wallet shrinks before the approval: the approval is refused and the request stays pending.
    await api.post(
      `/ops/members/${id}/adjustments`,
      { direction: 'debit', amount: '1000.00', reason: 'other', requestId: 'adj-debit-0003' },
      as('finance'),
    );
    const refused = await api.post(`/ops/adjustments/${pending.body.value.id}/approve`, {}, as('finance2'));
    expect(refused.body.message).toBe('insufficient_balance');
    expect(await memberBalance(t.database.db, id, 'main')).toBe(100_000n);
    const still = await api.get(`/ops/adjustments?memberId=${id}&status=pending`, as('finance'));
    expect(still.body.value.total).toBe(1);
  });

  it('refuses malformed requests with 4xx and writes nothing', async () => {
    const id = await makeMember('adj_bad');
    for (const body of [
      { direction: 'credit', amount: '-5', reason: 'neg', requestId: 'adj-bad-00001' },
      { direction: 'credit', amount: '0', reason: 'zero', requestId: 'adj-bad-00002' },
      { direction: 'credit', amount: '1.234', reason: 'places', requestId: 'adj-bad-00003' },
      { direction: 'steal', amount: '1', reason: 'dir', requestId: 'adj-bad-00004' },
      { direction: 'credit', amount: '1', reason: 'no id' },
    ]) {
      const reply = await api.post(`/ops/members/${id}/adjustments`, body, as('finance'));
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await api.post(
          '/ops/members/999999/adjustments',
          { direction: 'credit', amount: '1', reason: 'ghost', requestId: 'adj-ghost-001' },
          as('finance'),
        )
      ).body.message,
    ).toBe('member_not_found');
    const rows = await t.database.db.selectFrom('balance_adjustment').select('id').where('member_id', '=', id).execute();
    expect(rows).toEqual([]);
  });
});
