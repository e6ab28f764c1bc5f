import { randomUUID } from 'node:crypto';
import { createLotteryScheduler } from '@fortuna/bgs/engine';
import { formatMinor } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';
import { memberId, onlyGame, testWallet } from './lottery.test-support';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let player: number;
let code: string;
const db = () => t.database.db;

async function login(username: string, password: string): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token;
}

const tickAt = (at: Date) => createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: () => at }).tick();

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  const game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
  code = game.code;
  token = await login('player01', 'Player123');
  player = await memberId(db(), 'player01');
  await fund(db(), 'player01', 100_000n);
  await tickAt(new Date());
});
afterAll(async () => t?.close());

describe('lottery calls', () => {
  it('lists the lottery lobby with the current issue, server time and prize mode', async () => {
    const reply = await api.get('/lgw/vn/games/game_menu?language=en');
    expect(reply.status).toBe(200);
    const item = reply.body.value.list.find((g: { gameCode: string }) => g.gameCode === code);
    expect(item.lotteryType).toBe('SSC');
    expect(item.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(item.current.serverSeed).toBeNull();
    expect(reply.body.value.prizeMode).toBe('ELOTT');
    expect((await api.get('/lgw/vn/games/game_menu/recent')).status).toBe(401);
  });

  it('finds a game by its catalogue code too, as a lobby card opens it', async () => {
    const catalogueCode = (
      await db()
        .selectFrom('lottery_game as l')
        .innerJoin('game as g', 'g.id', 'l.game_id')
        .select('g.game_code')
        .where('l.code', '=', code)
        .executeTakeFirstOrThrow()
    ).game_code;
    expect(catalogueCode).not.toBe(code);
    const byCatalogue = await api.get(`/lgw/lottery/issues?gameCode=${encodeURIComponent(catalogueCode)}`);
    expect(byCatalogue.status, JSON.stringify(byCatalogue.body)).toBe(200);
    expect(byCatalogue.body.value.gameCode).toBe(code);
    expect((await api.get('/lgw/lottery/issues?gameCode=no-such-game')).body.message).toBe('lottery_game_not_found');
  });

  it('tells a member the prize group and stake bounds its bets are priced at', async () => {
    expect((await api.get(`/lgw/lottery/pricing?gameCode=${code}`)).status).toBe(401);
    const pricing = await api.get(`/lgw/lottery/pricing?gameCode=${code}`, { authorization: token });
    expect(pricing.body.value).toEqual({
      gameCode: code,
      payMode: 'prize_group',
      series: 1900,
      maxSeries: 1980,
      minUnitStake: '1.00',
      maxStake: '10000.00',
    });
    await db().insertInto('lottery_member_series').values({ member_id: player, series: 1950 }).execute();
    try {
      expect((await api.get(`/lgw/lottery/pricing?gameCode=${code}`, { authorization: token })).body.value.series).toBe(1950);
    } finally {
      await db().deleteFrom('lottery_member_series').where('member_id', '=', player).execute();
    }
  });

  it('places a slip, lists it, cancels it, and refuses bad input with codes', async () => {
    const issues = await api.get(`/lgw/lottery/issues?gameCode=${code}`);
    expect(issues.status).toBe(200);
    const numero = issues.body.value.current.numero as string;
    expect(issues.body.value.next.numero > numero).toBe(true);
    const before = await memberBalance(db(), player, MEMBER_ACCOUNT.main);
    const body = {
      requestId: randomUUID(),
      gameCode: code,
      numero,
      bets: [
        { betType: 'ssc.position_digit', selection: { position: 1, digits: [1, 2] }, unitStake: '2.00' },
        { betType: 'ssc.dragon_tiger', selection: { picks: ['dragon'] }, unitStake: '5' },
      ],
    };
    const placed = await api.post('/lgw/lottery/bets', body, { authorization: token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.value.stake).toBe('9.00');
    expect(await memberBalance(db(), player, MEMBER_ACCOUNT.main)).toBe(before - 900n);

    const mine = await api.get(`/lgw/lottery/bets?status=pending&gameCode=${code}`, { authorization: token });
    expect(mine.body.value.total).toBe(2);
    expect((await api.get('/lgw/vn/games/game_menu/recent', { authorization: token })).body.value.list[0].gameCode).toBe(code);

    const cancelled = await api.post(
      '/lgw/lottery/bets/cancel',
      { betId: placed.body.value.bets[0].betId, requestId: randomUUID() },
      { authorization: token },
    );
    expect(cancelled.body.value.cancelled).toHaveLength(2);
    expect(await memberBalance(db(), player, MEMBER_ACCOUNT.main)).toBe(before);

    const bad = (bets: unknown, extra: Record<string, unknown> = {}) =>
      api.post('/lgw/lottery/bets', { requestId: randomUUID(), gameCode: code, numero, bets, ...extra }, { authorization: token });
    expect((await bad([{ betType: 'ssc.position_digit', selection: { position: 7, digits: [1] }, unitStake: '1' }])).body.message).toBe(
      'lottery_selection_invalid',
    );
    expect((await bad([{ betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: '0.50' }])).body.message).toBe(
      'lottery_amount_out_of_range',
    );
    const poor = await bad([{ betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: '9000' }]);
    expect(poor.body.message).toBe('insufficient_balance');
    // The balance in the merchant's decimals, as the wallet shows it (the engine counts minor units).
    expect(poor.body.value.balance).toBe(formatMinor(await memberBalance(db(), player, MEMBER_ACCOUNT.main), 2));
    const malformed = await bad('nope');
    expect([malformed.status, malformed.body.message]).toEqual([400, 'invalid_parameter']);
    expect(
      (await api.post('/lgw/lottery/bets', { ...body, requestId: randomUUID(), numero: '20000101-0001' }, { authorization: token })).body
        .message,
    ).toBe('lottery_issue_not_found');
    expect((await api.post('/lgw/lottery/bets', body)).status).toBe(401);
  });

  it('refuses a bet on a closed issue, then draws it: opened numbers, near, draw, trend and a public verify', async () => {
    const issues = await api.get(`/lgw/lottery/issues?gameCode=${code}`);
    const current = issues.body.value.current;
    await api.post(
      '/lgw/lottery/bets',
      {
        requestId: randomUUID(),
        gameCode: code,
        numero: current.numero,
        bets: [{ betType: 'ssc.bsoe_total', selection: { picks: ['big', 'small'] }, unitStake: '1' }],
      },
      { authorization: token },
    );
    await tickAt(new Date(new Date(current.drawsAt).getTime() + 1000));
    const closed = await api.post(
      '/lgw/lottery/bets',
      {
        requestId: randomUUID(),
        gameCode: code,
        numero: current.numero,
        bets: [{ betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: '1' }],
      },
      { authorization: token },
    );
    expect([closed.status, closed.body.message]).toEqual([409, 'lottery_issue_closed']);

    const opened = await api.get(`/lotto/lgw/games/opened/numero?gameCode=${code}&pageSize=5`);
    expect(opened.body.value.list[0].numero).toBe(current.numero);
    expect(opened.body.value.list[0].serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect((await api.get(`/lgw/games/opened/numero?gameCode=${code}`)).body.value.total).toBeGreaterThanOrEqual(1);
    expect((await api.get(`/lgw/numeros/near?gameCode=${code}`)).body.value.previous[0].numero).toBe(current.numero);
    expect((await api.get(`/lgw/draw?gameCode=${code}&numero=${current.numero}`)).body.value.result).toHaveLength(5);
    expect((await api.get(`/lgw/lottery/trend?gameCode=${code}&count=10`)).body.value.list.at(-1).numero).toBe(current.numero);

    const verify = await api.get(`/lgw/lottery/verify?gameCode=${code}&numero=${current.numero}`);
    expect(verify.status).toBe(200);
    expect(verify.body.value).toMatchObject({ seedMatchesHash: true, resultMatches: true });
    expect(verify.body.value.recomputed).toEqual(verify.body.value.result);
    const notYet = await api.get(`/lgw/lottery/verify?gameCode=${code}&numero=${issues.body.value.next.numero}`);
    expect([notYet.status, notYet.body.message]).toEqual([409, 'lottery_issue_not_drawn']);
    expect((await api.get('/lgw/lottery/verify?gameCode=x&numero=bad')).status).toBe(400);

    const settled = await api.get('/lgw/lottery/bets', { authorization: token });
    const statuses = settled.body.value.list.map((b: { status: string }) => b.status);
    expect(statuses).toContain('won');
    await expectWholeLedgerBalanced(db());
  });
});
