import type { MemberRow, MerchantRow } from '../../db/schema';

/** Spec §6 roles, from the member's numeric type and the merchant's configured type lists. */
export function isAgentType(merchant: MerchantRow, type: number): boolean {
  return merchant.agent_types.includes(type);
}

export function isTrialType(merchant: MerchantRow, type: number): boolean {
  return merchant.trial_types.includes(type);
}

/** A member-side account: a plain member, an agent or a trial account. Anything else (house or test types) is not. */
export function isMemberSideType(merchant: MerchantRow, type: number): boolean {
  return type === merchant.member_type || isAgentType(merchant, type) || isTrialType(merchant, type);
}

export function roleFlags(merchant: MerchantRow, member: Pick<MemberRow, 'type'>): { isAgent: boolean; isTrial: boolean } {
  return { isAgent: isAgentType(merchant, member.type), isTrial: isTrialType(merchant, member.type) };
}
