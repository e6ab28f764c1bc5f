import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase } from '../../../testing/index';
import { ruleFixtures } from './rule-fixtures';

/**
 * The reload and daily sign-in rules on their own, over the demo database, at chosen instants of
 * the demo merchant's business days (Asia/Yangon, UTC+06:30).
 */
let database: DatabaseHandle;
let f: ReturnType<typeof ruleFixtures>;
/** An instant of a Yangon wall-clock time. */
const yangon = (day: string, time = '12:00') => new Date(`${day}T${time}:00+06:30`);

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  f = ruleFixtures(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('reload', () => {
  it("pays a percentage of the first deposit of the business day that is not the member's first ever, capped", async () => {
    const p = await f.promotion('reload', { percent: 10, cap: '200.00', minDeposit: '100.00' });
    const member = await f.memberId('member02');
    expect(await f.evaluate(p, member, yangon('2030-03-12'))).toMatchObject({
      periodKey: '2030-03-12',
      eligible: false,
      reason: 'reload_deposit_today',
      reasonValues: { min: '100.00' },
    });
    // The first deposit ever does not count; the next one that day does.
    await f.deposit(member, 50_000n, yangon('2030-03-12', '08:00'));
    expect((await f.evaluate(p, member, yangon('2030-03-12', '09:00'))).reason).toBe('reload_deposit_today');
    await f.deposit(member, 80_000n, yangon('2030-03-12', '10:00'));
    await f.deposit(member, 900_000n, yangon('2030-03-12', '11:00'));
    expect(await f.evaluate(p, member, yangon('2030-03-12', '12:00'))).toMatchObject({
      eligible: true,
      amount: 8_000n,
      depositBase: 80_000n,
    });
    // A business day starts at local midnight (17:30 UTC the day before): 00:10 local is the next day.
    expect((await f.evaluate(p, member, yangon('2030-03-13', '00:10'))).periodKey).toBe('2030-03-13');
    await f.deposit(member, 5_000_000n, yangon('2030-03-13', '00:05'));
    expect(await f.evaluate(p, member, yangon('2030-03-13', '00:10'))).toMatchObject({ eligible: true, amount: 20_000n });
  });

  it('refuses a first deposit of the day below the minimum, even when a later one is above it', async () => {
    const p = await f.promotion('reload', { percent: 10, cap: '200.00', minDeposit: '100.00' });
    const member = await f.memberId('member03');
    await f.deposit(member, 50_000n, yangon('2030-04-01'));
    await f.deposit(member, 5_000n, yangon('2030-04-02', '09:00'));
    await f.deposit(member, 50_000n, yangon('2030-04-02', '10:00'));
    expect(await f.evaluate(p, member, yangon('2030-04-02'))).toMatchObject({ eligible: false, reason: 'deposit_below_min' });
  });

  it('does not count a deposit credited before the promotion began', async () => {
    const p = await f.promotion('reload', { percent: 10, cap: '200.00', minDeposit: '1.00' }, { startsAt: yangon('2030-05-02', '10:00') });
    const member = await f.memberId('member04');
    await f.deposit(member, 10_000n, yangon('2030-05-01'));
    await f.deposit(member, 10_000n, yangon('2030-05-02', '09:00'));
    expect((await f.evaluate(p, member, yangon('2030-05-02', '11:00'))).reason).toBe('reload_deposit_today');
  });
});

describe('daily sign-in', () => {
  const amounts = ['1.00', '2.00', '3.00'];

  it('pays day 1, then more for each business day in a row, holding the last tier, and starts again after a missed day', async () => {
    const p = await f.promotion('daily_sign_in', { amounts });
    const member = await f.memberId('player01');
    const day = async (d: string) => f.evaluate(p, member, yangon(d, '20:00'));
    expect(await day('2030-06-01')).toMatchObject({ periodKey: '2030-06-01', eligible: true, amount: 100n });
    await f.paidRow(p, member, '2030-06-01');
    expect((await day('2030-06-02')).amount).toBe(200n);
    await f.paidRow(p, member, '2030-06-02');
    expect((await day('2030-06-03')).amount).toBe(300n);
    await f.paidRow(p, member, '2030-06-03');
    expect((await day('2030-06-04')).amount).toBe(300n);
    await f.paidRow(p, member, '2030-06-04');
    // 5 June missed: 6 June is day 1 again.
    expect((await day('2030-06-06')).amount).toBe(100n);
    // Yangon's 7 June begins at 17:30 UTC on 6 June.
    expect((await f.evaluate(p, member, new Date('2030-06-06T17:31:00Z'))).periodKey).toBe('2030-06-07');
  });

  it('pays one amount every day without tiers', async () => {
    const p = await f.promotion('daily_sign_in', { amounts: ['5.00'] });
    const member = await f.memberId('member02');
    await f.paidRow(p, member, '2030-06-01');
    expect((await f.evaluate(p, member, yangon('2030-06-02'))).amount).toBe(500n);
  });

  it('automatic: a login that business day is the sign-in, and the sweep lists who logged in', async () => {
    const p = await f.promotion('daily_sign_in', { amounts }, { takeMode: 'auto' });
    const member = await f.memberId('member03');
    const now = new Date();
    expect(await f.evaluate(p, member, now)).toMatchObject({ eligible: false, reason: 'sign_in_today' });
    await f.session(member, 'web', now);
    expect(await f.evaluate(p, member, now)).toMatchObject({ eligible: true, amount: 100n });
    expect((await f.sweep(p, now))?.members).toContain(member);
  });

  it('refuses parameters out of shape', async () => {
    const { dailySignInRule } = await import('./daily-sign-in');
    expect(dailySignInRule.params.safeParse({ amounts: [] }).success).toBe(false);
    expect(dailySignInRule.params.safeParse({ amounts: Array(8).fill('1') }).success).toBe(false);
    expect(dailySignInRule.params.safeParse({ amounts: ['-1'] }).success).toBe(false);
  });
});
