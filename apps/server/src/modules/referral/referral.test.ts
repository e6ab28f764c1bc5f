import type { ReferralSettings } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, operatorToken, seedSettledRound, solveCaptcha, type TestApp } from '../../testing/index';

/**
 * Invite friends over the demo: player01's code and link, a friend registering with it (placed
 * in player01's team, `referred_by` set), each stage paid exactly once through the bonus book
 * however often and however concurrently it is triggered, the monthly limit and the same-IP flag,
 * and the operator's audited settings.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let ops: string;
const db = () => t.database.db;
const tokens: Record<string, string> = {};
const as = (who: string) => ({ authorization: tokens[who] as string });

const SETTINGS: ReferralSettings = {
  rewardsEnabled: true,
  stages: {
    register: { referrer: '2', friend: '1', threshold: '0' },
    first_deposit: { referrer: '10', friend: '5', threshold: '2000' },
    valid_bet: { referrer: '20', friend: '0', threshold: '500' },
  },
  monthlyFriendsMax: 2,
  blockSameIp: true,
  turnoverMultiple: 1,
  rulesText: { en: 'Invite friends and earn.' },
};

async function login(username: string, password: string) {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token as string;
}
let mobiles = 0;
async function register(username: string, code: string, ip = freshIp()) {
  const captcha = await solveCaptcha(api, db(), ip);
  mobiles += 1;
  return api.encrypted(
    'PUT',
    '/wps/member/register',
    {
      ageConfirmed: true,
      ...captcha,
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: `96000000${String(mobiles).padStart(2, '0')}`,
      countryDialingCode: '95',
      referralCode: code,
    },
    { 'x-forwarded-for': ip },
  );
}
const member = (username: string) => db().selectFrom('member').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
const bonuses = (username: string) =>
  db()
    .selectFrom('bonus')
    .innerJoin('member', 'member.id', 'bonus.member_id')
    .select(['bonus.grant_key', 'bonus.amount', 'bonus.turnover_required'])
    .where('member.username', '=', username)
    .where('bonus.source', '=', 'referral')
    .orderBy('bonus.id')
    .execute();
async function confirmDeposit(username: string, amount: string) {
  const token = await login(username, 'Secret123');
  const made = await api.post(
    '/wps/cashier/deposit',
    { channel: 'KBZ_BANK', amount, requestId: `dep-${crypto.randomUUID()}` },
    { authorization: token },
  );
  expect(made.status).toBe(200);
  const confirmed = await api.post(`/ops/deposits/${made.body.value.id}/confirm`, {}, { authorization: ops });
  expect(confirmed.status).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  ops = await operatorToken(db());
  tokens.player = await login('player01', 'Player123');
});
afterAll(async () => {
  await t?.close();
});

describe('invite friends', () => {
  let code = '';

  it('gives the member one stable code and a register link, only while REFERRAL is on', async () => {
    const first = await api.get('/wps/referral/summary', as('player'));
    expect(first.status).toBe(200);
    code = first.body.value.code;
    expect(code).toMatch(/^R[A-Z2-9]{9}$/);
    expect(first.body.value).toMatchObject({ path: `/register?referralCode=${code}`, friends: 0, earned: '0.00' });
    expect((await api.get('/wps/referral/summary', as('player'))).body.value.code).toBe(code);
    await db().updateTable('merchant_module').set({ enabled: false }).where('mod_id', '=', 'REFERRAL').execute();
    expect((await api.get('/wps/referral/summary', as('player'))).body.message).toBe('module_disabled');
    await db().updateTable('merchant_module').set({ enabled: true }).where('mod_id', '=', 'REFERRAL').execute();
  });

  it('lets operators with promotions.write change the settings, audited; others are refused', async () => {
    const bad = await api.put('/ops/referral/settings', { ...SETTINGS, monthlyFriendsMax: -1 }, { authorization: ops });

    expect(bad.status).toBe(400);
    const support = await operatorToken(db(), 'ref_auditor', 'auditor');
    expect((await api.put('/ops/referral/settings', SETTINGS, { authorization: support })).status).toBe(403);
    const saved = await api.put('/ops/referral/settings', SETTINGS, { authorization: ops });
    expect(saved.status).toBe(200);
    expect((await api.get('/ops/referral/settings', { authorization: ops })).body.value).toEqual(SETTINGS);
    const audit = await db().selectFrom('audit_log').select('action').where('action', '=', 'referral.settings').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('registers a friend with the code: referred by player01, in player01 agent team, register stage paid once', async () => {
    const checked = await api.get(`/wps/agent/affiliate?code=${code}`);
    expect(checked.body.value).toEqual({ valid: true, agentNickname: 'pl****01' });
    const reply = await register('friend01', code);
    expect(reply.status).toBe(200);
    const [friend, referrer] = await Promise.all([member('friend01'), member('player01')]);
    expect(friend.referred_by).toBe(referrer.id);
    expect(friend.parent_id).toBe(referrer.parent_id);
    expect(await bonuses('player01')).toEqual([{ grant_key: `referral:${friend.id}:register`, amount: 200n, turnover_required: 200n }]);
    expect(await bonuses('friend01')).toEqual([{ grant_key: `referral:${friend.id}:register`, amount: 100n, turnover_required: 100n }]);
    // The sweeper finds nothing more to pay.
    expect(await t.app.referralSweeper.sweep()).toBe(0);
    expect((await register('friend99', 'RZZZZZZZZZ')).body.message).toBe('invitation_code_error');
  });

  it('pays the first deposit stage after the credit, and the valid-bet stage from the sweeper, each once', async () => {
    await confirmDeposit('friend01', '1500');
    expect(await bonuses('player01')).toHaveLength(1);
    await confirmDeposit('friend01', '2500');
    expect((await bonuses('player01')).map((b) => b.amount)).toEqual([200n, 1000n]);
    const game = await db().selectFrom('game').select('id').where('is_game', '=', true).executeTakeFirstOrThrow();
    await seedSettledRound(db(), { username: 'friend01', gameId: game.id, bet: 60_000n, win: 0n, settledAt: new Date() });
    // Many sweeps at once: the stage's row and bonus keys make it one payment.
    await Promise.all(Array.from({ length: 8 }, () => t.app.referralSweeper.sweep()));
    expect((await bonuses('player01')).map((b) => b.amount)).toEqual([200n, 1000n, 2000n]);
    expect((await bonuses('friend01')).map((b) => b.amount)).toEqual([100n, 500n]);
    const friends = await api.get('/wps/referral/friends', as('player'));
    expect(friends.body.value).toEqual({
      total: 1,
      list: [{ username: 'fr****01', registeredAt: expect.any(String), stage: 'valid_bet', flagged: false }],
    });
    expect(JSON.stringify(friends.body.value)).not.toMatch(/amount|balance/);
    const summary = (await api.get('/wps/referral/summary', as('player'))).body.value;
    expect(summary).toMatchObject({ friends: 1, earned: '32.00' });
  });

  it('flags a friend from the referrer own IP and friends past the monthly limit', async () => {
    const referrer = await member('player01');
    await db().updateTable('member').set({ last_login_ip: '203.0.113.77' }).where('id', '=', referrer.id).execute();
    expect((await register('friend02', code, '203.0.113.77')).status).toBe(200);
    expect(await bonuses('friend02')).toEqual([]);
    expect((await register('friend03', code)).status).toBe(200);
    // friend01 and friend03 are this month's two rewarded friends; friend04 is past the limit.
    expect((await register('friend04', code)).status).toBe(200);
    expect((await bonuses('friend04')).map((b) => b.amount)).toEqual([100n]);
    const stages = await db()
      .selectFrom('referral_stage')
      .innerJoin('member', 'member.id', 'referral_stage.friend_id')
      .select(['member.username', 'referral_stage.flag'])
      .where('referral_stage.stage', '=', 'register')
      .orderBy('member.id')
      .execute();
    expect(stages).toEqual([
      { username: 'friend01', flag: null },
      { username: 'friend02', flag: 'same_ip' },
      { username: 'friend03', flag: null },
      { username: 'friend04', flag: 'monthly_limit' },
    ]);
    const list = (await api.get('/wps/referral/friends', as('player'))).body.value;
    expect(list.list.map((f: { username: string; flagged: boolean }) => [f.username, f.flagged])).toEqual([
      ['fr****04', true],
      ['fr****03', false],
      ['fr****02', true],
      ['fr****01', false],
    ]);
  });

  it('lists every referral for operators (promotions.read; a member token is refused): full names, stage, flag, rewards paid', async () => {
    const reply = await api.get('/ops/referral/friends?size=10', { authorization: ops });
    expect(reply.status).toBe(200);
    expect(reply.body.value.total).toBe(4);
    const rows = reply.body.value.list.map((r: Record<string, unknown>) => [
      r.referrer,
      r.friend,
      r.stage,
      r.flag,
      r.referrerPaid,
      r.friendPaid,
    ]);
    expect(rows).toEqual([
      ['player01', 'friend04', 'register', 'monthly_limit', '0.00', '1.00'],
      ['player01', 'friend03', 'register', null, '2.00', '1.00'],
      ['player01', 'friend02', 'register', 'same_ip', '0.00', '0.00'],
      ['player01', 'friend01', 'valid_bet', null, '32.00', '6.00'],
    ]);
    const filtered = await api.get('/ops/referral/friends?q=friend03', { authorization: ops });
    expect(filtered.body.value.list.map((r: { friend: string }) => r.friend)).toEqual(['friend03']);
    expect((await api.get('/ops/referral/friends?q=nobody%25', { authorization: ops })).body.value).toEqual({ total: 0, list: [] });
    expect((await api.get('/ops/referral/friends?size=0', { authorization: ops })).status).toBe(400);
    expect((await api.get('/ops/referral/friends', as('player'))).status).toBe(401);
  });
});
