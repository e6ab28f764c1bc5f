import crypto from 'node:crypto';
import type { ProtocolClient } from '@fortuna/reference-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { redateRound } from '../../seed/team-history';
import { apiClient, buildTestApp, freshIp, fund, operatorToken, type Reply, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced, tokenOfLaunchUrl, vendorClient } from '../../testing/provider';
import { createMemberRepository } from '../member/member.repository';

/**
 * The team reports (schemas/agent-reports.ts) over the demo tree — agent01 → player01, member02,
 * newbie01, subagent01 → member03, member04 — plus a second top-level agent, rivalagent →
 * rivalmember, whose figures agent01 must never see nor ask for. Everything is real: rounds are
 * played through the provider wallet protocol, deposits and withdrawals go through the cashier
 * and the operator, rewards are ledger posts. The merchant's days are Myanmar's (UTC+06:30).
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let pg: ProtocolClient;
let nodeId: number;
let ops: string;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const db = () => t.database.db;
const ZONE = 'Asia/Yangon';
/** yyyy-MM-dd in Yangon, `offset` days from today. */
const yangonDay = (offset = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));
const today = yangonDay();
const yesterday = yangonDay(-1);
const recent = `from=${yesterday}&to=${today}`;

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
const as = (who: string) => ({ authorization: tokens[who] as string });
const report = (who: string, path: string, query = '') => api.get(`/wps/agent/report/${path}${query ? `?${query}` : ''}`, as(who));
async function value(who: string, path: string, query = '') {
  const reply = await report(who, path, query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value;
}
function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.message).toBe(code);
}

/** One settled round of the reference game (vendor REF) for a member: bet, then win (0 for a loss). Returns its row id. */
async function playRound(who: string, bet: string, win: string): Promise<bigint> {
  const launch = await api.get(`/wps/game/launchGame?nodeId=${nodeId}`, as(who));
  expect(launch.status, JSON.stringify(launch.body)).toBe(200);
  const auth = await pg.authenticate({ launchToken: tokenOfLaunchUrl(launch.body.value.url) });
  const sessionToken = auth.body.value?.sessionToken ?? '';
  const roundId = `R${crypto.randomUUID().replaceAll('-', '')}`;
  expect((await pg.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: bet })).body.success).toBe(true);
  expect((await pg.credit({ sessionToken, txnId: `${roundId}:win`, roundId, amount: win, roundEnded: true })).body.success).toBe(true);
  const row = await db().selectFrom('game_round').select('id').where('round_id', '=', roundId).executeTakeFirstOrThrow();
  return BigInt(row.id);
}

/** A deposit through the cashier; the operator confirms it unless `pending`. */
async function deposit(who: string, amount: string, pending = false): Promise<void> {
  const created = await api.post('/wps/cashier/deposit', { channel: 'KBZ_BANK', amount, requestId: `dep-${crypto.randomUUID()}` }, as(who));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  if (pending) return;
  const confirmed = await api.post(`/ops/deposits/${created.body.value.id}/confirm`, {}, { authorization: ops });
  expect(confirmed.body.value.status).toBe('CREDITED');
}

