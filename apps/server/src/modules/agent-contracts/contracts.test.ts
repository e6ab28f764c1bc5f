import type { Contract, ContractTierInput } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberEvent } from '../../realtime/member-events';
import { apiClient, buildTestApp, freshIp, operatorToken, type Reply, type TestApp } from '../../testing/index';
import { createMemberRepository } from '../member/member.repository';
import { neverExceeds, tiersFromJson } from './tiers';

/**
 * Agent contracts (schemas/contracts.ts) over the demo tree and its seeded contracts: agent01
 * holds house contracts of every kind; subagent01 (under agent01) holds real-time and daily
 * salaries from it and has an hourly-salary offer waiting. Made here: subsub01 under subagent01,
 * level4 under subsub01, sib01 beside subagent01, and two top-level agents of their own trees,
 * agent02 (a stranger to agent01's team) and agent03 (with agent03sub below it).
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let ops: string;
const published: { memberId: number; event: MemberEvent }[] = [];
const db = () => t.database.db;

const id = (name: string) => ids[name] ?? 0;
const auth = (name: string) => ({ authorization: tokens[name] ?? '' });
const offer = (who: string, body: unknown) => api.post('/wps/agent/contracts/offer', body, auth(who));
const act = (who: string, contractId: number, action: string, body: unknown = {}) =>
  api.post(`/wps/agent/contracts/${contractId}/${action}`, body, auth(who));
const list = (who: string, query = '') => api.get(`/wps/agent/contracts${query}`, auth(who));
const requests = (who: string) => api.get('/wps/agent/contracts/requests', auth(who));
const consolidated = (who: string) => api.get('/wps/agent/contracts/consolidated', auth(who));
const opsOffer = (body: unknown) => api.post('/ops/agent/contracts/offer', body, { authorization: ops });

function value<T = Contract>(reply: Reply): T {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value as T;
}
function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.message).toBe(code);
}
type Listed = { list: Contract[]; total: number; pageNo: number; pageSize: number };
async function contracts(who: string, query = ''): Promise<Contract[]> {
  return value<Listed>(await list(who, query)).list;
}
/** The caller's current contract of a kind (`mine`), or undefined. */
async function held(who: string, kind: string, status = 'active'): Promise<Contract | undefined> {
  return (await contracts(who, `?kind=${kind}`)).find((c) => c.status === status);
}
async function statusOf(contractId: number) {
  return db().selectFrom('agent_contract').select(['status', 'end_reason']).where('id', '=', contractId).executeTakeFirstOrThrow();
}
/** The notifications a member got since `afterId`: [type, payload]. */
async function notificationsOf(name: string, afterId = 0) {
  const rows = await db()
    .selectFrom('notification')
    .select(['id', 'type', 'payload'])
    .where('member_id', '=', id(name))
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((r) => [r.type, r.payload] as const);
}
/** The invariant: every active contract an agent gave fits the giver's own active contract of the kind. */
async function expectEveryContractFits(): Promise<void> {
  const active = await db().selectFrom('agent_contract').selectAll().where('status', '=', 'active').execute();
  for (const contract of active) {
    if (contract.upline_id === null) continue;
    const own = active.find((c) => c.member_id === contract.upline_id && c.kind === contract.kind);
    expect(own, `contract ${contract.id} has no upline contract`).toBeDefined();
    expect(own?.period).toBe(contract.period);
    expect(neverExceeds(tiersFromJson(contract.tiers), tiersFromJson(own?.tiers)), `contract ${contract.id}`).toBe(true);
  }
}
async function lastNotificationId(): Promise<number> {
  const row = await db()
    .selectFrom('notification')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

const realtime = (...pairs: [string, string, string][]): ContractTierInput[] =>
  pairs.map(([minVolume, rate, lossRate]) => ({ minVolume, rate, lossRate }));
const hourly = (...pairs: [string, string][]): ContractTierInput[] => pairs.map(([minVolume, rate]) => ({ minVolume, rate }));

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

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  t.app.memberEvents.setPublisher((memberId, event) => published.push({ memberId, event }));
  for (const row of await db().selectFrom('member').select(['id', 'username']).execute()) ids[row.username] = row.id;
  const top = await db().selectFrom('member').selectAll().where('username', '=', 'agent01').executeTakeFirstOrThrow();
  const sub = await db().selectFrom('member').selectAll().where('username', '=', 'subagent01').executeTakeFirstOrThrow();
  const members = createMemberRepository(db());
  const made: [string, number, string | null][] = [
    ['subsub01', sub.type, 'subagent01'],
    ['level4', sub.type, 'subsub01'],
    ['sib01', sub.type, 'agent01'],
    ['agent02', top.type, null],
    ['agent03', top.type, null],
    ['agent03sub', sub.type, 'agent03'],
  ];
  for (const [username, type, parent] of made) {
    const row = await db()
      .transaction()
      .execute((trx) =>
        members.insertWithClosure(trx, {
          merchant_id: top.merchant_id,
          username,
          nickname: username,
          type,
          password_hash: top.password_hash,
          parent_id: parent === null ? null : id(parent),
        }),
      );
    ids[username] = row.id;
  }
  for (const name of ['agent01', 'subagent01', 'subsub01', 'level4', 'sib01', 'agent02', 'agent03', 'agent03sub']) {
    tokens[name] = await login(name, 'Agent1234');
  }
  tokens.player01 = await login('player01', 'Player123', 'member');
  tokens.trial = (await api.post('/wps/session/login/freeplay', {}, { 'x-forwarded-for': freshIp() })).body.value.token;
  ops = await operatorToken(t.database.db);
});
afterAll(async () => t?.close());

