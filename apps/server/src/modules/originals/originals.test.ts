import { instantStream } from '@fortuna/bgs/fair/instant';
import { dice } from '@fortuna/bgs/instant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let memberId: number;
const db = () => t.database.db;
const auth = () => ({ authorization: token });
let n = 0;
const requestId = () => `dice-test-${++n}-${Date.now()}`;
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

describe('in-house instant games', () => {
  it('lists the in-house games with their limits, to guests too, and needs a member for the rest', async () => {
    const games = await api.get('/wps/originals/games');
    expect(games.status, JSON.stringify(games.body)).toBe(200);
    const entry = games.body.value.find((g: { code: string }) => g.code === 'dice');
    expect(entry).toMatchObject({ family: 'original', kind: 'single', minBet: '1.00' });
    expect(entry.nodeId).toBeGreaterThan(0);
    expect((await api.get('/wps/originals/dice/state')).status).toBe(401);
    expect((await api.get('/wps/originals/nope/state', auth())).body.message).toBe('originals_game_not_found');
  });

  it("launches an in-house game at the portal's own page, never on a launch CDN", async () => {
    const launch = await api.get(`/wps/game/launchGame?vendor=BGS&gameCode=dice`, auth());
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    expect(launch.body.value.url).toMatch(/^\/embed\/originals\/dice\?launch=[A-Za-z0-9_-]+&/);
  });

  it('plays a dice round: the bet debited and the win credited once, the result recomputable from the pair', async () => {
    const state = await api.get('/wps/originals/dice/state', auth());
    expect(state.status, JSON.stringify(state.body)).toBe(200);
    const { fair } = state.body.value;
    expect(fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const before = await main();
    const body = { requestId: requestId(), amount: '10.00', params: { target: 5000, side: 'under' } };
    const reply = await api.post('/wps/originals/dice/bet', body, auth());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const round = reply.body.value;
    expect(round).toMatchObject({ code: 'dice', nonce: fair.nonce, bet: '10.00', finished: true, status: 'settled', serverSeed: null });
    const win = round.view.won ? 1980n : 0n;
    expect(round.win).toBe(win === 0n ? '0.00' : '19.80');
    expect(await main()).toBe(before - 1000n + win);

    // The same request again answers the same round and moves nothing.
    const again = await api.post('/wps/originals/dice/bet', body, auth());
    expect(again.body.value.roundCode).toBe(round.roundCode);
    expect(await main()).toBe(before - 1000n + win);
    const conflict = await api.post('/wps/originals/dice/bet', { ...body, amount: '11.00' }, auth());
    expect([conflict.status, conflict.body.message]).toEqual([409, 'idempotency_conflict']);

    // Rotating reveals the server seed; the round recomputes from it.
    const rotated = await api.post('/wps/originals/dice/seed/rotate', {}, auth());
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const { revealed, next } = rotated.body.value;
    expect(revealed.serverSeedHash).toBe(fair.serverSeedHash);
    expect(next.nonce).toBe(0);
    expect(next.serverSeedHash).not.toBe(fair.serverSeedHash);
    const stored = await api.get(`/wps/originals/rounds/${round.roundCode}`, auth());
    expect(stored.body.value.serverSeed).toBe(revealed.serverSeed);
    const recomputed = dice.start({
      stream: instantStream(revealed.serverSeed, revealed.clientSeed, round.nonce),
      bet: 1000n,
      params: { target: 5000, side: 'under' },
    });
    expect(recomputed.view).toEqual(round.view);

    // The round is in the member's history and in the betting record like any vendor's round.
    const history = await api.get('/wps/originals/rounds?code=dice', auth());
    expect(history.body.value.list[0].roundCode).toBe(round.roundCode);
    const record = await api.get('/wps/member/bettingRecord', auth());
    expect(record.body.value.list.some((r: { roundId: string }) => r.roundId === round.roundCode)).toBe(true);
    const entries = await db()
      .selectFrom('ledger_transaction')
      .select('idempotency_key')
      .where('reference', 'like', `%${round.roundCode}%`)
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    await expectWholeLedgerBalanced(db());
  });

  it('lets the member set a client seed, which starts a new pair', async () => {
    const reply = await api.post('/wps/originals/dice/seed', { clientSeed: 'my-lucky-seed' }, auth());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value.next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const bad = await api.post('/wps/originals/dice/seed', { clientSeed: 'has:colon' }, auth());
    expect([bad.status, bad.body.message]).toEqual([400, 'invalid_parameter']);
  });

  it('refuses bad parameters, amounts out of range and a bet the balance cannot cover, moving nothing', async () => {
    const before = await main();
    const bet = (amount: string, params: unknown) =>
      api.post('/wps/originals/dice/bet', { requestId: requestId(), amount, params }, auth());
    const cases: [string, unknown, number, string][] = [
      ['10.00', { target: 99.5, side: 'under' }, 400, 'originals_params_invalid'],
      ['10.00', { target: 5000, side: 'sideways' }, 400, 'originals_params_invalid'],
      ['0.50', { target: 5000, side: 'under' }, 400, 'originals_bet_out_of_range'],
      ['100001.00', { target: 5000, side: 'under' }, 400, 'originals_bet_out_of_range'],
      ['10.000', { target: 5000, side: 'under' }, 400, 'invalid_parameter'],
    ];
    for (const [amount, params, status, message] of cases) {
      const reply = await bet(amount, params);
      expect([reply.status, reply.body.message], JSON.stringify(params)).toEqual([status, message]);
    }
    const broke = await bet('99999.00', { target: 5000, side: 'under' });
    expect([broke.status, broke.body.message]).toEqual([409, 'insufficient_balance']);
    expect(await main()).toBe(before);
  });

  it('leaves nothing unfinished: the sweeper has nothing to do after clean rounds', async () => {
    const service = await db().selectFrom('instant_round').select('status').where('member_id', '=', memberId).execute();
    expect(service.every((r) => r.status === 'settled' || r.status === 'void')).toBe(true);
  });
});
