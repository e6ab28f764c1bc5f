import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, operatorToken, type Reply, seedSettledRound, type TestApp } from '../../testing/index';
import { dayIn } from '../ops-reports/ops-reports.service';
import { grantBonus } from '../promotions/bonus-book';
import { blockingRequirement } from '../promotions/turnover';

/**
 * A promotion's report over bonuses and rounds seeded at known instants (figures by hand), a
 * member's bonuses on the member page, and waiving an open requirement (who may, what it writes,
 * that a withdrawal is no longer held).
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const db = () => t.database.db;
let merchant: { id: number; currency_code: string; time_zone: string };
let promotionId: number;
let gameId: number;

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  tokens.owner = await operatorToken(db(), 'report_owner', 'owner');
  tokens.cs = await operatorToken(db(), 'report_cs', 'customer_service');
  tokens.auditor = await operatorToken(db(), 'report_auditor', 'auditor');
  merchant = await db().selectFrom('merchant').select(['id', 'currency_code', 'time_zone']).orderBy('id').executeTakeFirstOrThrow();
  promotionId = (await db().selectFrom('promotion').select('id').where('code', '=', 'FESTIVAL_FIRST_DEPOSIT').executeTakeFirstOrThrow()).id;
  gameId = (await db().selectFrom('game').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(async () => t?.close());

function ops(method: 'GET' | 'POST', url: string, body?: unknown, who = 'owner'): Promise<Reply> {
  return t.app
    .inject({
      method,
      url,
      headers: {
        authorization: tokens[who] as string,
        'x-forwarded-for': freshIp(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
}

const memberId = async (username: string) =>
  (await db().selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** A bonus of the festival promotion paid at `at` (its row and requirement clock moved there). */