describe('the seeded contracts', () => {
  it('give agent01 house contracts of every kind and subagent01 lower ones from agent01', async () => {
    const mine = await contracts('agent01');
    expect(mine.map((c) => c.kind).sort()).toEqual(['daily_salary', 'dividend', 'hourly_salary', 'realtime_salary']);
    expect(mine.every((c) => c.status === 'active' && c.upline === null && c.member.username === 'agent01')).toBe(true);
    expect(mine.every((c) => c.actions.join() === 'terminate')).toBe(true);
    const rt = mine.find((c) => c.kind === 'realtime_salary');
    expect(rt?.tiers).toEqual([
      { minVolume: '0.00', minActiveMembers: 0, rate: '0.3', lossRate: '0.5' },
      { minVolume: '10000.00', minActiveMembers: 0, rate: '0.4', lossRate: '0.7' },
    ]);
    expect(mine.find((c) => c.kind === 'dividend')).toMatchObject({ period: 'monthly', endReason: null, terminationRequestedBy: null });

    const given = await db().selectFrom('agent_contract').selectAll().where('upline_id', '=', id('agent01')).execute();
    for (const contract of given) {
      const own = mine.find((c) => c.kind === contract.kind);
      const ownRow = await db()
        .selectFrom('agent_contract')
        .select('tiers')
        .where('id', '=', own?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(neverExceeds(tiersFromJson(contract.tiers), tiersFromJson(ownRow.tiers)), contract.kind).toBe(true);
    }
  });

  it('show in consolidated info: agent01 has every kind, subagent01 an offer to sign, others nothing', async () => {
    expect(value(await consolidated('agent01'))).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      dailySalary: true,
      hourlySalary: true,
      salary: true,
      dividend: true,
      pending: false,
    });
    expect(value(await consolidated('subagent01'))).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 1,
      realtimesalreqtype: 0,
      dailySalary: true,
      hourlySalary: false,
      salary: true,
      dividend: false,
      pending: true,
    });
    const none = {
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      dailySalary: false,
      hourlySalary: false,
      salary: false,
      dividend: false,
      pending: false,
    };
    expect(value(await consolidated('player01'))).toEqual(none);
    expect(value(await consolidated('trial'))).toEqual(none);
    expect(value(await consolidated('agent02'))).toEqual(none);
    expectError(await api.get('/wps/agent/contracts/consolidated'), 401, 'not_logged_in');
  });
});

describe('lists and requests', () => {
  it('list the caller’s own contracts, or those it gave, with what it may do', async () => {
    const mine = await contracts('subagent01');
    expect(mine.map((c) => `${c.kind}:${c.status}`).sort()).toEqual([
      'daily_salary:active',
      'hourly_salary:pending',
      'realtime_salary:active',
    ]);
    const offered = mine.find((c) => c.status === 'pending') as Contract;
    expect(offered).toMatchObject({
      upline: { memberId: id('agent01'), username: 'agent01' },
      member: { memberId: id('subagent01'), username: 'subagent01' },
      signedAt: null,
      actions: ['sign', 'reject'],
    });
    expect(Date.parse(offered.offeredAt)).toBeGreaterThan(0);

    const given = value<Listed>(await list('agent01', '?scope=downlines'));
    expect(given.total).toBe(3);
    expect(given.list.find((c) => c.id === offered.id)?.actions).toEqual(['withdraw']);
    expect(given.list.filter((c) => c.status === 'active').every((c) => c.actions.join() === 'terminate')).toBe(true);
    expect((await contracts('agent01', `?scope=downlines&memberId=${id('subagent01')}`)).length).toBe(3);
    expect((await contracts('agent01', `?scope=downlines&memberId=${id('sib01')}`)).length).toBe(0);
    expect((await contracts('agent01', '?scope=downlines&kind=daily_salary')).length).toBe(1);
    // A page of one, and a page past the end.
    expect(value<Listed>(await list('agent01', '?scope=downlines&pageSize=1&pageNo=2'))).toMatchObject({
      total: 3,
      pageNo: 2,
      pageSize: 1,
    });
    expect((await contracts('agent01', '?scope=downlines&pageNo=9')).length).toBe(0);
  });

  it('refuse a member filter that is not a direct downline', async () => {
    for (const other of ['subsub01', 'agent02', 'agent01']) {
      expectError(await list('agent01', `?scope=downlines&memberId=${id(other)}`), 404, 'downline_not_found');
    }
    expectError(await list('agent01', '?scope=downlines&memberId=2000000000'), 404, 'downline_not_found');
  });

  it('show incoming requests to the downline and outgoing ones to the upline', async () => {
    const sub = value<{ incoming: Contract[]; outgoing: Contract[] }>(await requests('subagent01'));
    expect(sub.incoming.map((c) => c.kind)).toEqual(['hourly_salary']);
    expect(sub.outgoing).toEqual([]);
    const top = value<{ incoming: Contract[]; outgoing: Contract[] }>(await requests('agent01'));
    expect(top.incoming).toEqual([]);
    expect(top.outgoing.map((c) => `${c.member.username}:${c.kind}`)).toEqual(['subagent01:hourly_salary']);
  });

  it('keep history apart: ended contracts only with history=true', async () => {
    const made = value(await offer('agent01', { memberId: id('sib01'), kind: 'hourly_salary', tiers: hourly(['0', '0.1']) }));
    value(await act('agent01', made.id, 'withdraw'));
    expect((await contracts('sib01')).length).toBe(0);
    const history = await contracts('sib01', '?history=true');
    expect(history).toMatchObject([{ id: made.id, status: 'withdrawn', endReason: 'withdrawn', actions: [] }]);
    expect(history[0]?.endedAt).not.toBeNull();
  });
});

