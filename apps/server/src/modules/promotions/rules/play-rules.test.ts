import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase, seedSettledRound } from '../../../testing/index';
import { ruleFixtures } from './rule-fixtures';

/**
 * The rules that read settled play from the rollups, each on its own: turnover tiers, loss rebate
 * and ranking, at chosen instants of the demo merchant's business days (Asia/Yangon, UTC+06:30;
 * 11 March 2030 is a Monday, ISO week 11).
 */
let database: DatabaseHandle;
let f: ReturnType<typeof ruleFixtures>;
const yangon = (day: string, time = '12:00') => new Date(`${day}T${time}:00+06:30`);
let slot: number;
let lottery: number;

async function play(username: string, gameId: number, bet: bigint, win: bigint, settledAt: Date) {
  await seedSettledRound(database.db, { username, gameId, bet, win, settledAt });
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  f = ruleFixtures(database.db);
  const game = (category: string) =>
    database.db.selectFrom('game').select('id').where('is_game', '=', true).where('category_code', '=', category).executeTakeFirstOrThrow();
  slot = (await game('RNG')).id;
  lottery = (await game('LOTT')).id;
});
afterAll(async () => {
  await database.close();
});

describe('turnover tiers', () => {
  const tiers = [
    { validBet: '1000.00', reward: '8.00' },
    { validBet: '5000.00', reward: '38.00' },
  ];

  it("claimed: pays the highest tier reached so far in the running week, in the rule's category only", async () => {
    const p = await f.promotion('turnover_tiers', { period: 'weekly', category: 'RNG', tiers });
    const player = await f.memberId('player01');
    await play('player01', slot, 150_000n, 0n, yangon('2030-03-12', '10:00'));
    await play('player01', lottery, 900_000n, 0n, yangon('2030-03-12', '10:00'));
    expect(await f.evaluate(p, player, yangon('2030-03-13'))).toMatchObject({ periodKey: '2030-W11', eligible: true, amount: 800n });
    await play('player01', slot, 400_000n, 0n, yangon('2030-03-14', '10:00'));
    expect((await f.evaluate(p, player, yangon('2030-03-15'))).amount).toBe(3_800n);
    const member = await f.memberId('member02');
    await play('member02', slot, 20_000n, 0n, yangon('2030-03-12', '10:00'));
    expect(await f.evaluate(p, member, yangon('2030-03-13'))).toMatchObject({
      eligible: false,
      reason: 'turnover_below_tier',
      reasonValues: { next: '1000.00', done: '200.00' },
    });
    // All categories count when the rule names none.
    const all = await f.promotion('turnover_tiers', { period: 'daily', category: null, tiers });
    expect(await f.evaluate(all, player, yangon('2030-03-12', '20:00'))).toMatchObject({ periodKey: '2030-03-12', amount: 3_800n });
    const monthly = await f.promotion('turnover_tiers', { period: 'monthly', category: null, tiers });
    expect((await f.evaluate(monthly, player, yangon('2030-03-20'))).periodKey).toBe('2030-03');
  });

  it('automatic: pays the week that ended, and the sweep lists who played in it', async () => {
    const p = await f.promotion('turnover_tiers', { period: 'weekly', category: 'RNG', tiers }, { takeMode: 'auto' });
    const player = await f.memberId('player01');
    expect(await f.evaluate(p, player, yangon('2030-03-18'))).toMatchObject({ periodKey: '2030-W11', eligible: true, amount: 3_800n });
    const plan = await f.sweep(p, yangon('2030-03-18'));
    expect(plan).toMatchObject({ periodKey: '2030-W11', final: true });
    expect(plan?.members).toEqual(expect.arrayContaining([player, await f.memberId('member02')]));
  });

  it('refuses tiers that do not ascend', async () => {
    const { turnoverTiersRule } = await import('./turnover-tiers');
    expect(turnoverTiersRule.params.safeParse({ period: 'weekly', tiers: [...tiers].reverse() }).success).toBe(false);
    expect(turnoverTiersRule.params.safeParse({ period: 'hourly', tiers }).success).toBe(false);
  });
});

