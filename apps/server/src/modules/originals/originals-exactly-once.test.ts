import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, createTestDatabase, freshIp, fund, testConfig } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';

// Issue 18: an in-house round moves money exactly once — a replayed request id, a credit that
// fails and is retried, and a server that stops mid-round all end with one debit and one credit
// (or one refund), counted in the provider protocol's records and in the ledger.
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let api: ReturnType<typeof apiClient>;
let token: string;
let player: number;
const db = () => database.db;

async function start(): Promise<void> {
  app = await buildApp(testConfig(), { database });
  await app.ready();
  api = apiClient(app, { merchant: 'FORTUNA' });
}

async function login(): Promise<void> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  token = reply.body.value.token;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  await start();
  await login();
  const row = await db().selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow();
  player = row.id;
  await fund(db(), 'player01', 1_000_000n);
  // A fault the tests switch on: the next `count` credit records of the provider protocol fail (a
  // sequence, so the count survives the failing transaction's rollback).
  await sql`CREATE SEQUENCE test_credit_failures`.execute(db());
  await sql`CREATE TABLE test_credit_fault (fail_until bigint NOT NULL)`.execute(db());
  await sql`INSERT INTO test_credit_fault VALUES (0)`.execute(db());
  await sql`
    CREATE FUNCTION test_fail_credit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.kind = 'credit' AND nextval('test_credit_failures') <= (SELECT fail_until FROM test_credit_fault) THEN
        RAISE EXCEPTION 'test: the credit fails';
      END IF;
      RETURN NEW;
    END $$`.execute(db());
  await sql`CREATE TRIGGER test_fail_credit BEFORE INSERT ON provider_transaction FOR EACH ROW EXECUTE FUNCTION test_fail_credit()`.execute(
    db(),
  );
});
afterAll(async () => {
  vi.useRealTimers();
  await app?.close();
  await database?.close();
});

/** Makes the next credit fail once. */
async function failNextCredit(): Promise<void> {
  const next = await sql<{ n: string }>`SELECT nextval('test_credit_failures')::text AS n`.execute(db());
  await sql`UPDATE test_credit_fault SET fail_until = ${Number(next.rows[0]?.n) + 1}`.execute(db());
}

const balance = () => memberBalance(db(), player, MEMBER_ACCOUNT.main);
const post = (url: string, body: unknown) => api.post(url, body, { authorization: token });

/** The protocol records and ledger transactions of one round. */
async function moves(roundCode: string) {
  const rows = await db()
    .selectFrom('provider_transaction')
    .select(['kind', 'amount', 'ledger_transaction_id'])
    .where('round_id', '=', roundCode)
    .where('member_id', '=', player)
    .execute();
  const count = (kind: string) => rows.filter((row) => row.kind === kind).length;
  const ledgerIds = rows.flatMap((row) => (row.ledger_transaction_id === null ? [] : [row.ledger_transaction_id]));
  const ledger = ledgerIds.length ? await db().selectFrom('ledger_transaction').select('id').where('id', 'in', ledgerIds).execute() : [];
  return { debits: count('debit'), credits: count('credit'), rollbacks: count('rollback'), ledger: ledger.length, rows };
}