describe('offer, sign, reject and withdraw', () => {
  it('signs an offer: it becomes the downline’s contract and the upline hears of it', async () => {
    const before = await lastNotificationId();
    const offered = (await held('subagent01', 'hourly_salary', 'pending')) as Contract;
    const signed = value(await act('subagent01', offered.id, 'sign'));
    expect(signed).toMatchObject({ id: offered.id, status: 'active', actions: ['terminate'] });
    expect(signed.signedAt).not.toBeNull();
    expect(await notificationsOf('agent01', before)).toEqual([
      ['CONTRACT_SIGNED', { contractId: offered.id, kind: 'hourly_salary', counterparty: 'subagent01' }],
    ]);
    expect(published.some((p) => p.memberId === id('agent01') && p.event.type === 'CONTRACT_SIGNED')).toBe(true);
    expect(value(await consolidated('subagent01'))).toMatchObject({ contracthoursalreq: 0, hourlySalary: true, pending: false });
    expectError(await act('subagent01', offered.id, 'sign'), 409, 'contract_not_pending');
  });

  it('offers a direct downline agent a contract, replacing its pending offer of the kind', async () => {
    const before = await lastNotificationId();
    const body = { memberId: id('sib01'), kind: 'realtime_salary', tiers: realtime(['0', '0.2', '0.4'], ['10000', '0.3', '0.6']) };
    const first = value(await offer('agent01', body));
    expect(first).toMatchObject({
      status: 'pending',
      period: 'realtime',
      upline: { username: 'agent01' },
      member: { username: 'sib01' },
      actions: ['withdraw'],
      tiers: [
        { minVolume: '0.00', minActiveMembers: 0, rate: '0.2', lossRate: '0.4' },
        { minVolume: '10000.00', minActiveMembers: 0, rate: '0.3', lossRate: '0.6' },
      ],
    });
    const second = value(await offer('agent01', { ...body, tiers: realtime(['0', '0.3', '0.5']) }));
    expect(await statusOf(first.id)).toEqual({ status: 'withdrawn', end_reason: 'withdrawn' });
    expect((await contracts('sib01')).map((c) => c.id)).toEqual([second.id]);
    expect((await notificationsOf('sib01', before)).map(([type, payload]) => [type, payload.counterparty, payload.kind])).toEqual([
      ['CONTRACT_OFFERED', 'agent01', 'realtime_salary'],
      ['CONTRACT_OFFERED', 'agent01', 'realtime_salary'],
    ]);
    expect(value(await consolidated('sib01'))).toMatchObject({ realtimesalreqtype: 1, pending: true, salary: false });
  });

  it('lets the downline reject an offer and the upline withdraw one, each once and only its own step', async () => {
    const before = await lastNotificationId();
    const pending = (await held('sib01', 'realtime_salary', 'pending')) as Contract;
    expectError(await act('agent01', pending.id, 'reject'), 403, 'forbidden');
    expectError(await act('agent01', pending.id, 'sign'), 403, 'forbidden');
    expectError(await act('sib01', pending.id, 'withdraw'), 403, 'forbidden');
    expect(value(await act('sib01', pending.id, 'reject'))).toMatchObject({ status: 'rejected', endReason: 'rejected', actions: [] });
    expectError(await act('sib01', pending.id, 'reject'), 409, 'contract_not_pending');
    expectError(await act('agent01', pending.id, 'withdraw'), 409, 'contract_not_pending');
    expect(await notificationsOf('agent01', before)).toEqual([
      ['CONTRACT_REJECTED', { contractId: pending.id, kind: 'realtime_salary', counterparty: 'sib01' }],
    ]);

    const next = value(await offer('agent01', { memberId: id('sib01'), kind: 'hourly_salary', tiers: hourly(['0', '0.1']) }));
    expect(value(await act('agent01', next.id, 'withdraw'))).toMatchObject({ status: 'withdrawn', endReason: 'withdrawn' });
    expectError(await act('sib01', next.id, 'sign'), 409, 'contract_not_pending');
    expect((await notificationsOf('sib01', before)).map(([type]) => type)).toEqual(['CONTRACT_OFFERED', 'CONTRACT_WITHDRAWN']);
  });

  it('refuses offers to anyone but a direct downline agent', async () => {
    const tiers = hourly(['0', '0.1']);
    for (const target of ['member02', 'subsub01', 'agent02', 'agent01']) {
      expectError(await offer('agent01', { memberId: id(target), kind: 'hourly_salary', tiers }), 404, 'downline_not_found');
    }
    expectError(await offer('agent01', { memberId: 2_000_000_000, kind: 'hourly_salary', tiers }), 404, 'downline_not_found');
  });

  it('refuses an offer the upline has no contract to share, of another period, or above its own rates', async () => {
    expectError(
      await offer('subagent01', { memberId: id('subsub01'), kind: 'dividend', tiers: [{ minVolume: '0', rate: '10' }] }),
      409,
      'contract_upline_has_none',
    );
    expectError(
      await offer('agent01', { memberId: id('sib01'), kind: 'dividend', period: 'weekly', tiers: [{ minVolume: '0', rate: '10' }] }),
      400,
      'contract_period_mismatch',
    );
    // Above agent01's 0.3 % at zero volume; the loss rate above 0.5 %; a daily tier reached with fewer active members.
    for (const tiers of [
      realtime(['0', '0.35', '0.5']),
      realtime(['0', '0.3', '0.55']),
      realtime(['0', '0.3', '0.5'], ['5000', '0.4', '0.5']),
    ]) {
      expectError(await offer('agent01', { memberId: id('sib01'), kind: 'realtime_salary', tiers }), 400, 'contract_rate_exceeds_upline');
    }
    expectError(
      await offer('agent01', {
        memberId: id('sib01'),
        kind: 'daily_salary',
        tiers: [
          { minVolume: '0', rate: '0.5' },
          { minVolume: '50000', minActiveMembers: 4, rate: '0.8' },
        ],
      }),
      400,
      'contract_rate_exceeds_upline',
    );
    // The same dividend period as its own is the default, and the ceiling itself is allowed.
    const dividend = value(await offer('agent01', { memberId: id('sib01'), kind: 'dividend', tiers: [{ minVolume: '0', rate: '20' }] }));
    expect(dividend).toMatchObject({ period: 'monthly', tiers: [{ rate: '20' }] });
    value(await act('agent01', dividend.id, 'withdraw'));
  });

  it('refuses invalid bodies and ids with invalid_parameter', async () => {
    const good = { memberId: id('sib01'), kind: 'hourly_salary', tiers: hourly(['0', '0.1']) };
    const bad: unknown[] = [
      {},
      { ...good, memberId: 0 },
      { ...good, memberId: 'abc' },
      { ...good, kind: 'weekly_bonus' },
      { ...good, tiers: [] },
      { ...good, tiers: Array.from({ length: 21 }, (_, i) => ({ minVolume: String(i), rate: '0.1' })) },
      { ...good, tiers: hourly(['0', '-1']) },
      { ...good, tiers: hourly(['0', '101']) },
      { ...good, tiers: hourly(['0', '0.12345']) },
      { ...good, tiers: hourly(['-5', '0.1']) },
      { ...good, tiers: hourly(['10', '0.1'], ['5', '0.2']) },
      { ...good, tiers: [{ minVolume: '0', rate: '0.1', lossRate: '0.1' }] },
      { ...good, kind: 'realtime_salary' },
      { ...good, period: 'daily' },
    ];
    for (const body of bad) expectError(await offer('agent01', body), 400, 'invalid_parameter');
    const pendingId = (await contracts('agent01', '?scope=downlines')).find((c) => c.status === 'active')?.id ?? 1;
    expectError(await act('subagent01', 0, 'sign'), 400, 'invalid_parameter');
    expectError(await act('subagent01', Number.NaN, 'reject'), 400, 'invalid_parameter');
    expectError(await act('subagent01', pendingId, 'sign', { confirmCascade: 'yes' }), 400, 'invalid_parameter');
    for (const query of ['?scope=all', '?kind=bonus', '?history=maybe', '?pageSize=1000', '?pageNo=0', '?memberId=-1']) {
      expectError(await list('agent01', query), 400, 'invalid_parameter');
    }
  });
});

