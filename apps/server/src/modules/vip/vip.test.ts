import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantRow } from '../../db/schema';
import { createMemberEvents } from '../../realtime/member-events';
import { apiClient, buildTestApp, freshIp, fund, operatorToken, seedSettledRound, type TestApp } from '../../testing/index';
import { evaluateMember, reviewKeep } from './vip-evaluation';
import { keepMonth } from './vip-window';

/**
 * The VIP programme over the demo's six levels (Bronze: deposits 1,000 and valid bets 5,000;
 * Silver: 5,000 and 25,000; upgrade bonuses 18 and 58): evaluation at a moment 90 days ahead (so
 * the demo's two weeks of team history are outside the window), skipping levels, exactly one
 * upgrade under concurrent evaluations, the monthly keep rule, weekly and monthly bonuses once per
 * period, withdrawal limits per business day, the account figures and the back office.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const db = () => t.database.db;
const as = (who: string, extra: Record<string, string> = {}) => ({
  authorization: tokens[who] as string,
  'x-forwarded-for': freshIp(),
  ...extra,
});
const events = createMemberEvents();
const AHEAD = new Date(Date.now() + 90 * 86_400_000);

async function login(username: string, password: string) {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token as string;
}
async function member(username: string) {
  return db().selectFrom('member').select(['id', 'merchant_id', 'vip_level']).where('username', '=', username).executeTakeFirstOrThrow();
}
async function merchant(): Promise<MerchantRow> {
  return (await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow()) as MerchantRow;
}
/** A credited deposit and valid bets of a member at an instant. */
async function activity(username: string, deposit: bigint, bets: bigint, now: Date) {
  const m = await member(username);
  const at = new Date(now.getTime() - 60_000);
  const channel = await db().selectFrom('deposit_channel').select('id').where('merchant_id', '=', m.merchant_id).executeTakeFirstOrThrow();
  if (deposit > 0n) {
    await db()
      .insertInto('deposit')
      .values({
        merchant_id: m.merchant_id,
        member_id: m.id,
        channel_id: channel.id,
        amount: deposit,
        request_id: `vip-dep-${crypto.randomUUID()}`,
        status: 'CREDITED',
        decided_at: at,
      })
      .execute();
  }
  if (bets > 0n) {
    const game = await db().selectFrom('game').select('id').where('is_game', '=', true).executeTakeFirstOrThrow();
    await seedSettledRound(db(), { username, gameId: game.id, bet: bets, win: 0n, settledAt: at });
  }
}
async function vipBonuses(memberId: number) {
  return db()
    .selectFrom('bonus')
    .select(['grant_key', 'amount', 'source'])
    .where('member_id', '=', memberId)
    .where('source', '=', 'vip')
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  tokens.player = await login('player01', 'Player123');
  tokens.member02 = await login('member02', 'Member123');
  tokens.member03 = await login('member03', 'Member123');
  tokens.owner = await operatorToken(db(), 'vip_owner', 'owner');
  tokens.cs = await operatorToken(db(), 'vip_cs', 'customer_service');
});
afterAll(async () => {
  await t.close();
});

