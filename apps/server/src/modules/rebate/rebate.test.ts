import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, seedSettledRound, type TestApp } from '../../testing/index';
import { createConfigRepository } from '../config/config.repository';
import { createConfigService } from '../config/config.service';
import { createRebateRepository } from './rebate.repository';
import { createRebateService } from './rebate.service';
import { QUARTER_MS, rebatableUntil } from './rebate-periods';

/**
 * The member's rebate over the demo (rates of its VIP levels: level 0 pays 0.3 % on RNG and 0.15 %
 * on LOTT, level 2 0.5 % and 0.25 %): per-category amounts from the quarter-hour rollups, a claim
 * paid through the bonus book once (32 concurrent claims), the watermark (a bet settled after the
 * claim's quarter counts next time, none twice), the minimum claim and the turnover requirement.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const db = () => t.database.db;
const as = (who: string) => ({ authorization: tokens[who] as string });
let rng = 0;
let lott = 0;

async function login(username: string, password: string) {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value.token as string;
}
async function memberId(username: string) {
  return (await db().selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}
async function gameOf(category: string) {
  return (await db().selectFrom('game').select('id').where('category_code', '=', category).orderBy('id').executeTakeFirstOrThrow()).id;
}
const bet = (username: string, gameId: number, amount: bigint, settledAt: Date) =>
  seedSettledRound(db(), { username, gameId, bet: amount, win: 0n, settledAt });
/** A clean slate for a member: its rollups and rebate state gone (the demo's history included). */
async function clear(username: string) {
  const id = await memberId(username);
  await db().deleteFrom('member_hourly_rollup').where('member_id', '=', id).execute();
  await db().deleteFrom('rebate_watermark').where('member_id', '=', id).execute();
}
async function setSettings(mode: 'manual' | 'daily', minClaim: bigint, turnover: string) {
  const merchant = await db().selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  await db()
    .insertInto('rebate_setting')
    .values({ merchant_id: merchant.id, mode, min_claim: minClaim, turnover_multiple: turnover })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ mode, min_claim: minClaim, turnover_multiple: turnover }))
    .execute();
}
/** The member's rebate service with its own clock (the HTTP routes run on the real one). */
function serviceAt(now: Date) {
  const config = createConfigService(createConfigRepository(db()), 'FORTUNA');
  return createRebateService({ db: db(), repo: createRebateRepository(db()), config, now: () => now });
}
async function site() {
  const merchant = await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  return { merchant, language: 'en' } as unknown as Parameters<ReturnType<typeof serviceAt>['summary']>[0];
}
async function ctx(username: string) {
  const member = await db().selectFrom('member').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  return { member, isTrial: false } as unknown as Parameters<ReturnType<typeof serviceAt>['summary']>[1];
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  tokens.player = await login('player01', 'Player123');
  tokens.member02 = await login('member02', 'Member123');
  rng = await gameOf('RNG');
  lott = await gameOf('LOTT');
});
afterAll(async () => t?.close());