describe('the cascade (spec §4)', () => {
  // agent01 → subagent01 (real-time 0.2/0.3, from 10000: 0.3/0.5) → subsub01 → level4.
  let subsubContract: number;
  let level4Contract: number;

  beforeAll(async () => {
    const toSubsub = value(
      await offer('subagent01', {
        memberId: id('subsub01'),
        kind: 'realtime_salary',
        tiers: realtime(['0', '0.15', '0.25'], ['10000', '0.25', '0.4']),
      }),
    );
    subsubContract = value(await act('subsub01', toSubsub.id, 'sign')).id;
    const toLevel4 = value(
      await offer('subsub01', { memberId: id('level4'), kind: 'realtime_salary', tiers: realtime(['0', '0.05', '0.05']) }),
    );
    level4Contract = value(await act('level4', toLevel4.id, 'sign')).id;
  });

  it('keeps the downlines’ contracts when the new contract still covers them', async () => {
    const lower = value(
      await offer('agent01', {
        memberId: id('subagent01'),
        kind: 'realtime_salary',
        tiers: realtime(['0', '0.15', '0.25'], ['10000', '0.25', '0.4']),
      }),
    );
    const old = (await held('subagent01', 'realtime_salary')) as Contract;
    expect(value(await act('subagent01', lower.id, 'sign'))).toMatchObject({ status: 'active' });
    expect(await statusOf(old.id)).toEqual({ status: 'replaced', end_reason: 'replaced' });
    expect((await statusOf(subsubContract)).status).toBe('active');
    expect((await statusOf(level4Contract)).status).toBe('active');
  });

  it('asks for confirmation, changing nothing, before a lower contract ends the contracts below', async () => {
    const lower = value(
      await offer('agent01', { memberId: id('subagent01'), kind: 'realtime_salary', tiers: realtime(['0', '0.1', '0.2']) }),
    );
    const current = (await held('subagent01', 'realtime_salary')) as Contract;
    const refused = await act('subagent01', lower.id, 'sign');
    expectError(refused, 409, 'contract_cascade_confirm');
    // subsub01's contract no longer fits; level4's, below it, goes with it.
    expect(refused.body.value).toEqual({
      members: [
        { memberId: id('subsub01'), username: 'subsub01', kind: 'realtime_salary' },
        { memberId: id('level4'), username: 'level4', kind: 'realtime_salary' },
      ],
    });
    expectError(await act('subagent01', lower.id, 'sign', { confirmCascade: false }), 409, 'contract_cascade_confirm');
    expect((await statusOf(lower.id)).status).toBe('pending');
    expect((await statusOf(current.id)).status).toBe('active');
    expect((await statusOf(subsubContract)).status).toBe('active');
    expect((await statusOf(level4Contract)).status).toBe('active');
  });

  it('after confirmation ends the contract that no longer fits and every contract below it, and tells their parties', async () => {
    const before = await lastNotificationId();
    const lower = (await held('subagent01', 'realtime_salary', 'pending')) as Contract;
    const current = (await held('subagent01', 'realtime_salary')) as Contract;
    expect(value(await act('subagent01', lower.id, 'sign', { confirmCascade: true }))).toMatchObject({ status: 'active' });
    expect(await statusOf(current.id)).toEqual({ status: 'replaced', end_reason: 'replaced' });
    expect(await statusOf(subsubContract)).toEqual({ status: 'terminated', end_reason: 'cascade' });
    expect(await statusOf(level4Contract)).toEqual({ status: 'terminated', end_reason: 'cascade' });
    expect(await notificationsOf('subsub01', before)).toEqual([
      ['CONTRACT_TERMINATED', { contractId: subsubContract, kind: 'realtime_salary', counterparty: 'subagent01', reason: 'cascade' }],
      ['CONTRACT_TERMINATED', { contractId: level4Contract, kind: 'realtime_salary', counterparty: 'level4', reason: 'cascade' }],
    ]);
    expect(await notificationsOf('level4', before)).toEqual([
      ['CONTRACT_TERMINATED', { contractId: level4Contract, kind: 'realtime_salary', counterparty: 'subsub01', reason: 'cascade' }],
    ]);
    expect((await notificationsOf('subagent01', before)).length).toBe(0);
    expect(value(await consolidated('subsub01'))).toMatchObject({ salary: false });
    const history = await contracts('subsub01', '?history=true&kind=realtime_salary');
    expect(history.find((c) => c.id === subsubContract)).toMatchObject({ status: 'terminated', endReason: 'cascade', actions: [] });
  });

  it('withdraws pending offers that no longer fit the new contract', async () => {
    const toSubsub = value(
      await offer('subagent01', { memberId: id('subsub01'), kind: 'realtime_salary', tiers: realtime(['0', '0.1', '0.2']) }),
    );
    const lower = value(
      await offer('agent01', { memberId: id('subagent01'), kind: 'realtime_salary', tiers: realtime(['0', '0.05', '0.1']) }),
    );
    expect(value(await act('subagent01', lower.id, 'sign'))).toMatchObject({ status: 'active' });
    expect(await statusOf(toSubsub.id)).toEqual({ status: 'withdrawn', end_reason: 'withdrawn' });
  });
});

