import type { ContractKind } from '@fortuna/shared';
import { selectTier, type Tier } from '../agent-contracts/tiers';

/**
 * The differential of one settlement period (issue #8 "Settlements", schemas/contracts.ts): each
 * contracted agent earns its own rate on its whole team's volume (its gross), minus what the
 * agents whose nearest contracted ancestor it is earn on theirs (its downline gross). Amounts are
 * minor units, each gross rounded down.
 *
 * Salary kinds: a downline's tiers never pay more than its upline's at the same volume and active
 * members (tiers.ts neverExceeds), tiers rise, and an upline's team holds each downline's, so an
 * upline's gross always covers its downlines' and the payouts of a tree add up to exactly its top
 * agent's gross. Dividends share the team's loss, which does not add up across branches (one
 * branch may win while another loses), so an agent whose downlines' dividends exceed its own gross
 * is paid nothing rather than a negative amount. A team that won earns no dividend, and a period's
 * win is not carried over against later losses: each period stands alone.
 */

/** A team's figures for one period: the agent and everyone below it (depth ≥ 0), minor units. */
export type TeamFigures = {
  bets: bigint;
  validBet: bigint;
  /** The members' net result (payout − bets): negative when the team lost. */
  profit: bigint;
  /** Team members with valid bet > 0 in the period. */
  activeMembers: number;
  /** Real-time salary: valid bet of the members whose result in the slot was ≥ 0 / < 0. */
  wonValidBet: bigint;
  lostValidBet: bigint;
};

/** An agent with a contract of the period's kind in force at the period's end. */
export type ContractedAgent = {
  agentId: number;
  contractId: number;
  tiers: readonly Tier[];
  /** The nearest ancestor that also has such a contract; null for the top of a contracted tree. */
  ancestorId: number | null;
};

/** One agent's computation, as contract_settlement keeps it. */
export type AgentSettlement = {
  agentId: number;
  contractId: number;
  figures: TeamFigures;
  tierIndex: number | null;
  ratePpm: number;
  /** Real-time salary only; null for the other kinds. */
  lossRatePpm: number | null;
  gross: bigint;
  downlineGross: bigint;
  amount: bigint;
};

export const NO_FIGURES: TeamFigures = { bets: 0n, validBet: 0n, profit: 0n, activeMembers: 0, wonValidBet: 0n, lostValidBet: 0n };

const PPM = 1_000_000n;
const atLeastZero = (v: bigint) => (v > 0n ? v : 0n);

/** The volume tiers are chosen on: bet amount for hourly and real-time salary, valid bet otherwise. */
export function tierVolume(kind: ContractKind, figures: TeamFigures): bigint {
  return kind === 'hourly_salary' || kind === 'realtime_salary' ? figures.bets : figures.validBet;
}

/** An agent's own rate on its whole team, rounded down (never negative). */
export function grossOf(kind: ContractKind, figures: TeamFigures, ratePpm: number, lossRatePpm: number): bigint {
  switch (kind) {
    case 'realtime_salary':
      return (atLeastZero(figures.wonValidBet) * BigInt(ratePpm) + atLeastZero(figures.lostValidBet) * BigInt(lossRatePpm)) / PPM;
    case 'dividend':
      return (atLeastZero(-figures.profit) * BigInt(ratePpm)) / PPM;
    default:
      return (atLeastZero(figures.validBet) * BigInt(ratePpm)) / PPM;
  }
}

/** Every contracted agent's tier, gross, downline gross and amount for one period of a kind. */
export function computeDifferential(
  kind: ContractKind,
  agents: readonly ContractedAgent[],
  figuresOf: ReadonlyMap<number, TeamFigures>,
): AgentSettlement[] {
  const own = agents.map((agent) => {
    const figures = figuresOf.get(agent.agentId) ?? NO_FIGURES;
    const tierIndex = selectTier(agent.tiers, tierVolume(kind, figures), figures.activeMembers);
    const tier = tierIndex === null ? undefined : agent.tiers[tierIndex];
    const ratePpm = tier?.ratePpm ?? 0;
    const lossRatePpm = kind === 'realtime_salary' ? (tier?.lossRatePpm ?? 0) : null;
    return { agent, figures, tierIndex, ratePpm, lossRatePpm, gross: grossOf(kind, figures, ratePpm, lossRatePpm ?? 0) };
  });
  const downlineGross = new Map<number, bigint>();
  for (const row of own) {
    const up = row.agent.ancestorId;
    if (up !== null) downlineGross.set(up, (downlineGross.get(up) ?? 0n) + row.gross);
  }
  return own.map(({ agent, figures, tierIndex, ratePpm, lossRatePpm, gross }) => {
    const below = downlineGross.get(agent.agentId) ?? 0n;
    return {
      agentId: agent.agentId,
      contractId: agent.contractId,
      figures,
      tierIndex,
      ratePpm,
      lossRatePpm,
      gross,
      downlineGross: below,
      amount: atLeastZero(gross - below),
    };
  });
}

/** One row of member_closure between two contracted agents (depth ≥ 1). */
export type Ancestry = { ancestorId: number; descendantId: number; depth: number };

/** Each agent's nearest contracted ancestor (null when none) from the closure rows between them. */
export function nearestContractedAncestors(agentIds: readonly number[], ancestry: readonly Ancestry[]): Map<number, number | null> {
  const contracted = new Set(agentIds);
  const nearest = new Map<number, { id: number; depth: number }>();
  for (const row of ancestry) {
    if (row.depth < 1 || !contracted.has(row.ancestorId) || !contracted.has(row.descendantId)) continue;
    const found = nearest.get(row.descendantId);
    if (!found || row.depth < found.depth) nearest.set(row.descendantId, { id: row.ancestorId, depth: row.depth });
  }
  return new Map(agentIds.map((id) => [id, nearest.get(id)?.id ?? null]));
}