describe('loss rebate', () => {
  const rule = { period: 'daily', percent: 5, minLoss: '100.00', cap: '1000.00', category: null };

  it("rebates a percentage of the previous business day's net loss, from the day after, capped", async () => {
    const p = await f.promotion('loss_rebate', rule);
    const member = await f.memberId('member03');
    await play('member03', slot, 300_000n, 50_000n, yangon('2030-04-02', '10:00'));
    expect(await f.evaluate(p, member, yangon('2030-04-02', '20:00'))).toMatchObject({
      periodKey: '2030-04-01',
      eligible: false,
      reason: 'loss_below_min',
    });
    expect(await f.evaluate(p, member, yangon('2030-04-03', '09:00'))).toMatchObject({
      periodKey: '2030-04-02',
      eligible: true,
      amount: 12_500n,
    });
    await play('member03', slot, 5_000_000n, 0n, yangon('2030-04-05', '10:00'));
    expect((await f.evaluate(p, member, yangon('2030-04-06'))).amount).toBe(100_000n);
  });

  it('pays nothing on a net win or a loss below the minimum; the sweep lists the losers only', async () => {
    const p = await f.promotion('loss_rebate', rule);
    const winner = await f.memberId('member04');
    await play('member04', slot, 100_000n, 400_000n, yangon('2030-04-02', '10:00'));
    expect(await f.evaluate(p, winner, yangon('2030-04-03'))).toMatchObject({ eligible: false, reason: 'loss_below_min' });
    const small = await f.memberId('member02');
    await play('member02', slot, 9_000n, 0n, yangon('2030-04-02', '10:00'));
    expect(await f.evaluate(p, small, yangon('2030-04-03'))).toMatchObject({
      reason: 'loss_below_min',
      reasonValues: { min: '100.00', loss: '90.00' },
    });
    const plan = await f.sweep(p, yangon('2030-04-03'));
    expect(plan).toMatchObject({ periodKey: '2030-04-02', final: true });
    expect(plan?.members).toContain(await f.memberId('member03'));
    expect(plan?.members).toContain(small);
    expect(plan?.members).not.toContain(winner);
  });

  it('counts only play since the promotion began', async () => {
    const p = await f.promotion('loss_rebate', rule, { startsAt: yangon('2030-04-02', '12:00') });
    expect((await f.evaluate(p, await f.memberId('member03'), yangon('2030-04-03'))).reason).toBe('loss_below_min');
    const later = await f.promotion('loss_rebate', rule, { startsAt: yangon('2030-04-03', '01:00') });
    expect((await f.evaluate(later, await f.memberId('member03'), yangon('2030-04-03', '09:00'))).reason).toBe('period_before_promotion');
    expect(await f.sweep(later, yangon('2030-04-03', '09:00'))).toBeNull();
  });
});

describe('ranking', () => {
  const rule = {
    period: 'weekly',
    rankBy: 'valid_bet',
    category: null,
    prizes: [
      { upTo: 1, reward: '888.00' },
      { upTo: 3, reward: '388.00' },
    ],
  };

  it("pays the prize of the member's rank on the previous week's leaderboard", async () => {
    const p = await f.promotion('ranking', rule);
    await play('player01', slot, 500_000n, 0n, yangon('2030-03-26'));
    await play('member02', slot, 300_000n, 0n, yangon('2030-03-27'));
    await play('member03', lottery, 100_000n, 0n, yangon('2030-03-28'));
    await play('member04', slot, 50_000n, 0n, yangon('2030-03-29'));
    const at = yangon('2030-04-01', '09:00');
    expect(await f.evaluate(p, await f.memberId('player01'), at)).toMatchObject({ periodKey: '2030-W13', eligible: true, amount: 88_800n });
    expect((await f.evaluate(p, await f.memberId('member02'), at)).amount).toBe(38_800n);
    expect((await f.evaluate(p, await f.memberId('member03'), at)).amount).toBe(38_800n);
    expect(await f.evaluate(p, await f.memberId('member04'), at)).toMatchObject({
      eligible: false,
      reason: 'not_ranked',
      reasonValues: { upTo: '3', rank: '4' },
    });
    // During the week itself, the week before is the one that pays (nobody played then).
    expect((await f.evaluate(p, await f.memberId('player01'), yangon('2030-03-29'))).reason).toBe('not_ranked');
    const plan = await f.sweep(p, at);
    expect(plan).toMatchObject({ periodKey: '2030-W13', final: true });
    expect(plan?.members).toHaveLength(3);
  });

  it('does not pay a period that began before the promotion', async () => {
    const p = await f.promotion('ranking', rule, { startsAt: yangon('2030-03-27') });
    expect((await f.evaluate(p, await f.memberId('player01'), yangon('2030-04-01'))).reason).toBe('period_before_promotion');
    expect(await f.sweep(p, yangon('2030-04-01'))).toBeNull();
  });
});
