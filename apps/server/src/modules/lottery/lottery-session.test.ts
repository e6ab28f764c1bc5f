import { randomUUID } from 'node:crypto';
import { createLotteryScheduler } from '@fortuna/bgs/engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { hashToken } from '../auth/token';
import { memberId, onlyGame, testWallet } from './lottery.test-support';

// Issue 15 item 9: the engine's provider sessions are bearer secrets that debit members, so the
// database keeps only their SHA-256, as it does for member sessions.
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('lottery wallet sessions', () => {
  it('stores only the hash of the provider session a bet opens, and still bets and cancels with it', async () => {
    const api = apiClient(t.app, { merchant: 'FORTUNA' });
    const game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 600 }, closeSeconds: 10 });
    await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: () => new Date() }).tick();
    const login = await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'player01', password: 'Player123' },
      { 'x-forwarded-for': freshIp() },
    );
    const token = login.body.value.token;
    await fund(db(), 'player01', 10_000n);
    // An issue that takes bets for a minute more at least, so the cancel never races its close (the
    // scheduler keeps issues ten minutes ahead; reading `next` of the issues call met a null in the
    // last seconds of an issue on CI).
    const { rows: open } = await sql<{ numero: string }>`
      SELECT numero FROM lottery_issue WHERE lottery_game_id = ${game.id} AND status = 'open'
         AND closes_at > ${new Date(Date.now() + 60_000)} ORDER BY draws_at LIMIT 1`.execute(db());
    const numero = open[0]?.numero;
    expect(numero).toBeDefined();
    const placed = await api.post(
      '/lgw/lottery/bets',
      {
        requestId: randomUUID(),
        gameCode: game.code,
        numero,
        bets: [{ betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: '1' }],
      },
      { authorization: token },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const player = await memberId(db(), 'player01');
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM lottery_wallet_session WHERE member_id = ${player}`.execute(db());
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {})).not.toContain('session_token');
    // The stored hash is the provider session's own key: the token itself is nowhere.
    const session = await db()
      .selectFrom('provider_session')
      .select('token_hash')
      .where('member_id', '=', player)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(rows[0]?.session_token_hash as Uint8Array).equals(Buffer.from(session.token_hash as unknown as Uint8Array))).toBe(
      true,
    );
    const cancelled = await api.post(
      '/lgw/lottery/bets/cancel',
      { betId: placed.body.value.bets[0].betId, requestId: randomUUID() },
      { authorization: token },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });

  it('hashes a token exactly as the migration hashes existing rows', async () => {
    const token = 'a-provider-session-token_0123456789';
    const { rows } = await sql<{ h: Uint8Array }>`SELECT sha256(convert_to(${token}, 'UTF8')) AS h`.execute(db());
    expect(Buffer.from(rows[0]?.h as Uint8Array).equals(hashToken(token))).toBe(true);
  });
});
