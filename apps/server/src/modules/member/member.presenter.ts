import type { MemberInfo } from '@fortuna/shared';
import type { MemberRow, MerchantRow } from '../../db/schema';
import { roleFlags } from '../auth/roles';

/** Shows only the end of a contact detail: "+95 •••• 4567", "d•••@example.com". */
export function maskMobile(dialing: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  return `+${dialing ?? ''} •••• ${mobile.slice(-4)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

/**
 * The member's icon: an uploaded one (served by this server under /wps/member/icons), a chosen
 * built-in avatar, or the artwork generated for the member (both through the image CDN).
 */
export function memberIconPath(member: Pick<MemberRow, 'id' | 'merchant_id' | 'icon'>): string {
  if (member.icon?.startsWith('upload:')) return `/wps/member/icons/${member.icon.slice('upload:'.length)}`;
  if (member.icon?.startsWith('set-')) return `/demo/avatars/${member.icon}.svg`;
  return `/demo/avatars/${member.merchant_id}-${member.id}.svg`;
}

/** `GET /wps/member/info`. `balance` is the member's main wallet, a two-place decimal string. */
export function presentMemberInfo(
  merchant: MerchantRow,
  member: MemberRow,
  balance: string,
  enableContract: boolean,
  vip: Pick<MemberInfo, 'hasVip' | 'vipLabelName' | 'vipRankLevel'>,
  promotions: Pick<MemberInfo, 'availablePromoCount' | 'availablePromo'>,
): MemberInfo {
  const flags = roleFlags(merchant, member);
  return {
    id: member.id,
    account: member.username,
    username: member.username,
    nickname: member.nickname,
    type: member.type,
    ...flags,
    merchantCode: merchant.code,
    currencySymbol: merchant.currency_symbol,
    balance,
    mobileNum: maskMobile(member.country_dialing_code, member.mobile_num),
    email: maskEmail(member.email),
    affiliateCode: flags.isAgent ? member.affiliate_code : null,
    firstLoginAt: member.first_login_at ? member.first_login_at.toISOString() : null,
    lastLoginAt: member.last_login_at ? member.last_login_at.toISOString() : null,
    iconUrl: memberIconPath(member),
    enableSalary: flags.isAgent && enableContract,
    enableContract: !flags.isTrial && enableContract,
    ...vip,
    availablePromoCount: promotions.availablePromoCount,
    availablePromo: promotions.availablePromo,
  };
}