/** One debit and one credit (a zero win is a credit without a ledger transaction), or one debit and one refund. */
async function expectOnce(roundCode: string, ending: 'credit' | 'refund' | 'none' = 'credit'): Promise<void> {
  const round = await roundRow(roundCode);
  const m = await moves(roundCode);
  expect({ debits: m.debits, credits: m.credits, rollbacks: m.rollbacks }).toEqual({
    debits: 1,
    credits: ending === 'credit' ? 1 : 0,
    rollbacks: ending === 'refund' ? 1 : 0,
  });
  const ledger = 1 + (ending === 'credit' && BigInt(round.win) > 0n ? 1 : 0) + (ending === 'refund' ? 1 : 0);
  expect(
    m.ledger,
    JSON.stringify(m.rows, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toBe(ledger);
}

async function roundRow(roundCode: string) {
  return db().selectFrom('instant_round').selectAll().where('round_code', '=', roundCode).executeTakeFirstOrThrow();
}

/** Plays Mines with 24 mines to its end: the one safe tile is found from the stored layout. */
async function safeTile(roundCode: string): Promise<number> {
  const row = await roundRow(roundCode);
  const mines = (row.state as { mineTiles: number[] }).mineTiles;
  return Array.from({ length: 25 }, (_, t) => t).find((t) => !mines.includes(t)) as number;
}

describe('an in-house round moves money exactly once', () => {
  it('answers a replayed bet request with the first round and debits once', async () => {
    const before = await balance();
    const body = { requestId: 'once-dice-0001', amount: '10.00', params: { target: 5000, side: 'under' } };
    const first = await post('/wps/originals/dice/bet', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await post('/wps/originals/dice/bet', body);
    expect(again.status).toBe(200);
    expect(again.body.value.roundCode).toBe(first.body.value.roundCode);
    expect(again.body.value.win).toBe(first.body.value.win);
    await expectOnce(first.body.value.roundCode);
    const win = Math.round(Number(first.body.value.win) * 100);
    expect(await balance()).toBe(before - 1000n + BigInt(win));
    const rounds = await db().selectFrom('instant_round').select('id').where('request_id', '=', 'once-dice-0001').execute();
    expect(rounds).toHaveLength(1);
  });

  it('answers a replayed action with the first answer and credits a steps round once', async () => {
    const before = await balance();
    const bet = await post('/wps/originals/mines/bet', { requestId: 'once-mines-0001', amount: '10.00', params: { mines: 24 } });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    const roundCode = bet.body.value.roundCode as string;
    expect(bet.body.value.finished).toBe(false);
    const replayedBet = await post('/wps/originals/mines/bet', { requestId: 'once-mines-0001', amount: '10.00', params: { mines: 24 } });
    expect(replayedBet.body.value.roundCode).toBe(roundCode);
    const action = { requestId: 'once-mines-0002', action: { type: 'reveal', tile: await safeTile(roundCode) } };
    const first = await post(`/wps/originals/rounds/${roundCode}/act`, action);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ finished: true, win: '247.50' });
    const again = await post(`/wps/originals/rounds/${roundCode}/act`, action);
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ roundCode, finished: true, win: '247.50' });
    expect((await roundRow(roundCode)).actions).toHaveLength(1);
    await expectOnce(roundCode);
    expect(await balance()).toBe(before - 1000n + 24_750n);
  });

  it('settles once when the credit fails and the same request is retried', async () => {
    const before = await balance();
    await failNextCredit();
    const body = { requestId: 'once-dice-fail-0001', amount: '10.00', params: { target: 9800, side: 'under' } };
    const failed = await post('/wps/originals/dice/bet', body);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const stored = await db().selectFrom('instant_round').selectAll().where('request_id', '=', body.requestId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'debited', finished: true });
    expect(await moves(stored.round_code)).toMatchObject({ debits: 1, credits: 0 });
    const retried = await post('/wps/originals/dice/bet', body);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.value).toMatchObject({ roundCode: stored.round_code, status: 'settled' });
    const again = await post('/wps/originals/dice/bet', body);
    expect(again.body.value.win).toBe(retried.body.value.win);
    await expectOnce(stored.round_code);
    expect(await balance()).toBe(before - 1000n + BigInt(stored.win));
  });

  it('settles once when the credit of a cash-out fails and the action is retried', async () => {
    const before = await balance();
    const bet = await post('/wps/originals/mines/bet', { requestId: 'once-mines-fail-0001', amount: '10.00', params: { mines: 24 } });
    const roundCode = bet.body.value.roundCode as string;
    await failNextCredit();
    const action = { requestId: 'once-mines-fail-0002', action: { type: 'reveal', tile: await safeTile(roundCode) } };
    const failed = await post(`/wps/originals/rounds/${roundCode}/act`, action);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await roundRow(roundCode)).toMatchObject({ status: 'debited', finished: true });
    const retried = await post(`/wps/originals/rounds/${roundCode}/act`, action);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.value).toMatchObject({ status: 'settled', win: '247.50' });
    await expectOnce(roundCode);
    expect(await balance()).toBe(before - 1000n + 24_750n);
  });
});