async function bonusAt(username: string, amount: bigint, at: Date, takenBy: 'claim' | 'auto' | 'operator', turnover = 0n) {
  const member = await memberId(username);
  const granted = await db()
    .transaction()
    .execute((trx) =>
      grantBonus(trx, {
        merchant,
        memberId: member,
        promotionId,
        source: 'promotion',
        key: `promo:${promotionId}:test-${crypto.randomUUID()}`,
        takenBy,
        amount,
        title: { en: 'Festival' },
        turnover: turnover > 0n ? { required: turnover, category: null } : null,
        memo: 'test',
      }),
    );
  await db().updateTable('bonus').set({ created_at: at, turnover_since: at }).where('id', '=', granted.bonusId).execute();
  return granted.bonusId;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('a promotion report', () => {
  it('counts participants, claims, cost, turnover since the grants, budget left and days over a range', async () => {
    // Two days ago (in range), and 40 days ago (outside the 7-day range).
    const twoDays = hoursAgo(48);
    await bonusAt('player01', 10_000n, twoDays, 'claim');
    await bonusAt('member02', 5_000n, hoursAgo(1), 'auto', 15_000n);
    await bonusAt('member03', 7_000n, hoursAgo(40 * 24), 'claim');
    // player01's stakes: one before its bonus (not counted), two after; member02's after; member03's outside.
    await seedSettledRound(db(), { username: 'player01', gameId, bet: 2_000n, win: 0n, settledAt: hoursAgo(50) });
    await seedSettledRound(db(), { username: 'player01', gameId, bet: 3_000n, win: 0n, settledAt: hoursAgo(30) });
    await seedSettledRound(db(), { username: 'player01', gameId, bet: 1_500n, win: 500n, settledAt: hoursAgo(0.5) });
    await seedSettledRound(db(), { username: 'member02', gameId, bet: 4_000n, win: 0n, settledAt: hoursAgo(0.2) });
    await seedSettledRound(db(), { username: 'member03', gameId, bet: 9_000n, win: 0n, settledAt: hoursAgo(0.2) });
    // A join counts as taking part.
    await db()
      .insertInto('promotion_entry')
      .values({ promotion_id: promotionId, member_id: await memberId('member04'), period_key: 'once', status: 'joined' })
      .execute();

    const to = dayIn(new Date(), merchant.time_zone);
    const from = dayIn(hoursAgo(6 * 24), merchant.time_zone);
    const reply = await ops('GET', `/ops/promotions/${promotionId}/report?from=${from}&to=${to}&pageSize=1`, undefined, 'cs');
    expect(reply.status).toBe(200);
    const report = reply.body.value;
    expect(report).toMatchObject({
      participants: 3,
      claims: { paid: 2, byClaim: 1, auto: 1, byOperator: 0, joined: 1, applications: { inProcess: 0, approved: 0, rejected: 0 } },
      cost: '150.00',
      turnover: '85.00',
      requirements: { none: 1, open: 1, met: 0, forfeited: 0, waived: 0 },
      budget: '100000.00',
      spent: '220.00',
      budgetLeft: '99780.00',
    });
    expect(report.days).toHaveLength(7);
    expect(report.days.find((d: { day: string }) => d.day === dayIn(twoDays, merchant.time_zone))).toMatchObject({
      claims: 1,
      cost: '100.00',
    });
    expect(report.bonuses.total).toBe(2);
    expect(report.bonuses.rows).toHaveLength(1);
    expect(report.bonuses.rows[0]).toMatchObject({ username: 'member02', amount: '50.00', requirement: 'open', takenBy: 'auto' });

    const bad = await ops('GET', `/ops/promotions/${promotionId}/report?from=${to}&to=${from}`);
    expect(bad.body.message).toBe('invalid_parameter');
    expect((await ops('GET', `/ops/promotions/999999/report?from=${from}&to=${to}`)).body.message).toBe('promotion_not_found');
  });
});

describe('waiving a bonus', () => {
  it('lists a member’s bonuses and lets customer service waive an open requirement once, audited', async () => {
    const id = await bonusAt('newbie01', 2_000n, hoursAgo(0.1), 'claim', 1_000_000n);
    const member = await memberId('newbie01');
    expect(await blockingRequirement(db(), member)).not.toBeNull();

    const list = await ops('GET', `/ops/members/${member}/bonuses`, undefined, 'cs');
    expect(list.body.value.rows[0]).toMatchObject({ id, requirement: 'open', turnoverRequired: '10000.00' });

    expect((await ops('POST', `/ops/bonuses/${id}/waive`, { reason: 'goodwill' }, 'auditor')).status).toBe(403);
    expect((await ops('POST', `/ops/bonuses/${id}/waive`, { reason: '' }, 'cs')).body.message).toBe('invalid_parameter');
    const waived = await ops('POST', `/ops/bonuses/${id}/waive`, { reason: 'Complaint #12: goodwill' }, 'cs');
    expect(waived.status).toBe(200);
    expect(waived.body.value).toMatchObject({ id, requirement: 'waived', closedBy: 'report_cs' });
    const row = await db().selectFrom('bonus').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ requirement: 'waived', requirement_closed_by: 'report_cs', requirement_note: 'Complaint #12: goodwill' });
    expect(await blockingRequirement(db(), member)).toBeNull();
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'bonus.waive')
      .where('target_id', '=', String(id))
      .execute();
    // The refused tries are audited too (by the guard), with their outcome.
    expect(audit.map((a) => a.outcome).sort()).toEqual(['forbidden', 'invalid_parameter', 'ok']);
    expect(audit.find((a) => a.outcome === 'ok')?.after).toMatchObject({ requirement: 'waived', reason: 'Complaint #12: goodwill' });

    const again = await ops('POST', `/ops/bonuses/${id}/waive`, { reason: 'again' }, 'cs');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('bonus_not_open');
    expect((await ops('POST', '/ops/bonuses/999999/waive', { reason: 'none' }, 'cs')).body.message).toBe('bonus_not_found');
    // The money stayed where it was: a waiver posts nothing.
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transaction WHERE reference = ${`bonus:${id}`}`.execute(
      db(),
    );
    expect(rows[0]?.n).toBe(1);
    expect((await ops('GET', '/ops/members/999999/bonuses')).body.message).toBe('member_not_found');
  });
});