/** A withdrawal through the cashier, paid out by the operator. */
async function withdraw(who: string, amount: string): Promise<void> {
  const bank = await api.encrypted(
    'POST',
    '/wps/member/bankAccount',
    { bankName: 'KBZ Bank', accountNumber: '1234 5678 9012', payeeName: 'Jade Tiger' },
    as(who),
  );
  expect(bank.status, JSON.stringify(bank.body)).toBe(200);
  await api.encrypted(
    'POST',
    '/wps/member/paymentPassword',
    { loginPassword: 'Member123', paymentPassword: '246810', confirmPaymentPassword: '246810' },
    as(who),
  );
  const created = await api.encrypted(
    'POST',
    '/wps/cashier/withdrawal',
    { bankAccountId: bank.body.value.id, amount, paymentPassword: '246810', requestId: `wd-${crypto.randomUUID()}` },
    as(who),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const paid = await api.post(`/ops/withdrawals/${created.body.value.id}/approve`, {}, { authorization: ops });
  expect(paid.body.value.status).toBe('PAID');
}

/** A reward paid by the house to a member, as a settlement or promotion posts it. */
async function reward(username: string, kind: string, minor: bigint): Promise<void> {
  const merchant = await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  await db()
    .transaction()
    .execute(async (trx) => {
      const house = await houseAccountId(trx, merchant.id, HOUSE_ACCOUNT.agentCommissions, merchant.currency_code);
      const main = await memberAccountId(trx, merchant.id, ids[username] as number, MEMBER_ACCOUNT.main, merchant.currency_code);
      await post(trx, {
        merchantId: merchant.id,
        idempotencyKey: `test-${kind}:${username}:${crypto.randomUUID()}`,
        kind,
        reference: `test:${kind}`,
        memo: `test ${kind}`,
        entries: [
          { accountId: house, amount: -minor },
          { accountId: main, amount: minor },
        ],
      });
    });
}

/** A member made here, below `parent`, with member03's password (Member123) or subagent01's (Agent1234). */
async function addMember(username: string, parent: string | null, like: 'member03' | 'subagent01'): Promise<void> {
  const template = await db().selectFrom('member').selectAll().where('username', '=', like).executeTakeFirstOrThrow();
  const row = await db()
    .transaction()
    .execute((trx) =>
      createMemberRepository(db()).insertWithClosure(trx, {
        merchant_id: template.merchant_id,
        username,
        nickname: username,
        type: template.type,
        password_hash: template.password_hash,
        parent_id: parent === null ? null : (ids[parent] ?? null),
      }),
    );
  ids[username] = row.id;
}

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  await db().updateTable('merchant').set({ time_zone: ZONE }).where('code', '=', 'FORTUNA').execute();
  for (const row of await db().selectFrom('member').select(['id', 'username']).execute()) ids[row.username] = row.id;
  // A second top-level agent with a member of its own: another tree entirely.
  await addMember('rivalagent', null, 'subagent01');
  await addMember('rivalmember', 'rivalagent', 'member03');
  pg = await vendorClient(t.app, db(), 'REF');
  nodeId = (
    await db()
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'REF')
      .where('is_game', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  ops = await operatorToken(t.database.db);

  tokens.agent = await login('agent01', 'Agent1234', 'agent');
  tokens.sub = await login('subagent01', 'Agent1234', 'agent');
  tokens.rival = await login('rivalagent', 'Agent1234', 'agent');
  tokens.player = await login('player01', 'Player123', 'member');
  for (const name of ['member02', 'member03', 'member04', 'rivalmember']) tokens[name] = await login(name, 'Member123', 'member');

  await deposit('member02', '5000');
  await deposit('member03', '2000');
  await deposit('member02', '1000');
  await deposit('member04', '1500', true);
  await deposit('rivalmember', '3000');
  await withdraw('member02', '1000');

  await playRound('member02', '100.00', '250.00');
  await playRound('member03', '200.00', '0.00');
  await playRound('member03', '50.00', '20.00');
  await playRound('rivalmember', '500.00', '0.00');
  // Two rounds either side of a Yangon midnight long ago: 2025-03-09 23:55 and 2025-03-10 00:00.
  await fund(db(), 'member04', 10_000n);
  await redateRound(db(), await playRound('member04', '30.00', '0.00'), new Date('2025-03-09T17:25:00Z'));
  await redateRound(db(), await playRound('member04', '40.00', '100.00'), new Date('2025-03-09T17:30:00Z'));

  await reward('member02', 'bonus', 1_000n);
  await reward('subagent01', 'salary', 2_500n);
  await reward('agent01', 'lottery_rebate', 500n);
  await reward('rivalagent', 'commission', 700n);
  await addMember('fresh01', 'subagent01', 'member03');
});
afterAll(async () => {
  if (t) await expectWholeLedgerBalanced(db());
  await t?.close();
});

