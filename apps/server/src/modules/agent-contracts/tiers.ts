import {
  type ContractKind,
  type ContractTier,
  type ContractTierInput,
  contractTierInputSchema,
  formatMinor,
  parseMinor,
  ppmToPercent,
} from '@fortuna/shared';

/**
 * A contract's tiers as the server holds them (agent_contract.tiers, schemas/contracts.ts):
 * thresholds in minor units, rates in parts per million. Tiers rise: volumes strictly, active
 * members and rates never fall (the offer schema checks it), so the tier an agent reaches is the
 * last one whose thresholds it meets, and a rate never falls as volume or active members grow.
 */
export type Tier = { minVolume: bigint; minActiveMembers: number; ratePpm: number; lossRatePpm: number | null };

/** What is stored in agent_contract.tiers (JSON: bigints as strings). */
type StoredTier = { minVolume: string; minActiveMembers: number; ratePpm: number; lossRatePpm: number | null };

/** Parsed offer tiers (rates already ppm) to the stored form, amounts in the currency's minor units. */
export function tiersFromOffer(tiers: readonly ReturnType<typeof contractTierInputSchema.parse>[], decimals: number): Tier[] {
  return tiers.map((t) => ({
    minVolume: parseMinor(t.minVolume, decimals),
    minActiveMembers: t.minActiveMembers,
    ratePpm: t.rate,
    lossRatePpm: t.lossRate,
  }));
}

/** Tiers of offer input (e.g. the demo seed) to the stored form. */
export function tiersFromInput(tiers: readonly ContractTierInput[], decimals: number): Tier[] {
  return tiersFromOffer(
    tiers.map((t) => contractTierInputSchema.parse(t)),
    decimals,
  );
}

export function tiersToJson(tiers: readonly Tier[]): string {
  const stored: StoredTier[] = tiers.map((t) => ({ ...t, minVolume: String(t.minVolume) }));
  return JSON.stringify(stored);
}

/** agent_contract.tiers as read back (drivers parse jsonb). */
export function tiersFromJson(value: unknown): Tier[] {
  const stored = (typeof value === 'string' ? JSON.parse(value) : value) as StoredTier[];
  return stored.map((t) => ({ ...t, minVolume: BigInt(t.minVolume) }));
}

export function presentTiers(tiers: readonly Tier[], decimals: number): ContractTier[] {
  return tiers.map((t) => ({
    minVolume: formatMinor(t.minVolume, decimals),
    minActiveMembers: t.minActiveMembers,
    rate: ppmToPercent(t.ratePpm),
    lossRate: t.lossRatePpm === null ? null : ppmToPercent(t.lossRatePpm),
  }));
}

/** The index of the tier reached by a period's volume and active members, or null when none is. */
export function selectTier(tiers: readonly Tier[], volume: bigint, activeMembers: number): number | null {
  let reached: number | null = null;
  tiers.forEach((tier, i) => {
    if (volume >= tier.minVolume && activeMembers >= tier.minActiveMembers) reached = i;
  });
  return reached;
}

/** The rates paid at a volume and active members: zero when no tier is reached. */
export function ratesAt(tiers: readonly Tier[], volume: bigint, activeMembers: number): { ratePpm: number; lossRatePpm: number } {
  const index = selectTier(tiers, volume, activeMembers);
  const tier = index === null ? undefined : tiers[index];
  return { ratePpm: tier?.ratePpm ?? 0, lossRatePpm: tier?.lossRatePpm ?? 0 };
}

/**
 * Whether `lower` never pays more than `upper` at any volume and active members: the rule that a
 * downline's rate never exceeds its upline's. Both are step functions rising in both thresholds,
 * so comparing them at every pair of thresholds either has covers every point in between.
 */
export function neverExceeds(lower: readonly Tier[], upper: readonly Tier[]): boolean {
  const volumes = [...new Set([...lower, ...upper].map((t) => t.minVolume))];
  const actives = [...new Set([...lower, ...upper].map((t) => t.minActiveMembers))];
  for (const volume of volumes) {
    for (const active of actives) {
      const a = ratesAt(lower, volume, active);
      const b = ratesAt(upper, volume, active);
      if (a.ratePpm > b.ratePpm || a.lossRatePpm > b.lossRatePpm) return false;
    }
  }
  return true;
}

/** Whether a kind's tiers have an active-member threshold (dividend and daily salary do). */
export function countsActiveMembers(kind: ContractKind): boolean {
  return kind === 'dividend' || kind === 'daily_salary';
}
