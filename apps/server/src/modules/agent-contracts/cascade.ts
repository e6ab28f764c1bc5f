import type { ContractPeriod } from '@fortuna/shared';
import { neverExceeds, type Tier } from './tiers';

/** A current (pending or active) contract of one kind below the agent whose own contract changes. */
export type CascadeContract = {
  id: number;
  memberId: number;
  /** The offering upline; every contract of a subtree has one (only top-level agents hold house contracts). */
  uplineId: number | null;
  status: 'pending' | 'active';
  period: ContractPeriod;
  tiers: readonly Tier[];
};

/** The terms a contract of the kind gives its holder: what it may share below. */
export type CascadeTerms = { period: ContractPeriod; tiers: readonly Tier[] };

/** What a change of one agent's contract ends below it. */
export type Cascade = {
  /** Active contracts that no longer fit: they end with `end_reason = 'cascade'`. */
  terminated: CascadeContract[];
  /** Pending offers whose offering agent would have nothing (or not enough) to share: withdrawn. */
  withdrawn: CascadeContract[];
};

/**
 * Spec §4: "a new contract with a lower rate than an existing downline's rate terminates that
 * downline's contract automatically after confirmation". `rootId` is the agent whose contract of
 * the kind changes; `root` its new terms, or null when it loses its contract altogether (a
 * termination). `contracts` are the current contracts of that kind in its subtree.
 *
 * - A contract the root gave (its upline is the root) that no longer satisfies
 *   neverExceeds(its tiers, the root's new tiers), or is of another dividend period than the
 *   root's new one, is terminated; with `root` null all are.
 * - Every contract below a terminated one is terminated too: its upline has nothing left to share.
 * - A contract that still fits stays, and so does everything below it (it already fits it).
 * - Pending offers follow the same rule: an offer by the root that would no longer fit, or by an
 *   agent whose contract ends, is withdrawn (signing it later would break the rule).
 */
export function cascadeOf(rootId: number, root: CascadeTerms | null, contracts: readonly CascadeContract[]): Cascade {
  const byUpline = new Map<number, CascadeContract[]>();
  for (const contract of contracts) {
    if (contract.uplineId === null) continue;
    const siblings = byUpline.get(contract.uplineId) ?? [];
    siblings.push(contract);
    byUpline.set(contract.uplineId, siblings);
  }

  const result: Cascade = { terminated: [], withdrawn: [] };
  const seen = new Set<number>();
  const end = (contract: CascadeContract) => {
    if (seen.has(contract.id)) return;
    seen.add(contract.id);
    if (contract.status === 'pending') {
      result.withdrawn.push(contract);
      return;
    }
    result.terminated.push(contract);
    // Everything its member gave below ends with it.
    for (const below of byUpline.get(contract.memberId) ?? []) end(below);
  };

  for (const given of byUpline.get(rootId) ?? []) {
    const fits = root !== null && given.period === root.period && neverExceeds(given.tiers, root.tiers);
    if (!fits) end(given);
  }
  return result;
}