describe('the member rebate', () => {
  it('shows the valid bets of closed quarter-hours per category at the level rates, and pays a claim once', async () => {
    await clear('player01');
    await setSettings('manual', 100n, '2');
    const closed = new Date(rebatableUntil(new Date()).getTime() - 2 * QUARTER_MS);
    await bet('player01', rng, 100_000n, closed); // 1,000.00 at 0.3 % = 3.00
    await bet('player01', rng, 50_000n, new Date(closed.getTime() + 60_000)); // 500.00 → 1.50
    await bet('player01', lott, 200_000n, closed); // 2,000.00 at 0.15 % = 3.00
    await bet('player01', rng, 900_000n, new Date()); // the open quarter-hour: not yet

    const summary = (await api.get('/wps/rebate/summary', as('player'))).body.value;
    expect(summary.mode).toBe('manual');
    expect(summary.lines).toEqual([
      { category: 'LOTT', validBet: '2000.00', rate: 0.15, amount: '3.00' },
      { category: 'RNG', validBet: '1500.00', rate: 0.3, amount: '4.50' },
    ]);
    expect(summary).toMatchObject({ validBet: '3500.00', amount: '7.50', minClaim: '1.00', claimable: true, from: null });

    const before = await memberBalance(db(), await memberId('player01'), MEMBER_ACCOUNT.main);
    const requestId = `rebate-${randomUUID()}`;
    const replies = await Promise.all(Array.from({ length: 32 }, () => api.post('/wps/rebate/claim', { requestId }, as('player'))));
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.value).toMatchObject({ amount: '7.50', turnoverRequired: '15.00' });
    }
    expect(new Set(replies.map((r) => r.body.value.bonusId)).size).toBe(1);
    expect(await memberBalance(db(), await memberId('player01'), MEMBER_ACCOUNT.main)).toBe(before + 750n);

    // Other request ids at once: the watermark row queues them and finds nothing more.
    const others = await Promise.all(
      Array.from({ length: 32 }, () => api.post('/wps/rebate/claim', { requestId: `rebate-${randomUUID()}` }, as('player'))),
    );
    for (const reply of others) expect(reply.body.message).toBe('rebate_below_minimum');
    const bonuses = await db()
      .selectFrom('bonus')
      .select(['amount', 'requirement', 'turnover_required'])
      .where('member_id', '=', await memberId('player01'))
      .where('source', '=', 'rebate')
      .execute();
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ requirement: 'open' });
    expect(BigInt(bonuses[0]?.turnover_required ?? 0)).toBe(1500n);

    const after = (await api.get('/wps/rebate/summary', as('player'))).body.value;
    expect(after).toMatchObject({ amount: '0.00', claimable: false, lines: [] });
    const history = (await api.get('/wps/rebate/history', as('player'))).body.value;
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({ takenBy: 'claim', amount: '7.50', validBet: '3500.00', from: null });

    // The bonus shows in bonus details.
    const details = (await api.get('/wps/promotion/bonuses', { ...as('player'), language: 'en' })).body.value;
    expect(details.list.find((b: { source: string }) => b.source === 'rebate')).toMatchObject({ amount: '7.50', title: 'Rebate' });
  });

  it('counts a bet settled after the claimed quarter next time, and none twice (watermark)', async () => {
    await clear('member02');
    await setSettings('manual', 0n, '0');
    const s = await site();
    const who = await ctx('member02');
    const base = new Date(Math.floor(Date.now() / QUARTER_MS) * QUARTER_MS - 20 * QUARTER_MS);
    await bet('member02', rng, 100_000n, new Date(base.getTime() + 5 * 60_000)); // quarter 0
    await bet('member02', rng, 200_000n, new Date(base.getTime() + 14 * 60_000 + 59_000)); // quarter 0, its last second
    // At 0:16 of quarter 1, quarter 0 is closed (grace 60 s) and claimed.
    const first = await serviceAt(new Date(base.getTime() + QUARTER_MS + 61_000)).claim(s, who, `rebate-${randomUUID()}`);
    expect(first).toMatchObject({ amount: '9.00', until: new Date(base.getTime() + QUARTER_MS).toISOString() });
    // Bets settled in quarter 1, before and after that claim, and a late rollup of quarter 0's end would be lost, so none is written there.
    await bet('member02', rng, 300_000n, new Date(base.getTime() + QUARTER_MS + 10_000));
    await bet('member02', rng, 400_000n, new Date(base.getTime() + QUARTER_MS + 14 * 60_000));
    const early = serviceAt(new Date(base.getTime() + 2 * QUARTER_MS + 30_000)); // quarter 1 closed, grace not over
    await expect(early.claim(s, who, `rebate-${randomUUID()}`)).rejects.toMatchObject({ code: 'rebate_below_minimum' });
    const second = await serviceAt(new Date(base.getTime() + 2 * QUARTER_MS + 60_000)).claim(s, who, `rebate-${randomUUID()}`);
    expect(second.amount).toBe('21.00'); // (3,000 + 4,000) × 0.3 %
    const records = await db()
      .selectFrom('rebate_record')
      .select(['valid_bet', 'amount'])
      .where('member_id', '=', await memberId('member02'))
      .orderBy('id')
      .execute();
    expect(records.map((r) => [BigInt(r.valid_bet), BigInt(r.amount)])).toEqual([
      [300_000n, 900n],
      [700_000n, 2100n],
    ]);
  });

  it('pays at the rates of the member’s VIP level and refuses less than the minimum claim', async () => {
    await clear('member02');
    const id = await memberId('member02');
    await db().updateTable('member').set({ vip_level: 2 }).where('id', '=', id).execute();
    await setSettings('manual', 1_000n, '0');
    const closed = new Date(rebatableUntil(new Date()).getTime() - QUARTER_MS);
    await bet('member02', rng, 100_000n, closed); // 1,000.00 at 0.5 % = 5.00
    await bet('member02', lott, 100_000n, closed); // at 0.25 % = 2.50
    const summary = (await api.get('/wps/rebate/summary', as('member02'))).body.value;
    expect(summary).toMatchObject({ vipLevel: 2, amount: '7.50', minClaim: '10.00', claimable: false });
    const refused = await api.post('/wps/rebate/claim', { requestId: `rebate-${randomUUID()}` }, as('member02'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'rebate_below_minimum', value: { amount: '7.50', minClaim: '10.00' } });
    await setSettings('manual', 500n, '0');
    const paid = await api.post('/wps/rebate/claim', { requestId: `rebate-${randomUUID()}` }, as('member02'));
    expect(paid.body.value).toMatchObject({ amount: '7.50', turnoverRequired: '0.00' });
    await db().updateTable('member').set({ vip_level: 0 }).where('id', '=', id).execute();
  });

  it('refuses bad input, a guest and a site with the module off', async () => {
    expect((await api.post('/wps/rebate/claim', { requestId: 'x' }, as('player'))).status).toBe(400);
    expect((await api.get('/wps/rebate/history?page=0', as('player'))).status).toBe(400);
    expect((await api.get('/wps/rebate/summary')).status).toBe(401);
    const merchant = await db().selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    const off = createConfigService(createConfigRepository(db()), 'FORTUNA');
    await db()
      .updateTable('merchant_module')
      .set({ enabled: false })
      .where('merchant_id', '=', merchant.id)
      .where('mod_id', '=', 'MANUAL_REBATE')
      .execute();
    const service = createRebateService({ db: db(), repo: createRebateRepository(db()), config: off });
    await expect(service.claim(await site(), await ctx('player01'), `rebate-${randomUUID()}`)).rejects.toMatchObject({
      code: 'rebate_module_off',
    });
    await db()
      .updateTable('merchant_module')
      .set({ enabled: true })
      .where('merchant_id', '=', merchant.id)
      .where('mod_id', '=', 'MANUAL_REBATE')
      .execute();
  });
});
