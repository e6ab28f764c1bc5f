import { randomUUID } from 'node:crypto';
import { gameDefinition, prizeGroupPrize } from '@fortuna/bgs';
import { cancelIssue, createLotteryScheduler, REFUND_GRACE_MS } from '@fortuna/bgs/engine';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, operatorToken, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';
import { memberId, onlyGame, testWallet } from '../lottery/lottery.test-support';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let member: string;
let owner: string;
let auditor: string;
let player: number;
let game: { id: number; game_id: number; code: string };
const db = () => t.database.db;

const tickAt = (at: Date) => createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: () => at }).tick();
const balance = () => memberBalance(db(), player, MEMBER_ACCOUNT.main);
const ops = (token: string) => ({ authorization: token });

async function patchGame(body: unknown, token = owner) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/ops/lottery/games/${game.id}`,
    headers: { 'x-merchant': 'FORTUNA', 'x-forwarded-for': freshIp(), ...ops(token) },
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The soonest issue still taking bets. */
async function currentIssue() {
  const row = await db()
    .selectFrom('lottery_issue')
    .selectAll()
    .where('lottery_game_id', '=', game.id)
    .where('status', '=', 'open')
    .where('closes_at', '>', new Date())
    .orderBy('draws_at')
    .executeTakeFirstOrThrow();
  return { ...row, id: BigInt(row.id) };
}

/** The live bets of an issue: slips, bets, stake (minor units), and the player's share of the stake. */
async function live(issueId: bigint) {
  const { rows } = await sql<{ slips: number; bets: number; stake: bigint; mine: bigint }>`
    SELECT count(DISTINCT slip_id)::int AS slips, count(*)::int AS bets, coalesce(sum(stake), 0)::bigint AS stake,
           coalesce(sum(stake) FILTER (WHERE member_id = ${player}), 0)::bigint AS mine
      FROM lottery_bet WHERE issue_id = ${issueId} AND status IN ('placing', 'pending', 'cancelling')`.execute(db());
  const row = rows[0] ?? { slips: 0, bets: 0, stake: 0n, mine: 0n };
  return { ...row, stake: BigInt(row.stake), mine: BigInt(row.mine) };
}

function bet(numero: string, bets: unknown[], extra: Record<string, unknown> = {}) {
  return api.post('/lgw/lottery/bets', { requestId: randomUUID(), gameCode: game.code, numero, bets, ...extra }, { authorization: member });
}
const digits = (list: number[], unitStake = '2') => ({
  betType: 'ssc.position_digit',
  selection: { position: 1, digits: list },
  unitStake,
});

async function lastAudit(action: string) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('outcome', '=', 'ok')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { 'x-forwarded-for': freshIp() },
  );
  member = login.body.value.token;
  player = await memberId(db(), 'player01');
  await fund(db(), 'player01', 100_000n);
  owner = await operatorToken(db(), 'lottery_owner', 'owner');
  auditor = await operatorToken(db(), 'lottery_auditor', 'auditor');
  await tickAt(new Date());
}, 120_000);
afterAll(async () => t?.close());

describe('lottery games in the back office', () => {
  it('lists the games with their settings, to a reader', async () => {
    const reply = await api.get(`/ops/lottery/games?q=${encodeURIComponent(game.code)}`, ops(auditor));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value.total).toBe(1);
    expect(reply.body.value.rows[0]).toMatchObject({
      id: game.id,
      code: game.code,
      enabled: true,
      closeSeconds: 10,
      minUnitStake: '1.00',
      maxStake: '10000.00',
      maxNumberStake: null,
      maxIssueStake: null,
      nextSchedule: null,
    });
    expect((await patchGame({ enabled: false }, auditor)).body.message).toBe('forbidden');
  });

  it('disables a game: a member cannot bet on it; the change is audited with before and after', async () => {
    const issue = await currentIssue();
    const off = await patchGame({ enabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.value.enabled).toBe(false);
    expect((await bet(issue.numero, [digits([1])])).body.message).toBe('lottery_game_not_found');
    const audit = await lastAudit('lottery.game_update');
    expect(audit?.target_id).toBe(String(game.id));
    expect(audit?.before).toMatchObject({ enabled: true });
    expect(audit?.after).toMatchObject({ enabled: false });
    expect((await patchGame({ enabled: true })).body.value.enabled).toBe(true);
  });

  it('refuses malformed or inconsistent settings with 400 and changes nothing', async () => {
    for (const body of [
      { closeSeconds: -1 },
      { minSeries: 1900, maxSeries: 1800 },
      { maxNumberStake: 'lots' },
      { schedule: { kind: 'weekly', days: [], time: '10:00' } },
      { unknown: 1 },
    ]) {
      const reply = await patchGame(body);
      expect([reply.status, reply.body.message], JSON.stringify(body)).toEqual([400, 'invalid_parameter']);
    }
    await patchGame({ maxSeries: 1800 });
    expect((await patchGame({ minSeries: 1850 })).status).toBe(400);
    await patchGame({ maxSeries: null });
    expect((await api.get(`/ops/lottery/games?q=${game.code}`, ops(owner))).body.value.rows[0]).toMatchObject({
      closeSeconds: 10,
      minSeries: null,
      maxSeries: null,
    });
  });

  it('enforces the bet limits per number and per issue when bets are placed', async () => {
    const issue = await currentIssue();
    expect((await patchGame({ maxNumberStake: '3.00', maxIssueStake: '10' })).status).toBe(200);
    const before = await balance();
    expect((await bet(issue.numero, [digits([1, 2])])).status).toBe(200);
    const perNumber = await bet(issue.numero, [digits([1])]);
    expect([perNumber.status, perNumber.body.message]).toEqual([409, 'lottery_number_limit_exceeded']);
    // One slip counts against itself too: 2 + 2 on the digit 3.
    expect((await bet(issue.numero, [digits([3]), digits([3])])).body.message).toBe('lottery_number_limit_exceeded');
    expect((await bet(issue.numero, [digits([3, 4, 5])])).status).toBe(200);
    const perIssue = await bet(issue.numero, [digits([6], '1')]);
    expect([perIssue.status, perIssue.body.message]).toEqual([409, 'lottery_issue_limit_exceeded']);
    expect(await balance()).toBe(before - 1000n);
    // The next issue starts afresh.
    const next = await db()
      .selectFrom('lottery_issue')
      .select('numero')
      .where('lottery_game_id', '=', game.id)
      .where('draws_at', '>', issue.draws_at)
      .orderBy('draws_at')
      .executeTakeFirstOrThrow();
    expect((await bet(next.numero, [digits([1])])).status).toBe(200);
    await patchGame({ maxNumberStake: null, maxIssueStake: null });
    expect((await bet(issue.numero, [digits([1])])).status).toBe(200);
  });

  it('holds bets inside the prize-group bounds', async () => {
    const issue = await currentIssue();
    await patchGame({ minSeries: 1800, maxSeries: 1850 });
    expect((await api.get(`/lgw/lottery/pricing?gameCode=${game.code}`, { authorization: member })).body.value.series).toBe(1850);
    expect((await bet(issue.numero, [digits([7])], { playSeries: 1900 })).body.message).toBe('lottery_series_invalid');
    expect((await bet(issue.numero, [digits([7])], { playSeries: 1790 })).body.message).toBe('lottery_series_invalid');
    const placed = await bet(issue.numero, [digits([7], '10')]);
    expect(placed.status).toBe(200);
    const row = await db()
      .selectFrom('lottery_bet')
      .select('series')
      .where('slip_id', '=', placed.body.value.slipId)
      .executeTakeFirstOrThrow();
    expect(row.series).toBe(1850);
    await patchGame({ minSeries: null, maxSeries: null });
  });

  it('moves the closing time of issues still taking bets', async () => {
    const issue = await currentIssue();
    expect((await patchGame({ closeSeconds: 20 })).status).toBe(200);
    const moved = await db()
      .selectFrom('lottery_issue')
      .select('closes_at')
      .where('id', '=', issue.id as never)
      .executeTakeFirstOrThrow();
    // 20 s before the draw, but never before the issue opens (a game's first issue opens mid-slot).
    const span = new Date(issue.draws_at).getTime() - new Date(issue.opens_at).getTime();
    expect(new Date(issue.draws_at).getTime() - new Date(moved.closes_at).getTime()).toBe(Math.min(20_000, span));
    await patchGame({ closeSeconds: 10 });
  });
});

describe('lottery issues in the back office', () => {
  it('pauses an issue: no bets, not drawn, however late, until resumed; then it is drawn and verifiable', async () => {
    const issue = await currentIssue();
    const paused = await api.post(`/ops/lottery/issues/${issue.id}/pause`, {}, ops(owner));
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.value.issue.paused).toBe(true);
    expect((await bet(issue.numero, [digits([1])])).body.message).toBe('lottery_issue_paused');
    expect((await api.post(`/ops/lottery/issues/${issue.id}/pause`, {}, ops(owner))).body.message).toBe('lottery_issue_not_controllable');
    const audit = await lastAudit('lottery.issue_pause');
    expect(audit?.before).toMatchObject({ pausedAt: null });
    expect(audit?.after).toMatchObject({ numero: issue.numero });

    await tickAt(new Date(new Date(issue.draws_at).getTime() + 60_000));
    const still = await db()
      .selectFrom('lottery_issue')
      .select(['status', 'result'])
      .where('id', '=', issue.id as never)
      .executeTakeFirstOrThrow();
    expect(still.result).toBeNull();
    expect(['open', 'locked']).toContain(still.status);

    expect((await api.post(`/ops/lottery/issues/${issue.id}/resume`, {}, ops(owner))).status).toBe(200);
    await tickAt(new Date(new Date(issue.draws_at).getTime() + 61_000));
    const record = await api.get(`/ops/lottery/issues/${issue.id}`, ops(auditor));
    expect(record.status).toBe(200);
    expect(['drawn', 'settled']).toContain(record.body.value.issue.status);
    expect(record.body.value.verification).toMatchObject({ seedMatchesHash: true, resultMatches: true });
    expect(record.body.value.verification.recomputed).toEqual(record.body.value.issue.result);
    expect((await api.post(`/ops/lottery/issues/${issue.id}/pause`, {}, ops(owner))).body.message).toBe('lottery_issue_not_controllable');
    expect((await api.post(`/ops/lottery/issues/${issue.id}/cancel`, { reason: 'too late' }, ops(owner))).body.message).toBe(
      'lottery_issue_not_controllable',
    );
  });

  it('shows the draw record of an issue not drawn yet without its seed', async () => {
    const issue = await currentIssue();
    const record = await api.get(`/ops/lottery/issues/${issue.id}`, ops(auditor));
    expect(record.body.value.verification).toBeNull();
    expect(JSON.stringify(record.body.value)).not.toContain(issue.server_seed);
    expect((await api.get('/ops/lottery/issues/999999999', ops(auditor))).status).toBe(404);
  });

  it('shows the liability per number of an open issue', async () => {
    const issue = await currentIssue();
    await bet(issue.numero, [digits([8, 9], '5')]);
    await bet(issue.numero, [digits([8], '3')]);
    const reply = await api.get(`/ops/lottery/issues/${issue.id}/liability?pageSize=50`, ops(auditor));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const value = reply.body.value;
    expect(value.totalStake).toBe('13.00');
    const eight = value.rows.find((r: { key: string }) => r.key === 'ssc.position_digit|{"position":1,"digit":8}');
    const probability = gameDefinition('ssc').probability('ssc.position_digit', { position: 1, digit: 8 });
    const expected = prizeGroupPrize(500n, 1900, probability) + prizeGroupPrize(300n, 1900, probability);
    expect(eight).toMatchObject({ bets: 2, stake: '8.00', payout: (Number(expected) / 100).toFixed(2) });
    expect(eight.net).toBe(((1300 - Number(expected)) / 100).toFixed(2));
    expect(value.rows[0].key).toBe(eight.key);
    expect(value.worstPayout).toBe(eight.payout);
    expect(value.total).toBe(2);
  });

  it('cancels an issue with its bets: every stake comes back once, a repeat refunds nothing twice', async () => {
    const issue = await currentIssue();
    const before = await balance();
    await bet(issue.numero, [digits([1, 2], '4')]);
    await bet(issue.numero, [{ betType: 'ssc.dragon_tiger', selection: { picks: ['dragon'] }, unitStake: '6' }]);
    expect(await balance()).toBe(before - 1400n);
    const staked = await live(issue.id);
    expect(staked.bets).toBeGreaterThanOrEqual(3);
    const bad = await api.post(`/ops/lottery/issues/${issue.id}/cancel`, {}, ops(owner));
    expect([bad.status, bad.body.message]).toEqual([400, 'invalid_parameter']);

    const cancelled = await api.post(`/ops/lottery/issues/${issue.id}/cancel`, { reason: 'feed outage' }, ops(owner));
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.value.issue).toMatchObject({ status: 'cancelled', cancelReason: 'feed outage' });
    expect(cancelled.body.value.refund).toMatchObject({
      slips: staked.slips,
      bets: staked.bets,
      stake: (Number(staked.stake) / 100).toFixed(2),
      pending: 0,
      complete: true,
    });
    expect(await balance()).toBe(before + staked.mine - 1400n);
    const audit = await lastAudit('lottery.issue_cancel');
    expect(audit?.before).toMatchObject({ status: 'open' });
    expect(audit?.after).toMatchObject({ status: 'cancelled', cancelReason: 'feed outage' });

    const entries = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_entry`.execute(db())).rows[0]?.n;
    const ledgerBefore = await entries();
    const replay = await api.post(`/ops/lottery/issues/${issue.id}/cancel`, { reason: 'again' }, ops(owner));
    expect(replay.status).toBe(200);
    expect(replay.body.value.refund).toEqual(cancelled.body.value.refund);
    expect(await entries()).toBe(ledgerBefore);
    expect(await balance()).toBe(before + staked.mine - 1400n);
    expect((await bet(issue.numero, [digits([1])])).body.message).toBe('lottery_issue_closed');
    // Not drawn, ever.
    await tickAt(new Date(new Date(issue.draws_at).getTime() + 120_000));
    const row = await db()
      .selectFrom('lottery_issue')
      .select(['status', 'result'])
      .where('id', '=', issue.id as never)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', result: null });
    await expectWholeLedgerBalanced(db());
  });

  it('finishes the refunds a crash left after the cancellation committed, exactly once', async () => {
    await tickAt(new Date());
    const issue = await currentIssue();
    const before = await balance();
    await bet(issue.numero, [digits([4, 5], '7')]);
    expect(await balance()).toBe(before - 1400n);
    const staked = await live(issue.id);
    // The claim commits, then the process dies before any refund.
    const now = new Date();
    await db()
      .transaction()
      .execute((trx) => cancelIssue(trx, issue.id, { now, reason: 'crash', operatorId: null }));
    const statuses = await db()
      .selectFrom('lottery_bet')
      .select('status')
      .where('issue_id', '=', issue.id as never)
      .execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['cancelling']));
    expect(statuses).toHaveLength(staked.bets);
    expect(await balance()).toBe(before - 1400n);

    // Within the grace the scheduler leaves it to the operator's call; after it, it finishes the refunds.
    expect((await tickAt(new Date(now.getTime() + 1000))).refunded).toEqual([]);
    const report = await tickAt(new Date(now.getTime() + REFUND_GRACE_MS + 1000));
    expect(report.refunded).toEqual([issue.id]);
    const refunded = before + staked.mine - 1400n;
    expect(await balance()).toBe(refunded);
    const issueRow = await db()
      .selectFrom('lottery_issue')
      .select('refunded_at')
      .where('id', '=', issue.id as never)
      .executeTakeFirstOrThrow();
    expect(issueRow.refunded_at).not.toBeNull();
    // A second run and a late operator replay move nothing.
    expect((await tickAt(new Date(now.getTime() + REFUND_GRACE_MS + 2000))).refunded).toEqual([]);
    const replay = await api.post(`/ops/lottery/issues/${issue.id}/cancel`, { reason: 'crash' }, ops(owner));
    expect(replay.body.value.refund).toMatchObject({
      slips: staked.slips,
      bets: staked.bets,
      stake: (Number(staked.stake) / 100).toFixed(2),
      complete: true,
    });
    expect(await balance()).toBe(refunded);
    await expectWholeLedgerBalanced(db());
  });

  it('lists issues by state, with this merchant’s totals', async () => {
    const cancelled = await api.get(`/ops/lottery/issues?gameId=${game.id}&state=cancelled`, ops(auditor));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.value.total).toBe(2);
    expect(cancelled.body.value.rows.every((r: { status: string }) => r.status === 'cancelled')).toBe(true);
    const upcoming = await api.get(`/ops/lottery/issues?gameId=${game.id}&state=upcoming&sort=drawsAt&order=asc`, ops(auditor));
    expect(upcoming.body.value.rows.length).toBeGreaterThan(0);
    expect((await api.get('/ops/lottery/issues?state=nope', ops(auditor))).status).toBe(400);
  });
});

