import { instantStream } from '@fortuna/bgs/fair/instant';
import { instantGame } from '@fortuna/bgs/instant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';

/**
 * The single-shot originals (Limbo, Coin Flip, Plinko, Keno, Wheel, Lucky 28) through the real
 * calls: each bet is debited once and its win credited once, and the round recomputes from the
 * revealed seed pair with the game's own code (the verify page does the same in the browser).
 */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let memberId: number;
const db = () => t.database.db;
const auth = () => ({ authorization: token });
let n = 0;
const requestId = () => `single-test-${++n}-${Date.now()}`;
const main = async () => memberBalance(db(), memberId, MEMBER_ACCOUNT.main);

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { 'x-forwarded-for': freshIp() },
  );
  token = login.body.value.token;
  memberId = (await db().selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow()).id;
  await fund(db(), 'player01', 1_000_000n);
});
afterAll(async () => t?.close());

const ROUNDS: [code: string, params: unknown][] = [
  ['limbo', { target: 250 }],
  ['coin-flip', { side: 'heads' }],
  ['plinko', { rows: 16, risk: 'high' }],
  ['keno', { picks: [1, 7, 13, 22, 40], risk: 'classic' }],
  ['wheel', { segments: 30, risk: 'medium' }],
  ['lucky-28', { pick: 'sum', sum: 13 }],
];

describe('single-shot originals through the wallet protocol', () => {
  it('lists every single-shot original as a single-kind in-house game', async () => {
    const games = await api.get('/wps/originals/games');
    expect(games.status, JSON.stringify(games.body)).toBe(200);
    for (const [code] of ROUNDS) {
      expect(
        games.body.value.find((g: { code: string }) => g.code === code),
        code,
      ).toMatchObject({ family: 'original', kind: 'single' });
    }
  });

  it.each(ROUNDS)('%s: one round debits once, credits the win once, and recomputes from the revealed pair', async (code, params) => {
    const before = await main();
    const body = { requestId: requestId(), amount: '10.00', params };
    const reply = await api.post(`/wps/originals/${code}/bet`, body, auth());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const round = reply.body.value;
    expect(round).toMatchObject({ code, bet: '10.00', finished: true });
    const win = BigInt(round.win.replace('.', ''));
    expect(await main()).toBe(before - 1000n + win);

    // A replay answers the same round and moves nothing.
    const again = await api.post(`/wps/originals/${code}/bet`, body, auth());
    expect(again.body.value.roundCode).toBe(round.roundCode);
    expect(await main()).toBe(before - 1000n + win);

    const rotated = await api.post(`/wps/originals/${code}/seed/rotate`, {}, auth());
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const { revealed } = rotated.body.value;
    const game = instantGame(code);
    if (!game) throw new Error(`${code} is not registered`);
    const recomputed = game.start({
      stream: instantStream(revealed.serverSeed, revealed.clientSeed, round.nonce),
      bet: 1000n,
      params: game.params.parse(params),
    });
    expect(recomputed.view).toEqual(round.view);
    expect(recomputed.win).toBe(win);
  });

  it('refuses params the game does not take, moving nothing', async () => {
    const before = await main();
    const cases: [string, unknown][] = [
      ['limbo', { target: 100 }],
      ['plinko', { rows: 17, risk: 'low' }],
      ['keno', { picks: [3, 3], risk: 'low' }],
      ['wheel', { segments: 25, risk: 'low' }],
      ['lucky-28', { pick: 'sum', sum: 28 }],
      ['coin-flip', { side: 'edge' }],
    ];
    for (const [code, params] of cases) {
      const reply = await api.post(`/wps/originals/${code}/bet`, { requestId: requestId(), amount: '10.00', params }, auth());
      expect([reply.status, reply.body.message], code).toEqual([400, 'originals_params_invalid']);
    }
    expect(await main()).toBe(before);
  });

  it('refuses a Limbo target whose win could pass the maximum win', async () => {
    const reply = await api.post(
      '/wps/originals/limbo/bet',
      { requestId: requestId(), amount: '100000.00', params: { target: 100_000_000 } },
      auth(),
    );
    expect([reply.status, reply.body.message]).toEqual([400, 'originals_max_win_exceeded']);
    await expectWholeLedgerBalanced(db());
  });
});