describe('evaluation', () => {
  it('moves a member up at once to the highest level both thresholds reach, paying each skipped level’s bonus', async () => {
    const m = await member('member03');
    const deps = { db: db(), events };
    await activity('member03', 100_000n, 499_999n, AHEAD);
    expect(await evaluateMember(deps, await merchant(), m.id, AHEAD)).toBeNull();
    await activity('member03', 400_000n, 2_000_001n, AHEAD);
    const up = await evaluateMember(deps, await merchant(), m.id, AHEAD);
    expect(up).toEqual({ memberId: m.id, from: 0, to: 2, bonus: 1_800n + 5_800n });
    expect((await member('member03')).vip_level).toBe(2);
    expect((await vipBonuses(m.id)).map((b) => b.grant_key).sort()).toEqual(['vip:upgrade:1', 'vip:upgrade:2']);
    const change = await db().selectFrom('vip_change').selectAll().where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(change).toMatchObject({ from_level: 0, to_level: 2, reason: 'upgrade' });
    const note = await db()
      .selectFrom('notification')
      .select(['type', 'payload'])
      .where('member_id', '=', m.id)
      .where('type', '=', 'VIP_UPGRADED')
      .executeTakeFirstOrThrow();
    expect(note.payload).toMatchObject({ level: 2, fromLevel: 0, amount: '76.00' });
    const inbox = (await api.get('/wps/messages', as('member03', { language: 'en' }))).body.value.list as { title: string }[];
    expect(inbox.map((i) => i.title)).toContain('VIP upgrade');
    // Nothing more to reach: a second evaluation changes nothing.
    expect(await evaluateMember(deps, await merchant(), m.id, AHEAD)).toBeNull();
  });

  it('upgrades once and pays once under concurrent evaluations of one member', async () => {
    const m = await member('member02');
    const at = new Date(AHEAD.getTime() + 60_000);
    await activity('member02', 100_000n, 500_000n, at);
    const before = await db().selectFrom('bonus').select('id').where('member_id', '=', m.id).execute();
    const shop = await merchant();
    const results = await Promise.all(Array.from({ length: 12 }, () => evaluateMember({ db: db(), events }, shop, m.id, at)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await member('member02')).vip_level).toBe(1);
    const after = await db().selectFrom('bonus').select('id').where('member_id', '=', m.id).execute();
    expect(after.length - before.length).toBe(1);
    expect(await db().selectFrom('vip_change').select('id').where('member_id', '=', m.id).execute()).toHaveLength(1);
  });

  it('drops a member one level at the month’s start when the window’s valid bets miss the keep, never paying an upgrade twice', async () => {
    const m = await member('member03');
    const shop = await merchant();
    // Two months on, the window before the month's first day holds none of member03's play.
    const later = new Date(AHEAD.getTime() + 62 * 86_400_000);
    await db().insertInto('vip_keep_run').values({ merchant_id: shop.id, month: '2000-01' }).execute();
    const dropped = await reviewKeep(db(), shop, later);
    expect(dropped).toContain(m.id);
    expect((await member('member03')).vip_level).toBe(1);
    expect(await reviewKeep(db(), shop, later)).toBeNull();
    // Silver reached again: the level comes back, its bonus does not.
    const again = new Date(keepMonth(later, shop.time_zone).from.getTime() + 3_600_000);
    await activity('member03', 500_000n, 2_500_000n, again);
    const up = await evaluateMember({ db: db(), events }, shop, m.id, again);
    expect(up).toMatchObject({ from: 1, to: 2, bonus: 0n });
    expect(await vipBonuses(m.id)).toHaveLength(2);
  });
});

describe('weekly and monthly bonus', () => {
  it('pays the level’s weekly and monthly bonus once per business period', async () => {
    await db().updateTable('member').set({ vip_level: 1 }).where('username', '=', 'player01').execute();
    const weekly = await api.post('/wps/vip/claim', { period: 'weekly', requestId: 'vip-week-0001' }, as('player'));
    expect(weekly.body.value).toMatchObject({ period: 'weekly', amount: '5.00' });
    const replay = await api.post('/wps/vip/claim', { period: 'weekly', requestId: 'vip-week-0001' }, as('player'));
    expect(replay.body.value.bonusId).toBe(weekly.body.value.bonusId);
    const second = await api.post('/wps/vip/claim', { period: 'weekly', requestId: 'vip-week-0002' }, as('player'));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('vip_bonus_claimed');
    const monthly = await api.post('/wps/vip/claim', { period: 'monthly', requestId: 'vip-month-001' }, as('player'));
    expect(monthly.body.value).toMatchObject({ period: 'monthly', amount: '18.00' });
    const summary = (await api.get('/wps/vip/summary', as('player'))).body.value;
    expect(summary.claims).toEqual([
      expect.objectContaining({ period: 'weekly', claimed: true, claimable: false }),
      expect.objectContaining({ period: 'monthly', claimed: true, claimable: false }),
    ]);
    const bad = await api.post('/wps/vip/claim', { period: 'daily', requestId: 'vip-day-00001' }, as('player'));
    expect(bad.body.message).toBe('invalid_parameter');
  });

  it('refuses a member whose level has no such bonus', async () => {
    await db().updateTable('vip_level').set({ weekly_bonus: 0n }).where('level', '=', 0).execute();
    await db().updateTable('member').set({ vip_level: 0 }).where('username', '=', 'member02').execute();
    const none = await api.post('/wps/vip/claim', { period: 'weekly', requestId: 'vip-none-0001' }, as('member02'));
    expect(none.body.message).toBe('vip_bonus_none');
    await db().updateTable('member').set({ vip_level: 1 }).where('username', '=', 'member02').execute();
  });
});

