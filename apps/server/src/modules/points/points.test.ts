import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, fund, operatorToken, seedSettledRound, type TestApp } from '../../testing/index';
import { accrueMember, sweepPoints } from './points-accrual';
import { creditedDeposit, givePoints, pointsMember, TEST_PAYMENT_PASSWORD } from './points-test-support';

/**
 * The points mall over the demo (docs/points/points-mall.md): earning exactly once from settled
 * lottery rounds and credited deposits, redemption checks, concurrent redemptions against a small
 * stock (one process here; points-processes.test.ts runs two over PostgreSQL), decisions, cancel,
 * conversion at the rate table, and the operator calls' permissions and audit.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let ops: string;
const db = () => t.database.db;
let merchantId = 0;

const auth = (token: string) => ({ authorization: token });
const goodsId = async (code: string) =>
  (await db().selectFrom('points_goods').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const pointsOf = async (token: string) => (await api.get('/wps/points/balance', auth(token))).body.value.points as string;
const mainOf = async (memberId: number) =>
  BigInt(
    (
      await db()
        .selectFrom('ledger_account')
        .select('balance')
        .where('member_id', '=', memberId)
        .where('kind', '=', 'main')
        .executeTakeFirst()
    )?.balance ?? 0n,
  );
let n = 0;
const rid = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(n++).toString().padStart(4, '0')}`;
const redeem = (token: string, body: Record<string, unknown>) =>
  api.encrypted(
    'POST',
    '/wps/points/redeem',
    { paymentPassword: TEST_PAYMENT_PASSWORD, quantity: 1, requestId: rid('r'), ...body },
    auth(token),
  );

/** A fresh good of 10 units at 100 points, made through the operator's call. */
async function rushGoods(): Promise<number> {
  const created = await api.post(
    '/ops/points/goods',
    {
      type: 'life',
      names: { en: 'Rush voucher' },
      descriptions: {},
      imageUrl: '',
      points: '100',
      amount: '0',
      stock: 10,
      perMemberLimit: null,
      needsAddress: false,
      needsMobile: false,
      promotionId: null,
      bonusAmount: null,
      enabled: true,
      sort: 1,
    },
    auth(ops),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.value.id as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  ops = await operatorToken(db());
  merchantId = (await db().selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('earning', () => {
  it('credits settled lottery bets and a credited deposit once, showing base, unit and ratio; a rule change applies to what follows', async () => {
    const m = await pointsMember(db(), 'earner01');
    const lottery = await db().selectFrom('game').select('id').where('category_code', '=', 'LOTT').executeTakeFirstOrThrow();
    const bet = (amount: bigint) =>
      seedSettledRound(db(), { username: 'earner01', gameId: lottery.id, bet: amount, win: 0n, settledAt: new Date() });
    await bet(2500n);
    await bet(700n);
    // Concurrent accruals and a sweep: 32.00 of valid bet at 10.00 a point is 3 points, 2.00 carried.
    await Promise.all([accrueMember(db(), m.id), accrueMember(db(), m.id), sweepPoints(db())]);
    await accrueMember(db(), m.id);
    expect(await pointsOf(m.token)).toBe('3');
    const details = (await api.get('/wps/points/details', auth(m.token))).body.value;
    expect(details.total).toBe(1);
    expect(details.rows[0]).toMatchObject({
      type: 'lottery',
      changedPoints: '+3',
      pointsBalance: '3',
      base: '30.00',
      unit: '10.00',
      ratio: 1,
    });

    await creditedDeposit(db(), m.id, 25_000n);
    await Promise.all([accrueMember(db(), m.id), accrueMember(db(), m.id)]);
    expect(await pointsOf(m.token)).toBe('13');
    const deposit = (await api.get('/wps/points/details?type=deposit', auth(m.token))).body.value;
    expect(deposit.rows).toHaveLength(1);
    expect(deposit.rows[0]).toMatchObject({ type: 'deposit', changedPoints: '+10', base: '250.00', unit: '100.00', ratio: 5 });

    // Lottery now earns 2 points per 5.00: the 2.00 carried plus 3.00 more make one unit.
    await db()
      .updateTable('points_earn_rule')
      .set({ unit: 500n, points: 2 })
      .where('merchant_id', '=', merchantId)
      .where('type', '=', 'lottery')
      .execute();
    await bet(300n);
    expect(await pointsOf(m.token)).toBe('15');
    const lotteryRows = (await api.get('/wps/points/details?type=lottery', auth(m.token))).body.value.rows;
    expect(lotteryRows[0]).toMatchObject({ changedPoints: '+2', base: '5.00', unit: '5.00', ratio: 2 });
    await db()
      .updateTable('points_earn_rule')
      .set({ unit: 1000n, points: 1 })
      .where('merchant_id', '=', merchantId)
      .where('type', '=', 'lottery')
      .execute();

    const posts = await db()
      .selectFrom('ledger_transaction')
      .select('idempotency_key')
      .where('reference', 'like', `earn:%:${m.id}:%`)
      .execute();
    expect(posts).toHaveLength(2);
    const balance = (await api.get('/wps/points/balance', auth(m.token))).body.value;
    expect(balance).toEqual({ points: '15', earned: '15', spent: '0', pending: '0' });
    const reward = (await api.get('/wps/points/reward', auth(m.token))).body.value;
    expect(reward.total).toBe('15');
    expect(reward.byType.find((r: { type: string }) => r.type === 'lottery')).toMatchObject({ base: '35.00', points: '5' });
  }, 60_000);
});

describe('redeem', () => {
  it('refuses every wrong request and moves nothing; a replay answers the first', async () => {
    const m = await pointsMember(db(), 'redeemer01');
    await givePoints(db(), m.id, 1000n);
    const tumbler = await goodsId('GIFT_TUMBLER');
    const topUp = await goodsId('LIFE_TOPUP_1000');
    const gift = { goodsId: tumbler, address: '1 Main St, Yangon', countryDialingCode: '95', mobileNum: '9123456789' };

    const plain = await api.post(
      '/wps/points/redeem',
      { ...gift, paymentPassword: TEST_PAYMENT_PASSWORD, quantity: 1, requestId: rid('p') },
      auth(m.token),
    );
    expect(plain.body.message).toBe('encryption_required');
    expect((await redeem(m.token, { ...gift, paymentPassword: '999999' })).body.message).toBe('payment_password_incorrect');
    expect((await redeem(m.token, { ...gift, quantity: 0 })).status).toBe(400);
    expect((await redeem(m.token, { ...gift, quantity: 100 })).status).toBe(400);
    expect((await redeem(m.token, { ...gift, goodsId: 999_999 })).body.message).toBe('points_goods_unavailable');
    expect((await redeem(m.token, { goodsId: tumbler, countryDialingCode: '95', mobileNum: '9123456789' })).body.message).toBe(
      'points_address_required',
    );
    expect((await redeem(m.token, { goodsId: tumbler, address: 'x street' })).body.message).toBe('points_mobile_required');
    expect((await redeem(m.token, { goodsId: topUp })).body.message).toBe('points_mobile_required');
    const short = await redeem(m.token, { ...gift, quantity: 11 });
    expect(short.body.message).toBe('points_insufficient');
    expect((await redeem(m.token, { goodsId: await goodsId('LIFE_MOVIE_TICKET'), quantity: 4 })).body.message).toBe(
      'points_goods_out_of_stock',
    );
    const headphones = { ...gift, goodsId: await goodsId('GIFT_HEADPHONES') };
    expect((await redeem(m.token, { ...headphones, quantity: 3 })).body.message).toBe('points_goods_limit_reached');
    expect(await pointsOf(m.token)).toBe('1000');
    expect(await db().selectFrom('points_redemption').select('id').where('member_id', '=', m.id).execute()).toHaveLength(0);

    await db().updateTable('points_settings').set({ enabled: false }).where('merchant_id', '=', merchantId).execute();
    expect((await redeem(m.token, gift)).body.message).toBe('points_mall_disabled');
    await db().updateTable('points_settings').set({ enabled: true }).where('merchant_id', '=', merchantId).execute();

    const body = { ...gift, quantity: 2, remark: 'gift wrap', requestId: rid('ok') };
    const first = await redeem(m.token, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ points: '800', replayed: false });
    expect(first.body.value.redemption).toMatchObject({
      status: 'in_process',
      quantity: 2,
      points: '200',
      address: gift.address,
      remark: 'gift wrap',
    });
    expect(first.body.value.redemption.mobile).toBe('+95 •••• 6789');
    expect(first.body.value.redemption.transactionNo).toMatch(/^PR\d{8}\d{6}$/);
    const again = await redeem(m.token, body);
    expect(again.body.value).toMatchObject({ points: '800', replayed: true });
    expect(again.body.value.redemption.id).toBe(first.body.value.redemption.id);
    expect((await api.get('/wps/points/balance', auth(m.token))).body.value).toMatchObject({ points: '800', pending: '200', spent: '200' });
    const list = (await api.get('/wps/points/redeem/list', auth(m.token))).body.value;
    expect(list.total).toBe(1);
  }, 60_000);

  it('accepts exactly 10 of 100 concurrent redemptions of a good with 10 in stock (one process; two in points-processes.test.ts)', async () => {
    // 100 members: one member's concurrent payment-password checks would meet its lockout first.
    const members = [];
    for (let i = 0; i < 100; i++) members.push(await pointsMember(db(), `rusher${String(i).padStart(3, '0')}`));
    for (const m of members) await givePoints(db(), m.id, 1000n);
    const others = async () => db().selectFrom('points_goods').select(['id', 'redeemed']).orderBy('id').execute();
    const othersBefore = await others();
    const id = await rushGoods();
    const replies = await Promise.all(members.map((m) => redeem(m.token, { goodsId: id })));
    const accepted = replies.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(10);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.body.message).toBe('points_goods_out_of_stock');
    const goods = await db().selectFrom('points_goods').select(['redeemed', 'stock']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(goods).toEqual({ redeemed: 10, stock: 10 });
    // The stock guard touches that good alone.
    expect((await others()).filter((g) => g.id !== id)).toEqual(othersBefore);
    const spent = await db()
      .selectFrom('ledger_transaction')
      .select('id')
      .where('kind', '=', 'points_redeem')
      .where(
        'reference',
        'in',
        accepted.map((r) => `redemption:${r.body.value.redemption.id}`),
      )
      .execute();
    expect(spent).toHaveLength(10);
  }, 300_000);

  it('approves, rejects (points, amount and stock back once), cancels, and refuses a second decision', async () => {
    const m = await pointsMember(db(), 'decider01');
    await givePoints(db(), m.id, 10_000n);
    await fund(db(), 'decider01', 10_000n);
    const watch = await goodsId('GIFT_SMARTWATCH');
    const gift = { goodsId: watch, address: '2 Side St', countryDialingCode: '95', mobileNum: '9876543210' };
    const stock = async () =>
      (await db().selectFrom('points_goods').select('redeemed').where('id', '=', watch).executeTakeFirstOrThrow()).redeemed;
    const before = await stock();
    const first = await redeem(m.token, gift);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const a = first.body.value.redemption;
    expect(a.amount).toBe('10.00');
    expect(a.paidAccount).toBe('main');
    expect(await mainOf(m.id)).toBe(9000n);
    const auditor = await operatorToken(db(), 'points_auditor', 'auditor');
    expect((await api.post(`/ops/points/redemptions/${a.id}/approve`, {}, auth(auditor))).status).toBe(403);
    const approved = await api.post(`/ops/points/redemptions/${a.id}/approve`, { reply: 'DHL 123' }, auth(ops));
    expect(approved.body.value).toMatchObject({ status: 'approved', reply: 'DHL 123', username: 'decider01' });
    expect((await api.post(`/ops/points/redemptions/${a.id}/reject`, {}, auth(ops))).body.message).toBe('points_redemption_not_pending');

    // One per member: the watch is taken; a topped-up member's second is refused, so use another good.
    const tumbler = { ...gift, goodsId: await goodsId('GIFT_TUMBLER') };
    const b = (await redeem(m.token, tumbler)).body.value.redemption;
    expect(await pointsOf(m.token)).toBe('7900');
    const rejections = await Promise.all([
      api.post(`/ops/points/redemptions/${b.id}/reject`, { reply: 'out of colour' }, auth(ops)),
      api.post(`/ops/points/redemptions/${b.id}/reject`, { reply: 'out of colour' }, auth(ops)),
    ]);
    expect(rejections.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await pointsOf(m.token)).toBe('8000');
    const returns = await db().selectFrom('ledger_transaction').select('id').where('reference', '=', `redemption:${b.id}`).execute();
    expect(returns).toHaveLength(2);

    const c = (await redeem(m.token, tumbler)).body.value.redemption;
    const cancelled = await api.post(`/wps/points/redeem/${c.id}/cancel`, { requestId: rid('c') }, auth(m.token));
    expect(cancelled.body.value.status).toBe('cancelled');
    expect((await api.post(`/wps/points/redeem/${c.id}/cancel`, { requestId: rid('c') }, auth(m.token))).body.value.status).toBe(
      'cancelled',
    );
    expect((await api.post(`/ops/points/redemptions/${c.id}/approve`, {}, auth(ops))).body.message).toBe('points_redemption_not_pending');
    expect(await pointsOf(m.token)).toBe('8000');
    expect(await stock()).toBe(before + 1);
    const details = (await api.get('/wps/points/details?type=return', auth(m.token))).body.value;
    expect(details.total).toBe(2);
    const audits = await db().selectFrom('audit_log').select('action').where('target_type', '=', 'points_redemption').execute();
    expect(audits.map((x) => x.action)).toEqual(expect.arrayContaining(['points.redemption.approve', 'points.redemption.reject']));
  }, 60_000);

  it('a promotion good is approved at once and pays its bonus with the promotion’s turnover', async () => {
    const m = await pointsMember(db(), 'promo01');
    await givePoints(db(), m.id, 1000n);
    const good = await goodsId('PROMO_RELOAD_BONUS');
    const r = await redeem(m.token, { goodsId: good, quantity: 2 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value.redemption.status).toBe('approved');
    expect(await mainOf(m.id)).toBe(1000n);
    const bonus = await db().selectFrom('bonus').selectAll().where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(BigInt(bonus.amount)).toBe(1000n);
    expect(BigInt(bonus.turnover_required)).toBeGreaterThan(0n);
    const message = await sql<{ n: string }>`SELECT count(*)::text AS n FROM member_message WHERE member_id = ${m.id}`
      .execute(db())
      .catch(() => null);
    if (message) expect(Number(message.rows[0]?.n)).toBeGreaterThan(0);
  }, 60_000);
});

describe('convert', () => {
  it('converts at the rate table in one transaction, refuses below the minimum and off-step, and replays', async () => {
    const m = await pointsMember(db(), 'converter01');
    await givePoints(db(), m.id, 1500n);
    const convert = (points: string, requestId = rid('v')) =>
      api.encrypted('POST', '/wps/points/convert', { points, paymentPassword: TEST_PAYMENT_PASSWORD, requestId }, auth(m.token));
    expect((await convert('50')).body).toMatchObject({ message: 'points_convert_below_minimum' });
    expect((await convert('150')).body).toMatchObject({ message: 'points_convert_step' });
    expect((await convert('2000')).body.message).toBe('points_insufficient');
    expect(
      (await api.encrypted('POST', '/wps/points/convert', { points: '100', paymentPassword: '000000', requestId: rid('v') }, auth(m.token)))
        .body.message,
    ).toBe('payment_password_incorrect');
    const requestId = rid('conv');
    const first = await convert('1000', requestId);
    expect(first.body.value).toEqual({ points: '1000', amount: '12.00', pointsBalance: '500', balance: '12.00', replayed: false });
    expect((await convert('1000', requestId)).body.value).toMatchObject({ pointsBalance: '500', balance: '12.00', replayed: true });
    const conversion = await db().selectFrom('points_conversion').select('id').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    const legs = await db()
      .selectFrom('ledger_transaction')
      .select(['kind'])
      .where('reference', '=', `conversion:${conversion.id}`)
      .execute();
    expect(legs.map((l) => l.kind).sort()).toEqual(['points_convert', 'points_mall_payout']);
    const line = (await api.get('/wps/points/details?type=convert', auth(m.token))).body.value.rows[0];
    expect(line).toMatchObject({ changedPoints: '-1000', pointsBalance: '500', remark: '12.00' });
  }, 60_000);
});

describe('operator calls', () => {
  it('read and write settings and goods with their permissions, audited', async () => {
    const auditor = await operatorToken(db(), 'points_auditor2', 'auditor');
    const settings = await api.get('/ops/points/settings', auth(auditor));
    expect(settings.status).toBe(200);
    expect(settings.body.value.rates).toHaveLength(3);
    expect((await api.put('/ops/points/settings', settings.body.value, auth(auditor))).status).toBe(403);
    const changed = { ...settings.body.value, rulesText: { en: 'New rules' } };
    const saved = await api.put('/ops/points/settings', changed, auth(ops));
    expect(saved.body.value.rulesText).toEqual({ en: 'New rules' });
    expect((await api.get('/wps/points/config')).body.value.rulesText).toBe('New rules');
    const goods = (await api.get('/ops/points/goods', auth(ops))).body.value;
    const watch = goods.find((g: { names: { en: string } }) => g.names.en === 'Smart watch');
    const { id, redeemed, remaining, ...input } = watch;
    expect((await api.put(`/ops/points/goods/${id}`, { ...input, stock: redeemed - 1 }, auth(ops))).body.message).toBe(
      'points_stock_below_redeemed',
    );
    expect((await api.put(`/ops/points/goods/${id}`, { ...input, stock: 6 }, auth(ops))).body.value.remaining).toBe(6 - redeemed);
    const queue = await api.get('/ops/points/redemptions?status=approved', auth(auditor));
    expect(queue.body.value.total).toBeGreaterThan(0);
    const audits = await db().selectFrom('audit_log').select('action').where('action', 'like', 'points.%').execute();
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['points.settings', 'points.goods.create', 'points.goods.update']));
    const publicGoods = (await api.get('/wps/points/goods?type=promotion')).body.value;
    expect(publicGoods[0].bonus).toMatchObject({ amount: '5.00' });
  }, 60_000);
});