describe('termination', () => {
  let daily: Contract;
  let below: Contract;

  beforeAll(async () => {
    daily = (await held('subagent01', 'daily_salary')) as Contract;
    const offered = value(
      await offer('subagent01', { memberId: id('subsub01'), kind: 'daily_salary', tiers: [{ minVolume: '0', rate: '0.2' }] }),
    );
    below = value(await act('subsub01', offered.id, 'sign'));
  });

  it('lets the downline ask and the upline decline: the request is cleared', async () => {
    const before = await lastNotificationId();
    const asked = value(await act('subagent01', daily.id, 'terminate'));
    expect(asked).toMatchObject({ status: 'active', terminationRequestedBy: 'member', actions: [] });
    expectError(await act('subagent01', daily.id, 'terminate'), 409, 'contract_termination_pending');
    expectError(await act('agent01', daily.id, 'terminate'), 409, 'contract_termination_pending');
    expectError(await act('subagent01', daily.id, 'termination/accept'), 403, 'forbidden');
    expect((await contracts('agent01', '?scope=downlines&kind=daily_salary'))[0]?.actions).toEqual([
      'acceptTermination',
      'rejectTermination',
    ]);
    expect(value(await consolidated('agent01'))).toMatchObject({ dailysalreqtype: 2, pending: true });
    expect(value<{ incoming: Contract[] }>(await requests('agent01')).incoming.map((c) => c.id)).toEqual([daily.id]);
    expect(value<{ outgoing: Contract[] }>(await requests('subagent01')).outgoing.map((c) => c.id)).toEqual([daily.id]);

    const declined = value(await act('agent01', daily.id, 'termination/reject'));
    expect(declined).toMatchObject({ status: 'active', terminationRequestedBy: null, actions: ['terminate'] });
    expectError(await act('agent01', daily.id, 'termination/reject'), 409, 'conflict');
    expectError(await act('agent01', daily.id, 'termination/accept'), 409, 'conflict');
    expect(value(await consolidated('agent01'))).toMatchObject({ dailysalreqtype: 0, pending: false });
    expect(await notificationsOf('agent01', before)).toEqual([
      ['CONTRACT_TERMINATION_REQUESTED', { contractId: daily.id, kind: 'daily_salary', counterparty: 'subagent01' }],
    ]);
    expect(await notificationsOf('subagent01', before)).toEqual([
      ['CONTRACT_TERMINATION_DECLINED', { contractId: daily.id, kind: 'daily_salary', counterparty: 'agent01' }],
    ]);
  });

  it('lets the upline ask and the downline accept: the contract ends, and what the downline gave below it', async () => {
    const before = await lastNotificationId();
    expect(value(await act('agent01', daily.id, 'terminate'))).toMatchObject({ terminationRequestedBy: 'upline', actions: [] });
    expect(value(await consolidated('subagent01'))).toMatchObject({ dailysalreqtype: 2, pending: true });
    expect((await held('subagent01', 'daily_salary'))?.actions).toEqual(['acceptTermination', 'rejectTermination']);
    const ended = value(await act('subagent01', daily.id, 'termination/accept'));
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'terminated', terminationRequestedBy: null, actions: [] });
    expect(await statusOf(below.id)).toEqual({ status: 'terminated', end_reason: 'cascade' });
    expect(value(await consolidated('subagent01'))).toMatchObject({ dailysalreqtype: 0, dailySalary: false });
    expect(await notificationsOf('agent01', before)).toEqual([
      ['CONTRACT_TERMINATED', { contractId: daily.id, kind: 'daily_salary', counterparty: 'subagent01', reason: 'terminated' }],
    ]);
    expect((await notificationsOf('subsub01', before)).map(([type, payload]) => [type, payload.reason])).toEqual([
      ['CONTRACT_TERMINATED', 'cascade'],
    ]);
    expectError(await act('subagent01', daily.id, 'terminate'), 409, 'contract_not_active');
    expectError(await act('agent01', daily.id, 'termination/accept'), 409, 'contract_not_active');
  });

  it('refuses a termination of a pending offer', async () => {
    const offered = value(
      await offer('agent01', { memberId: id('subagent01'), kind: 'daily_salary', tiers: [{ minVolume: '0', rate: '0.1' }] }),
    );
    expectError(await act('agent01', offered.id, 'terminate'), 409, 'contract_not_active');
    expectError(await act('subagent01', offered.id, 'terminate'), 409, 'contract_not_active');
    value(await act('subagent01', offered.id, 'sign'));
  });
});