describe('GET /wps/agent/report/overview', () => {
  it('sums the whole team — members, deposits, withdrawals, play and rewards — in the merchant’s days, with a chart series', async () => {
    const view = await value('agent', 'overview', recent);
    expect(view).toMatchObject({
      from: yesterday,
      to: today,
      timeZone: ZONE,
      scope: { memberId: ids.agent01, username: 'agent01' },
      members: { direct: 4, total: 7 },
      newMembers: 1,
      firstDeposits: { count: 2, amount: '7000.00' },
      activeMembers: 2,
      deposits: { count: 3, amount: '8000.00' },
      withdrawals: { count: 1, amount: '1000.00' },
      bets: '350.00',
      validBet: '350.00',
      payout: '270.00',
      profit: '-80.00',
      houseProfit: '80.00',
      rounds: 3,
      bonuses: '10.00',
      commissions: '30.00',
      rewards: { bonus: '10.00', commission: '0.00', salary: '25.00', dividend: '0.00', lottery_rebate: '5.00' },
    });
    expect(view.series.map((d: { day: string }) => d.day)).toEqual([yesterday, today]);
    const sum = (key: string) => view.series.reduce((acc: number, d: Record<string, string>) => acc + Number(d[key]), 0);
    expect([sum('bets'), sum('validBet'), sum('profit'), sum('deposits'), sum('withdrawals'), sum('newMembers')]).toEqual([
      350, 350, -80, 8000, 1000, 1,
    ]);
  });

  it('narrows to a downline’s team at any depth', async () => {
    expect(await value('agent', 'overview', `${recent}&memberId=${ids.subagent01}`)).toMatchObject({
      scope: { memberId: ids.subagent01, username: 'subagent01' },
      members: { direct: 3, total: 3 },
      newMembers: 1,
      deposits: { count: 1, amount: '2000.00' },
      withdrawals: { count: 0, amount: '0.00' },
      bets: '250.00',
      profit: '-230.00',
      activeMembers: 1,
      commissions: '25.00',
      bonuses: '0.00',
    });
    expect(await value('agent', 'overview', `${recent}&memberId=${ids.member03}`)).toMatchObject({
      scope: { username: 'member03' },
      members: { direct: 0, total: 0 },
      bets: '250.00',
      rounds: 2,
    });
    // subagent01 sees the same of its own team.
    expect((await value('sub', 'overview', recent)).bets).toBe('250.00');
  });

  it('counts a day from midnight to midnight in the merchant’s zone, not UTC', async () => {
    const before = await value('agent', 'overview', 'from=2025-03-09&to=2025-03-09');
    const after = await value('agent', 'overview', 'from=2025-03-10&to=2025-03-10');
    expect([before.bets, before.profit, before.rounds]).toEqual(['30.00', '-30.00', 1]);
    expect([after.bets, after.profit, after.rounds]).toEqual(['40.00', '60.00', 1]);
    const both = await value('agent', 'overview', 'from=2025-03-08&to=2025-03-11');
    expect(both.series.map((d: { day: string; bets: string }) => [d.day, d.bets])).toEqual([
      ['2025-03-08', '0.00'],
      ['2025-03-09', '30.00'],
      ['2025-03-10', '40.00'],
      ['2025-03-11', '0.00'],
    ]);
    expect(both.activeMembers).toBe(1);
  });
});

describe('GET /wps/agent/report/betting', () => {
  type Round = { username: string; bet: string; win: string; profit: string; vendor: string };
  it('lists the team’s rounds with their member, and the totals of the filter', async () => {
    const page = await value('agent', 'betting', recent);
    expect(page.list.map((r: Round) => r.username).sort()).toEqual(['member02', 'member03', 'member03']);
    expect(page).toMatchObject({ total: 3, totalPages: 1, totals: { bet: '350.00', win: '270.00', profit: '-80.00' } });
    expect(page.list.every((r: Round) => r.vendor === 'REF')).toBe(true);
    const all = await value('agent', 'betting');
    expect(all.total).toBe(5);
  });

  it('filters by username prefix, downline, status and category, sorts and pages', async () => {
    expect((await value('agent', 'betting', `${recent}&username=MEMBER03`)).total).toBe(2);
    expect((await value('agent', 'betting', `${recent}&memberId=${ids.subagent01}`)).totals.bet).toBe('250.00');
    expect((await value('agent', 'betting', `${recent}&status=open`)).total).toBe(0);
    expect((await value('agent', 'betting', `${recent}&category=LOTT`)).total).toBe(0);
    const byBet = await value('agent', 'betting', `${recent}&sort=bet&order=asc`);
    expect(byBet.list.map((r: Round) => r.bet)).toEqual(['50.00', '100.00', '200.00']);
    const byProfit = await value('agent', 'betting', `${recent}&sort=profit&order=desc`);
    expect(byProfit.list.map((r: Round) => r.profit)).toEqual(['150.00', '-30.00', '-200.00']);
    const second = await value('agent', 'betting', `${recent}&sort=bet&order=asc&pageSize=1&pageNo=2`);
    expect(second).toMatchObject({ total: 3, totalPages: 3, list: [{ bet: '100.00' }] });
  });
});

