import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, fund, seedSettledRound, type TestApp } from '../../testing/index';
import { blockingRequirement } from './turnover';

/**
 * The promotions foundation over the demo: statuses for a guest and a member, a first-deposit
 * claim paid once under 32 concurrent claims, its turnover requirement holding withdrawals until
 * settled bets meet it, and forfeiting a bonus.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const db = () => t.database.db;
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
async function memberId(username: string) {
  return (await db().selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}
async function promotionId(code: string) {
  return (await db().selectFrom('promotion').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}
/** A deposit the cashier credited now: its row and its money. */
async function creditedDeposit(username: string, amount: bigint) {
  const member = await db().selectFrom('member').select(['id', 'merchant_id']).where('username', '=', username).executeTakeFirstOrThrow();
  const channel = await db()
    .selectFrom('deposit_channel')
    .select('id')
    .where('merchant_id', '=', member.merchant_id)
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('deposit')
    .values({
      merchant_id: member.merchant_id,
      member_id: member.id,
      channel_id: channel.id,
      amount,
      request_id: `test-dep-${crypto.randomUUID()}`,
      status: 'CREDITED',
      decided_at: new Date(),
    })
    .execute();
  await fund(db(), username, amount);
}
const balance = async (who: string) => (await api.get('/wps/v2/wallets/balance', as(who))).body.value.balance as string;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  tokens.player = await login('player01', 'Player123');
  tokens.member02 = await login('member02', 'Member123');
});
afterAll(async () => {
  await t.close();
});

