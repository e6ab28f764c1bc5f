import type { ContractKind } from '@fortuna/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neverExceeds, ratesAt, type Tier } from '../agent-contracts/tiers';
import {
  type ContractedAgent,
  computeDifferential,
  NO_FIGURES,
  nearestContractedAncestors,
  type TeamFigures,
  tierVolume,
} from './differential';

const figures = (f: Partial<TeamFigures>): TeamFigures => ({ ...NO_FIGURES, ...f });
const tier = (minVolume: bigint, ratePpm: number, minActiveMembers = 0, lossRatePpm: number | null = null): Tier => ({
  minVolume,
  minActiveMembers,
  ratePpm,
  lossRatePpm,
});
const byAgent = (rows: ReturnType<typeof computeDifferential>) => new Map(rows.map((r) => [r.agentId, r]));

describe('computeDifferential', () => {
  // agent01 (1) → subagent01 (2) → member03, member04; agent01 → member02.
  const agents = (top: Tier[], sub: Tier[]): ContractedAgent[] => [
    { agentId: 1, contractId: 10, tiers: top, ancestorId: null },
    { agentId: 2, contractId: 20, tiers: sub, ancestorId: 1 },
  ];

  it('pays each agent its own rate on its team minus what its contracted downline earns', () => {
    const rows = byAgent(
      computeDifferential(
        'daily_salary',
        agents([tier(0n, 10_000)], [tier(0n, 6_000)]),
        new Map([
          [1, figures({ bets: 300_000n, validBet: 300_000n, activeMembers: 3 })],
          [2, figures({ bets: 200_000n, validBet: 200_000n, activeMembers: 2 })],
        ]),
      ),
    );
    expect(rows.get(2)).toMatchObject({
      gross: 1_200n,
      downlineGross: 0n,
      amount: 1_200n,
      ratePpm: 6_000,
      lossRatePpm: null,
      tierIndex: 0,
    });
    expect(rows.get(1)).toMatchObject({ gross: 3_000n, downlineGross: 1_200n, amount: 1_800n, ratePpm: 10_000, tierIndex: 0 });
  });

  it('chooses the tier on valid bet and active members for daily salary, on bet amount for hourly', () => {
    const tiers = [tier(0n, 1_000), tier(100_000n, 5_000, 3), tier(500_000n, 8_000, 5)];
    const team = figures({ bets: 600_000n, validBet: 400_000n, activeMembers: 4 });
    const daily = computeDifferential('daily_salary', [{ agentId: 1, contractId: 1, tiers, ancestorId: null }], new Map([[1, team]]));
    expect(daily[0]).toMatchObject({ tierIndex: 1, ratePpm: 5_000, gross: 2_000n });
    const hourly = computeDifferential(
      'hourly_salary',
      [{ agentId: 1, contractId: 1, tiers: [tier(0n, 1_000), tier(500_000n, 8_000)], ancestorId: null }],
      new Map([[1, team]]),
    );
    // The 500,000 bet-amount tier is reached; the rate applies to the valid bet.
    expect(hourly[0]).toMatchObject({ tierIndex: 1, ratePpm: 8_000, gross: 3_200n });
    expect(tierVolume('realtime_salary', team)).toBe(600_000n);
    expect(tierVolume('dividend', team)).toBe(400_000n);
  });

  it('pays nothing below the first tier, and rounds each gross down', () => {
    const rows = computeDifferential(
      'daily_salary',
      [{ agentId: 1, contractId: 1, tiers: [tier(1_000n, 12_345)], ancestorId: null }],
      new Map([[1, figures({ validBet: 999n })]]),
    );
    expect(rows[0]).toMatchObject({ tierIndex: null, ratePpm: 0, gross: 0n, amount: 0n });
    const rounded = computeDifferential(
      'daily_salary',
      [{ agentId: 1, contractId: 1, tiers: [tier(0n, 12_345)], ancestorId: null }],
      new Map([[1, figures({ validBet: 999n })]]),
    );
    // 999 × 1.2345 % = 12.33 → 12.
    expect(rounded[0]?.gross).toBe(12n);
  });

  it('pays real-time salary at the profit rate on winners’ valid bet and the loss rate on losers’', () => {
    const rows = byAgent(
      computeDifferential(
        'realtime_salary',
        agents([tier(0n, 5_000, 0, 10_000)], [tier(0n, 3_000, 0, 6_000)]),
        new Map([
          [1, figures({ bets: 50_000n, validBet: 50_000n, wonValidBet: 20_000n, lostValidBet: 30_000n })],
          [2, figures({ bets: 30_000n, validBet: 30_000n, wonValidBet: 10_000n, lostValidBet: 20_000n })],
        ]),
      ),
    );
    // subagent: 10,000 × 0.3 % + 20,000 × 0.6 % = 30 + 120; agent: 20,000 × 0.5 % + 30,000 × 1 % = 100 + 300.
    expect(rows.get(2)).toMatchObject({ gross: 150n, amount: 150n, ratePpm: 3_000, lossRatePpm: 6_000 });
    expect(rows.get(1)).toMatchObject({ gross: 400n, downlineGross: 150n, amount: 250n });
  });

  it('shares a losing team’s loss as dividend, gives a winning team none, and never pays below zero', () => {
    const losing = byAgent(
      computeDifferential(
        'dividend',
        agents([tier(0n, 300_000)], [tier(0n, 200_000)]),
        new Map([
          [1, figures({ validBet: 100_000n, profit: -40_000n })],
          [2, figures({ validBet: 60_000n, profit: -10_000n })],
        ]),
      ),
    );
    expect(losing.get(2)).toMatchObject({ gross: 2_000n, amount: 2_000n });
    expect(losing.get(1)).toMatchObject({ gross: 12_000n, downlineGross: 2_000n, amount: 10_000n });

    const winning = computeDifferential(
      'dividend',
      [{ agentId: 1, contractId: 1, tiers: [tier(0n, 300_000)], ancestorId: null }],
      new Map([[1, figures({ validBet: 100_000n, profit: 25_000n })]]),
    );
    expect(winning[0]).toMatchObject({ gross: 0n, amount: 0n });

    // The sub-team lost, the rest of the team won more: the upline's own gross is below its
    // downline's dividend, and it is paid nothing rather than a negative amount.
    const mixed = byAgent(
      computeDifferential(
        'dividend',
        agents([tier(0n, 300_000)], [tier(0n, 200_000)]),
        new Map([
          [1, figures({ validBet: 100_000n, profit: -5_000n })],
          [2, figures({ validBet: 60_000n, profit: -20_000n })],
        ]),
      ),
    );
    expect(mixed.get(2)).toMatchObject({ gross: 4_000n, amount: 4_000n });
    expect(mixed.get(1)).toMatchObject({ gross: 1_500n, downlineGross: 4_000n, amount: 0n });
  });

  it('subtracts only the agents whose nearest contracted ancestor it is', () => {
    // 1 → 2 → 3, all contracted: 1 pays 2's gross only, 2 pays 3's.
    const rows = byAgent(
      computeDifferential(
        'daily_salary',
        [
          { agentId: 1, contractId: 1, tiers: [tier(0n, 10_000)], ancestorId: null },
          { agentId: 2, contractId: 2, tiers: [tier(0n, 8_000)], ancestorId: 1 },
          { agentId: 3, contractId: 3, tiers: [tier(0n, 5_000)], ancestorId: 2 },
        ],
        new Map([
          [1, figures({ validBet: 100_000n })],
          [2, figures({ validBet: 100_000n })],
          [3, figures({ validBet: 100_000n })],
        ]),
      ),
    );
    expect([1, 2, 3].map((id) => rows.get(id)?.amount)).toEqual([200n, 300n, 500n]);
  });
});