describe('GET /wps/agent/report/userLoss', () => {
  type Row = { username: string; profit: string; depth: number; bets: string; rounds: number };
  it('sums each member’s play over the range, biggest losers first, with totals', async () => {
    const page = await value('agent', 'userLoss', recent);
    expect(page.list).toMatchObject([
      { username: 'member03', depth: 2, bets: '250.00', validBet: '250.00', payout: '20.00', profit: '-230.00', rounds: 2 },
      { username: 'member02', depth: 1, bets: '100.00', payout: '250.00', profit: '150.00', rounds: 1 },
    ]);
    expect(page).toMatchObject({ total: 2, totals: { bets: '350.00', payout: '270.00', profit: '-80.00', rounds: 3 } });
  });

  it('sorts by any column, filters and pages', async () => {
    expect((await value('agent', 'userLoss', `${recent}&sort=username&order=desc`)).list.map((r: Row) => r.username)).toEqual([
      'member03',
      'member02',
    ]);
    expect((await value('agent', 'userLoss', `${recent}&sort=bets&order=asc`)).list.map((r: Row) => r.bets)).toEqual(['100.00', '250.00']);
    expect((await value('agent', 'userLoss', `${recent}&username=member02`)).list.map((r: Row) => r.username)).toEqual(['member02']);
    const sub = await value('agent', 'userLoss', `${recent}&memberId=${ids.subagent01}`);
    expect(sub.list).toMatchObject([{ username: 'member03', depth: 2 }]);
    expect((await value('sub', 'userLoss', recent)).list).toMatchObject([{ username: 'member03', depth: 1 }]);
    const paged = await value('agent', 'userLoss', `${recent}&pageSize=1&pageNo=2`);
    expect(paged).toMatchObject({ total: 2, totalPages: 2, list: [{ username: 'member02' }], totals: { profit: '-80.00' } });
  });
});

describe('GET /wps/agent/report/income', () => {
  it('lists what the agent itself earned, by kind, with totals', async () => {
    expect(await value('agent', 'income')).toMatchObject({
      total: 1,
      list: [{ kind: 'lottery_rebate', amount: '5.00', memo: 'test lottery_rebate' }],
      totals: { amount: '5.00', byKind: { lottery_rebate: '5.00', salary: '0.00' } },
    });
    expect(await value('sub', 'income', `kind=salary&from=${today}&to=${today}`)).toMatchObject({ total: 1, totals: { amount: '25.00' } });
    expect((await value('sub', 'income', 'kind=dividend')).total).toBe(0);
    // A bonus is not agent income; a member's salary is not its upline's.
    expect((await value('agent', 'income', 'kind=salary')).total).toBe(0);
  });
});

describe('GET /wps/agent/report/accountDetails', () => {
  it('is the agent’s own ledger, sortable, in the merchant’s days', async () => {
    const page = await value('sub', 'accountDetails', `from=${yesterday}&to=${today}`);
    expect(page.list).toMatchObject([{ kind: 'salary', amount: '25.00', wallet: 'main' }]);
    await fund(db(), 'subagent01', 9_900n);
    const byAmount = await value('sub', 'accountDetails', 'sort=amount&order=desc');
    expect(byAmount.list.map((r: { amount: string }) => r.amount)).toEqual(['99.00', '25.00']);
    expect((await value('sub', 'accountDetails', 'kind=deposit')).total).toBe(1);
    expect((await value('sub', 'accountDetails', 'from=2025-01-01&to=2025-01-02')).total).toBe(0);
  });
});

describe('GET /wps/agent/report/transactions', () => {
  type Tx = { kind: string; username: string; status: string; amount: string };
  it('lists the team’s deposits and withdrawals with their status, and the paid sums', async () => {
    const page = await value('agent', 'transactions', recent);
    expect(page.list.map((r: Tx) => `${r.kind}:${r.username}:${r.amount}:${r.status}`).sort()).toEqual([
      'deposit:member02:1000.00:CREDITED',
      'deposit:member02:5000.00:CREDITED',
      'deposit:member03:2000.00:CREDITED',
      'deposit:member04:1500.00:PENDING',
      'withdrawal:member02:1000.00:PAID',
    ]);
    expect(page).toMatchObject({
      total: 5,
      totals: { deposits: { count: 3, amount: '8000.00' }, withdrawals: { count: 1, amount: '1000.00' } },
    });
    expect(page.list[0].id).toMatch(/^[DW]\d+$/);
  });

  it('filters by kind, status, member and username, and sorts', async () => {
    expect((await value('agent', 'transactions', 'kind=withdrawal')).list).toMatchObject([{ kind: 'withdrawal', username: 'member02' }]);
    expect((await value('agent', 'transactions', 'status=PENDING')).list).toMatchObject([{ username: 'member04', kind: 'deposit' }]);
    expect((await value('agent', 'transactions', `memberId=${ids.subagent01}`)).total).toBe(2);
    expect((await value('agent', 'transactions', 'username=member04')).total).toBe(1);
    const byAmount = await value('agent', 'transactions', 'sort=amount&order=asc');
    expect(byAmount.list.map((r: Tx) => r.amount)).toEqual(['1000.00', '1000.00', '1500.00', '2000.00', '5000.00']);
    expect((await value('agent', 'transactions', 'from=2025-01-01&to=2025-01-02')).total).toBe(0);
  });
});