describe('concurrency', () => {
  it('answers a double sign once', async () => {
    const offered = value(await offer('agent01', { memberId: id('sib01'), kind: 'hourly_salary', tiers: hourly(['0', '0.1']) }));
    const replies = await Promise.all([act('sib01', offered.id, 'sign'), act('sib01', offered.id, 'sign')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body.message).toBe('contract_not_pending');
    const active = await db()
      .selectFrom('agent_contract')
      .select('id')
      .where('member_id', '=', id('sib01'))
      .where('kind', '=', 'hourly_salary')
      .where('status', '=', 'active')
      .execute();
    expect(active.length).toBe(1);
  });

  it('keeps the rule when a downline signs while its upline signs a lower contract', async () => {
    const tiers = realtime(['0', '0.2', '0.3']);
    value(
      await act('subagent01', value(await offer('agent01', { memberId: id('subagent01'), kind: 'realtime_salary', tiers })).id, 'sign'),
    );
    const below = value(await offer('subagent01', { memberId: id('subsub01'), kind: 'realtime_salary', tiers }));
    const lower = value(
      await offer('agent01', { memberId: id('subagent01'), kind: 'realtime_salary', tiers: realtime(['0', '0.1', '0.2']) }),
    );
    const [downline, upline] = await Promise.all([
      act('subsub01', below.id, 'sign'),
      act('subagent01', lower.id, 'sign', { confirmCascade: true }),
    ]);
    expect(upline.status, JSON.stringify(upline.body)).toBe(200);
    // Either the downline signed first and the cascade ended it, or the offer was withdrawn first.
    if (downline.status === 200) expect(await statusOf(below.id)).toEqual({ status: 'terminated', end_reason: 'cascade' });
    else {
      expectError(downline, 409, 'contract_not_pending');
      expect(await statusOf(below.id)).toEqual({ status: 'withdrawn', end_reason: 'withdrawn' });
    }
    await expectEveryContractFits();
  });

  it('keeps one pending offer per agent and kind when offers race', async () => {
    const body = { memberId: id('sib01'), kind: 'daily_salary', tiers: [{ minVolume: '0', rate: '0.1' }] };
    const replies = await Promise.all([offer('agent01', body), offer('agent01', body), offer('agent01', body)]);
    for (const reply of replies) expect([200, 409]).toContain(reply.status);
    const pending = await db()
      .selectFrom('agent_contract')
      .select('id')
      .where('member_id', '=', id('sib01'))
      .where('kind', '=', 'daily_salary')
      .where('status', '=', 'pending')
      .execute();
    expect(pending.length).toBe(1);
  });
});

describe('authorization', () => {
  it('refuses a stranger agent every call on agent01’s team and contracts', async () => {
    const theirs = await db()
      .selectFrom('agent_contract')
      .select(['id', 'status'])
      .where((eb) => eb.or([eb('member_id', '=', id('agent01')), eb('upline_id', '=', id('agent01'))]))
      .execute();
    const pending = value(await offer('agent01', { memberId: id('sib01'), kind: 'dividend', tiers: [{ minVolume: '0', rate: '5' }] }));
    const active = theirs.find((c) => c.status === 'active')?.id ?? 0;
    const asked = (await held('sib01', 'hourly_salary')) as Contract;
    value(await act('sib01', asked.id, 'terminate'));

    for (const contractId of [active, pending.id, asked.id]) {
      for (const action of ['sign', 'reject', 'withdraw', 'terminate', 'termination/accept', 'termination/reject']) {
        expectError(await act('agent02', contractId, action), 404, 'contract_not_found');
      }
    }
    expectError(await list('agent02', `?scope=downlines&memberId=${id('subagent01')}`), 404, 'downline_not_found');
    expectError(await list('agent02', `?memberId=${id('sib01')}`), 404, 'downline_not_found');
    expect(value<Listed>(await list('agent02'))).toMatchObject({ list: [], total: 0 });
    expect(value<Listed>(await list('agent02', '?scope=downlines&history=true'))).toMatchObject({ list: [], total: 0 });
    expect(value(await requests('agent02'))).toEqual({ incoming: [], outgoing: [] });
    expectError(
      await offer('agent02', { memberId: id('subagent01'), kind: 'hourly_salary', tiers: hourly(['0', '0.1']) }),
      404,
      'downline_not_found',
    );
    // Nothing changed.
    expect((await statusOf(pending.id)).status).toBe('pending');
    expect((await statusOf(asked.id)).status).toBe('active');
  });

  it('keeps an agent out of contracts it is not a party to inside its own team', async () => {
    // subagent01 is below agent01 but not a party to agent01's house contracts, nor to sib01's.
    const house = (await held('agent01', 'dividend')) as Contract;
    const sibs = (await held('sib01', 'hourly_salary')) as Contract;
    for (const contractId of [house.id, sibs.id]) {
      for (const action of ['sign', 'reject', 'withdraw', 'terminate', 'termination/accept', 'termination/reject']) {
        expectError(await act('subagent01', contractId, action), 404, 'contract_not_found');
      }
    }
    // Nor does agent01 see below its direct downlines.
    expectError(await list('agent01', `?scope=downlines&memberId=${id('subsub01')}`), 404, 'downline_not_found');
  });

  it('refuses every call to members who are not agents, except the consolidated info', async () => {
    const contractId = ((await held('agent01', 'dividend')) as Contract).id;
    for (const who of ['player01', 'trial']) {
      expectError(await list(who), 403, 'forbidden');
      expectError(await requests(who), 403, 'forbidden');
      expectError(await offer(who, { memberId: id('sib01'), kind: 'hourly_salary', tiers: hourly(['0', '0.1']) }), 403, 'forbidden');
      for (const action of ['sign', 'reject', 'withdraw', 'terminate', 'termination/accept', 'termination/reject']) {
        expectError(await act(who, contractId, action), 403, 'forbidden');
      }
      expect(value(await consolidated(who))).toMatchObject({ pending: false, salary: false });
    }
    expectError(await api.get('/wps/agent/contracts'), 401, 'not_logged_in');
    expectError(await api.post(`/wps/agent/contracts/${contractId}/sign`, {}), 401, 'not_logged_in');
  });
});

describe('the house (operator calls)', () => {
  it('offers a top-level agent a contract without ceiling; the agent signs it', async () => {
    const before = await lastNotificationId();
    const offered = value(
      await opsOffer({ memberId: id('agent03'), kind: 'realtime_salary', tiers: realtime(['0', '0.9', '1.5'], ['20000', '1', '2']) }),
    );
    expect(offered).toMatchObject({ status: 'pending', upline: null, member: { username: 'agent03' }, actions: [] });
    const row = await db()
      .selectFrom('agent_contract')
      .select('offered_by_operator')
      .where('id', '=', offered.id)
      .executeTakeFirstOrThrow();
    expect(row.offered_by_operator).not.toBeNull();
    expect(await notificationsOf('agent03', before)).toEqual([
      ['CONTRACT_OFFERED', { contractId: offered.id, kind: 'realtime_salary', counterparty: 'Fortuna' }],
    ]);
    expect(value(await consolidated('agent03'))).toMatchObject({ realtimesalreqtype: 1, pending: true });
    expect(value(await act('agent03', offered.id, 'sign'))).toMatchObject({ status: 'active', upline: null, actions: ['terminate'] });
    // A dividend's period defaults to monthly for the house, and may be another.
    const dividend = value(
      await opsOffer({ memberId: id('agent03'), kind: 'dividend', period: 'weekly', tiers: [{ minVolume: '0', rate: '40' }] }),
    );
    expect(dividend.period).toBe('weekly');
    expect(value(await opsOffer({ memberId: id('agent03'), kind: 'dividend', tiers: [{ minVolume: '0', rate: '40' }] })).period).toBe(
      'monthly',
    );
    expect(await statusOf(dividend.id)).toEqual({ status: 'withdrawn', end_reason: 'withdrawn' });
  });

  it('offers only top-level agents of the merchant', async () => {
    const tiers = hourly(['0', '0.1']);
    expectError(await opsOffer({ memberId: id('subagent01'), kind: 'hourly_salary', tiers }), 403, 'forbidden');
    expectError(await opsOffer({ memberId: id('player01'), kind: 'hourly_salary', tiers }), 404, 'member_not_found');
    expectError(await opsOffer({ memberId: 2_000_000_000, kind: 'hourly_salary', tiers }), 404, 'member_not_found');
    expectError(await opsOffer({ memberId: id('agent03'), kind: 'hourly_salary', tiers: [] }), 400, 'invalid_parameter');
    expectError(
      await api.post('/ops/agent/contracts/offer', { memberId: id('agent03'), kind: 'hourly_salary', tiers }),
      401,
      'not_logged_in',
    );
    expectError(
      await api.post('/ops/agent/contracts/offer', { memberId: id('agent03'), kind: 'hourly_salary', tiers }, auth('agent03')),
      401,
      'session_expired',
    );
  });

  it('lists an agent’s contracts for the operator', async () => {
    const page = value<Listed>(await api.get(`/ops/agent/contracts?memberId=${id('agent03')}`, { authorization: ops }));
    expect(page.list.map((c) => `${c.kind}:${c.status}`).sort()).toEqual(['dividend:pending', 'realtime_salary:active']);
    expect(page.list.find((c) => c.status === 'active')?.actions).toEqual(['terminate']);
    const given = value<Listed>(
      await api.get(`/ops/agent/contracts?memberId=${id('agent01')}&scope=downlines&history=true`, { authorization: ops }),
    );
    expect(given.total).toBeGreaterThan(3);
    expectError(await api.get('/ops/agent/contracts?memberId=2000000000', { authorization: ops }), 404, 'member_not_found');
    expectError(await api.get('/ops/agent/contracts', { authorization: ops }), 400, 'invalid_parameter');
    expectError(await api.get(`/ops/agent/contracts?memberId=${id('agent03')}`), 401, 'not_logged_in');
  });

  it('answers an agent’s request to end a house contract, and ends one at once with its cascade', async () => {
    const house = (await held('agent03', 'realtime_salary')) as Contract;
    const offered = value(
      await offer('agent03', { memberId: id('agent03sub'), kind: 'realtime_salary', tiers: realtime(['0', '0.5', '1']) }),
    );
    const below = value(await act('agent03sub', offered.id, 'sign'));

    value(await act('agent03', house.id, 'terminate'));
    const asked = value<Listed>(
      await api.get(`/ops/agent/contracts?memberId=${id('agent03')}&kind=realtime_salary`, { authorization: ops }),
    );
    expect(asked.list[0]).toMatchObject({ terminationRequestedBy: 'member', actions: ['acceptTermination', 'rejectTermination'] });
    const before = await lastNotificationId();
    expect(value(await api.post(`/ops/agent/contracts/${house.id}/termination/reject`, {}, { authorization: ops }))).toMatchObject({
      terminationRequestedBy: null,
      actions: ['terminate'],
    });
    expectError(await api.post(`/ops/agent/contracts/${house.id}/termination/reject`, {}, { authorization: ops }), 409, 'conflict');
    expect(await notificationsOf('agent03', before)).toEqual([
      ['CONTRACT_TERMINATION_DECLINED', { contractId: house.id, kind: 'realtime_salary', counterparty: 'Fortuna' }],
    ]);

    const ended = value(await api.post(`/ops/agent/contracts/${house.id}/terminate`, {}, { authorization: ops }));
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'terminated', actions: [] });
    expect(await statusOf(below.id)).toEqual({ status: 'terminated', end_reason: 'cascade' });
    expect((await notificationsOf('agent03', before)).map(([type, payload]) => [type, payload.reason])).toEqual([
      ['CONTRACT_TERMINATION_DECLINED', undefined],
      ['CONTRACT_TERMINATED', 'cascade'],
      ['CONTRACT_TERMINATED', 'terminated'],
    ]);
    expect((await notificationsOf('agent03sub', before)).map(([type]) => type)).toEqual(['CONTRACT_TERMINATED']);
    expectError(await api.post(`/ops/agent/contracts/${house.id}/terminate`, {}, { authorization: ops }), 409, 'contract_not_active');
    // An agent's contract is not the house's to end.
    const agentGiven = ((await contracts('agent01', '?scope=downlines')).find((c) => c.status === 'active') as Contract).id;
    expectError(await api.post(`/ops/agent/contracts/${agentGiven}/terminate`, {}, { authorization: ops }), 404, 'contract_not_found');
    expectError(await api.post('/ops/agent/contracts/0/terminate', {}, { authorization: ops }), 400, 'invalid_parameter');
  });
});

describe('after everything above', () => {
  it('every active contract still fits its upline’s', async () => {
    await expectEveryContractFits();
  });
});