// Last: it moves the engine's clock to the game's next day, drawing every issue before it.
describe('a new schedule', () => {
  it('starts a new schedule with the game’s next day, and the engine numbers that day by it', async () => {
    const reply = await patchGame({ schedule: { kind: 'interval', seconds: 120 } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const last = await db()
      .selectFrom('lottery_issue')
      .select('draws_at')
      .where('lottery_game_id', '=', game.id)
      .orderBy('draws_at', 'desc')
      .executeTakeFirstOrThrow();
    const from = new Date(reply.body.value.nextSchedule.from);
    expect(from.getTime() % 86_400_000).toBe(0);
    expect(from.getTime()).toBeGreaterThanOrEqual(new Date(last.draws_at).getTime());
    expect(from.getTime() - new Date(last.draws_at).getTime()).toBeLessThanOrEqual(86_400_000);
    expect(reply.body.value.schedule).toMatchObject({ kind: 'interval', seconds: 60 });
    // After the switch: the day's draws are every two minutes, numbered from 1, and the schedule is the game's own.
    await tickAt(new Date(from.getTime() + 60_000));
    const after = await db()
      .selectFrom('lottery_issue')
      .select(['numero', 'draws_at'])
      .where('lottery_game_id', '=', game.id)
      .where('draws_at', '>', from)
      .orderBy('draws_at')
      .execute();
    expect(after[0]?.numero.endsWith('-0001')).toBe(true);
    expect(new Date(after[0]?.draws_at as Date).getTime()).toBe(from.getTime() + 120_000);
    expect(new Date(after[1]?.draws_at as Date).getTime()).toBe(from.getTime() + 240_000);
    const games = (await api.get(`/ops/lottery/games?q=${game.code}`, ops(owner))).body.value.rows[0];
    expect(games.schedule).toMatchObject({ kind: 'interval', seconds: 120 });
    expect(games.nextSchedule).toBeNull();
  });
});