describe('withdrawal limits', () => {
  it('refuses a withdrawal past the level’s count or amount per business day, saying the limit', async () => {
    await db().updateTable('merchant').set({ withdrawal_turnover_percent: 0 }).execute();
    await db().updateTable('member').set({ vip_level: 0 }).where('username', '=', 'member02').execute();
    await db()
      .updateTable('vip_level')
      .set({ withdrawal_daily_count: 2, withdrawal_daily_amount: 30_000n })
      .where('level', '=', 0)
      .execute();
    await fund(db(), 'member02', 1_000_000n);
    const bank = await api.encrypted(
      'POST',
      '/wps/member/bankAccount',
      { bankName: 'KBZ Bank', accountNumber: '1234 5678 9012', payeeName: 'Aung Min' },
      as('member02'),
    );
    await api.encrypted(
      'POST',
      '/wps/member/paymentPassword',
      { loginPassword: 'Member123', paymentPassword: '246810', confirmPaymentPassword: '246810' },
      as('member02'),
    );
    const withdraw = (amount: string, requestId: string) =>
      api.encrypted(
        'POST',
        '/wps/cashier/withdrawal',
        { bankAccountId: bank.body.value.id, amount, paymentPassword: '246810', requestId },
        as('member02'),
      );
    expect((await withdraw('100', 'vip-wd-0001')).status).toBe(200);
    const over = await withdraw('250', 'vip-wd-0002');
    expect(over.body).toMatchObject({
      message: 'vip_withdrawal_amount_limit',
      value: { limit: '300.00', used: '100.00', remaining: '200.00' },
    });
    expect((await withdraw('150', 'vip-wd-0003')).status).toBe(200);
    expect((await withdraw('150', 'vip-wd-0003')).status).toBe(200);
    const third = await withdraw('100', 'vip-wd-0004');
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ message: 'vip_withdrawal_count_limit', value: { limit: 2, used: 2, level: 0 } });
    // A higher level's limits apply at once.
    await db().updateTable('member').set({ vip_level: 1 }).where('username', '=', 'member02').execute();
    expect((await withdraw('100', 'vip-wd-0005')).status).toBe(200);
  });
});

describe('account figures', () => {
  it('shows hasVip, the level’s name in the reader’s language and its number in member info', async () => {
    await db().updateTable('member').set({ vip_level: 2 }).where('username', '=', 'member03').execute();
    const en = (await api.get('/wps/member/info', as('member03', { language: 'en' }))).body.value;
    expect(en).toMatchObject({ hasVip: true, vipLabelName: 'Silver', vipRankLevel: 2 });
    const zh = (await api.get('/wps/member/info', as('member03', { language: 'zh' }))).body.value;
    expect(zh.vipLabelName).toBe('白银');
    await db().updateTable('member').set({ vip_level: 0 }).where('username', '=', 'player01').execute();
    const base = (await api.get('/wps/member/info', as('player', { language: 'en' }))).body.value;
    expect(base).toMatchObject({ hasVip: false, vipLabelName: 'Member', vipRankLevel: 0 });
  });
});

