import type { Contract } from '@fortuna/shared';

/** Whether the viewer (by member id) is the contract's downline, the one who signs. */
export function isMemberSide(contract: Contract, viewerId: number | null): boolean {
  return viewerId !== null && contract.member.memberId === viewerId;
}

/** The other party's username as the viewer sees it; null for the house (a top-level agent's upline). */
export function counterpartyName(contract: Contract, viewerId: number | null): string | null {
  if (isMemberSide(contract, viewerId)) return contract.upline?.username ?? null;
  return contract.member.username;
}