describe('nearestContractedAncestors', () => {
  it('finds the closest contracted agent above each, skipping agents without a contract', () => {
    // 1 → 2 → 3 → 4 with 3 uncontracted; 5 alone.
    const ancestry = [
      { ancestorId: 1, descendantId: 2, depth: 1 },
      { ancestorId: 1, descendantId: 4, depth: 3 },
      { ancestorId: 2, descendantId: 4, depth: 2 },
      { ancestorId: 3, descendantId: 4, depth: 1 },
    ];
    expect(nearestContractedAncestors([1, 2, 4, 5], ancestry)).toEqual(
      new Map([
        [1, null],
        [2, 1],
        [4, 2],
        [5, null],
      ]),
    );
  });
});

/** A random tier list of a kind: volumes strictly rising, active members and rates never falling. */
const tiersArb = (kind: ContractKind) =>
  fc
    .array(
      fc.record({
        volumeStep: fc.bigInt({ min: 1n, max: 5_000_000n }),
        activeStep: fc.nat(3),
        rateStep: fc.nat(15_000),
        lossStep: fc.nat(15_000),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((steps) => {
      let volume = -1n;
      let active = 0;
      let rate = 0;
      let loss = 0;
      return steps.map((s): Tier => {
        volume += s.volumeStep;
        active += s.activeStep;
        rate += s.rateStep;
        loss += s.lossStep;
        return tier(volume, rate, kind === 'daily_salary' ? active : 0, kind === 'realtime_salary' ? loss : null);
      });
    });

/** A downline's tiers: its own random ones when they never exceed its upline's, else the upline's scaled down. */
function downlineTiers(candidate: Tier[], upline: readonly Tier[], scalePpm: number): Tier[] {
  if (neverExceeds(candidate, upline)) return candidate;
  const scale = (rate: number) => Math.floor((rate * scalePpm) / 1_000_000);
  return upline.map((t) => ({ ...t, ratePpm: scale(t.ratePpm), lossRatePpm: t.lossRatePpm === null ? null : scale(t.lossRatePpm) }));
}

const memberArb = (kind: ContractKind) =>
  fc.record({
    root: fc.nat(5).map((n) => n === 0),
    parentPick: fc.nat(),
    contracted: fc.boolean(),
    tiers: tiersArb(kind),
    scalePpm: fc.integer({ min: 0, max: 1_000_000 }),
    bets: fc.bigInt({ min: 0n, max: 2_000_000n }),
    validShare: fc.integer({ min: 0, max: 100 }),
    profitPercent: fc.integer({ min: -100, max: 150 }),
  });

const worldArb = fc
  .constantFrom<ContractKind>('daily_salary', 'hourly_salary', 'realtime_salary')
  .chain((kind) => fc.record({ kind: fc.constant(kind), members: fc.array(memberArb(kind), { minLength: 1, maxLength: 40 }) }));

describe('the differential over random trees (issue #8 "Done when")', () => {
  it('pays out exactly the top agents’ rate on their team volume, each agent once and never below zero', () => {
    fc.assert(
      fc.property(worldArb, ({ kind, members }) => {
        // Member i's parent comes before it, so parents are settled first.
        const parent = members.map((m, i) => (i === 0 || m.root ? null : m.parentPick % i));
        const ancestorsOf = (i: number) => {
          const chain: number[] = [];
          for (let p = parent[i] ?? null; p !== null; p = parent[p] ?? null) chain.push(p);
          return chain;
        };
        const tiersOf = new Map<number, Tier[]>();
        const agents: ContractedAgent[] = [];
        members.forEach((m, i) => {
          if (!m.contracted) return;
          const ancestorId = ancestorsOf(i).find((a) => tiersOf.has(a)) ?? null;
          const upline = ancestorId === null ? undefined : tiersOf.get(ancestorId);
          const tiers = upline ? downlineTiers(m.tiers, upline, m.scalePpm) : m.tiers;
          if (upline) expect(neverExceeds(tiers, upline)).toBe(true);
          tiersOf.set(i, tiers);
          agents.push({ agentId: i, contractId: 1000 + i, tiers, ancestorId });
        });

        // Team figures by brute force: every member adds its own figures to itself and each ancestor.
        const teams = new Map<number, TeamFigures>();
        members.forEach((m, i) => {
          const validBet = (m.bets * BigInt(m.validShare)) / 100n;
          const profit = (m.bets * BigInt(m.profitPercent)) / 100n;
          for (const a of [i, ...ancestorsOf(i)]) {
            const t = teams.get(a) ?? { ...NO_FIGURES };
            teams.set(a, {
              bets: t.bets + m.bets,
              validBet: t.validBet + validBet,
              profit: t.profit + profit,
              activeMembers: t.activeMembers + (validBet > 0n ? 1 : 0),
              wonValidBet: t.wonValidBet + (profit >= 0n ? validBet : 0n),
              lostValidBet: t.lostValidBet + (profit < 0n ? validBet : 0n),
            });
          }
        });

        const rows = computeDifferential(kind, agents, teams);
        expect(new Set(rows.map((r) => r.agentId)).size).toBe(agents.length);
        expect(rows.length).toBe(agents.length);
        for (const r of rows) expect(r.amount).toBeGreaterThanOrEqual(0n);

        // The top agents' gross, computed here from their contracts alone.
        const topGross = agents
          .filter((a) => a.ancestorId === null)
          .reduce((sum, a) => {
            const t = teams.get(a.agentId) ?? NO_FIGURES;
            const { ratePpm, lossRatePpm } = ratesAt(a.tiers, tierVolume(kind, t), t.activeMembers);
            const owed =
              kind === 'realtime_salary'
                ? (t.wonValidBet * BigInt(ratePpm) + t.lostValidBet * BigInt(lossRatePpm)) / 1_000_000n
                : (t.validBet * BigInt(ratePpm)) / 1_000_000n;
            return sum + owed;
          }, 0n);
        expect(rows.reduce((sum, r) => sum + r.amount, 0n)).toBe(topGross);
      }),
      { numRuns: 300 },
    );
  });
});
