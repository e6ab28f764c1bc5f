import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, createTestDatabase, freshIp, fund, testConfig } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';

// Issue 22: Blackjack on the steps path of the originals. A double (or a split) stakes one more
// opening bet, debited with its own txn id before the action applies; a refused debit leaves the
// hand as it was; a replay moves nothing; the round ends with one credit.
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let api: ReturnType<typeof apiClient>;
let token: string;
let player: number;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // The catalogue row comes with the live tables' seed; until then the test gives BGS one like Hi-Lo's.
  await sql`
    INSERT INTO game (vendor_code, category_code, classify, game_code, names, icon_path)
    SELECT vendor_code, category_code, classify, 'blackjack', names, icon_path FROM game WHERE vendor_code = 'BGS' AND game_code = 'hi-lo'
    ON CONFLICT (vendor_code, game_code) DO NOTHING`.execute(database.db);
  app = await buildApp(testConfig(), { database });
  await app.ready();
  api = apiClient(app, { merchant: 'FORTUNA' });
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  token = reply.body.value.token;
  player = (await db().selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow()).id;
  await fund(db(), 'player01', 1_000_000n);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const balance = () => memberBalance(db(), player, MEMBER_ACCOUNT.main);
const post = (url: string, body: unknown) => api.post(url, body, { authorization: token });
const minor = (text: string) => BigInt(Math.round(Number(text) * 100));

async function txns(roundCode: string) {
  return db()
    .selectFrom('provider_transaction')
    .select(['kind', 'txn_id', 'amount'])
    .where('round_id', '=', roundCode)
    .where('member_id', '=', player)
    .orderBy('id')
    .execute();
}

let requests = 0;
const requestId = (tag: string) => `bj-${tag}-${String(++requests).padStart(4, '0')}`;

/** Bets until a round is dealt that may be doubled (a natural ends a round at the deal); settles the others by standing. */
async function doublableRound(amount: string): Promise<{ roundCode: string; view: Record<string, any> }> {
  for (let i = 0; i < 40; i++) {
    const bet = await post('/wps/originals/blackjack/bet', { requestId: requestId('bet'), amount, params: {} });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    if (!bet.body.value.finished && bet.body.value.view.allowed.double)
      return { roundCode: bet.body.value.roundCode, view: bet.body.value.view };
    let round = bet.body.value;
    while (!round.finished)
      round = (await post(`/wps/originals/rounds/${round.roundCode}/act`, { requestId: requestId('stand'), action: { type: 'stand' } }))
        .body.value;
  }
  throw new Error('no round to double in 40 deals');
}

describe('blackjack on the originals path', () => {
  it('lists blackjack among the originals as a steps game', async () => {
    const state = await api.get('/wps/originals/blackjack/state', { authorization: token });
    expect(state.status, JSON.stringify(state.body)).toBe(200);
    expect(state.body.value.game).toMatchObject({ code: 'blackjack', kind: 'steps' });
  });

  it('plays a hand to its end with one debit and one credit', async () => {
    const before = await balance();
    const bet = await post('/wps/originals/blackjack/bet', { requestId: requestId('bet'), amount: '10.00', params: {} });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    let round = bet.body.value;
    expect(JSON.stringify(round.view)).not.toContain('shoe');
    while (!round.finished) {
      const next = await post(`/wps/originals/rounds/${round.roundCode}/act`, { requestId: requestId('stand'), action: { type: 'stand' } });
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      round = next.body.value;
    }
    expect(round.status).toBe('settled');
    expect((await txns(round.roundCode)).map((t) => t.kind)).toEqual(['debit', 'credit']);
    expect(await balance()).toBe(before - 1000n + minor(round.win));
  });

  it('debits a double with its own txn id before it applies, answers its replay with the first answer, credits once', async () => {
    const before = await balance();
    const { roundCode } = await doublableRound('10.00');
    const afterOpen = await balance();
    const body = { requestId: requestId('double'), action: { type: 'double' } };
    const doubled = await post(`/wps/originals/rounds/${roundCode}/act`, body);
    expect(doubled.status, JSON.stringify(doubled.body)).toBe(200);
    expect(doubled.body.value).toMatchObject({ finished: true, status: 'settled', bet: '10.00' });
    expect(doubled.body.value.view).toMatchObject({ stakes: 2, totalStake: '2000', hands: [{ doubled: true, stake: 2 }] });
    expect(doubled.body.value.actions).toEqual([{ type: 'double' }]);
    const again = await post(`/wps/originals/rounds/${roundCode}/act`, body);
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ roundCode, win: doubled.body.value.win, finished: true });
    const moves = await txns(roundCode);
    expect(moves.map((t) => [t.kind, t.txn_id])).toEqual([
      ['debit', `${roundCode}:bet`],
      ['debit', `${roundCode}:raise:0`],
      ['credit', `${roundCode}:win`],
    ]);
    expect(await balance()).toBe(afterOpen - 1000n + minor(doubled.body.value.win));
    expect(await balance()).toBeLessThanOrEqual(before + 3000n);
    await expectWholeLedgerBalanced(db());
  });

  it('refuses a double the balance cannot cover and leaves the hand as it was', async () => {
    const { roundCode } = await doublableRound('10.00');
    // Leave less than one more opening bet in the wallet.
    const left = await balance();
    await fund(db(), 'player01', -(left - 500n));
    const before = await db()
      .selectFrom('instant_round')
      .select(['state', 'actions'])
      .where('round_code', '=', roundCode)
      .executeTakeFirstOrThrow();
    const refused = await post(`/wps/originals/rounds/${roundCode}/act`, { requestId: requestId('double'), action: { type: 'double' } });
    expect([refused.status, refused.body.message]).toEqual([409, 'insufficient_balance']);
    const after = await db()
      .selectFrom('instant_round')
      .select(['state', 'actions', 'finished'])
      .where('round_code', '=', roundCode)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ state: before.state, actions: [], finished: false });
    expect((await txns(roundCode)).map((t) => t.kind)).toEqual(['debit']);
    const stood = await post(`/wps/originals/rounds/${roundCode}/act`, { requestId: requestId('stand'), action: { type: 'stand' } });
    expect(stood.status, JSON.stringify(stood.body)).toBe(200);
    expect(stood.body.value.view.stakes).toBe(1);
    await fund(db(), 'player01', 1_000_000n);
  });

  it('finishes a double left pending by a crash on the next call (its debit made once)', async () => {
    const { roundCode } = await doublableRound('10.00');
    // As if the process stopped after writing the pending double, before its debit.
    const pending = JSON.stringify([{ requestId: 'bj-crashed-0001', action: { type: 'double' }, raised: '1000', pending: true }]);
    await sql`UPDATE instant_round SET actions = ${pending}::jsonb WHERE round_code = ${roundCode}`.execute(db());
    const retried = await post(`/wps/originals/rounds/${roundCode}/act`, { requestId: 'bj-crashed-0001', action: { type: 'double' } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.value).toMatchObject({ finished: true, status: 'settled', actions: [{ type: 'double' }] });
    expect((await txns(roundCode)).map((t) => t.kind)).toEqual(['debit', 'debit', 'credit']);
  });

  it('refuses an action the hand does not allow with a 4xx', async () => {
    const { roundCode, view } = await doublableRound('10.00');
    const type = view.allowed.split ? 'bogus' : 'split';
    const refused = await post(`/wps/originals/rounds/${roundCode}/act`, { requestId: requestId('bad'), action: { type } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.message).toBe('originals_params_invalid');
    expect((await txns(roundCode)).map((t) => t.kind)).toEqual(['debit']);
  });
});
