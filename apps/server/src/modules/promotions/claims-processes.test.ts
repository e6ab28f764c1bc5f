import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, httpClient, type ServerProcess, startServerProcess, type TestApp } from '../../testing/index';

/**
 * Exactly once across processes (issue 19, Done when): 32 concurrent claims of one reward by one
 * member, split between this process and a second server process over the same PostgreSQL
 * database, credit it once: one bonus row, one ledger transaction, the wallet up by the reward
 * once, and every reply naming that bonus. Runs only against PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
let child: ServerProcess | undefined;

afterAll(async () => {
  await child?.stop();
  await t?.close();
});

describe.runIf(Boolean(process.env.DATABASE_URL))('32 claims of one reward by one member across two processes', () => {
  beforeAll(async () => {
    t = await buildTestApp({ config: { trustProxy: true } });
    child = await startServerProcess({ databaseUrl: t.database.url as string, env: { PROMOTION_SWEEP_MS: '0' } });
  }, 120_000);

  it('credit it once', async () => {
    const here = apiClient(t.app);
    const there = httpClient((child as ServerProcess).url, { merchant: 'FORTUNA' });
    const login = await here.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'member03', password: 'Member123' },
      { 'x-forwarded-for': freshIp() },
    );
    const auth = { authorization: login.body.value.token as string };
    const promotion = await t.database.db
      .selectFrom('promotion')
      .select('id')
      .where('code', '=', 'DAILY_CHECK_IN')
      .executeTakeFirstOrThrow();
    const balance = async () => Number((await here.get('/wps/v2/wallets/balance', auth)).body.value.balance);
    const before = await balance();
    const replies = await Promise.all(
      Array.from({ length: 32 }, (_, i) => {
        const body = { promotionId: promotion.id, requestId: `proc-claim-${String(i).padStart(2, '0')}` };
        return i % 2 === 0 ? here.post('/wps/promotion/claim', body, auth) : there.post('/wps/promotion/claim', body, auth);
      }),
    );
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set(replies.map((r) => r.body.value.bonusId)).size).toBe(1);
    expect(replies[0]?.body.value.amount).toBe('1.00');
    const member = await t.database.db.selectFrom('member').select('id').where('username', '=', 'member03').executeTakeFirstOrThrow();
    const bonuses = await t.database.db
      .selectFrom('bonus')
      .select('id')
      .where('member_id', '=', member.id)
      .where('promotion_id', '=', promotion.id)
      .execute();
    expect(bonuses).toHaveLength(1);
    const posts = await t.database.db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('reference', '=', `bonus:${bonuses[0]?.id}`)
      .execute();
    expect(posts).toHaveLength(1);
    expect(await balance()).toBe(before + 1);
  }, 120_000);
});
