import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, buildTestApp, freshIp, seedSettledRound, type TestApp } from '../../testing/index';
import { businessDay } from '../missions/periods';

/**
 * Automatic promotions: paid without a claim (ISSUED) after a credited deposit, and by the
 * sweeper for a period that ended: once per member and period, whichever process sweeps.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const db = () => t.database.db;
const tokens: Record<string, string> = {};
const as = (who: string) => ({ authorization: tokens[who] as string });

async function login(username: string, password: string) {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token as string;
}
const promotion = (code: string) => db().selectFrom('promotion').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const bonusesOf = async (username: string, promotionId: number) =>
  db()
    .selectFrom('bonus')
    .innerJoin('member', 'member.id', 'bonus.member_id')
    .select(['bonus.id', 'bonus.amount', 'bonus.taken_by', 'bonus.grant_key'])
    .where('member.username', '=', username)
    .where('bonus.promotion_id', '=', promotionId)
    .execute();

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  tokens.member02 = await login('member02', 'Member123');
  tokens.player = await login('player01', 'Player123');
});
afterAll(async () => {
  await t.close();
});

describe('automatic promotions', () => {
  it('pays an automatic reload after the deposit is credited, without a claim, once', async () => {
    const reload = await promotion('DAILY_RELOAD');
    await db().updateTable('promotion').set({ take_mode: 'auto' }).where('id', '=', reload.id).execute();
    const deposit = async (amount: string, requestId: string) => {
      const created = (await api.post('/wps/cashier/deposit', { channel: 'FORTUNA_PAY', amount, requestId }, as('member02'))).body.value;
      const paid = await api.post(created.payUrl, { outcome: 'PAID' }, as('member02'));
      expect(paid.body.value.status).toBe('CREDITED');
    };
    await deposit('500', 'auto-dep-0001'); // the first deposit ever: the reload does not count it
    await deposit('700', 'auto-dep-0002');
    await vi.waitFor(async () => expect(await bonusesOf('member02', reload.id)).toHaveLength(1), { timeout: 20_000, interval: 100 });
    const [bonus] = await bonusesOf('member02', reload.id);
    expect(bonus).toMatchObject({ taken_by: 'auto' });
    expect(BigInt(bonus?.amount ?? 0)).toBe(7_000n);
    await deposit('900', 'auto-dep-0003');
    const detail = (await api.get(`/wps/promotion/detail?id=${reload.id}`, as('member02'))).body.value;
    expect(detail).toMatchObject({ status: 'ISSUED' });
    // Evaluated again (as after that third deposit), the day's reload pays nothing more.
    const merchant = await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    const member = await db().selectFrom('member').select('id').where('username', '=', 'member02').executeTakeFirstOrThrow();
    expect(await t.app.autoGrants.afterDeposit(merchant, member.id)).toBe(0);
    expect(await bonusesOf('member02', reload.id)).toHaveLength(1);
  });

  it("sweeps yesterday's cashback once: paid ISSUED to each loser, the period marked done, a second sweep pays nothing", async () => {
    const cashback = await promotion('DAILY_CASHBACK');
    const game = await db().selectFrom('game').select('id').where('is_game', '=', true).executeTakeFirstOrThrow();
    const merchant = await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    const yesterday = new Date(businessDay(new Date(), merchant.time_zone).from.getTime() - 3_600_000);
    await seedSettledRound(db(), { username: 'player01', gameId: game.id, bet: 400_000n, win: 100_000n, settledAt: yesterday });
    await seedSettledRound(db(), { username: 'member03', gameId: game.id, bet: 5_000n, win: 0n, settledAt: yesterday });
    // newbie01 lost too, but is on a time-out: a promotion is marketing, and none reaches it.
    await seedSettledRound(db(), { username: 'newbie01', gameId: game.id, bet: 400_000n, win: 0n, settledAt: yesterday });
    const newbie = await db().selectFrom('member').select('id').where('username', '=', 'newbie01').executeTakeFirstOrThrow();
    await db()
      .insertInto('rg_exclusion')
      .values({
        member_id: newbie.id,
        kind: 'timeout',
        starts_at: new Date(Date.now() - 3_600_000),
        ends_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const before = (await api.get('/wps/v2/wallets/balance', as('player'))).body.value.balance as string;
    const player = await db().selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow();
    const bonusIds = async () =>
      (await db().selectFrom('bonus').select(['id', 'amount']).where('member_id', '=', player.id).execute()).map((b) => ({
        id: String(b.id),
        amount: BigInt(b.amount),
      }));
    const held = new Set((await bonusIds()).map((b) => b.id));
    const first = await t.app.autoGrants.sweep(new Date());
    expect(first.granted).toBeGreaterThanOrEqual(1);
    const paid = await bonusesOf('player01', cashback.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ taken_by: 'auto' });
    expect(BigInt(paid[0]?.amount ?? 0)).toBe(15_000n);
    expect(await bonusesOf('member03', cashback.id)).toHaveLength(0); // 50 lost, below the minimum of 100
    expect(await bonusesOf('newbie01', cashback.id)).toHaveLength(0);
    // Every bonus the sweep paid player01 reached the balance: the cashback, and on a Monday (yesterday was
    // last week) the weekly ranking's prize for those same bets.
    const paidNow = (await bonusIds()).filter((b) => !held.has(b.id)).reduce((sum, b) => sum + b.amount, 0n);
    expect(paidNow).toBeGreaterThanOrEqual(15_000n);
    const minor = (text: string) => BigInt(Math.round(Number(text) * 100));
    expect(minor((await api.get('/wps/v2/wallets/balance', as('player'))).body.value.balance)).toBe(minor(before) + paidNow);
    const detail = (await api.get(`/wps/promotion/detail?id=${cashback.id}`, as('player'))).body.value;
    expect(detail.status).toBe('ISSUED');
    const sweepRow = await db().selectFrom('promotion_sweep').selectAll().where('promotion_id', '=', cashback.id).executeTakeFirstOrThrow();
    expect(sweepRow.done_at).not.toBeNull();
    expect(sweepRow.lease_owner).toBeNull();
    const again = await t.app.autoGrants.sweep(new Date());
    expect(await bonusesOf('player01', cashback.id)).toHaveLength(1);
    expect(again.granted).toBe(0);
  });

  it('a lease held by another live process keeps this one off that period; an expired one is taken over', async () => {
    const ranking = await promotion('WEEKLY_RANKING');
    const merchant = await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    const { previousPeriod, periodKeyOf } = await import('./rules/rule-periods');
    const key = periodKeyOf('weekly', previousPeriod('weekly', new Date(), merchant.time_zone), merchant.time_zone);
    // The earlier sweep finished this period (nobody had played); it is open again, and another process holds it.
    await db()
      .updateTable('promotion_sweep')
      .set({ done_at: null, lease_owner: 'other', lease_until: new Date(Date.now() + 60_000) })
      .where('promotion_id', '=', ranking.id)
      .where('period_key', '=', key)
      .execute();
    const game = await db().selectFrom('game').select('id').where('is_game', '=', true).executeTakeFirstOrThrow();
    const lastWeek = new Date(previousPeriod('weekly', new Date(), merchant.time_zone).from.getTime() + 86_400_000);
    await seedSettledRound(db(), { username: 'member04', gameId: game.id, bet: 100_000n, win: 0n, settledAt: lastWeek });
    await t.app.autoGrants.sweep(new Date());
    expect(await bonusesOf('member04', ranking.id)).toHaveLength(0);
    await db()
      .updateTable('promotion_sweep')
      .set({ lease_until: new Date(Date.now() - 1) })
      .where('promotion_id', '=', ranking.id)
      .execute();
    await t.app.autoGrants.sweep(new Date());
    const won = await bonusesOf('member04', ranking.id);
    expect(won).toHaveLength(1);
    expect(won[0]?.grant_key).toBe(`promo:${ranking.id}:${key}`);
  });
});
