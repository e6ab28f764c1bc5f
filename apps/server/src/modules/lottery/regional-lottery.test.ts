import { randomUUID } from 'node:crypto';
import { drawResult, settleBet } from '@fortuna/bgs';
import { createLotteryScheduler } from '@fortuna/bgs/engine';
import type { GameType } from '@fortuna/bgs/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';
import { memberId, onlyGame, testWallet } from './lottery.test-support';

/**
 * The regional lotteries (issue #7) through the same calls as the in-house ones: SEA 4D under
 * TCG_SEA and the Vietnamese lottery under TCG_LOTTO_VN, fixed prize tables, provably fair.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let player: number;
const db = () => t.database.db;
const tickAt = (at: Date) => createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: () => at }).tick();
const pad = (value: number, width: number) => String(value).padStart(width, '0');

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  token = (
    await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'player01', password: 'Player123' },
      { 'x-forwarded-for': freshIp() },
    )
  ).body.value.token;
  player = await memberId(db(), 'player01');
  await fund(db(), 'player01', 10_000_000n);
});
afterAll(async () => t?.close());

/** Makes `gameType`'s first game the only one running, ticks, and returns its open issue with the result its seed will draw. */
async function openIssue(gameType: GameType) {
  const game = await onlyGame(db(), gameType, { schedule: { kind: 'interval', seconds: 300 }, closeSeconds: 30 });
  await tickAt(new Date());
  const issues = await api.get(`/lgw/lottery/issues?gameCode=${game.code}`);
  expect(issues.status, JSON.stringify(issues.body)).toBe(200);
  const current = issues.body.value.current as { numero: string; drawsAt: string };
  const { server_seed } = await db()
    .selectFrom('lottery_issue')
    .select('server_seed')
    .where('lottery_game_id', '=', game.id)
    .where('numero', '=', current.numero)
    .executeTakeFirstOrThrow();
  return { game, current, result: drawResult(gameType, server_seed, game.code, current.numero) };
}

