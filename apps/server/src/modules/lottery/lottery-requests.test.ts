import { createLotteryScheduler } from '@fortuna/bgs/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';
import { memberId, onlyGame, testWallet } from './lottery.test-support';

// Issue 15 item 7: a lottery bet or cancel carries the client's request id, with the wallet
// transfer's contract — a retry is answered with the first result and moves nothing.
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let player: number;
let code: string;
const db = () => t.database.db;

const tickAt = (at: Date) => createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: () => at }).tick();

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  code = (await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 600 }, closeSeconds: 10 })).code;
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { 'x-forwarded-for': freshIp() },
  );
  token = login.body.value.token;
  player = await memberId(db(), 'player01');
  await fund(db(), 'player01', 100_000n);
  await tickAt(new Date());
  // And issues a quarter of an hour ahead: in an issue's last ten seconds only the next one takes
  // bets, and `next` is then the one after it, which a tick at "now" does not make (CI met this).
  await tickAt(new Date(Date.now() + 15 * 60_000));
});
afterAll(async () => t?.close());

async function slipBody(requestId: string, unitStake = '1') {
  let issues = await api.get(`/lgw/lottery/issues?gameCode=${code}`);
  // The tests may outlast the issues the setup made: ticks a quarter of an hour ahead make more.
  if (!issues.body.value.next) {
    await tickAt(new Date(Date.now() + 15 * 60_000));
    issues = await api.get(`/lgw/lottery/issues?gameCode=${code}`);
  }
  return {
    gameCode: code,
    // The next issue: it takes bets for ten minutes more, so no test step races its close.
    numero: issues.body.value.next.numero as string,
    requestId,
    bets: [{ betType: 'ssc.bsoe_total', selection: { picks: ['big', 'small'] }, unitStake }],
  };
}

const slipsOf = async (requestId: string) =>
  db().selectFrom('lottery_request').select(['slip_id', 'result']).where('request_id', '=', requestId).execute();

describe('lottery request ids', () => {
  it('answers a retried bet with the first slip, byte for byte, and debits once', async () => {
    const body = await slipBody('retry-place-0001');
    const before = await memberBalance(db(), player, MEMBER_ACCOUNT.main);
    const first = await api.post('/lgw/lottery/bets', body, { authorization: token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await api.post('/lgw/lottery/bets', body, { authorization: token });
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.body.value)).toBe(JSON.stringify(first.body.value));
    expect(await memberBalance(db(), player, MEMBER_ACCOUNT.main)).toBe(before - 200n);
    const bets = await db()
      .selectFrom('lottery_bet')
      .select('id')
      .where('member_id', '=', player)
      .where('slip_id', '=', first.body.value.slipId)
      .execute();
    expect(bets).toHaveLength(1);
    const total = await db()
      .selectFrom('lottery_bet')
      .select(db().fn.countAll<number>().as('n'))
      .where('member_id', '=', player)
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(1);
  });

  it('refuses the same request id with another slip', async () => {
    const body = await slipBody('retry-place-0002');
    expect((await api.post('/lgw/lottery/bets', body, { authorization: token })).status).toBe(200);
    const other = await api.post('/lgw/lottery/bets', { ...body, bets: [{ ...body.bets[0], unitStake: '2' }] }, { authorization: token });
    expect([other.status, other.body.message]).toEqual([409, 'idempotency_conflict']);
    expect(await slipsOf('retry-place-0002')).toHaveLength(1);
  });

  it('places concurrent duplicates once', async () => {
    const body = await slipBody('retry-place-0003');
    const before = await memberBalance(db(), player, MEMBER_ACCOUNT.main);
    const replies = await Promise.all(Array.from({ length: 6 }, () => api.post('/lgw/lottery/bets', body, { authorization: token })));
    const ok = replies.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // A duplicate that arrives while the first is moving the money is told so, never placed again.
    for (const r of replies) if (r.status !== 200) expect([r.status, r.body.message]).toEqual([409, 'lottery_request_in_progress']);
    for (const r of ok) expect(JSON.stringify(r.body.value)).toBe(JSON.stringify(ok[0]?.body.value));
    const slipIds = await db().selectFrom('lottery_bet').select('slip_id').distinct().where('member_id', '=', player).execute();
    expect(slipIds.filter((s) => s.slip_id === ok[0]?.body.value.slipId)).toHaveLength(1);
    expect(await memberBalance(db(), player, MEMBER_ACCOUNT.main)).toBe(before - 200n);
    const replay = await api.post('/lgw/lottery/bets', body, { authorization: token });
    expect(JSON.stringify(replay.body.value)).toBe(JSON.stringify(ok[0]?.body.value));
  });

  it('answers a retried cancel with the first result and refunds once, even concurrently', async () => {
    const placed = await api.post('/lgw/lottery/bets', await slipBody('retry-place-0004'), { authorization: token });
    const betId = placed.body.value.bets[0].betId as string;
    const before = await memberBalance(db(), player, MEMBER_ACCOUNT.main);
    const cancel = { betId, requestId: 'retry-cancel-0001' };
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => api.post('/lgw/lottery/bets/cancel', cancel, { authorization: token })),
    );
    for (const r of replies) expect([r.status, r.body.value]).toEqual([200, { cancelled: [betId] }]);
    const again = await api.post('/lgw/lottery/bets/cancel', cancel, { authorization: token });
    expect(JSON.stringify(again.body.value)).toBe(JSON.stringify(replies[0]?.body.value));
    expect(await memberBalance(db(), player, MEMBER_ACCOUNT.main)).toBe(before + 200n);
    const other = await api.post('/lgw/lottery/bets/cancel', { betId: '1', requestId: 'retry-cancel-0001' }, { authorization: token });
    expect([other.status, other.body.message]).toEqual([409, 'idempotency_conflict']);
    // A new action (a new id) on the cancelled slip is refused as before.
    const fresh = await api.post('/lgw/lottery/bets/cancel', { betId, requestId: 'retry-cancel-0002' }, { authorization: token });
    expect([fresh.status, fresh.body.message]).toEqual([409, 'lottery_bet_not_cancellable']);
    await expectWholeLedgerBalanced(db());
  });

  it('requires a request id on both calls', async () => {
    const { requestId: _, ...body } = await slipBody('unused-0000');
    expect((await api.post('/lgw/lottery/bets', body, { authorization: token })).status).toBe(400);
    expect((await api.post('/lgw/lottery/bets/cancel', { betId: '1' }, { authorization: token })).status).toBe(400);
  });
});