describe('promotions', () => {
  it('lists the demo promotions to a guest, in a tab and a tag', async () => {
    const all = await api.get('/wps/promotion/list');
    expect(all.status).toBe(200);
    const codes = (all.body.value as { code: string }[]).map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['FESTIVAL_FIRST_DEPOSIT', 'WELCOME_GIFT', 'SHARE_YOUR_WIN']));
    const deposit = (await api.get('/wps/promotion/list?category=DEPOSIT')).body.value as { code: string; status: string }[];
    expect(deposit.map((p) => p.code)).toEqual(['FESTIVAL_FIRST_DEPOSIT', 'DAILY_RELOAD']);
    expect((await api.get('/wps/promotion/list?tag=NEWBIE')).body.value.map((p: { code: string }) => p.code)).toEqual(['WELCOME_GIFT']);
    expect((await api.get('/wps/promotion/list?category=NOPE')).body.message).toBe('invalid_parameter');
  });

  it('tells a member why a promotion cannot be claimed yet', async () => {
    const id = await promotionId('FESTIVAL_FIRST_DEPOSIT');
    const detail = (await api.get(`/wps/promotion/detail?id=${id}`, as('player'))).body.value;
    expect(detail).toMatchObject({ status: 'CLAIM', claimable: null, reason: 'deposit_first', reasonValues: { min: '100.00' } });
    const claim = await api.post('/wps/promotion/claim', { promotionId: id, requestId: 'claim-early-01' }, as('player'));
    expect(claim.body.message).toBe('promotion_not_eligible');
    expect((await api.get('/wps/promotion/claimHall', as('player'))).body.value.map((p: { code: string }) => p.code)).not.toContain(
      'FESTIVAL_FIRST_DEPOSIT',
    );
  });

  it('pays a first-deposit bonus once under 32 concurrent claims, and answers a replay with it', async () => {
    const id = await promotionId('FESTIVAL_FIRST_DEPOSIT');
    await creditedDeposit('player01', 20_000n);
    const hall = (await api.get('/wps/promotion/claimHall', as('player'))).body.value as { code: string; claimable: string }[];
    expect(hall.find((p) => p.code === 'FESTIVAL_FIRST_DEPOSIT')?.claimable).toBe('100.00');
    const before = Number(await balance('player'));
    const replies = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        api.post('/wps/promotion/claim', { promotionId: id, requestId: `claim-many-${String(i).padStart(2, '0')}` }, as('player')),
      ),
    );
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const bonusIds = new Set(replies.map((r) => r.body.value.bonusId));
    expect(bonusIds.size).toBe(1);
    expect(replies[0]?.body.value).toMatchObject({ amount: '100.00', turnoverRequired: '300.00' });
    expect(Number(await balance('player'))).toBe(before + 100);
    const rows = await db()
      .selectFrom('bonus')
      .selectAll()
      .where('member_id', '=', await memberId('player01'))
      .execute();
    expect(rows).toHaveLength(1);
    const spent = await db().selectFrom('promotion').select('spent').where('id', '=', id).executeTakeFirstOrThrow();
    expect(BigInt(spent.spent)).toBe(10_000n);
    const replay = await api.post('/wps/promotion/claim', { promotionId: id, requestId: 'claim-many-07' }, as('player'));
    expect(replay.body.value.bonusId).toBe([...bonusIds][0]);
    const detail = (await api.get(`/wps/promotion/detail?id=${id}`, as('player'))).body.value;
    expect(detail.status).toBe('CLAIMED');
  });

  it('holds withdrawals while the turnover requirement is open, until settled bets meet it', async () => {
    const player = await memberId('player01');
    expect(await blockingRequirement(db(), player)).toMatchObject({ required: 30_000n, done: 0n });
    const game = await db().selectFrom('game').select('id').where('is_game', '=', true).executeTakeFirstOrThrow();
    await seedSettledRound(db(), { username: 'player01', gameId: game.id, bet: 20_000n, win: 0n, settledAt: new Date() });
    expect(await blockingRequirement(db(), player)).toMatchObject({ required: 30_000n, done: 20_000n });
    const bonuses = (await api.get('/wps/promotion/bonuses', as('player'))).body.value;
    expect(bonuses.list[0]).toMatchObject({ requirement: 'open', turnover: { required: '300.00', done: '200.00', remaining: '100.00' } });
    await seedSettledRound(db(), { username: 'player01', gameId: game.id, bet: 10_000n, win: 0n, settledAt: new Date() });
    expect(await blockingRequirement(db(), player)).toBeNull();
    const after = (await api.get('/wps/promotion/bonuses', as('player'))).body.value;
    expect(after.list[0]).toMatchObject({ requirement: 'met', turnover: { remaining: '0.00' } });
  });

  it('forfeits an open bonus: what is left of it goes back and withdrawals are free again', async () => {
    const id = await promotionId('WELCOME_GIFT');
    const early = await api.post('/wps/promotion/claim', { promotionId: id, requestId: 'claim-welcome-0' }, as('member02'));
    expect(early.body).toMatchObject({ message: 'promotion_not_eligible', value: { reason: 'not_newbie', days: '7' } });
    await db().updateTable('member').set({ created_at: new Date() }).where('username', '=', 'member02').execute();
    const claimed = await api.post('/wps/promotion/claim', { promotionId: id, requestId: 'claim-welcome-1' }, as('member02'));
    expect(claimed.body.value).toMatchObject({ amount: '8.00', turnoverRequired: '8.00' });
    const member = await memberId('member02');
    expect(await blockingRequirement(db(), member)).not.toBeNull();
    const before = Number(await balance('member02'));
    const forfeit = await api.post(
      '/wps/promotion/bonus/forfeit',
      { bonusId: claimed.body.value.bonusId, requestId: 'forfeit-0001' },
      as('member02'),
    );
    expect(forfeit.body.value).toMatchObject({ returned: '8.00' });
    expect(Number(await balance('member02'))).toBe(before - 8);
    expect(await blockingRequirement(db(), member)).toBeNull();
    const again = await api.post(
      '/wps/promotion/bonus/forfeit',
      { bonusId: claimed.body.value.bonusId, requestId: 'forfeit-0002' },
      as('member02'),
    );
    expect(again.body.value).toMatchObject({ returned: '8.00' });
    expect(Number(await balance('member02'))).toBe(before - 8);
    const other = await api.post('/wps/promotion/bonus/forfeit', { bonusId: 999_999, requestId: 'forfeit-0003' }, as('member02'));
    expect(other.body.message).toBe('bonus_not_found');
  });
});