describe('back office', () => {
  const level = (over: Record<string, unknown> = {}) => ({
    names: { en: 'Black', zh: '黑金', my: 'အနက်' },
    depositThreshold: '900000',
    validBetThreshold: '4000000',
    keepValidBet: '2000000',
    upgradeBonus: '5888',
    weeklyBonus: '1500',
    monthlyBonus: '5888',
    rebateRates: { RNG: 1, LOTT: 0.5 },
    withdrawalDailyCount: 20,
    withdrawalDailyAmount: '500000',
    ...over,
  });

  it('lists, edits, adds and removes levels with thresholds rising, each write audited', async () => {
    const list = (await api.get('/ops/vip/levels', as('owner'))).body.value;
    expect(list.levels).toHaveLength(6);
    expect(list.settings).toEqual({ windowDays: 30, turnoverMultiple: 0 });
    expect((await api.put('/ops/vip/levels/3', level({ depositThreshold: '1' }), as('owner'))).body).toMatchObject({
      message: 'vip_thresholds_not_increasing',
      value: { level: 3 },
    });
    const edited = await api.put('/ops/vip/levels/3', level({ depositThreshold: '20000', validBetThreshold: '100000' }), as('owner'));
    expect(edited.body.value.levels[3]).toMatchObject({ names: { en: 'Black' }, depositThreshold: '20000.00', withdrawalDailyCount: 20 });
    expect((await api.post('/ops/vip/levels', level({ depositThreshold: '10' }), as('owner'))).body.message).toBe(
      'vip_thresholds_not_increasing',
    );
    const added = await api.post('/ops/vip/levels', level(), as('owner'));
    expect(added.body.value.levels).toHaveLength(7);
    expect((await api.delete('/ops/vip/levels/2', as('owner'))).body.message).toBe('vip_level_not_top');
    expect((await api.delete('/ops/vip/levels/6', as('owner'))).body.value.levels).toHaveLength(6);
    expect((await api.post('/ops/vip/levels', level(), as('cs'))).status).toBe(403);
    const settings = await api.put('/ops/vip/settings', { windowDays: 45, turnoverMultiple: 2 }, as('owner'));
    expect(settings.body.value.settings).toEqual({ windowDays: 45, turnoverMultiple: 2 });
    expect((await api.put('/ops/vip/settings', { windowDays: 0, turnoverMultiple: 2 }, as('owner'))).body.message).toBe(
      'invalid_parameter',
    );
    await api.put('/ops/vip/settings', { windowDays: 30, turnoverMultiple: 0 }, as('owner'));
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'vip.%')
      .where('outcome', '=', 'ok')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(
      ['vip.level.add', 'vip.level.remove', 'vip.level.update', 'vip.settings', 'vip.settings'].sort(),
    );
  });

  it('sets a member’s level by hand, paying the upgrade bonus only when chosen', async () => {
    const m = await member('member04');
    const quiet = await api.put(`/ops/vip/members/${m.id}/level`, { level: 1, payBonus: false, requestId: 'vip-set-00001' }, as('owner'));
    expect(quiet.body.value).toMatchObject({
      level: 1,
      history: [expect.objectContaining({ reason: 'operator', bonus: '0.00', operator: 'vip_owner' })],
    });
    expect(await vipBonuses(m.id)).toHaveLength(0);
    const paid = await api.put(`/ops/vip/members/${m.id}/level`, { level: 2, payBonus: true, requestId: 'vip-set-00002' }, as('owner'));
    expect(paid.body.value.history[0]).toMatchObject({ fromLevel: 1, toLevel: 2, bonus: '58.00' });
    const replay = await api.put(`/ops/vip/members/${m.id}/level`, { level: 2, payBonus: true, requestId: 'vip-set-00002' }, as('owner'));
    expect(replay.body.value.history).toHaveLength(2);
    expect((await vipBonuses(m.id)).map((b) => b.grant_key)).toEqual(['vip:upgrade:2']);
    expect(
      (await api.put(`/ops/vip/members/${m.id}/level`, { level: 9, payBonus: false, requestId: 'vip-set-00003' }, as('owner'))).body
        .message,
    ).toBe('vip_level_not_found');
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'vip.member.level')
      .where('outcome', '=', 'ok')
      .execute();
    // The two sets, and the replay (which changed nothing: the guard's own row of the request).
    expect(audit).toHaveLength(3);
  });
});
