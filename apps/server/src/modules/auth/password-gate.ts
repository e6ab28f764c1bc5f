import { MODULE_IDS } from '@fortuna/shared';
import type { MemberRow, MerchantRow } from '../../db/schema';
import type { ConfigService } from '../config/config.service';

/** Login types whose proof was not the password (spec §4: no forced change after an SMS login). */
const NOT_BY_PASSWORD = new Set(['sms', 'firebase']);

/** Whether the member's password is older than the merchant's expiry (when that module is on). */
export async function isPasswordExpired(config: ConfigService, merchant: MerchantRow, member: MemberRow): Promise<boolean> {
  if (!merchant.password_expiry_days || !(await config.isModuleEnabled(merchant, MODULE_IDS.passwordExpiry))) return false;
  const age = Date.now() - new Date(member.password_changed_at).getTime();
  return age > merchant.password_expiry_days * 86_400_000;
}

/**
 * Whether a session must replace its password before anything else (spec §4 "Login": a default
 * password someone else chose, or an expired one, with FORCED_PASSWORD_CHANGE on; never after an
 * SMS login). The login answer tells the web; `authenticate` refuses the session's other calls
 * with it, so the rule holds for any client.
 */
export async function mustChangePassword(
  config: ConfigService,
  merchant: MerchantRow,
  member: MemberRow,
  loginType: string,
  expired?: boolean,
): Promise<boolean> {
  if (NOT_BY_PASSWORD.has(loginType)) return false;
  // Most sessions are neither: answer them without a module lookup.
  if (!member.password_is_default && !merchant.password_expiry_days) return false;
  if (!(await config.isModuleEnabled(merchant, MODULE_IDS.forcedPasswordChange))) return false;
  return member.password_is_default || (expired ?? (await isPasswordExpired(config, merchant, member)));
}
