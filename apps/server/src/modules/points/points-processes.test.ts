import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, httpClient, type ServerProcess, startServerProcess, type TestApp } from '../../testing/index';
import { givePoints, pointsMember, TEST_PAYMENT_PASSWORD } from './points-test-support';

/**
 * No oversell across processes (issue 21, Done when): 100 concurrent redemptions of a good with
 * 10 in stock, half sent to this process and half to a second server process over the same
 * PostgreSQL database, accept exactly 10; the stock's guarded UPDATE decides, not any memory of
 * a process. Runs only against PostgreSQL (DATABASE_URL): PGlite is one process. The
 * single-process version runs on both databases in points.test.ts.
 */
let t: TestApp;
let child: ServerProcess | undefined;

afterAll(async () => {
  await child?.stop();
  await t?.close();
});

describe.runIf(Boolean(process.env.DATABASE_URL))('100 redemptions of 10 in stock across two processes', () => {
  beforeAll(async () => {
    t = await buildTestApp({ config: { trustProxy: true } });
    child = await startServerProcess({ databaseUrl: t.database.url as string, env: { PROMOTION_SWEEP_MS: '0', POINTS_TICK_MS: '0' } });
  }, 180_000);

  it('accept exactly 10', async () => {
    const db = t.database.db;
    const here = apiClient(t.app, { merchant: 'FORTUNA' });
    const there = httpClient((child as ServerProcess).url, { merchant: 'FORTUNA' });
    const merchant = await db.selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    const goods = await db
      .insertInto('points_goods')
      .values({ merchant_id: merchant.id, type: 'life', names: JSON.stringify({ en: 'Two-process voucher' }), points: 100n, stock: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // 100 members: one member's concurrent payment-password checks would meet its lockout first.
    const members = [];
    for (let i = 0; i < 100; i++) {
      const m = await pointsMember(db, `twoproc${String(i).padStart(3, '0')}`);
      await givePoints(db, m.id, 500n);
      members.push(m);
    }
    const replies = await Promise.all(
      members.map((m, i) => {
        const body = {
          goodsId: goods.id,
          quantity: 1,
          paymentPassword: TEST_PAYMENT_PASSWORD,
          requestId: `twoproc-${String(i).padStart(4, '0')}`,
        };
        const headers = { authorization: m.token };
        return i % 2 === 0
          ? here.encrypted('POST', '/wps/points/redeem', body, headers)
          : there.encrypted('POST', '/wps/points/redeem', body, headers);
      }),
    );
    const accepted = replies.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(10);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.body.message).toBe('points_goods_out_of_stock');
    const row = await db.selectFrom('points_goods').select(['redeemed']).where('id', '=', goods.id).executeTakeFirstOrThrow();
    expect(row.redeemed).toBe(10);
    const redemptions = await db.selectFrom('points_redemption').select('id').where('goods_id', '=', goods.id).execute();
    expect(redemptions).toHaveLength(10);
    const posts = await db
      .selectFrom('ledger_transaction')
      .select('id')
      .where(
        'reference',
        'in',
        redemptions.map((r) => `redemption:${r.id}`),
      )
      .execute();
    expect(posts).toHaveLength(10);
  }, 300_000);
});