describe('a server restart mid-round', () => {
  /** Closes the app as a stopped process would and builds a new one on the same database; its sweeper runs on fake interval timers. */
  async function restart(): Promise<void> {
    await app.close();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await start();
  }

  /** Ages the unfinished rounds past the sweeper's grace, runs its interval and waits for the rounds to change. */
  async function sweepUntil(roundCodes: string[], done: (status: string) => boolean): Promise<void> {
    await db()
      .updateTable('instant_round')
      .set({ updated_at: new Date(Date.now() - 10 * 60_000) })
      .where('round_code', 'in', roundCodes)
      .execute();
    for (let i = 0; i < 100; i++) {
      await vi.advanceTimersByTimeAsync(15_000);
      const rows = await db().selectFrom('instant_round').select('status').where('round_code', 'in', roundCodes).execute();
      if (rows.every((row) => done(row.status))) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the sweeper did not finish the rounds');
  }

  it('credits a debited single round, refunds an open one, leaves a steps round to its player', async () => {
    const before = await balance();
    // 1. A Dice round debited, its credit lost with the process (the credit fails, then the app stops).
    await failNextCredit();
    const dice = await post('/wps/originals/dice/bet', {
      requestId: 'restart-dice-0001',
      amount: '10.00',
      params: { target: 9800, side: 'under' },
    });
    expect(dice.status).toBeGreaterThanOrEqual(500);
    const diceRound = await db()
      .selectFrom('instant_round')
      .selectAll()
      .where('request_id', '=', 'restart-dice-0001')
      .executeTakeFirstOrThrow();
    expect(diceRound.status).toBe('debited');

    // 2. A Tower round whose debit went through but the process stopped before it wrote `debited`.
    const tower = await post('/wps/originals/tower/bet', {
      requestId: 'restart-tower-0001',
      amount: '10.00',
      params: { difficulty: 'easy' },
    });
    expect(tower.status, JSON.stringify(tower.body)).toBe(200);
    const towerCode = tower.body.value.roundCode as string;
    await db().updateTable('instant_round').set({ status: 'open' }).where('round_code', '=', towerCode).execute();

    // 3. A Mines round waiting for its player.
    const mines = await post('/wps/originals/mines/bet', { requestId: 'restart-mines-0001', amount: '10.00', params: { mines: 24 } });
    const minesCode = mines.body.value.roundCode as string;

    await restart();
    await login();
    await sweepUntil([diceRound.round_code, towerCode], (status) => status === 'settled' || status === 'void');

    expect(await roundRow(diceRound.round_code)).toMatchObject({ status: 'settled' });
    await expectOnce(diceRound.round_code);
    expect(await roundRow(towerCode)).toMatchObject({ status: 'void' });
    await expectOnce(towerCode, 'refund');
    expect(await roundRow(minesCode)).toMatchObject({ status: 'debited', finished: false });
    await expectOnce(minesCode, 'none');

    // The player comes back to the Mines round and finishes it.
    const state = await api.get('/wps/originals/mines/state', { authorization: token });
    expect(state.body.value.openRound.roundCode).toBe(minesCode);
    const cashed = await post(`/wps/originals/rounds/${minesCode}/act`, {
      requestId: 'restart-mines-0002',
      action: { type: 'reveal', tile: await safeTile(minesCode) },
    });
    expect(cashed.body.value).toMatchObject({ finished: true, status: 'settled', win: '247.50' });
    await expectOnce(minesCode);

    // Dice paid its win, Tower's bet came back, Mines paid 247.50.
    expect(await balance()).toBe(before - 1000n + BigInt(diceRound.win) + 24_750n - 1000n);
    await expectWholeLedgerBalanced(db());
  });
});