/** Places a slip, draws and settles its issue, and answers the member's bets and balance change. */
async function playAndSettle(gameType: GameType, bets: { betType: string; selection: unknown; unitStake: string }[]) {
  const { game, current, result } = await openIssue(gameType);
  const before = await memberBalance(db(), player, MEMBER_ACCOUNT.main);
  const placed = await api.post(
    '/lgw/lottery/bets',
    { requestId: randomUUID(), gameCode: game.code, numero: current.numero, bets },
    { authorization: token },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  await tickAt(new Date(new Date(current.drawsAt).getTime() + 1000));
  const mine = await api.get(`/lgw/lottery/bets?gameCode=${game.code}`, { authorization: token });
  const after = await memberBalance(db(), player, MEMBER_ACCOUNT.main);
  return {
    game,
    current,
    result,
    placed: placed.body.value,
    mine: mine.body.value.list as { betType: string; status: string; payout: string }[],
    change: after - before,
  };
}

describe('SEA 4D', () => {
  it('lists the TCG_SEA games alone in prize mode SEA', async () => {
    const menu = await api.get('/lgw/vn/games/game_menu?vendor=TCG_SEA');
    expect(menu.status).toBe(200);
    expect(menu.body.value.prizeMode).toBe('SEA');
    expect(menu.body.value.list.length).toBeGreaterThan(0);
    for (const item of menu.body.value.list) expect(item).toMatchObject({ vendor: 'TCG_SEA', lotteryType: 'SEA4D', payMode: 'fixed_odds' });
    expect((await api.get('/lgw/vn/games/game_menu?vendor=NOPE')).status).toBe(400);
  });

  it('pays a Big bet on the 1st prize number by the prize table, loses a Small miss, and verifies the draw', async () => {
    const { result: seen } = await openIssue('sea4d');
    const first = pad(seen[0] as number, 4);
    // A number the draw does not hold anywhere.
    const miss = Array.from({ length: 10_000 }, (_, n) => pad(n, 4)).find((n) => !seen.some((v) => pad(v, 4) === n)) as string;
    const bets = [
      { betType: 'sea4d.big', selection: { numbers: [first] }, unitStake: '1' },
      { betType: 'sea4d.small', selection: { numbers: [miss] }, unitStake: '2' },
    ];
    const { game, current, result, placed, mine, change } = await playAndSettle('sea4d', bets);
    expect(result).toEqual(seen);
    expect(placed.stake).toBe('3.00');
    const bigPayout = settleBet(
      { gameType: 'sea4d', betType: 'sea4d.big', selection: { numbers: [first] }, unitStake: 100n, mode: 'fixed_odds' },
      result,
    ).payout;
    expect(bigPayout).toBeGreaterThanOrEqual(250_000n);
    expect(change).toBe(bigPayout - 300n);
    const byType = Object.fromEntries(mine.map((b) => [b.betType, b]));
    expect(byType['sea4d.big']).toMatchObject({ status: 'won', payout: (Number(bigPayout) / 100).toFixed(2) });
    expect(byType['sea4d.small']).toMatchObject({ status: 'lost', payout: '0.00' });

    const verify = await api.get(`/lgw/lottery/verify?gameCode=${game.code}&numero=${current.numero}`);
    expect(verify.body.value).toMatchObject({ lotteryType: 'SEA4D', seedMatchesHash: true, resultMatches: true, result });
    expect(verify.body.value.result).toHaveLength(23);
    await expectWholeLedgerBalanced(db());
  });

  it('refuses bad 4D selections and another game’s bet types with codes', async () => {
    const { game, current } = await openIssue('sea4d');
    const bad = (selection: unknown, betType = 'sea4d.big') =>
      api.post(
        '/lgw/lottery/bets',
        { requestId: randomUUID(), gameCode: game.code, numero: current.numero, bets: [{ betType, selection, unitStake: '1' }] },
        { authorization: token },
      );
    for (const [selection, betType] of [
      [{ numbers: ['12345'] }, 'sea4d.big'],
      [{ numbers: ['1111'] }, 'sea4d.big_box'],
      [{ numbers: ['RRRR'] }, 'sea4d.big'],
      [{ numbers: ['1234'] }, 'vn_north.lo'],
    ] as const) {
      const reply = await bad(selection, betType);
      expect([reply.status, reply.body.message], JSON.stringify(selection)).toEqual([400, 'lottery_selection_invalid']);
    }
  });
});

describe('Vietnamese lottery', () => {
  it('pays lô on every occurrence and đề on the special, and verifies the 27-number northern draw', async () => {
    const { result: seen } = await openIssue('vn_north');
    const lo = pad((seen[26] as number) % 100, 2);
    const de = pad((seen[0] as number) % 100, 2);
    const bets = [
      { betType: 'vn_north.lo', selection: { numbers: [lo] }, unitStake: '1' },
      { betType: 'vn_north.de', selection: { numbers: [de] }, unitStake: '1' },
    ];
    const { game, current, result, mine, change } = await playAndSettle('vn_north', bets);
    expect(result).toHaveLength(27);
    const payoutOf = (i: number) =>
      settleBet(
        { gameType: 'vn_north', ...(bets[i] as { betType: string; selection: unknown }), unitStake: 100n, mode: 'fixed_odds' },
        result,
      ).payout;
    const occurrences = result.filter((v) => pad(v % 100, 2) === lo).length;
    expect(
      settleBet({ gameType: 'vn_north', betType: 'vn_north.lo', selection: { numbers: [lo] }, unitStake: 100n, mode: 'fixed_odds' }, result)
        .winningUnits,
    ).toBe(1);
    expect(payoutOf(0)).toBe((payoutOf(0) / BigInt(occurrences)) * BigInt(occurrences));
    expect(change).toBe(payoutOf(0) + payoutOf(1) - 200n);
    expect(mine.every((b) => b.status === 'won')).toBe(true);
    const verify = await api.get(`/lgw/lottery/verify?gameCode=${game.code}&numero=${current.numero}`);
    expect(verify.body.value).toMatchObject({ lotteryType: 'VN_NORTH', seedMatchesHash: true, resultMatches: true });
  });

  it('draws the 18-number southern board and settles a xiên 2 that misses', async () => {
    const { result: seen } = await openIssue('vn_south');
    const endings = new Set(seen.map((v) => v % 100));
    const missing = Array.from({ length: 100 }, (_, n) => n)
      .filter((n) => !endings.has(n))
      .slice(0, 2)
      .map((n) => pad(n, 2));
    const { result, mine, change } = await playAndSettle('vn_south', [
      { betType: 'vn_south.xien2', selection: { numbers: missing }, unitStake: '1' },
    ]);
    expect(result).toHaveLength(18);
    expect(mine[0]).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(change).toBe(-100n);
  });
});