describe('authorization', () => {
  const TEAM_REPORTS = ['overview', 'betting', 'userLoss', 'transactions'];
  const ALL = [...TEAM_REPORTS, 'income', 'accountDetails'];
  const base = (path: string) => (path === 'overview' || path === 'userLoss' ? `${recent}&` : '');

  it('refuses a caller who is not an agent, and one without a session, on every report', async () => {
    for (const path of ALL) {
      expectError(await report('player', path, path === 'overview' || path === 'userLoss' ? recent : ''), 403, 'forbidden');
      expectError(await api.get(`/wps/agent/report/${path}?${recent}`), 401, 'not_logged_in');
    }
  });

  it('refuses another agent’s member, and a member above the caller, on every team report', async () => {
    for (const path of TEAM_REPORTS) {
      // The rival top-level agent asking about agent01's team, and agent01 about the rival's.
      for (const [who, name] of [
        ['rival', 'member02'],
        ['rival', 'agent01'],
        ['agent', 'rivalmember'],
        ['agent', 'rivalagent'],
        ['sub', 'agent01'],
        ['sub', 'member02'],
      ] as const) {
        expectError(await report(who, path, `${base(path)}memberId=${ids[name]}`), 404, 'downline_not_found');
      }
      expectError(await report('agent', path, `${base(path)}memberId=2000000000`), 404, 'downline_not_found');
      // A username nobody in the caller's team has: the other tree's names are not answered.
      if (path !== 'overview') {
        expectError(await report('agent', path, `${base(path)}username=rival`), 404, 'downline_not_found');
        expectError(await report('rival', path, `${base(path)}username=member02`), 404, 'downline_not_found');
      }
    }
  });

  it('shows the rival agent only its own tree and its own ledger', async () => {
    expect(await value('rival', 'overview', recent)).toMatchObject({
      members: { direct: 1, total: 1 },
      bets: '500.00',
      deposits: { amount: '3000.00' },
      commissions: '7.00',
    });
    expect((await value('rival', 'betting', recent)).list.map((r: { username: string }) => r.username)).toEqual(['rivalmember']);
    expect((await value('rival', 'userLoss', recent)).list.map((r: { username: string }) => r.username)).toEqual(['rivalmember']);
    expect((await value('rival', 'transactions', recent)).total).toBe(1);
    expect(await value('rival', 'income')).toMatchObject({ total: 1, list: [{ kind: 'commission', amount: '7.00' }] });
    expect((await value('rival', 'accountDetails')).list.map((r: { kind: string }) => r.kind)).toEqual(['commission']);
    // Nobody else's income or ledger can be asked for: those calls take no member.
    for (const path of ['income', 'accountDetails']) {
      expectError(await report('rival', path, `memberId=${ids.agent01}`), 400, 'invalid_parameter');
      expectError(await report('rival', path, 'username=agent01'), 400, 'invalid_parameter');
    }
  });

  it('answers bad queries with 400, never a 500', async () => {
    const bad = [
      ['overview', ''],
      ['overview', `from=${today}`],
      ['overview', `from=${today}&to=${yesterday}`],
      ['overview', 'from=2024-01-01&to=2025-06-01'],
      ['overview', 'from=2025-02-30&to=2025-03-01'],
      ['overview', `${recent}&memberId=abc`],
      ['userLoss', `${recent}&sort=richest`],
      ['userLoss', `${recent}&order=up`],
      ['userLoss', `${recent}&pageSize=1000`],
      ['betting', 'status=won'],
      ['betting', 'category=NOPE'],
      ['betting', `username=${'a'.repeat(33)}`],
      ['income', 'kind=bonus'],
      ['accountDetails', 'kind=nope'],
      ['transactions', 'kind=transfer'],
      ['transactions', 'status=LOST'],
      ['transactions', 'pageNo=0'],
    ];
    for (const [path, query] of bad) expectError(await report('agent', path as string, query), 400, 'invalid_parameter');
  });
});
